// Module factory journey (issue 13 point 6): the platform admin designs a module and publishes it;
// the firm admin gets it and works with its records; the seeded "Cégiratok nyilvántartása" shows
// a real list, form with Hungarian errors and detail page. Names are unique per run, so the
// journey re-runs on the same database.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

const run = Date.now().toString(36);
const key = `ugyiratok-${run}`;
const name = `Ügyiratnapló ${run}`;

async function signOut(page: Page) {
  await page.context().clearCookies();
}

test.describe('module factory', () => {
  test('the platform admin designs and publishes a module; the firm admin installs it and adds a record', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.admin);
    await page.goto('/app/admin/module-factory');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulgyár' })).toBeVisible();
    await expect(page.getByText('Cégiratok nyilvántartása')).toBeVisible();

    await page.getByLabel('Modul neve (magyar)').fill(name);
    await page.getByLabel('Modul neve (angol)').fill(`Case log ${run}`);
    await page.getByLabel('Modulazonosító').fill(key);
    await page.getByLabel('Leírás (magyar)').fill('Az iroda beérkező és kimenő ügyiratainak nyilvántartása.');
    await page.getByLabel('Rekord megnevezése (egyes szám) (magyar)').fill('ügyirat');
    // Field 1 exists (Megnevezés, text, required); add a money field and a select.
    await page.getByRole('button', { name: 'Mező hozzáadása' }).click();
    const second = page.getByRole('group', { name: /^2\. mező/ });
    await second.getByLabel('Mezőazonosító').fill('dij');
    await second.getByLabel('Típus').selectOption('money');
    await second.getByLabel('Felirat (magyar)').fill('Díj');
    await page.getByRole('button', { name: 'Mező hozzáadása' }).click();
    const third = page.getByRole('group', { name: /^3\. mező/ });
    await third.getByLabel('Mezőazonosító').fill('irany');
    await third.getByLabel('Típus').selectOption('select');
    await third.getByLabel('Felirat (magyar)').fill('Irány');
    await third.getByLabel('Kötelező').check();
    await third.getByLabel('Opciók').fill('bejovo=Beérkező\nkimeno=Kimenő');
    await page.getByRole('group', { name: 'Listaoszlopok' }).getByLabel('Díj').check();
    await page.getByRole('group', { name: 'Listaoszlopok' }).getByLabel('Irány').check();

    // Live preview: the server's validator answers in Hungarian; a valid sample enters the list.
    const preview = page.getByRole('region', { name: 'Élő előnézet' });
    await preview.getByLabel('Díj').fill('12,5');
    await preview.getByRole('button', { name: 'Minta ellenőrzése' }).click();
    await expect(preview.getByText('A mező kitöltése kötelező.').first()).toBeVisible();
    await expect(preview.getByText('Az összeget egész forintban add meg (például 18 000).')).toBeVisible();
    await preview.getByLabel('Megnevezés').fill('Keresetlevél');
    await preview.getByLabel('Díj').fill('18 000');
    await preview.getByLabel('Irány').selectOption('kimeno');
    await preview.getByRole('button', { name: 'Minta ellenőrzése' }).click();
    await expect(preview.getByRole('row', { name: /Keresetlevél/ })).toContainText('18\u00a0000\u00a0Ft');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'module-factory-designer');

    await page.getByRole('button', { name: 'Közzététel' }).click();
    await expect(page.getByText('Közzétéve a Modulboltban (1. verzió).')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('Közzétéve, 1. verzió');
    await screenshot(page, 'module-factory-published');

    await signOut(page);
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto(`/app/modulok/${key}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ez a modul nincs telepítve' })).toBeVisible();
    await screenshot(page, 'module-factory-not-installed');
    await installFromStore(page, name);

    await page.goto(`/app/modulok/${key}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('link', { name: 'Új ügyirat' }).click();
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('2 mezőt javítani kell.')).toBeVisible();
    await page.getByLabel('Megnevezés').fill('Fellebbezés a Kúriához');
    await page.getByLabel('Díj').fill('36 000');
    await page.getByLabel('Irány').selectOption('kimeno');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fellebbezés a Kúriához' })).toBeVisible();
    await page.getByRole('link', { name: `Vissza: ${name}` }).click();
    await expect(page.getByRole('row', { name: /Fellebbezés a Kúriához/ })).toContainText('36\u00a0000\u00a0Ft');
    await expect(page.getByRole('row', { name: /Fellebbezés a Kúriához/ })).toContainText('Kimenő');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'module-factory-firm-list');
    // The firm can uninstall a factory module again (its data is kept).
    const uninstall = await page.request.post(`/api/modules/${key}/uninstall`, { headers: { origin: baseURL! }, data: { confirm: true } });
    expect(uninstall.status(), await uninstall.text()).toBe(200);
  });

  test('the firm works in the seeded "Cégiratok nyilvántartása": list, Hungarian errors, new record, detail', async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/modulok/cegiratok');
    await expect(page.getByRole('heading', { level: 1, name: 'Cégiratok nyilvántartása' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Tóth és Fia Kft\./ })).toContainText('15\u00a0000\u00a0Ft');
    await screenshot(page, 'module-factory-cegiratok-list');

    const company = `Próba ${run} Kft.`;
    await page.getByRole('link', { name: 'Új Cégirat' }).click();
    await page.getByLabel('Cégnév').fill(company);
    await page.getByLabel('Cégjegyzékszám').fill('01-99-123456');
    await page.getByLabel('Irat típusa').selectOption('valtozasbejegyzes');
    await page.getByRole('textbox', { name: 'Benyújtás dátuma' }).fill('2026-11-24');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByText('A cégjegyzékszám középső két számjegye nem létező cégformakód.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'module-factory-cegiratok-errors');
    await page.getByLabel('Cégjegyzékszám').fill('Cg. 01-09-765432');
    await chooseInCombobox(page.getByRole('combobox', { name: 'Kapcsolódó névjegy' }), 'varga judit', 'Varga Judit');
    await page.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText('01-09-765432')).toBeVisible();
    await expect(page.getByText('Varga Judit')).toBeVisible();
    await screenshot(page, 'module-factory-cegiratok-detail');
    await page.getByRole('link', { name: 'Vissza: Cégiratok nyilvántartása' }).click();
    await expect(page.getByRole('row', { name: new RegExp(company) })).toContainText('Változásbejegyzés');
  });

  test("a customer cannot open the firm's factory records; the designer is closed to firms", async ({ page, baseURL }) => {
    await signInViaApi(page, baseURL!, demo.customer);
    await page.goto('/app/modulok/cegiratok');
    await expect(page.getByText('Cégiratok nyilvántartása')).toHaveCount(0);
    const api = await page.request.get('/api/m/cegiratok/records');
    expect(api.status()).toBe(403);
    await signOut(page);
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/admin/module-factory');
    await expect(page.getByRole('heading', { level: 1, name: 'Modulgyár' })).toHaveCount(0);
  });
});

/** The firm admin installs the module from its store page (the store's confirmation dialog). */
async function installFromStore(page: Page, moduleName: string) {
  await page.getByRole('link', { name: 'Megnyitás a Modulboltban' }).click();
  await expect(page.getByRole('heading', { level: 1, name: moduleName })).toBeVisible();
  await page.getByRole('button', { name: `${moduleName} telepítése` }).click();
  const dialog = page.getByRole('dialog', { name: `${moduleName} telepítése` });
  await dialog.getByRole('button', { name: 'Telepítés' }).click();
  await expect(page.getByRole('status')).toContainText(`Telepítve: ${moduleName}.`);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'module-factory-store-installed');
}
