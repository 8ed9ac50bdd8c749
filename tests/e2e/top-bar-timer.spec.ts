// Journey: a running timer's pill must not squeeze the top bar's search. Before the fix, at 1280 px
// (sidebar open) the pill took the search box down to 55 px, and between 640 and 1279 px the top
// bar pushed the page sideways. Now, beside the search, the pill shows the time alone (the
// matter's number from 1536 px); where the bar has no room for it, it gets a row of its own under
// the bar, as on a phone, with the matter's number.
import type { Page } from '@playwright/test';
import { demo, expect, screenshot, test } from './fixtures';
import { signInViaApi, topBarSearch } from './shell-helpers';

async function startTimer(page: Page, origin: string) {
  const matters = await (await page.request.get('/api/matters?limit=1')).json();
  const started = await page.request.post('/api/time-tracking/timer', { data: { matterId: matters.items[0].id }, headers: { origin } });
  expect(started.status(), await started.text()).toBe(201);
  return matters.items[0].number as string;
}

const noSidewaysScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test('the running timer leaves the top bar its search, from 375 to 1920 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  const number = await startTimer(page, baseURL!);
  await page.goto('/app/dashboard');
  const header = page.locator('header').first();
  const pill = header.getByTestId('running-timer').filter({ visible: true });
  await expect(pill).toBeVisible();
  const search = await topBarSearch(page, false);
  expect((await search.boundingBox())!.width).toBeGreaterThanOrEqual(192);
  await expect(pill).toHaveText(/^0:0\d:\d\d$/, { useInnerText: true });
  await expect(pill).toHaveAccessibleName(new RegExp(`^Fut a stopper: ${number} – `));
  await noSidewaysScroll(page, 1280);
  await screenshot(page, 'top-bar-timer-1280');

  for (const width of [1920, 1440, 1024, 768, 640]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(pill).toBeVisible();
    if (width >= 1536) await expect(pill).toContainText(number, { useInnerText: true });
    if (width >= 768) expect((await (await topBarSearch(page, false)).boundingBox())!.width, `${width} px`).toBeGreaterThanOrEqual(192);
    await noSidewaysScroll(page, width);
  }

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(pill).toContainText(number, { useInnerText: true });
  await noSidewaysScroll(page, 375);
  await topBarSearch(page, true);
  await screenshot(page, 'top-bar-timer-375');
});
