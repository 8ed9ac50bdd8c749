// Helpers of the shell and admin journeys: a quick sign-in through the API (the form itself is
// exercised once per role in shell-roles.spec.ts) and the sidebar's link targets.
import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

/** Signs in with the page's cookie jar; `origin` is the app's base URL (Origin check on POSTs). */
export async function signInViaApi(page: Page, origin: string, email: string, password = DEMO_PASSWORD) {
  const res = await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: { origin } });
  expect(res.status(), await res.text()).toBe(200);
}

export async function sidebarHrefs(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Főmenü' });
  await expect(nav).toBeVisible();
  return nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

/** At 375 px the page must not scroll sideways (every-page rule); waits for the page to settle first. */
export async function expectNoSidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** The top bar's search box; at phone width it is opened with its button first. */
export async function topBarSearch(page: Page, mobile: boolean) {
  if (mobile) await page.getByRole('button', { name: 'Keresés megnyitása' }).click();
  const box = page.getByRole('combobox', { name: 'Keresés: oldalak, ügyfelek, ügyek, dokumentumok, cikkek' });
  await expect(box).toBeVisible();
  return box;
}
