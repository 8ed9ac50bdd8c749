// Journey: the profile's security section – own sessions (revoke another device) and password change.
import { registerVerifiedCustomer } from './auth-helpers';
import { expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';

test('lists and revokes own sessions, and changes the password', async ({ page, playwright, baseURL }) => {
  const { email, password } = await registerVerifiedCustomer(page.request, 'biztonsag', 'Biztos Béla', 'lawyer');
  await page.goto('/login');
  await signInWithForm(page, email, password);
  await page.waitForURL('**/app/dashboard');

  // A second device.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL!, 'user-agent': 'Masik-Eszkoz/1.0' } });
  expect((await other.post('/api/auth/sign-in/email', { data: { email, password } })).status()).toBe(200);
  expect((await other.get('/api/me')).status()).toBe(200);

  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Biztonság' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Aktív munkamenetek' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('Ez az eszköz')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'auth-profile-security');

  await sessions.getByRole('listitem').filter({ hasText: 'Masik-Eszkoz/1.0' }).getByRole('button', { name: 'Visszavonás' }).click();
  await expect(page.getByText('A munkamenetet visszavontuk.')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  expect((await other.get('/api/me')).status()).toBe(401);
  await other.dispose();

  const newPassword = 'Nyari-Zapor-2026!';
  await page.getByLabel('Jelenlegi jelszó').fill(password);
  await page.getByLabel('Új jelszó', { exact: true }).fill(newPassword);
  await page.getByLabel('Új jelszó megerősítése').fill(newPassword);
  await page.getByRole('button', { name: 'Jelszó módosítása' }).click();
  await expect(page.getByText('A jelszavad megváltozott. A többi eszközön kijelentkeztettünk.')).toBeVisible();

  await page.getByRole('button', { name: 'Kijelentkezés' }).first().click();
  await page.waitForURL('**/login');
  await signInWithForm(page, email, newPassword);
  await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
});
