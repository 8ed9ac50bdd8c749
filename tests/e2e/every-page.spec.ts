// Every page of the signed-in app at 375 px: nothing scrolls sideways, and axe finds nothing
// serious (each role on the built pages it may open, whose content differs by role). The platform admin (who may open everything) visits every page; the other roles visit
// the built pages, whose content differs by role, plus a page not built yet and a firm-only one
// (a 403 for the customer). The list comes from the page manifest the route table is derived
// from, so a new page is covered the day it is added.
import { existsSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { type AppPage, appPages, topLevelPages } from '../../src/shared/pages/app-pages';
import type { FeaturePages } from '../../src/client/lib/feature-pages';
import { demo, expect, screenshot, seriousA11yViolations, test } from './fixtures';
import { signInViaApi } from './shell-helpers';
import { objectUrl } from '../support/page-objects';

// The built pages, as the route table gathers them (app-routes.tsx, decision 0444): every
// feature's pages.ts. Vite's import.meta.glob is not there outside Vite, so the folders are read.
const features = new URL('../../src/client/features/', import.meta.url);
const declarations = readdirSync(features).filter((feature) => existsSync(new URL(`${feature}/pages.ts`, features)));
const built = new Set((await Promise.all(declarations.map(async (feature) => (await import(`../../src/client/features/${feature}/pages.ts`)) as { default: FeaturePages }))).flatMap((d) => Object.keys(d.default)));
const isBuilt = (page: AppPage) => built.has(page.path);

const toUrl = (p: string) => `/app/${p.replace(/:[A-Za-z]+/g, 'minta-1')}`;
const unique = (paths: string[]) => paths.filter((p, i, all) => all.indexOf(p) === i);

const appPaths = appPages.map((p) => toUrl(p.path));
// Pages not built yet all render one component: axe checks it once, on the first of them.
const firstNotYet = toUrl(appPages.find((p) => !isBuilt(p))!.path);
const builtPagePaths = unique([...appPages.filter(isBuilt).map((p) => p.path), 'contacts', 'book-appointment']);
const builtPaths = builtPagePaths.map(toUrl);
const topLevelPaths = topLevelPages.map((p) => `/${p.path}`);
const publicPaths = ['/login', '/register', '/forgot-password', '/verify-email', '/reset-password', '/terms', '/privacy'];

const MOBILE = { width: 375, height: 812 };

/**
 * Opens a page as the app's own links do (the router follows history): the shell, the session, the
 * cached answers and axe stay loaded, instead of a full load for each of the hundred pages (decision
 * 0269: the lawyer's pages 3.0 → 1.1 min). The first page is loaded in full, and so is a page whose
 * own heading does not show within 5 s (should a route ever reuse the element of the one before).
 */
async function open(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.evaluate(() => document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-seen', '')));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const shown = await page
    .waitForFunction(() => [...document.querySelectorAll('h1')].some((h) => !h.hasAttribute('data-seen') && h.checkVisibility()), null, { timeout: 5_000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) await page.goto(path);
}

async function settled(page: Page, path: string) {
  await open(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Betöltés...')).toHaveCount(0);
  await expect(page.locator('[data-skeleton]')).toHaveCount(0);
}

/** What is wrong with the page shown: sideways scrolling at 375 px and, if asked, axe findings. */
async function problemsOf(page: Page, path: string, withAxe: boolean): Promise<string[]> {
  const problems: string[] = [];
  // Give the sidebar's 200 ms transition time to run before measuring.
  let width = 0;
  for (let i = 0; i < 5; i++) {
    width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width <= MOBILE.width) break;
    await page.waitForTimeout(100);
  }
  if (width > MOBILE.width) problems.push(`${path}: ${width} px wide at ${MOBILE.width} px`);
  if (withAxe) problems.push(...(await seriousA11yViolations(page)).map((v) => `${path}: ${v}`));
  return problems;
}

const isFirmRole = (role: keyof typeof demo) => role === 'tenant' || role === 'lawyer';
class Forbidden extends Error {}

/**
 * The built pages as a member of the demo firm opens them: a page with path parameters shows a
 * real object of the firm (a contact, a complaint, a reservation…) rather than its "not found"
 * state, so that its content is what fits 375 px and passes axe. A page whose list the role may
 * not read is forbidden to it as well: it keeps the placeholder id and shows "no permission".
 */
async function withFirmObjects(page: Page, problems: string[]): Promise<string[]> {
  const get = async (apiPath: string) => {
    const res = await page.request.get(apiPath);
    if (res.status() === 403) throw new Forbidden(apiPath);
    if (!res.ok()) throw new Error(`GET ${apiPath} answered ${res.status()}`);
    return res.json() as Promise<unknown>;
  };
  const paths: string[] = [];
  for (const p of builtPagePaths) {
    if (!p.includes(':')) {
      paths.push(toUrl(p));
      continue;
    }
    const url = await objectUrl(get, p).catch((error: unknown) => (error instanceof Forbidden ? toUrl(p) : Promise.reject(error)));
    if (url) paths.push(url);
    else problems.push(`/app/${p}: the demo firm has no object to open`);
  }
  return paths;
}

// The roles run side by side in the workers (the admin alone takes minutes); each checks its own pages.
test.describe.configure({ mode: 'parallel' });

for (const role of ['admin', 'tenant', 'lawyer', 'customer'] as const) {
  test(`${role}: every app page fits 375 px and is axe-clean`, async ({ page, baseURL }) => {
    // The admin visits every page (before decision 0269 over 6 minutes at load 29; the five tests of
    // this file now 2.3 min on two workers at load 12); the budget grows with the pages visited, 8 s each.
    const problems: string[] = [];
    await page.setViewportSize(MOBILE);
    await signInViaApi(page, baseURL!, demo[role]);
    const paths = role === 'admin' ? [...appPaths, ...topLevelPaths] : isFirmRole(role) ? await withFirmObjects(page, problems) : builtPaths;
    test.setTimeout(Math.max(120_000, paths.length * 8_000));
    for (const path of paths) {
      await settled(page, path);
      const forbidden = await page.getByRole('heading', { level: 1, name: 'Nincs jogosultságod ehhez az oldalhoz' }).count();
      const withAxe = !forbidden && (role !== 'admin' || builtPaths.includes(path) || path === firstNotYet);
      problems.push(...(await problemsOf(page, path, withAxe)));
    }
    await screenshot(page, `every-page-${role}-last-375`);
    expect(problems).toEqual([]);
  });
}

test('public pages fit 375 px and are axe-clean', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const problems: string[] = [];
  for (const path of publicPaths) {
    await settled(page, path);
    problems.push(...(await problemsOf(page, path, true)));
  }
  expect(problems).toEqual([]);
});
