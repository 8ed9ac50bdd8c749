// Journey (decision 0448): the firm admin opens Egyedi arculat, sees the demo firm's name, colour
// and logo in the portal preview, is told before saving that white text would be unreadable on a
// light yellow (and the server refuses it too), then saves a dark colour and a new name, which
// stay after a reload. On a phone the page fits the screen. A customer sees that name in the frame
// and on the portal's pages alike (decision 0477).
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

test('the firm admin shapes how customers see the firm (1440 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/custom-branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Egyedi arculat' })).toBeVisible();
  const name = page.getByLabel('Megjelenített név');
  await expect(name).toHaveValue('Kovács Ügyvédi Iroda');
  const preview = page.getByRole('region', { name: 'Előnézet' });
  await expect(preview.getByText('Kovács Ügyvédi Iroda')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Az iroda jelenlegi logója' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'custom-branding-1440');

  const colour = page.getByRole('textbox', { name: 'Kiemelő szín' });
  await colour.fill('#facc15');
  await expect(page.getByText(/túl alacsony, legalább 4,5:1 kell/)).toBeVisible();
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText(/legalább 4,5:1 kontraszt kell/).first()).toBeVisible();
  await screenshot(page, 'custom-branding-low-contrast-1440');

  await colour.fill('#7c2d12');
  await expect(page.getByText(/jól olvasható/)).toBeVisible();
  await name.fill('Kovács és Társa');
  await page.getByRole('button', { name: 'Mentés' }).click();
  await expect(page.getByText('Az arculatot elmentettük.')).toBeVisible();
  await expect(preview.getByText('Kovács és Társa')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Megjelenített név')).toHaveValue('Kovács és Társa');
  await expect(page.getByRole('textbox', { name: 'Kiemelő szín' })).toHaveValue('#7c2d12');
});

test('the branding page fits a phone (375 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/custom-branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Egyedi arculat' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Előnézet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mentés' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'custom-branding-375');
});

test("a customer sees the firm's own name and logo in the frame", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.customer);
  const branding = await (await page.request.get('/api/custom-branding')).json();
  await page.goto('/app/customer-dashboard');
  const sidebar = page.getByRole('complementary', { name: /oldalsáv|navigáció/i });
  await expect(sidebar.getByText(branding.displayName ?? branding.firmName, { exact: true })).toBeVisible();
  await expect(sidebar.locator(`img[src="${branding.logoUrl}"]`)).toBeVisible();
  await expect(sidebar.getByText('Virtuális Iroda')).toHaveCount(0);
  // The page names the firm as the frame does (decision 0477); the profile adds the registered name.
  const shown = branding.displayName ?? branding.firmName;
  await expect(page.getByRole('region', { name: 'Kapcsolódó iroda' }).getByText(shown, { exact: true })).toBeVisible();
  await screenshot(page, 'custom-branding-customer-frame-1440');
  await page.goto('/app/company-info');
  await expect(page.getByRole('heading', { level: 1, name: shown })).toBeVisible();
  if (branding.displayName && branding.displayName !== branding.firmName) await expect(page.getByText(`Hivatalos név: ${branding.firmName}`)).toBeVisible();
});
