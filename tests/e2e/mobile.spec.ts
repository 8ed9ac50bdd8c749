// Journey (decision 0516): the installable app – its manifest and service worker are served from
// the app's origin with their types, the page links the manifest – and the „Mobilalkalmazás” page
// a firm admin opens on a phone: on the demo firm's Alap plan it shows the Profi upgrade card, fits
// 375 px and axe finds nothing serious. No real push: headless Chromium grants none.
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { expectNoSidewaysScroll, signInViaApi } from './shell-helpers';

test('the app is installable: manifest, icons and the service worker are served', async ({ page, baseURL }) => {
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; lang: string; start_url: string; display: string; icons: { src: string }[] };
  expect(body).toMatchObject({ name: 'Virtuális Iroda', lang: 'hu', start_url: '/app/dashboard', display: 'standalone' });
  for (const icon of body.icons) expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const sw = await page.request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(await sw.text()).toContain("addEventListener('push'");

  await page.goto(`${baseURL}/login`);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The service worker is registered only when the user turns notifications on, never on a page load.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('the mobile page on a phone: the Profi gate on the demo firm, no sideways scroll, axe-clean (375 px)', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/mobile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mobilalkalmazás' })).toBeVisible();
  await expect(page.getByText(/A mobilalkalmazás a Profi csomag része/)).toBeVisible();
  const refused = await page.request.get('/api/mobile/devices');
  expect(refused.status(), await refused.text()).toBe(403);
  expect((await refused.json()).code).toBe('FEATURE_NOT_INCLUDED');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'mobile-gate-375');
});
