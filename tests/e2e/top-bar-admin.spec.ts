// Journey: the platform admin's top bar and wide tables fit a laptop and a tablet. Before the fix,
// her long role name ("Platform adminisztrátor" in the switcher) and the sign-out button's word
// pushed the page sideways at 800 and 1024 px, the sign-out button cut at the window's edge; and
// the module list, the module base, the API keys and the lawyers' utilisation scrolled sideways
// beside the sidebar under 1280 px. Now the sign-out button is an icon (named "Kijelentkezés") under
// 1280 px, and those tables are cards there (decision 0494); the cards sort by a "Rendezés" select
// and an "Irány" select, the header row's own sort (decision 0498).
import type { Page } from '@playwright/test';
import { compareHuNatural } from '../../src/shared/hu/collation';
import { demo, expect, expectNoSeriousA11yViolations, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A table's scroll region (a section may carry the same name), and how far its table scrolls sideways inside it. */
const region = (page: Page, name: string) => page.locator(`div[role="region"][aria-label="${name}"]`);
const regionOverflow = (page: Page, name: string) => region(page, name).evaluate((el) => el.scrollWidth - el.clientWidth);

test('the platform admin: nothing in the top bar is cut, no page scrolls sideways, 375 to 1280 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInViaApi(page, baseURL!, demo.admin);
  await page.goto('/app/admin/modules');
  await expect(page.getByRole('heading', { level: 1, name: 'Modulok kezelése' })).toBeVisible();
  const header = page.locator('header').first();
  const signOut = header.getByRole('button', { name: 'Kijelentkezés' });
  for (const width of [1280, 1024, 800, 640, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => pageWidth(page), `${width} px`).toBeLessThanOrEqual(width);
    const box = (await signOut.boundingBox())!;
    expect(box.x + box.width, `the sign-out button within the window at ${width} px`).toBeLessThanOrEqual(width);
    // The module list: cards under 1280 px, nothing to scroll sideways; a table from 1280 px.
    expect(await regionOverflow(page, 'Modulok'), `${width} px`).toBeLessThanOrEqual(1);
    if (width === 1024) await screenshot(page, 'top-bar-admin-1024');
    if (width === 800) await screenshot(page, 'top-bar-admin-800');
  }
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.goto('/app/admin/modulbazis');
  await expect(page.getByRole('heading', { level: 1, name: 'Modulbázis' })).toBeVisible();
  await expect.poll(() => regionOverflow(page, 'Modulbázis')).toBeLessThanOrEqual(1);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1024);
  await screenshot(page, 'module-base-1024');

  // /app/admin/platform on a phone: the firms' subscriptions are cards, not a sideways scroll.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/app/admin/platform');
  const firms = region(page, 'Cégek előfizetése és havi felhasználása');
  await expect(firms.getByRole('rowheader').first()).toBeVisible();
  await expect.poll(() => regionOverflow(page, 'Cégek előfizetése és havi felhasználása')).toBeLessThanOrEqual(1);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await firms.scrollIntoViewIfNeeded();
  await screenshot(page, 'admin-platform-firms-375');
});

test('the firm: API keys and the utilisation table are cards beside the sidebar at 1024 px', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInViaApi(page, baseURL!, demo.tenant);
  await page.goto('/app/api-keys');
  await expect(region(page, 'Az iroda API-kulcsai').getByRole('rowheader').first()).toBeVisible();
  await expect.poll(() => regionOverflow(page, 'Az iroda API-kulcsai')).toBeLessThanOrEqual(1);
  await screenshot(page, 'api-keys-1024');
  await page.goto('/app/analytics');
  const utilisation = region(page, 'Kihasználtság ügyvédenként');
  await expect(utilisation.getByRole('rowheader').first()).toBeVisible();
  await expect.poll(() => regionOverflow(page, 'Kihasználtság ügyvédenként')).toBeLessThanOrEqual(1);
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(1024);
  await utilisation.scrollIntoViewIfNeeded();
  await screenshot(page, 'analytics-1024');
});

test('the module list sorts its cards under 1280 px: "Rendezés" and "Irány" set the header row\'s sort', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signInViaApi(page, baseURL!, demo.admin);
  await page.goto('/app/admin/modules');
  const list = region(page, 'Modulok');
  await expect(list.getByRole('rowheader').first()).toBeVisible();
  // A card's title is the module's name over its key.
  const names = async () => (await list.getByRole('rowheader').allInnerTexts()).map((text) => text.split('\n')[0]!.trim());
  const given = await names();
  const ascending = [...given].sort(compareHuNatural);
  expect(given).not.toEqual(ascending);
  const column = page.getByRole('combobox', { name: 'Rendezés', exact: true });
  const direction = page.getByRole('combobox', { name: 'Irány', exact: true });
  await expect(direction).toBeDisabled();
  await column.selectOption({ label: 'Modul' });
  await expect.poll(names).toEqual(ascending);
  await direction.selectOption({ label: 'Csökkenő' });
  await expect.poll(names).toEqual([...ascending].reverse());
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-modules-sorted-1024');

  // From 1280 px the header row shows the same sort, and the selects are gone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(column).toBeHidden();
  await expect(list.getByRole('columnheader', { name: 'Modul', exact: true })).toHaveAttribute('aria-sort', 'descending');
  expect(await names()).toEqual([...ascending].reverse());
  await screenshot(page, 'admin-modules-sorted-1280');

  // On a phone the selects fit the window and keep the choice.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(column).toBeVisible();
  await expect(column).toHaveValue('module');
  await expect(direction).toHaveValue('descending');
  await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'admin-modules-sorted-375');
});
