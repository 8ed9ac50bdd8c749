// Journey (issue 17 points 2–3): a lawyer writes a fee invoice for a demo client (the live totals
// come from the shared calculation), issues it after the confirmation, downloads the PDF and looks
// at its first page rendered to PNG, then cancels the invoice with a storno that gets its own
// number and refers to the original. Decision 0513: from the list, a draft from a client's
// unbilled time of all its matters, chosen in the dialog's searching picker.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

const out = 'tests/e2e/.output';

for (const width of [1440, 375]) {
  const tag = width === 1440 ? 'desktop' : 'mobile';
  test(`a lawyer issues an invoice, downloads its PDF and cancels it with a storno (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/invoice-generator');
    await expect(page.getByRole('heading', { name: 'Számlák', level: 1 })).toBeVisible();
    // The demo invoices: the EUR one and the cancelled one with its storno.
    await expect(page.getByText('Horváth Ingatlan Zrt.').first()).toBeVisible();
    await expect(page.getByText('Érvénytelenítve').first()).toBeVisible();
    await expect(page.getByText('Érvénytelenítő számla').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoices-list-${tag}`);

    await page.getByRole('link', { name: 'Új számla' }).click();
    await expect(page.getByRole('heading', { name: 'Új számla', level: 1 })).toBeVisible();
    await chooseInCombobox(page.getByRole('combobox', { name: 'Vevő' }), 'toth es fia', 'Tóth és Fia Kft.');
    await page.getByLabel('Megnevezés').fill('Jogi tanácsadás – üzletrész-átruházás, kötbér és hűségidő véleményezése');
    await page.getByLabel('Mennyiség').fill('1,5');
    await page.getByLabel('Nettó egységár (HUF)').fill('45000');
    // 67 500 Ft net + 27 % VAT, computed in the browser by the shared calculation.
    await expect(page.getByTestId('draft-gross')).toHaveText('85\u00a0725\u00a0Ft');
    await expect(page.getByText('Nettó 67\u00a0500\u00a0Ft, áfa 18\u00a0225\u00a0Ft, bruttó 85\u00a0725\u00a0Ft')).toBeVisible();
    await page.getByRole('button', { name: 'Piszkozat mentése' }).click();
    await expect(page.getByRole('heading', { name: 'Számlapiszkozat', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoices-draft-${tag}`);

    await page.getByRole('button', { name: 'Kiállítás…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiállítod a számlát?' });
    await expect(dialog.getByText(/85\u00a0725\u00a0Ft/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Kiállítás', exact: true }).click();
    const heading = page.getByRole('heading', { name: /^Számla SZ\/\d{6}$/, level: 1 });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Számla ', '');
    // The demo firm has no NAV technical user: the report waits, and the page says so.
    await expect(page.getByRole('heading', { name: 'NAV Online Számla adatszolgáltatás' })).toBeVisible();
    await expect(page.getByText('Nincs beállítva NAV technikai felhasználó', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `invoices-issued-${tag}`);

    // The PDF: downloaded as the browser does, its first page rendered to PNG to look at.
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'PDF letöltése' }).click();
    mkdirSync(`${out}/screenshots`, { recursive: true });
    const pdfPath = `${out}/invoice-${tag}.pdf`;
    await (await download).saveAs(pdfPath);
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString('utf8');
    expect(text.replace(/\s+/g, ' ')).toContain('nincs beállítva NAV technikai felhasználó');
    for (const needle of [number, 'Tóth és Fia Kft.', 'Kovács és Társai Ügyvédi Iroda', 'Jogi tanácsadás', 'hűségidő', 'nyolcvanötezer-hétszázhuszonöt forint']) expect(text).toContain(needle);
    expect(text).toMatch(/ő/);
    expect(text).toMatch(/ű/);
    execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', pdfPath, `${out}/screenshots/invoice-pdf-page1-${tag}`]);

    // Storno: own number, refers to the original, the original shows as cancelled.
    await page.getByRole('button', { name: 'Érvénytelenítés…' }).click();
    const stornoDialog = page.getByRole('dialog', { name: `A(z) ${number} számla érvénytelenítése` });
    await stornoDialog.getByLabel('Az érvénytelenítés oka (nem kötelező)').fill('Téves vevő.');
    await stornoDialog.getByRole('button', { name: 'Érvénytelenítő számla kiállítása' }).click();
    const stornoHeading = page.getByRole('heading', { name: /^Érvénytelenítő számla SZ\/\d{6}$/, level: 1 });
    await expect(stornoHeading).toBeVisible();
    expect(await stornoHeading.textContent()).not.toContain(number);
    await expect(page.getByRole('link', { name: `Eredeti számla: ${number} (1. módosítás)` })).toBeVisible();
    await expect(page.getByText('-85\u00a0725\u00a0Ft').first()).toBeVisible();
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoices-storno-${tag}`);
    await page.getByRole('link', { name: `Eredeti számla: ${number} (1. módosítás)` }).click();
    await expect(page.getByText('Érvénytelenítve')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Érvénytelenítés…' })).toHaveCount(0);
  });
}

for (const width of [1440, 375]) {
  const tag = width === 1440 ? 'desktop' : 'mobile';
  test(`a lawyer drafts an invoice from a client's unbilled time on the invoice list (decision 0513, ${width} px)`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/invoice-generator');
    await page.getByRole('button', { name: 'Számla a nem számlázott időből' }).click();
    const dialog = page.getByRole('dialog', { name: 'Számla a nem számlázott időből' });
    await expect(dialog.getByRole('radio', { name: 'Egy ügyfél összes ügyéből' })).toBeChecked();
    await chooseInCombobox(dialog.getByRole('combobox', { name: 'Ügyfél' }), 'kiss bence', 'Kiss Bence');
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await page.screenshot({ path: `${out}/screenshots/invoices-from-time-dialog-${tag}.png` });
    await dialog.getByRole('button', { name: 'Piszkozat készítése' }).click();
    await expect(page.getByRole('heading', { name: 'Számlapiszkozat', level: 1 })).toBeVisible();
    // The draft opens in the editor: the client is the buyer, each line names its matter ("[2026/0004] 2026. 12. 03. – …").
    await expect(page.getByRole('combobox', { name: 'Vevő' })).toHaveValue('Kiss Bence');
    await expect(page.getByRole('textbox', { name: 'Megnevezés' }).first()).toHaveValue(/^\[\d{4}\/\d{4}\] \d{4}\. \d{2}\. \d{2}\. – /);
    await screenshot(page, `invoices-from-time-draft-${tag}`);
  });
}
