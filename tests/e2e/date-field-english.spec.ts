// Journey (issue 41 'Done when'): in a browser whose language is English – where a native date input
// would read 11/25/2026 – the app's date field still takes "2026. 11. 25." typed by keyboard, shows
// it back the Hungarian way, and the time entry is saved on that day.
import { demo, expect, screenshot, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { chooseInCombobox } from './combobox-helpers';

test.use({ locale: 'en-US' });

test('an English-language browser: a date typed as "2026. 11. 25." is the day saved', async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/tracking');
  const form = page.getByRole('region', { name: 'Utólagos rögzítés' });
  await chooseInCombobox(form.getByRole('combobox', { name: 'Ügy' }), 'Szabó Anna');
  const day = form.getByLabel('Nap', { exact: true });
  await day.fill('');
  await day.pressSequentially('2026. 11. 25.');
  await day.blur();
  await expect(day).toHaveValue('2026. 11. 25.');
  await expect(day).not.toHaveAttribute('aria-invalid', 'true');
  // The calendar's month grid is a chunk of its own with its stylesheet, loaded when first opened:
  // Hungarian month and weekday names, round 42 px days, the typed day chosen; a day picked in it
  // becomes the field's text.
  await form.getByRole('button', { name: 'Naptár megnyitása: Nap' }).click();
  const calendar = form.getByRole('dialog', { name: 'Naptár: Nap' });
  const picked = calendar.getByRole('button', { name: /2026\. november 25\./ });
  await expect(picked).toBeFocused();
  await expect(calendar).toContainText('2026. november');
  await expect(calendar).toContainText('HKSzeCsPSzoV');
  expect(await picked.evaluate((button) => ({ width: getComputedStyle(button).width, radius: getComputedStyle(button).borderRadius }))).toEqual({ width: '42px', radius: '100%' });
  await screenshot(page, 'date-field-calendar-1440');
  await calendar.getByRole('button', { name: /2026\. november 24\./ }).click();
  await expect(calendar).toHaveCount(0);
  await expect(day).toHaveValue('2026. 11. 24.');
  await day.fill('2026. 11. 25.');
  await form.getByLabel('Időtartam').fill('0:30');
  await form.getByLabel('Leírás').fill('Angol nyelvű böngészőből rögzítve');
  await screenshot(page, 'date-field-english-browser-1440');
  await form.getByRole('button', { name: 'Rögzítés' }).click();
  await expect(form.getByRole('status')).toContainText('Rögzítve: 0:30');
  await expect(form.getByRole('status')).toContainText('2026. november 25.');
});

// Issue 40 (the sign-in route's JavaScript): the English texts are a chunk of their own, fetched
// when English is chosen and at start when it is the stored choice – never by a Hungarian page.
test('English is fetched when chosen, and a reload starts in English', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const englishChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/english-[^/]+\.js$/.test(request.url())) englishChunks.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Bejelentkezés' })).toBeVisible();
  expect(englishChunks).toEqual([]);

  await page.getByRole('button', { name: 'Váltás angol nyelvre' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(englishChunks).toHaveLength(1);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Switch to Hungarian' })).toBeVisible();
  await screenshot(page, 'sign-in-english-375');
  await page.getByRole('button', { name: 'Switch to Hungarian' }).click();
  await expect(page.getByRole('heading', { name: 'Bejelentkezés' })).toBeVisible();
});

// Decisions 0460 and 0461: the signed-in app's strings are two chunks per language, the layout's
// and the dashboard's, and every other page's. The dashboard fetches only the first; a page opened
// from it fetches the second before it renders. A Hungarian page of the app never fetches the
// English ones; with English stored, the app's pages come in English.
test("the app's strings: the dashboard's alone, the pages' with a page, English only for English", async ({ page, baseURL }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const appStrings: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/(app-(?:hu|en)(?:-pages)?)-[^/]+\.js$/.exec(request.url());
    if (chunk) appStrings.push(chunk[1]!);
  });
  await signInViaApi(page, baseURL!, demo.lawyer);
  await page.goto('/app/dashboard');
  await expect(page.getByText('Nyitott ügyek')).toBeVisible();
  expect(appStrings).toEqual(['app-hu']);

  await page
    .getByRole('link', { name: /^Ügyek/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Ügyek', level: 1 })).toBeVisible();
  expect(appStrings).toEqual(['app-hu', 'app-hu-pages']);

  // The server's saved language was applied once in this tab's session; the stored choice now wins.
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
  appStrings.length = 0;
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Matters', level: 1 })).toBeVisible();
  expect(appStrings.sort()).toEqual(['app-en', 'app-en-pages', 'app-hu', 'app-hu-pages']);
  await screenshot(page, 'matters-english-1440');
});
