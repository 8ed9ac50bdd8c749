// The module system from the browser (issue 13): the firm administrator browses and filters the
// store, opens contacts (installed), its page under my modules with usage, switches it out of the
// sidebar and back, and runs the uninstall dry run (refused while matters builds on contacts). Then
// time tracking (which nothing builds on) is uninstalled for a moment: a lawyer finds no install button but the reason, and the module's page says it is not
// installed; the firm administrator installs it again from the store (undone: the seed's state is
// back). A customer keeps the spec 2.4 sidebar and cannot open the module base; the platform admin
// reads it. Screenshots at desktop width and 375 px.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgres } from './journey-settings';
import { sidebarHrefs, signInViaApi } from './shell-helpers';

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

async function as(page: Page, origin: string, email: string) {
  await page.setViewportSize(DESKTOP);
  await signInViaApi(page, origin, email);
}

async function atMobile(page: Page, name: string) {
  await page.setViewportSize(MOBILE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
}

const installedModules = (page: Page) => page.getByRole('navigation', { name: 'Főmenü' }).getByRole('list', { name: 'Telepített modulok' });

test.describe.serial('module store and my modules', () => {
  test('the firm administrator browses, filters and opens an installed module', async ({ page, baseURL }) => {
    await as(page, baseURL!, demo.tenant);
    // The dashboard's card opens the real store.
    await page.goto('/app/dashboard');
    const card = page.locator('main').locator('a[href="/app/modulstore"]');
    await expect(card).toContainText('Böngészd a modulokat, és telepítsd, amire az irodádnak szüksége van.');
    await card.click();
    await page.waitForURL('**/app/modulstore');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulbolt' })).toBeVisible();
    const contacts = page.getByTestId('module-card-contacts');
    await expect(contacts.getByText('Telepítve')).toBeVisible();
    await expect(contacts.getByText('Benne van a csomagban')).toBeVisible();
    // The platform admin's overrides of the seed: themis featured, hospitality at 12 900 Ft.
    await expect(page.getByTestId('module-card-themis').getByText('Kiemelt')).toBeVisible();
    await expect(page.getByTestId('module-card-hospitality')).toContainText(/\+ 12\s900\sFt\/hó/);
    // Hospitality is released with its pages (issue 37), the mobile app as an installable web app
    // (decision 0516): no card says "coming soon" any more.
    await expect(page.getByTestId('module-card-hospitality').getByText('Hamarosan')).toHaveCount(0);
    await expect(page.getByTestId('module-card-mobile').getByText('Hamarosan')).toHaveCount(0);
    await expect(page.getByText('Hamarosan', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'modules-store-desktop');
    await atMobile(page, 'modules-store-375');

    await page.getByLabel('Keresés a modulok között').fill('névjegy');
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByLabel('Keresés a modulok között').fill('');
    await page.getByLabel('Kategória').selectOption({ label: 'Vendéglátás' });
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByTestId('module-card-hospitality')).toBeVisible();
    await page.getByLabel('Kategória').selectOption({ label: 'Minden kategória' });

    await contacts.getByRole('link', { name: 'Névjegyek' }).click();
    await page.waitForURL('**/app/modulstore/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    await expect(page.getByText(/^Telepítve: \d{4}\./)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ki használhatja?' }).locator('..')).toContainText('Cégadminisztrátor, Ügyvéd');
    await expect(page.getByRole('button', { name: /telepítése/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'modules-detail-contacts-desktop');
    await atMobile(page, 'modules-detail-contacts-375');
  });

  test('my modules: usage, the sidebar setting (switched back) and the uninstall dry run, cancelled', async ({ page, baseURL }) => {
    await as(page, baseURL!, demo.tenant);
    await page.goto('/app/my-modules');
    await expect(page.getByRole('heading', { level: 1, name: 'Moduljaim' })).toBeVisible();
    await page.getByTestId('my-module-contacts').getByRole('link', { name: 'Névjegyek' }).click();
    await page.waitForURL('**/app/my-modules/contacts');
    await expect(page.getByRole('heading', { name: 'Használat' })).toBeVisible();
    await expect(page.getByText('Rekordok')).toBeVisible();
    await expect(installedModules(page).getByRole('link', { name: 'Névjegyek' })).toHaveAttribute('href', '/app/contacts');

    const toggle = page.getByRole('checkbox', { name: 'Megjelenik az oldalsávban' });
    await toggle.uncheck();
    await expect(page.getByText('Beállítás mentve.')).toBeVisible();
    // The seeded factory module (Cégiratok nyilvántartása) stays in the list; contacts leaves it.
    await expect(installedModules(page).getByRole('link', { name: 'Névjegyek' })).toHaveCount(0);
    await toggle.check();
    await expect(installedModules(page).getByRole('link', { name: 'Névjegyek' })).toBeVisible();

    await page.getByRole('button', { name: 'Eltávolítás előnézete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Névjegyek eltávolítása' });
    await expect(dialog.getByText('Adatok a modulban:')).toBeVisible();
    await expect(dialog).toContainText(/Névjegyek: \d+/);
    await expect(dialog).toContainText('Az adatokat 90 napig megőrizzük');
    // Matters is built on contacts: while it is installed, contacts cannot go.
    await expect(dialog).toContainText('Nem távolítható el, amíg ezek a telepített modulok ráépülnek:');
    await expect(dialog).toContainText('Ügyek');
    await expect(dialog.getByRole('button', { name: 'Eltávolítás' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'modules-uninstall-dry-run');
    await dialog.getByRole('button', { name: 'Mégse' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Használat' })).toBeVisible();
    await screenshot(page, 'modules-my-contacts-desktop');
    await atMobile(page, 'modules-my-contacts-375');
  });

  test('a lawyer cannot install: no button, the reason; the page of a module not installed says so; the administrator installs it again', onPostgres, async ({ page, browser, baseURL }) => {
    await as(page, baseURL!, demo.tenant);
    await page.goto('/app/my-modules/time-tracking');
    await page.getByRole('button', { name: 'Eltávolítás előnézete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eltávolítás' }).click();
    await expect(page.getByRole('status')).toContainText('Időnyilvántartás eltávolítva. Az adatait megőrizzük, a megőrzés vége:');
    await screenshot(page, 'modules-uninstalled');

    const lawyerContext = await browser.newContext({ baseURL, locale: 'hu-HU', timezoneId: 'Europe/Budapest' });
    const lawyer = await lawyerContext.newPage();
    await as(lawyer, baseURL!, demo.lawyer);
    await lawyer.goto('/app/modulstore/time-tracking');
    await expect(lawyer.getByRole('heading', { level: 1, name: 'Időnyilvántartás' })).toBeVisible();
    await expect(lawyer.getByRole('button', { name: /telepítése/ })).toHaveCount(0);
    await expect(lawyer.getByText('Modult a cég adminisztrátora telepíthet. Ha szükséged van rá, szólj neki.')).toBeVisible();
    await expectNoSeriousA11yViolations(lawyer);
    await screenshot(lawyer, 'modules-lawyer-detail');
    // The server says the same.
    const refused = await lawyer.request.post('/api/modules/time-tracking/install', { headers: { origin: baseURL! } });
    expect(refused.status()).toBe(403);
    await lawyer.goto('/app/tracking');
    await expect(lawyer.getByRole('heading', { level: 1, name: 'Ez a modul nincs telepítve' })).toBeVisible();
    await expect(lawyer.getByRole('link', { name: 'Megnézem a Modulboltban' })).toHaveAttribute('href', '/app/modulstore/time-tracking');
    await expect(installedModules(lawyer).getByRole('link', { name: 'Időnyilvántartás' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(lawyer);
    await screenshot(lawyer, 'modules-not-installed');
    await atMobile(lawyer, 'modules-not-installed-375');
    await lawyerContext.close();

    await page.goto('/app/modulstore/time-tracking');
    await page.getByRole('button', { name: 'Időnyilvántartás telepítése' }).click();
    const dialog = page.getByRole('dialog', { name: 'Időnyilvántartás telepítése' });
    await expect(dialog).toContainText('A modul benne van a csomagodban, külön díja nincs.');
    await screenshot(page, 'modules-install-confirm');
    await dialog.getByRole('button', { name: 'Telepítés' }).click();
    await expect(page.getByRole('status')).toContainText('Telepítve: Időnyilvántartás.');
    await expect(installedModules(page).getByRole('link', { name: 'Időnyilvántartás' })).toBeVisible();
  });

  test('a customer keeps the spec 2.4 sidebar and cannot open the module base', async ({ page, baseURL }) => {
    await as(page, baseURL!, demo.customer);
    await page.goto('/app/dashboard');
    expect(await sidebarHrefs(page)).toEqual(['/app/dashboard', '/app/contact-company?action=new', '/app/book-appointment?filter=today', '/app/my-purchases?filter=pending']);
    for (const path of ['/app/admin/modules', '/app/admin/modulbazis']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeVisible();
    }
    await screenshot(page, 'modules-customer-forbidden');
  });

  test('the platform admin reads the module base and the usage of a module', async ({ page, baseURL }) => {
    await as(page, baseURL!, demo.admin);
    await page.goto('/app/admin/modules');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulok kezelése' })).toBeVisible();
    const row = page.getByTestId('admin-module-contacts');
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Részletek – Névjegyek' }).click();
    await expect(page.getByRole('img', { name: 'Névjegyek: használat havonta' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Kovács és Társai Ügyvédi Iroda látja/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'modules-admin-desktop');
    await atMobile(page, 'modules-admin-375');

    await page.goto('/app/admin/modulbazis');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulbázis' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Modulbázis' })).toContainText('/api/contacts');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'modules-base-desktop');
    await atMobile(page, 'modules-base-375');
  });
});
