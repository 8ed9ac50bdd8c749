// Journey: forgot password -> reset from the outbox link -> sign in with the new password;
// the used link then shows "Érvénytelen link". Also the one-click demo sign-in.
import { registerVerifiedCustomer } from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';

const newPassword = 'Tavaszi-Szel-2026!';

test('forgot -> reset -> sign in, and the link works only once', async ({ page }) => {
  // An account of this journey's own (the demo accounts keep their password for other journeys).
  const { email } = await registerVerifiedCustomer(page.request, 'jelszo.csere', 'Csere Júlia');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Elfelejtetted a jelszavad?' }).click();
  await expect(page.getByRole('heading', { name: 'Elfelejtett jelszó' })).toBeVisible();

  const send = page.getByRole('button', { name: 'Visszaállító link küldése' });
  await page.getByLabel('Emailcím').fill('rossz');
  await send.click();
  await expect(page.getByText('Érvénytelen email cím formátum')).toBeVisible();
  await expect(send).toBeDisabled(); // spec 5: disabled while an error is shown

  await page.getByLabel('Emailcím').fill(email);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('heading', { name: 'Ellenőrizd a postafiókod' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('15 percig érvényes');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-forgot-sent');
  await page.getByRole('button', { name: 'Másik emailcímet használok' }).click();
  await expect(page.getByLabel('Emailcím')).toHaveValue('');

  await page.goto('/dev/outbox');
  const mail = page
    .locator('article', { hasText: `Címzett: ${email}` })
    .filter({ hasText: 'Jelszó visszaállítása' })
    .first();
  await expect(mail).toContainText('Jelszó visszaállítása');
  await screenshot(page, 'auth-dev-outbox');
  const link = (await mail
    .getByRole('link', { name: /reset-password/ })
    .first()
    .getAttribute('href'))!;

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Új jelszó megadása' })).toBeVisible();
  await expect(page.getByText(`Fiók: ${email}`)).toBeVisible();
  const save = page.getByRole('button', { name: 'Jelszó mentése' });
  await page.getByLabel('Új jelszó', { exact: true }).fill('abcdefgh');
  await expect(page.getByTestId('password-strength')).toContainText('Gyenge');
  await page.getByLabel('Új jelszó megerősítése').fill('abcdefgh');
  await expect(save).toBeDisabled();
  await page.getByLabel('Új jelszó', { exact: true }).fill(newPassword);
  await expect(page.getByTestId('password-strength')).toContainText('Nagyon erős');
  await expect(page.getByText('A jelszavak nem egyeznek')).toBeVisible();
  await expect(save).toBeDisabled();
  await page.getByLabel('Új jelszó megerősítése').fill(newPassword);
  await expect(save).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-reset-form');
  await save.click();

  await expect(page.getByText('A jelszavad megváltozott. Most már bejelentkezhetsz az új jelszóval.')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
  await expect(page.getByLabel('Emailcím')).toHaveValue(email);
  await page.getByLabel('Jelszó').fill(newPassword);
  await page.getByRole('button', { name: 'Folytatás' }).click();
  await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
  await expect(page.getByText('Üdv, Júlia!')).toBeVisible();
  await page.waitForURL('**/app/dashboard');
  await page.getByRole('button', { name: 'Kijelentkezés' }).first().click();
  await page.waitForURL('**/login');

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Érvénytelen link' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Érvénytelen vagy hiányzó visszaállítási token');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-reset-invalid');
});

test('the password-reset-success page forwards to / after 5 seconds', async ({ page }) => {
  await page.goto('/password-reset-success');
  await expect(page.getByRole('heading', { name: 'Sikeres jelszócsere' })).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
});

test('one-click demo sign-in (DEMO_MODE) reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  const demoSection = page.getByRole('region', { name: 'Demó belépés egy kattintással' });
  await expect(demoSection).toBeVisible();
  await expect(demoSection).not.toContainText('Demo-Iroda');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-login-demo');
  await demoSection.getByRole('button', { name: /Szabó Anna/ }).click();
  await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
  await page.waitForURL('**/app/dashboard');
});

test('too many wrong passwords lock the account with a Hungarian message', async ({ page }) => {
  await page.goto('/login');
  for (let i = 0; i < 5; i++) {
    await signInWithForm(page, 'zarolando@example.hu', `rossz-${i}`);
    await expect(page.getByRole('button', { name: 'Folytatás' })).toBeEnabled();
  }
  await signInWithForm(page, 'zarolando@example.hu', 'meg-egy');
  await expect(page.getByRole('alert')).toContainText('Túl sok sikertelen belépési kísérlet ezzel az emailcímmel.');
  await screenshot(page, 'auth-login-throttled');
});
