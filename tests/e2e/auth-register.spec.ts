// Journey: register (3-step wizard) -> verify via the development outbox -> sign in -> sign out.
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';

const email = `uj.ugyved.${Date.now()}@example.hu`;
const password = 'Uj-Iroda-Jelszo-2026';

async function openNewestLink(page: Page, recipient: string, path: string) {
  await page.goto('/dev/outbox');
  const mail = page.locator('article', { hasText: `Címzett: ${recipient}` }).first();
  await expect(mail).toBeVisible();
  const href = await mail
    .getByRole('link', { name: new RegExp(path) })
    .first()
    .getAttribute('href');
  expect(href).toBeTruthy();
  await page.goto(href!);
}

test('registers a lawyer, verifies the e-mail from the outbox, signs in and out', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Regisztrálj' }).click();
  await expect(page).toHaveURL(/\/clerk-signup$/);
  await expect(page.getByRole('heading', { name: 'Regisztráció' })).toBeVisible();

  // Step 1: Next stays disabled until the step is valid; errors are the spec's texts.
  const next = page.getByRole('button', { name: 'Tovább' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Emailcím').fill('rossz');
  await page.getByLabel('Jelszó', { exact: true }).click();
  await expect(page.getByText('Érvénytelen email cím formátum')).toBeVisible();
  await page.getByLabel('Emailcím').fill(email);
  await page.getByLabel('Jelszó', { exact: true }).fill('rovid');
  await page.getByLabel('Jelszó megerősítése').click();
  await expect(page.getByText('A jelszónak legalább 8 karakter hosszúnak kell lennie')).toBeVisible();
  await page.getByLabel('Jelszó', { exact: true }).fill(password);
  await expect(page.getByTestId('password-strength')).toContainText('Nagyon erős');
  await page.getByLabel('Jelszó megerősítése').fill(`${password}x`);
  await page.getByLabel('Ügyvéd / iroda').check();
  await page.getByLabel('Emailcím').click();
  await expect(page.getByText('A jelszavak nem egyeznek')).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Jelszó megerősítése').fill(password);
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-register-step1');
  await next.click();

  // Step 2: personal data of a lawyer.
  await expect(page.getByRole('heading', { name: /2\. lépés/ })).toBeVisible();
  await expect(next).toBeDisabled();
  await page.getByLabel('Teljes név').fill('Dr. Próba Péter');
  await page.getByLabel('Iroda neve').fill('Próba Ügyvédi Iroda');
  await page.getByLabel('Iroda mérete').selectOption('2-5');
  await page.getByLabel('Ingatlanjog').check();
  await page.getByLabel('Társasági jog').check();
  await page.getByLabel('Telefonszám (nem kötelező)').fill('+36 30 123 4567');
  await screenshot(page, 'auth-register-step2');
  await next.click();

  // Step 3: both consents are required.
  const submit = page.getByRole('button', { name: 'Regisztráció', exact: true });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/általános szerződési feltételeket/).check();
  await page.getByLabel(/adatvédelmi tájékoztatót/).check();
  await page.getByLabel('Feliratkozom a hírlevélre').check();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-register-step3');
  await submit.click();

  await expect(page.getByRole('heading', { name: 'Sikeres regisztráció!' })).toBeVisible();
  // The draft is gone and never held the password.
  expect(await page.evaluate(() => window.localStorage.getItem('vi.registration-draft'))).toBeNull();
  await page.waitForURL('**/verify-email', { timeout: 6000 });
  await expect(page.getByText(`Megerősítő email címzettje: ${email}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-verify-pending');

  // Not verified yet: sign-in is refused with a way to resend.
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page.getByRole('alert')).toContainText('Az emailcímed még nincs megerősítve.');

  await openNewestLink(page, email, 'verify-email');
  await expect(page.getByText('Az emailcímed sikeresen megerősítve.')).toBeVisible();
  await screenshot(page, 'auth-verify-success');
  await page.waitForURL((url) => url.pathname === '/', { timeout: 6000 });
  await expect(page.getByText('Az emailcímed megerősítve. Most már bejelentkezhetsz.')).toBeVisible();
  await expect(page.getByLabel('Emailcím')).toHaveValue(email);

  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Folytatás' }).click();
  await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
  await expect(page.getByText('Üdv, Péter!')).toBeVisible(); // the given name: Hungarian order, title with the family name
  await page.waitForURL('**/app/dashboard');
  await expect(page.getByText('Próba Ügyvédi Iroda').first()).toBeVisible();
  await screenshot(page, 'auth-registered-dashboard');

  await page.getByRole('button', { name: 'Kijelentkezés' }).first().click();
  await page.waitForURL('**/login');
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('resend on the verification page counts down and is disabled meanwhile', async ({ page }) => {
  await page.goto('/verify-email');
  await page.getByLabel('Emailcím az újraküldéshez').fill('valaki.mas@example.hu');
  await page.getByRole('button', { name: 'Megerősítő email újraküldése' }).click();
  const countdown = page.getByRole('button', { name: /Újraküldés \d+ mp múlva/ });
  await expect(countdown).toBeDisabled();
  await expect(page.getByRole('status')).toContainText('Ha a fiók létezik');
  await screenshot(page, 'auth-verify-resend-countdown');
});

test('an invalid verification link shows the error', async ({ page }) => {
  await page.goto('/verify-email?token=hamis-token');
  await expect(page.getByRole('alert')).toContainText('érvénytelen vagy lejárt');
  await expectNoSeriousA11yViolations(page);
});
