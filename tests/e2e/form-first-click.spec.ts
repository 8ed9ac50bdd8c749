// Journey (decision 0490): one click on "Mentés" is enough. Pressing the button moves the focus,
// the field left checks itself and its message appears; it used to appear between the press and
// the release, pushing the button down from under the pointer, so the release landed beside it,
// the click was lost and the user had to click again. The press is held as a person holds it.
import { demo, expect, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

for (const width of [1280, 375] as const) {
  test(`at ${width} px the first click on Mentés submits, even when the field just left shows its message`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signInViaApi(page, baseURL!, demo.lawyer);
    await page.goto('/app/contacts');
    await page.getByRole('button', { name: 'Új szervezet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Új szervezet' });
    await dialog.getByLabel('Szervezet neve').fill('Egy kattintás Kft.');
    // A mistyped adószám, then straight to Mentés (the field is still focused).
    await dialog.getByLabel('Adószám', { exact: true }).fill('12892313-2-42');
    await dialog.getByRole('button', { name: 'Mentés' }).click({ delay: 150 });
    // The one click submitted the form: the form's summary and the field's message are up.
    await expect(dialog.getByRole('alert')).toHaveText('Javítsd a megjelölt mezőket.');
    await expect(dialog.getByText('Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.')).toBeVisible();
    await expect(dialog.getByLabel('Adószám', { exact: true })).toBeFocused();
  });
}
