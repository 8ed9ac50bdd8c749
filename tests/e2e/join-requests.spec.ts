// Journey (issue 11 finding 1, issue 12 point 3, decision 0070): a customer without a firm is no
// longer at a dead end — they ask to join by their lawyer's e-mail, see the request pending, the
// firm's administrator accepts it on the settings page, and the customer reaches the portal.
import type { Page } from '@playwright/test';
import { outboxFor, registerVerifiedCustomer } from './auth-helpers';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

/** Nothing sticks out sideways at 375 px, once the layout has settled. */
async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a customer without a firm asks to join, waits, the firm accepts, and the customer reaches the portal', async ({ page, browser, baseURL }) => {
  const { email, password } = await registerVerifiedCustomer(page.request, 'csatlakozo', 'Csatlakozó Cecília');
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, email, password);
  await page.goto('/app/dashboard');

  // The way forward instead of "Nincs szerepköröd".
  await expect(page.getByRole('heading', { name: 'Még nem tartozol irodához' })).toBeVisible();
  await expect(page.getByText('Nincs szerepköröd')).toHaveCount(0);
  await expect(page.getByText('Még nem küldtél csatlakozási kérelmet.')).toBeVisible();
  const field = page.getByLabel('Az ügyvéded emailcíme vagy az iroda kódja');
  await page.getByRole('button', { name: 'Csatlakozási kérelem küldése' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Add meg az ügyvéded emailcímét vagy az iroda kódját' })).toBeVisible();
  await field.fill(demo.lawyer);
  await page.getByRole('button', { name: 'Csatlakozási kérelem küldése' }).click();
  await expect(page.getByText(/^Csatlakozási kérelmedet rögzítettük\. Ha a megadott emailcím vagy irodakód egy irodához tartozik/)).toBeVisible();
  const request = page.getByRole('listitem').filter({ hasText: demo.lawyer });
  await expect(request.getByText('Függőben')).toBeVisible();
  await expect(page.getByRole('button', { name: `Visszavonás: ${demo.lawyer}` })).toBeVisible();
  // Still no membership: the portal stays closed until the firm decides.
  expect((await page.request.get('/api/company')).status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'join-request-pending-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'join-request-pending-mobile');

  // The firm's administrator sees the request on the settings page and accepts it.
  const firm = await browser.newContext({ baseURL, locale: 'hu-HU', timezoneId: 'Europe/Budapest', viewport: { width: 1440, height: 900 } });
  const admin = await firm.newPage();
  await signInViaApi(admin, baseURL!, demo.tenant);
  await admin.goto('/app/settings');
  const section = admin.getByRole('region', { name: 'Csatlakozási kérelmek' });
  await expect(section.getByTestId('firm-code')).toHaveText('kovacs-es-tarsai');
  const row = section.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Csatlakozó Cecília');
  await expect(row).toContainText(`Megadott adat: ${demo.lawyer}`);
  // The demo data's own pending request (a prospective client, Kiss Bence) is listed beside it.
  await expect(section.getByRole('listitem').filter({ hasText: 'kiss.bence@example.hu' })).toContainText('Kiss Bence');
  await admin.waitForLoadState('networkidle');
  await expectNoSeriousA11yViolations(admin);
  await screenshot(admin, 'join-requests-firm-desktop');
  await admin.setViewportSize({ width: 375, height: 812 });
  await expectNoSidewaysScroll(admin);
  await screenshot(admin, 'join-requests-firm-mobile');
  await admin.setViewportSize({ width: 1440, height: 900 });
  await section.getByRole('button', { name: 'Elfogadás: Csatlakozó Cecília' }).click();
  await expect(section.getByText('Csatlakozó Cecília ügyfélként csatlakozott.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(admin.getByRole('heading', { name: 'Tagok' }).locator('..')).toContainText(email);
  // The firm's direct way in: an invitation by e-mail with a code that joins at once.
  const invitee = `meghivott.${Date.now()}@example.hu`;
  await section.getByLabel('Az ügyfél emailcíme').fill(invitee);
  await section.getByRole('button', { name: 'Meghívó küldése' }).click();
  await expect(section.getByText(`Meghívót küldtünk ide: ${invitee}.`)).toBeVisible();
  await expect.poll(async () => (await outboxFor(admin.request, invitee)).some((m) => /meghívókódot: [0-9a-f-]{36}/.test(m.text))).toBe(true);
  await expectNoSeriousA11yViolations(admin);
  await firm.close();

  // The requester is told by mail; their open screen re-reads the requests when the tab is
  // shown again (or every 30 s) and opens the customer portal by itself, without a reload.
  await expect.poll(async () => (await outboxFor(page.request, email)).some((m) => m.subject.startsWith('Elfogadták a csatlakozási kérelmedet'))).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
  const portal = page.getByRole('navigation', { name: 'Főmenü' });
  await expect(async () => {
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(portal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('main').getByText('Kapcsolódó iroda').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'join-request-accepted-portal-desktop');
});
