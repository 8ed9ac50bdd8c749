// Issue 12 point 2: the ÁSZF (/terms) and the privacy notice (/privacy) are public pages, not
// the sign-in screen; an account that has not accepted the versions in force (here: invited by
// the platform admin, so it never went through registration step 3) must accept them before
// the dashboard opens, and declining signs it out.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';
import { outboxFor } from './auth-helpers';
import { signInViaApi } from './shell-helpers';

const widths = [1440, 375] as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe('terms and privacy', () => {
  for (const [path, title, section] of [
    ['/terms', 'Általános Szerződési Feltételek', '12. Adatvédelem és adatfeldolgozás'],
    ['/privacy', 'Adatkezelési tájékoztató', '5. Mesterséges intelligencia (AI) használata'],
  ] as const) {
    test(`${path} opens without signing in, with its version, accessible, no horizontal scroll`, async ({ page }) => {
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
        await expect(page.getByText(/^Verzió: .+ · Hatályos: 2026\. nov\. 25\.$/)).toBeVisible();
        // The demo install sets no operator details: they are marked, not invented.
        await expect(page.getByText('[kitöltendő]').first()).toBeVisible();
        await expect(page.getByRole('button', { name: 'Folytatás' })).toHaveCount(0);
        await expectNoHorizontalScroll(page);
        await expectNoSeriousA11yViolations(page);
        await screenshot(page, `legal${path.replace('/', '-')}-${width}`);
        // The first screen too, readable at its real size (the full page is very tall).
        await page.screenshot({ path: `tests/e2e/.output/screenshots/legal${path.replace('/', '-')}-${width}-top.png` });
      }
      // The light theme passes axe too (the "[kitöltendő]" marks and links have their own colours).
      await page.getByRole('button', { name: 'Váltás világos témára' }).click();
      await expect(page.locator('html')).not.toHaveClass(/dark/);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `tests/e2e/.output/screenshots/legal${path.replace('/', '-')}-light-top.png` });
    });
  }

  test('an account that has not accepted the versions in force must accept them before the dashboard; declining signs out', async ({ page, baseURL, browser }) => {
    // The platform admin invites a lawyer into the demo firm; the invitee sets a password.
    const admin = await browser.newContext({ baseURL: baseURL! });
    const adminPage = await admin.newPage();
    await signInViaApi(adminPage, baseURL!, demo.admin);
    const { items } = (await (await adminPage.request.get('/api/admin/companies?q=Kov%C3%A1cs')).json()) as { items: { id: string; name: string }[] };
    const firm = items.find((c) => c.name === 'Kovács és Társai Ügyvédi Iroda')!;
    const email = `aszf.${Date.now()}@example.hu`;
    const invited = await adminPage.request.post('/api/admin/users', { data: { name: 'Elfogadó Edit', email, tenantId: firm.id, roles: ['lawyer'] }, headers: { origin: baseURL! } });
    expect(invited.status(), await invited.text()).toBe(201);
    await admin.close();
    await expect.poll(async () => (await outboxFor(page.request, email)).length).toBeGreaterThan(0);
    const [mail] = await outboxFor(page.request, email);
    const token = decodeURIComponent(mail!.text.match(/reset-password\?token=([\w%-]+)/)![1]!);
    const password = 'Edit-Uj-Jelszava-2026!';
    expect((await page.request.post('/api/account/reset-password', { data: { token, password, confirmPassword: password }, headers: { origin: baseURL! } })).status()).toBe(200);

    // Declining signs out.
    await page.goto('/login');
    await signInWithForm(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Fogadd el a feltételeinket' })).toBeVisible();
    await page.getByRole('button', { name: 'Nem fogadom el, kijelentkezem' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/api/me')).status()).toBe(401);

    // Signed in again, the screen blocks the app until both documents are accepted.
    await signInWithForm(page, email, password);
    const gate = page.getByRole('heading', { level: 1, name: 'Fogadd el a feltételeinket' });
    await expect(gate).toBeVisible();
    await page.goto('/app/dashboard');
    await expect(gate).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Főmenü' })).toHaveCount(0);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHorizontalScroll(page);
      await expectNoSeriousA11yViolations(page);
      await screenshot(page, `legal-acceptance-${width}`);
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    const termsLink = page.getByRole('link', { name: 'általános szerződési feltételeket' });
    await expect(termsLink).toHaveAttribute('target', '_blank');
    const [termsTab] = await Promise.all([page.context().waitForEvent('page'), termsLink.click()]);
    await expect(termsTab.getByRole('heading', { level: 1, name: 'Általános Szerződési Feltételek' })).toBeVisible();
    await termsTab.close();

    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect(page.getByText('Az adatvédelmi tájékoztató elfogadása kötelező')).toBeVisible();
    await page.getByRole('checkbox', { name: /általános szerződési feltételeket/ }).check();
    await page.getByRole('checkbox', { name: /adatvédelmi tájékoztatót/ }).check();
    await page.getByRole('button', { name: 'Elfogadom' }).click();
    await expect(page.getByRole('navigation', { name: 'Főmenü' })).toBeVisible();
    await expect(gate).toHaveCount(0);
    const status = (await (await page.request.get('/api/legal/acceptance')).json()) as { pending: string[] };
    expect(status.pending).toEqual([]);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Főmenü' })).toBeVisible();
    await expect(gate).toHaveCount(0);
  });
});
