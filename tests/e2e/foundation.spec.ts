import { demo, expect, expectNoSeriousA11yViolations, screenshot, signInWithForm, test } from './fixtures';
import { onPostgres } from './journey-settings';

test.describe('foundation', () => {
  test('serves the Hungarian sign-in page, accessible, in dark theme by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('A cégre szabott virtuális iroda')).toBeVisible();
    await expect(page.getByLabel('Emailcím')).toHaveAttribute('placeholder', 'Add meg az emailcímed');
    await expect(page.getByLabel('Emailcím')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Jelszó')).toHaveAttribute('placeholder', 'Add meg a jelszavad');
    await expect(page.getByRole('button', { name: 'Folytatás' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Elfelejtetted a jelszavad?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Regisztrálj' })).toHaveAttribute('href', '/clerk-signup');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'sign-in-dark');
  });

  test('validates the sign-in form in Hungarian before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Folytatás' }).click();
    await expect(page.getByText('Email cím kötelező')).toBeVisible();
    await page.getByLabel('Emailcím').fill('nem-email');
    await page.getByRole('button', { name: 'Folytatás' }).click();
    await expect(page.getByText('Érvénytelen email cím formátum')).toBeVisible();
  });

  test('shows a Hungarian error for wrong credentials', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, demo.lawyer, 'rossz-jelszo-123');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await expect(page).toHaveURL(/\/$/);
  });

  test('signs a lawyer in, greets by first name, redirects to the dashboard, and signs out for real', onPostgres, async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, demo.lawyer);
    await expect(page.getByText('Sikeresen beléptél!')).toBeVisible();
    await expect(page.getByText('Átirányítás a főoldalra...')).toBeVisible();
    await screenshot(page, 'sign-in-success');
    await page.waitForURL('**/app/dashboard');
    await expect(page.getByText('Kovács és Társai Ügyvédi Iroda')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'dashboard-lawyer');

    await page.getByRole('button', { name: 'Kijelentkezés' }).first().click();
    await page.waitForURL('**/login');
    const me = await page.request.get('/api/me');
    expect(me.status()).toBe(401);
    await page.goto('/app/dashboard');
    await page.waitForURL('**/login');
  });

  test('shows the 404 page for unknown app routes and the sign-in screen for other paths', async ({ page }) => {
    await page.goto('/');
    await signInWithForm(page, demo.tenant);
    await page.waitForURL('**/app/dashboard');
    await page.goto('/app/nincs-ilyen-oldal');
    await expect(page.getByRole('heading', { name: '404 - Oldal nem található' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Vissza a főoldalra' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/valami/ismeretlen');
    await expect(page.getByRole('button', { name: /Folytatás|Kijelentkezés/ }).first()).toBeVisible();
  });

  test('toggles the theme and keeps it in localStorage "theme" across reloads', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Váltás világos témára' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'sign-in-light');
  });

  test('serves API docs and health on the same port', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    // playwright.config.ts: E2E_DATABASE_URL runs the journeys on PostgreSQL (CI).
    expect((await health.json()).database).toMatchObject({ status: 'up', driver: process.env.E2E_DATABASE_URL ? 'postgres' : 'pglite' });
    const docs = await request.get('/api/docs/json');
    expect(docs.status()).toBe(200);
  });
});
