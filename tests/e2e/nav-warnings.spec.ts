// Journey (issue 39.6): a draft whose delivery date is years away and whose payment date is already
// past gets the NAV check's two warnings in the confirmation; issuing over them is a conscious click.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

for (const width of [1440, 375]) {
  const tag = width === 1440 ? 'desktop' : 'mobile';
  test(`the NAV warnings are shown before issuing and issuing over them is a conscious click (${width} px)`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/invoice-generator/new');
    await chooseInCombobox(page.getByRole('combobox', { name: 'Vevő' }), 'Tóth és Fia', 'Tóth és Fia Kft.');
    await page.getByRole('textbox', { name: 'Teljesítés dátuma' }).fill('2032-12-01');
    await page.getByRole('textbox', { name: 'Fizetési határidő' }).fill('2026-01-02');
    await page.getByLabel('Megnevezés').fill('Jogi tanácsadás – bérleti szerződés');
    await page.getByLabel('Nettó egységár (HUF)').fill('40000');
    await page.getByRole('button', { name: 'Piszkozat mentése' }).click();
    await expect(page.getByRole('heading', { name: 'Számlapiszkozat', level: 1 })).toBeVisible();

    await page.getByRole('button', { name: 'Kiállítás…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kiállítod a számlát?' });
    const warnings = dialog.getByRole('region', { name: '2 figyelmeztetés a NAV szabályai szerint' });
    await expect(warnings).toContainText('A teljesítés dátuma legalább 13 hónappal eltér a kiállítás dátumától.');
    await expect(warnings).toContainText('A fizetési határidő korábbi a kiállítás dátumánál.');
    await expect(dialog.getByRole('button', { name: 'Kiállítás', exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    if (width === 375) await expectNoSidewaysScroll(page);
    await screenshot(page, `invoices-nav-warnings-${tag}`);

    await dialog.getByRole('button', { name: 'Kiállítás így is' }).click();
    await expect(page.getByRole('heading', { name: /^Számla SZ\/\d{6}$/, level: 1 })).toBeVisible();
  });
}
