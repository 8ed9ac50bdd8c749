// Journey (issue 14 point 1): a lawyer creates an organisation (a mistyped adószám is refused
// with the Hungarian message first) and a person representing it, finds them with "kovacs"
// typed without accents, and merges the demo firm's deliberate duplicate — at 1440 and 375 px.
import type { Page } from '@playwright/test';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

async function expectNoSidewaysScroll(page: Page, width: number) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

// Each width its own valid adószám, so the journeys do not create duplicates of each other.
const taxNumbers = { 1440: ['24225221 2 43', '24225221-2-43'], 375: ['12840937 2 41', '12840937-2-41'] } as const;

for (const width of [1440, 375] as const) {
  test(`contacts at ${width} px: create an organisation and its representative, search accent-insensitively`, async ({ page, baseURL }) => {
    const stamp = `${width}-${Date.now().toString(36)}`;
    const orgName = `Próba Kereskedelmi Kft. ${stamp}`;
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Névjegyek' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kovács Ödön' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page, width);
    await screenshot(page, `contacts-list-${width}`);

    // A new organisation: the mistyped adószám is refused with the Hungarian message, nothing saved.
    await page.getByRole('button', { name: 'Új szervezet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új szervezet' });
    await dialog.getByLabel('Szervezet neve').fill(orgName);
    await dialog.getByLabel('Adószám', { exact: true }).fill('12892313-2-42');
    await dialog.getByLabel('Cégjegyzékszám').fill('Cg. 01-09-765432');
    await dialog.getByLabel('Irányítószám').fill('1052');
    await dialog.getByLabel('Település').fill('Budapest');
    await dialog.getByLabel('Utca, házszám').fill('Váci utca 10.');
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Javítsd a megjelölt mezőket.');
    await expect(dialog.getByText('Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.')).toBeVisible();
    await expect(dialog.getByLabel('Adószám', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Adószám', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `contacts-form-error-${width}`);
    await dialog.getByLabel('Adószám', { exact: true }).fill(taxNumbers[width][0]);
    await dialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: orgName })).toBeVisible();
    await expect(page.getByText(taxNumbers[width][1])).toBeVisible();
    await expect(page.getByText('01-09-765432')).toBeVisible();

    // A person who represents it, linked from the person's form.
    await page.getByRole('link', { name: /Vissza a névjegyekhez/ }).click();
    await page.getByRole('button', { name: 'Új személy' }).click();
    const personDialog = page.getByRole('dialog', { name: 'Új személy' });
    await personDialog.getByLabel('Családi név').fill('Kovács');
    await personDialog.getByLabel('Utónév').fill(`Réka ${stamp}`);
    await personDialog.getByLabel('Telefon').fill('06 30 555 1234');
    await chooseInCombobox(personDialog.getByRole('combobox', { name: 'Szervezet', exact: true }), orgName, orgName);
    await personDialog.getByLabel('Kapcsolat').selectOption({ label: 'Képviseli' });
    await personDialog.getByLabel('Beosztás').fill('ügyvezető');
    await personDialog.getByRole('button', { name: 'Mentés' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Kovács Réka ${stamp}` })).toBeVisible();
    await expect(page.getByText('+36 30 555 1234')).toBeVisible();
    const links = page.getByRole('region', { name: 'Kapcsolatok' });
    await expect(links.getByRole('link', { name: orgName })).toBeVisible();
    await expect(links).toContainText('Képviseli (ügyvezető)');
    await expect(page.getByRole('region', { name: 'Idővonal' })).toContainText('Kapcsolat hozzáadva');
    await expectNoSeriousA11yViolations(page);
    await expectNoSidewaysScroll(page, width);
    await screenshot(page, `contacts-person-detail-${width}`);

    // The organisation's side shows the person too.
    await links.getByRole('link', { name: orgName }).click();
    await expect(page.getByRole('region', { name: 'Kapcsolatok' }).getByRole('link', { name: `Kovács Réka ${stamp}` })).toBeVisible();

    // "kovacs" without accents finds the seeded Kovács Ödön, Kovács Kertészet and the new person.
    await page.goto('/app/contacts');
    await page.getByLabel('Keresés névre, e-mailre, adószámra').fill('kovacs');
    await expect(page.getByRole('link', { name: `Kovács Réka ${stamp}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kovács Ödön' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kovács Kertészet Kft.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Szabó Anna' })).toHaveCount(0);
    await screenshot(page, `contacts-search-${width}`);

    // The top bar's search (a desktop element) finds contacts when no page is called that.
    if (width === 1440) {
      await page.goto('/app/dashboard');
      await page.getByRole('combobox', { name: 'Keresés: oldalak, ügyfelek, ügyek, dokumentumok, cikkek' }).fill('odon');
      await page.getByRole('combobox', { name: 'Keresés: oldalak, ügyfelek, ügyek, dokumentumok, cikkek' }).press('Enter');
      await expect(page).toHaveURL(/\/app\/contacts\?q=odon$/);
      await expect(page.getByLabel('Keresés névre, e-mailre, adószámra')).toHaveValue('odon');
      await expect(page.getByRole('link', { name: 'Kovács Ödön' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Kovács Kertészet Kft.' })).toHaveCount(0);
    }
  });
}

test('the seeded duplicate pair is found and merged with a preview of which value wins', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/contacts');
  await page.getByRole('button', { name: 'Duplikátumok' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lehetséges duplikátumok' });
  await expect(dialog.getByText('Azonos adószám: 14528114-2-02')).toBeVisible();
  // Same adószám and same name: the pair is offered once, not once per reason.
  const mergePair = dialog.getByRole('button', { name: 'DUNAI PEKSEG KFT. összevonása ide: Dunai Pékség Kft.' });
  await expect(mergePair).toHaveCount(1);
  await mergePair.click();
  const merge = page.getByRole('dialog', { name: 'Névjegyek összevonása' });
  await expect(merge.getByText('A(z) „DUNAI PEKSEG KFT.” névjegy beolvad ide: „Dunai Pékség Kft.”.', { exact: false })).toBeVisible();
  // Defaults: the kept contact's values win; the phone is switched to the merged one's by hand.
  await expect(merge.getByRole('radio', { name: 'Név: Megmaradó névjegy' })).toBeChecked();
  await merge.getByRole('radio', { name: 'Telefon: Beolvadó névjegy' }).check();
  await expect(merge.getByText('Címkék összevonás után: ügyfél, régi kártya')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'contacts-merge-preview-1440');
  await merge.getByRole('button', { name: 'Összevonás', exact: true }).click();
  // Back on the (refetched) duplicates list: the pair is gone.
  await expect(dialog.getByRole('button', { name: 'Bezárás' })).toBeVisible();
  await expect(dialog.getByText('Azonos adószám: 14528114-2-02')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Bezárás' }).click();
  await expect(page.getByText('Összevonva: Dunai Pékség Kft.')).toBeVisible();

  await page.getByRole('link', { name: 'Dunai Pékség Kft.' }).click();
  await expect(page.getByText('+36 30 222 3344')).toBeVisible();
  await expect(page.getByText('Régi papír alapú ügyfélkártyáról rögzítve.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kapcsolatok' }).getByRole('link', { name: 'Papp Levente' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Idővonal' })).toContainText('Összevonva: DUNAI PEKSEG KFT.');
  await screenshot(page, 'contacts-merged-detail-1440');
});

test('CSV import: a file with one bad row shows the row error and imports nothing; the fixed file imports', async ({ page, baseURL }) => {
  const stamp = Date.now().toString(36);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/contacts');
  const header = 'Típus;Név;Családi név;Utónév;E-mail;Adószám';
  const good = `szervezet;Import ${stamp} Kft.;;;import-${stamp}@example.hu;10402434-2-44\r\nszemély;;Importált;Ilona ${stamp};;`;
  const file = (rows: string) => ({ name: 'nevjegyek.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${header}\r\n${rows}\r\n`, 'utf8') });

  await page.getByRole('button', { name: 'Importálás (CSV)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Névjegyek importálása CSV-ből' });
  await dialog.getByLabel('CSV-fájl').setInputFiles(file(`${good}\r\nszervezet;Rossz ${stamp} Kft.;;;;12892313-2-42`));
  await expect(dialog.getByText('2 hibátlan és 1 hibás sor.')).toBeVisible();
  const bad = dialog.getByRole('row').filter({ hasText: `Rossz ${stamp} Kft.` });
  await expect(bad.getByRole('rowheader')).toHaveText('4');
  await expect(bad).toContainText('Adószám: Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.');
  await expect(dialog.getByRole('button', { name: '2 névjegy importálása' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'contacts-import-preview-1440');
  expect((await (await page.request.get(`/api/contacts?q=${stamp}`)).json()).total).toBe(0);

  await dialog.getByLabel('CSV-fájl').setInputFiles(file(good));
  await expect(dialog.getByText('2 hibátlan és 0 hibás sor.')).toBeVisible();
  await dialog.getByRole('button', { name: '2 névjegy importálása' }).click();
  await expect(page.getByText('2 névjegy importálva.')).toBeVisible();
  await page.getByLabel('Keresés névre, e-mailre, adószámra').fill(stamp);
  await expect(page.getByRole('link', { name: `Import ${stamp} Kft.` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Importált Ilona ${stamp}` })).toBeVisible();
});
