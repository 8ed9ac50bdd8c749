// Journey (issue 40.5): the pages Lighthouse judges keep still while their figures arrive. Every
// data request is held back a little, so the page is drawn before its figures come (as on a busy
// server); the layout shifts Chromium reports from the first paint to the last figure add up to
// (almost) nothing. Before the fix the firm's name line and the money notes pushed the dashboard's
// cards down (Lighthouse CLS 0.077) and the case file's totals pushed its tabs down (0.017).
import type { Page } from '@playwright/test';
import { demo, expect, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

const HELD_BACK_MS = 400;
// A shift of a few pixels in the top bar (its indicators) scores ~0.0003; a card pushed down a line ~0.02.
const STILL = 0.005;

/** Collects the layout shifts of the page not caused by the user (the CLS sources). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShifts: { value: number; sources: string[] }[] };
    w.layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${[...s.node.classList].join('.')}` : String(s.node?.nodeName)));
        w.layoutShifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route('**/api/**', async (route) => {
    if (route.request().method() === 'GET') await new Promise((resolve) => setTimeout(resolve, HELD_BACK_MS));
    await route.fallback();
  });
}

async function shiftsOf(page: Page) {
  return page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
}

function total(shifts: { value: number }[]) {
  return shifts.reduce((sum, s) => sum + s.value, 0);
}

test('the dashboard and a case file do not move while their figures arrive', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1350, height: 940 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await recordShifts(page);

  await page.goto('/app/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every figure, the firm's name and the deadline lists are in.
  await expect(page.getByText('Kovács és Társai Ügyvédi Iroda')).toBeVisible();
  await expect(page.getByText('Betöltés…')).toHaveCount(0);
  await expect(page.getByText(/^A számok .* állapotot mutatják, forintban\.$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const dashboard = await shiftsOf(page);
  await screenshot(page, 'dashboard-figures-arrived');
  expect(total(dashboard), JSON.stringify(dashboard)).toBeLessThan(STILL);

  // The case file opened afresh (its own first paint), its tabs below the totals.
  await page.goto('/app/matters');
  const matter = await page
    .getByRole('link', { name: /\/0001$/ })
    .first()
    .getAttribute('href');
  await page.goto(matter!);
  await expect(page.getByRole('tab', { name: 'Áttekintés' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Az ügy pénzügyei' }).getByText(/óra$/).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const caseFile = await shiftsOf(page);
  await screenshot(page, 'case-file-figures-arrived');
  expect(total(caseFile), JSON.stringify(caseFile)).toBeLessThan(STILL);
});
