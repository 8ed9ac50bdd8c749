// Platform administration journeys: companies (create, edit, suspend, delete with
// confirmation), users (invite, change role, deactivate), analytics with charts; tenant roles
// are refused. Plus profile and settings.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

// 1x1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test.describe('platform administration', () => {
  test('companies: create, edit, suspend (members are locked out), delete with the name typed back', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.admin);
    await page.goto('/app/admin/companies');
    await expect(page.getByRole('heading', { name: 'Cégek' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Kovács és Társai Ügyvédi Iroda/ })).toContainText('4');

    await page.getByRole('button', { name: 'Új cég' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új cég létrehozása' });
    await dialog.getByLabel('Cégnév').fill('Próba Ügyvédi Iroda');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('Próba Ügyvédi Iroda létrehozva.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Próba Ügyvédi Iroda/ })).toContainText('proba-ugyvedi-iroda');

    await page.getByRole('button', { name: 'Próba Ügyvédi Iroda szerkesztése' }).click();
    const edit = page.getByRole('dialog', { name: 'Cég szerkesztése' });
    await edit.getByLabel('Cégnév').fill('Próba és Társa');
    await edit.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('row', { name: /Próba és Társa/ })).toBeVisible();

    // Suspension locks every member out: the platform owner confirms it first.
    page.once('dialog', (d) => {
      expect(d.message()).toContain('Biztosan felfüggeszted a(z) Próba és Társa hozzáférését?');
      void d.accept();
    });
    await page.getByRole('button', { name: 'Próba és Társa felfüggesztése' }).click();
    await expect(page.getByRole('row', { name: /Próba és Társa/ })).toContainText('Felfüggesztve');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-companies');

    await page.getByRole('button', { name: 'Próba és Társa törlése' }).click();
    const del = page.getByRole('dialog', { name: 'Cég végleges törlése' });
    const confirm = del.getByRole('button', { name: 'Végleges törlés' });
    await expect(confirm).toBeDisabled();
    await del.getByLabel(/A megerősítéshez írd be a cég nevét/).fill('Próba és Társa');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-company-delete-confirm');
    await confirm.click();
    await expect(page.getByText('Próba és Társa törölve.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Próba és Társa/ })).toHaveCount(0);
  });

  test('users: search, invite into a company, change roles, deactivate (sessions end)', async ({ page, baseURL, browser }) => {
    await signInViaApi(page, baseURL!, demo.admin);
    await page.goto('/app/admin/users');
    await page.getByLabel('Keresés név vagy emailcím szerint').fill('kovacs-ugyved');
    await expect(page.getByRole('row', { name: /iroda@kovacs-ugyved.hu/ })).toContainText('Cégadminisztrátor, Ügyvéd');

    await page.getByRole('button', { name: 'Felhasználó meghívása' }).click();
    const invite = page.getByRole('dialog', { name: 'Felhasználó meghívása' });
    await invite.getByLabel('Név').fill('Meghívott Márta');
    await invite.getByLabel('Emailcím').fill('marta.e2e@example.hu');
    // The firm picker asks the server as the admin types, accents aside (decision 0512).
    await chooseInCombobox(invite.getByRole('combobox', { name: 'Cég' }), 'kovacs es', 'Kovács és Társai Ügyvédi Iroda');
    await invite.getByLabel('Ügyvéd').check();
    await invite.getByRole('button', { name: 'Meghívó küldése' }).click();
    await expect(page.getByText('Meghívó elküldve: marta.e2e@example.hu')).toBeVisible();

    await page.getByLabel('Keresés név vagy emailcím szerint').fill('marta.e2e');
    await expect(page.getByRole('row', { name: /marta.e2e@example.hu/ })).toContainText('Ügyvéd');
    await page.getByRole('button', { name: 'Meghívott Márta szerepköreinek módosítása' }).click();
    const roles = page.getByRole('dialog', { name: 'Meghívott Márta szerepkörei' });
    await roles.getByLabel('Ügyfél').check();
    await roles.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('row', { name: /marta.e2e@example.hu/ })).toContainText('Ügyvéd, Ügyfél');

    // A second user signs in, then is deactivated: their session stops working at once.
    const other = await browser.newContext({ baseURL: baseURL! });
    const otherPage = await other.newPage();
    await signInViaApi(otherPage, baseURL!, 'toth.gabor@example.hu');
    expect((await otherPage.request.get('/api/me')).status()).toBe(200);
    await page.getByLabel('Keresés név vagy emailcím szerint').fill('toth.gabor');
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Tóth Gábor deaktiválása' }).click();
    await expect(page.getByText('Tóth Gábor deaktiválva, munkamenetei lezárva.')).toBeVisible();
    expect((await otherPage.request.get('/api/me')).status()).toBe(401);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-users');
    await page.getByRole('button', { name: 'Tóth Gábor újraaktiválása' }).click();
    await expect(page.getByText('Tóth Gábor újra aktív.')).toBeVisible();
    await other.close();
  });

  test('analytics: real counts and charts', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.admin);
    const api = await (await page.request.get('/api/admin/analytics')).json();
    await page.goto('/app/admin/analytics');
    await expect(page.getByRole('heading', { name: 'Platform statisztikák' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Új felhasználók és cégek havonta' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Sikeres belépések havonta' })).toBeVisible();
    await expect(page.getByText('Felhasználók', { exact: true }).first()).toBeVisible();
    await expect(page.locator('p', { hasText: new RegExp(`^${api.totals.users}$`) }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'admin-analytics');
  });

  test('tenant roles cannot open platform administration', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/admin/companies');
    await expect(page.getByRole('heading', { name: 'Nincs jogosultságod ehhez az oldalhoz' })).toBeVisible();
    expect((await page.request.get('/api/admin/companies')).status()).toBe(403);
  });
});

test.describe('profile and settings', () => {
  test('a lawyer sees the firm and the consents given on joining, edits the specialties and uploads an avatar', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
    // A seeded member: the firm's own name (read-only) and the consents recorded on joining (decision 0495).
    await expect(page.getByLabel('Iroda neve')).toHaveValue('Kovács és Társai Ügyvédi Iroda');
    await expect(page.getByText(/Felhasználási feltételek: elfogadva \(\d{4}\. /)).toBeVisible();
    await expect(page.getByLabel('Elfogadom a felhasználási feltételeket')).toHaveCount(0);
    await page.getByLabel('Szakterületek').fill('ingatlanjog, társasági jog');
    await page.getByRole('button', { name: 'Mentés' }).first().click();
    await expect(page.getByText('Mentve.')).toBeVisible();

    await page.getByLabel('Kép kiválasztása').setInputFiles({ name: 'arc.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('A profilkép frissült.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'A profilképed' })).toBeVisible();
    await page.getByLabel('Kép kiválasztása').setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(page.getByRole('alert').filter({ hasText: 'Csak PNG, JPEG vagy WebP' })).toBeVisible();
    await expect(page.getByText('A profilkép frissült.')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'profile-lawyer');
  });

  test('settings: theme and language are saved on the server; the tenant renames the company', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/settings');
    await page.getByLabel('Téma').selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByText('Mentve.')).toBeVisible();
    expect((await (await page.request.get('/api/profile')).json()).theme).toBe('light');
    await expect(page.getByRole('heading', { name: 'Tagok és szerepkörök' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'settings-tenant-light');
    await page.getByLabel('Téma').selectOption('dark');
    await expect(page.locator('html')).toHaveClass(/dark/);
  });
});
