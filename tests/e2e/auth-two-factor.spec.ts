// Journey: an account with TOTP two-factor signs in with password, then the authenticator code.
import { expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';
import { registerVerifiedCustomer, totp } from './auth-helpers';

test('sign-in asks for the TOTP code when two-factor is on', async ({ page, playwright, baseURL }) => {
  const { email, password } = await registerVerifiedCustomer(page.request, 'ketlepcsos', 'Kettő Lépcső');

  // Turn TOTP on through the API in a separate client (as the profile page would).
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password } })).status()).toBe(200);
  const enabled = await api.post('/api/auth/two-factor/enable', { data: { password } });
  expect(enabled.status()).toBe(200);
  const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret')!;
  expect((await api.post('/api/auth/two-factor/verify-totp', { data: { code: totp(secret) } })).status()).toBe(200);
  await api.dispose();

  await page.goto('/login');
  await signInWithForm(page, email, password);
  await expect(page.getByRole('heading', { name: 'Kétlépcsős azonosítás' })).toBeVisible();
  const code = page.getByLabel('Ellenőrző kód');
  await code.fill('000000');
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(page.getByRole('alert')).toHaveText('Hibás vagy lejárt kód. Próbáld újra.');
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-two-factor-step');

  await code.fill(totp(secret));
  await page.getByRole('button', { name: 'Ellenőrzés' }).click();
  await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
  await expect(page.getByText('Üdv, Lépcső!')).toBeVisible();
  await page.waitForURL('**/app/dashboard');
});
