// Journey (issue 38 points 14–15): the firm admin opens the invoicing settings, is refused a bank
// account that fails the GIRO check and a tax number with a wrong check digit (nothing saved), saves
// valid ones; a lawyer's draft with empty dates shows the issue-time defaults in the form before the
// confirmation, and an over-payment is refused with the message in the dialog.
import { todayInBudapest, addDays } from '../../src/shared/dates/iso-date';
import { formatHuDate } from '../../src/shared/hu/format';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

for (const width of [1440, 375]) {
  const tag = width === 1440 ? 'desktop' : 'mobile';
  test(`the firm admin corrects the seller data on the invoicing settings screen (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto('/app/invoice-generator');
    await page.getByRole('link', { name: 'Számlázási beállítások' }).click();
    await expect(page.getByRole('heading', { name: 'Számlázási beállítások', level: 1 })).toBeVisible();
    const account = page.getByLabel('Bankszámlaszám (nem kötelező)');
    await expect(account).toHaveValue('11700027-20000000-00000002');
    await account.fill('11700024-20000000-00000000');
    await page.getByLabel('Adószám', { exact: true }).fill('24225222-2-43');
    await page.getByRole('button', { name: 'Eladói adatok mentése' }).click();
    await expect(page.getByText('A bankszámlaszám ellenőrző számjegye hibás, valószínűleg elírás.')).toBeVisible();
    await expect(page.getByText('Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.')).toBeVisible();
    await expect(page.getByLabel('Adószám', { exact: true })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoice-settings-refused-${tag}`);
    // The endpoint refuses it too (the browser's check aside).
    const refused = await page.request.put('/api/invoice-generator/settings', {
      headers: { origin: baseURL! },
      data: {
        sellerName: 'X',
        taxNumber: '24225221-2-43',
        address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth tér 1.' },
        bankAccountNumber: '11700024-20000000-00000000',
        paymentDays: 8,
      },
    });
    expect(refused.status()).toBe(400);
    expect((await (await page.request.get('/api/invoice-generator/settings')).json()).bankAccountNumber).toBe('11700027-20000000-00000002');

    await account.fill('11700027 20000000 00000002');
    await page.getByLabel('Adószám', { exact: true }).fill('24225221-2-43');
    await page.getByRole('button', { name: 'Eladói adatok mentése' }).click();
    await expect(page.getByText('Az eladói adatok mentve.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Bankszámlaszám (nem kötelező)')).toHaveValue('11700027-20000000-00000002');
    await expect(page.getByRole('heading', { name: 'Számlatömbök' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'NAV technikai felhasználó' })).toBeVisible();
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoice-settings-saved-${tag}`);
  });
}

test('empty dates show their defaults before issuing, and an over-payment is refused in the dialog (1440 px)', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/invoice-generator/new');
  await chooseInCombobox(page.getByRole('combobox', { name: 'Vevő' }), 'Tóth és Fia', 'Tóth és Fia Kft.');
  await page.getByLabel('Megnevezés').fill('Jogi tanácsadás – bérleti szerződés');
  await page.getByLabel('Nettó egységár (HUF)').fill('40000');
  const today = todayInBudapest();
  await expect(page.getByText(`Üresen hagyva a kiállítás napja: ${formatHuDate(today)}`)).toBeVisible();
  await expect(page.getByText(`Üresen hagyva a kiállítás után 8 nappal: ${formatHuDate(addDays(today, 8))}`)).toBeVisible();
  await page.getByRole('button', { name: 'Piszkozat mentése' }).click();
  await expect(page.getByRole('heading', { name: 'Számlapiszkozat', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Kiállítás…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kiállítod a számlát?' });
  await expect(dialog.getByTestId('issue-dates')).toHaveText(`Kelte: ${formatHuDate(today)}, teljesítés: ${formatHuDate(today)}, fizetési határidő: ${formatHuDate(addDays(today, 8))}`);
  await expect(page.getByRole('textbox', { name: 'Teljesítés dátuma' })).toHaveValue(today.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.'));
  await expect(page.getByRole('textbox', { name: 'Fizetési határidő' })).toHaveValue(addDays(today, 8).replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1. $2. $3.'));
  await screenshot(page, 'invoice-issue-defaults-desktop');
  await dialog.getByRole('button', { name: 'Kiállítás', exact: true }).click();
  await expect(page.getByRole('heading', { name: /^Számla SZ\/\d{6}$/, level: 1 })).toBeVisible();

  const panel = page.getByRole('region', { name: /^Befizetések/ });
  await panel.getByRole('button', { name: 'Befizetés rögzítése' }).click();
  const pay = page.getByRole('dialog', { name: /^Befizetés rögzítése/ });
  await pay.getByLabel('Összeg (Ft)').fill('60 000');
  await pay.getByRole('button', { name: 'Rögzítés' }).click();
  await expect(pay.getByRole('alert')).toHaveText('A befizetés nagyobb, mint a számla fennálló tartozása.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'invoice-overpayment-desktop');
});
