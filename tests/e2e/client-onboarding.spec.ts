// Journey (issue 14 points 6-7): a lawyer onboards a company client step by step – identification
// (a wrong adószám is refused on the field), a representative, two beneficial owners (110% is
// refused, 60 + 40 passes), the PEP declaration, the business purpose, an identity document –
// leaves and resumes the draft where it was left, and submits it; the firm's head approves it,
// finds the new client in client management and invites it to the client portal, then withdraws
// the invitation. At 1440 and 375 px, axe-checked, with screenshots.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { onPostgresAtDesktop } from './journey-settings';
import { signInViaApi } from './shell-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

for (const [width, taxNumber] of [
  [1440, '64241281-2-43'],
  [375, '12078503-2-13'],
] as const) {
  test(`a company with two beneficial owners is onboarded, approved by another user and managed as a client (${width} px)`, onPostgresAtDesktop(width), async ({ page, baseURL }) => {
    test.slow();
    const tag = `${width}-${Date.now().toString(36)}`;
    const company = `Zöldmező ${tag} Kft.`;
    const email = `iroda-${tag}@zoldmezo.hu`;
    const shot = (name: string) => screenshot(page, `client-onboarding-${name}-${width > 400 ? 'desktop' : 'mobile'}`);
    const saveAndNext = () => page.getByRole('button', { name: 'Mentés és tovább' }).click();
    const currentStep = (name: string) => expect(page.getByRole('navigation', { name: 'Az átvilágítás lépései' }).getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-current', 'step');
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });

    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/client-onboarding');
    await expect(page.getByRole('heading', { level: 1, name: 'Ügyfél-átvilágítás' })).toBeVisible();
    // The seeded draft of a private person waits to be resumed.
    await expect(page.getByRole('link', { name: 'Fekete Márton' })).toBeVisible();
    await page.getByLabel('Az ügyfél').selectOption({ label: 'Jogi személy (cég, szervezet)' });
    await page.getByRole('button', { name: 'Átvilágítás indítása' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Azonosítás' })).toBeVisible();

    // 1. Identification: a wrong check digit is refused on the field, nothing is saved.
    await page.getByLabel('Szervezet neve').fill(company);
    await page.getByLabel('Cégjegyzékszám').fill('01-09-345678');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Irányítószám').fill('1051');
    await page.getByLabel('Település').fill('Budapest');
    await page.getByLabel('Utca, házszám').fill('Nádor utca 7.');
    await page.getByLabel('Adószám', { exact: true }).fill(taxNumber.replace(/^(\d{7})\d/, (_, head: string) => `${head}0`));
    await page.getByLabel('Cégforma').fill('Kft.');
    await saveAndNext();
    await expect(page.getByLabel('Adószám', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Adószám', { exact: true })).toBeFocused();
    await page.getByLabel('Adószám', { exact: true }).fill(taxNumber);
    await saveAndNext();

    // 2. Representative.
    await expect(page.getByRole('heading', { level: 2, name: 'Képviselők' })).toBeVisible();
    const rep = page.getByRole('group', { name: '1. képviselő' });
    await rep.getByLabel('Név').fill('Zöld Katalin');
    await rep.getByLabel('Tisztség').fill('ügyvezető');
    await saveAndNext();

    // 3. Beneficial owners: 60% + 50% is refused with the total, 60% + 40% is accepted.
    await expect(page.getByRole('heading', { level: 2, name: 'Tényleges tulajdonosok' })).toBeVisible();
    const owner = (n: number) => page.getByRole('group', { name: `${n}. tényleges tulajdonos` });
    await owner(1).getByLabel('Név').fill('Zöld Katalin');
    await owner(1).getByRole('textbox', { name: 'Születési idő' }).fill('1975-03-08');
    await owner(1).getByLabel('Tulajdoni hányad (%)').fill('60');
    await page.getByRole('button', { name: 'Újabb tényleges tulajdonos' }).click();
    await owner(2).getByLabel('Név').fill('Mező Péter');
    await owner(2).getByLabel('Tulajdoni hányad (%)').fill('50');
    await expect(page.getByTestId('share-total')).toHaveText('Hányadok összesen: 110%');
    await saveAndNext();
    await expect(page.getByRole('alert')).toContainText('A hányadok összege 110%, legfeljebb 100% lehet.');
    await owner(2).getByLabel('Tulajdoni hányad (%)').fill('40');
    await expect(page.getByTestId('share-total')).toHaveText('Hányadok összesen: 100%');
    await expectNoSeriousA11yViolations(page);
    await shot('owners');
    await saveAndNext();
    await expect(page.getByRole('heading', { level: 2, name: 'Kiemelt közszereplő' })).toBeVisible();

    // The draft is saved: leaving and coming back resumes at the PEP step.
    const url = page.url();
    await page.goto('/app/client-onboarding');
    await page.getByRole('link', { name: company }).click();
    await expect(page).toHaveURL(url);
    await currentStep('Kiemelt közszereplő');

    // 4. PEP declaration, 5. business purpose (low risk: no source of funds needed).
    await page.getByRole('group', { name: 'Kiemelt közszereplő?' }).getByLabel('Nem').check();
    await saveAndNext();
    await page.getByLabel('Az üzleti kapcsolat célja és jellege').fill('Társasági ügyek és szerződések folyamatos jogi képviselete.');
    await page.getByLabel('Várható éves érték (Ft)').fill('4800000');
    await expect(page.getByText('Kockázati besorolás a megadottak alapján: Alacsony')).toBeVisible();
    await saveAndNext();

    // 6. Identity document, uploaded to the vault and attached.
    await page.getByLabel('Okmány feltöltése (PDF, JPG, PNG)').setInputFiles({ name: `cegkivonat-${tag}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('link', { name: `cegkivonat-${tag}.pdf` })).toBeVisible();
    await page.getByRole('button', { name: 'Tovább' }).click();

    // 7. Review and submit.
    await expect(page.getByRole('heading', { level: 2, name: 'Áttekintés és beküldés' })).toBeVisible();
    await expect(page.getByText('Mező Péter – tényleges tulajdonos (Tulajdoni vagy szavazati hányad) – 40%')).toBeVisible();
    await expect(page.getByText('Kockázati besorolás: Alacsony')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('review');
    await page.getByRole('button', { name: 'Beküldés jóváhagyásra' }).click();
    await expect(page.getByText('Jóváhagyásra vár').first()).toBeVisible();

    // The firm's head approves it (a second person: the lawyer submitted it).
    await page.context().clearCookies();
    await signInViaApi(page, baseURL!, demo.tenant);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2, name: 'Ügyvédi döntés' })).toBeVisible();
    await page.getByLabel('Megjegyzés (elutasításnál kötelező)').fill('Cégkivonat és tulajdonosi nyilatkozat ellenőrizve.');
    // With the approval the client's first matter is opened (the server repeats the conflict check).
    await page.getByLabel('Az ügyfél első ügyének megnyitása a jóváhagyással').check();
    await page.getByRole('button', { name: 'Jóváhagyás', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Add meg az ügy megnevezését' })).toBeVisible();
    await page.getByLabel('Az ügy megnevezése').fill(`Szerződéses keret ${tag}`);
    await page.getByLabel('Jogterület').selectOption({ label: 'Társasági jog' });
    await page.getByRole('button', { name: 'Jóváhagyás', exact: true }).click();
    await expect(page.getByText('Jóváhagyva').first()).toBeVisible();
    await expect(page.getByText('Az üzleti kapcsolat végétől számított 8 év')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('approved');

    // Client management: the new client, its due diligence, portal invitation and withdrawal.
    await page.getByRole('link', { name: 'Az ügyfél megnyitása az ügyfélkezelésben' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ügyfélkezelés' })).toBeVisible();
    await expect(page.getByRole('button', { name: company })).toBeVisible();
    const panel = page.getByRole('region', { name: company });
    await expect(panel.getByText('Alacsony')).toBeVisible();
    await expect(panel.getByText(`Szerződéses keret ${tag}`)).toBeVisible();
    await panel.getByRole('button', { name: 'Meghívás az ügyfélportálra' }).click();
    await expect(panel.getByText(`Meghívó elküldve: ${email}.`)).toBeVisible();
    await expect(panel.getByRole('button', { name: `${email} meghívójának visszavonása` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot('client-management');
    await panel.getByRole('button', { name: `${email} meghívójának visszavonása` }).click();
    await expect(panel.getByText(`${email} meghívója visszavonva.`)).toBeVisible();
    await expect(panel.getByRole('button', { name: `${email} meghívójának visszavonása` })).toBeHidden();
    // The list finds the client accent-insensitively.
    await page.getByLabel('Keresés az ügyfelek között').fill(`zoldmezo ${tag}`);
    await expect(page.getByRole('button', { name: company })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
