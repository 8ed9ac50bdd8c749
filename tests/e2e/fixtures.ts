// Shared helpers for the journeys: `test` with a server of its own per worker and a fresh
// database per spec file, failing on a string shown without its text, an uncaught error in a page
// or a server fault (5xx); demo logins, an axe check that fails on serious or critical
// violations, and screenshots kept under tests/e2e/.output/screenshots for people to look at.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { MISSING_KEY_REPORT } from '../../src/client/lib/missing-key';
import { JourneyServer, publishedTemplate } from './journey-server';
import { e2eBasePort } from './journey-settings';

export { expect };

const SERVER_START_TIMEOUT_MS = 120_000;

/**
 * Every spec imports `test` from here (lint rule in eslint.config.js). Each worker runs its own
 * production server on E2E_PORT + its parallel index; when the worker moves on to another spec
 * file, the server restarts on a new copy of the seeded template, so a spec sees only the demo
 * data and its own writes, whatever ran before it, in whichever worker (decision 0103).
 */
/** Hears what goes wrong in the browser contexts given to it (see `browserFaults`). */
interface BrowserFaults {
  listen(context: BrowserContext): void;
}

export const test = base.extend<{ freshDatabasePerFile: string; browserFaults: BrowserFaults }, { journeyServer: JourneyServer }>({
  journeyServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const template = publishedTemplate();
      const server = new JourneyServer(e2eBasePort() + workerInfo.parallelIndex, template, `${template.prefix}_w${workerInfo.workerIndex}`);
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: SERVER_START_TIMEOUT_MS },
  ],
  freshDatabasePerFile: [
    async ({ journeyServer }, use, testInfo) => {
      await journeyServer.serve(testInfo.file);
      await use(journeyServer.url);
    },
    { auto: true, timeout: SERVER_START_TIMEOUT_MS },
  ],
  baseURL: async ({ freshDatabasePerFile }, use) => use(freshDatabasePerFile),
  // What the browser shows went wrong, heard in every context of the test – the default one and
  // those a spec opens itself with `browser.newContext()` (or `newPage()`) – and failing it:
  // - a page that shows a key instead of its text (its strings not loaded, or a key missing) says
  //   so on the console (src/client/lib/missing-key.ts);
  // - an exception or a rejected promise that nothing in the page caught;
  // - a server fault (5xx) in answer to the page: no journey expects one, a refusal is a 4xx.
  browserFaults: [
    async ({ browser }, use) => {
      const faults = { 'strings shown without their text': new Set<string>(), 'uncaught errors in the page': new Set<string>(), 'server faults (5xx)': new Set<string>() };
      const heard = new WeakSet<BrowserContext>();
      const listen = (context: BrowserContext) => {
        if (heard.has(context)) return;
        heard.add(context);
        context.on('console', (message) => {
          if (message.type() === 'error' && message.text().startsWith(MISSING_KEY_REPORT)) faults['strings shown without their text'].add(`${message.text()} (${message.page()?.url() ?? 'no page'})`);
        });
        context.on('weberror', (error) => faults['uncaught errors in the page'].add(`${String(error.error().stack ?? error.error())} (${error.page()?.url() ?? 'no page'})`));
        context.on('response', (response) => {
          if (response.status() >= 500) faults['server faults (5xx)'].add(`${response.request().method()} ${response.url()} answered ${response.status()}`);
        });
      };
      const newContext = browser.newContext;
      browser.newContext = async (...options: Parameters<typeof newContext>) => {
        const context = await newContext.apply(browser, options);
        listen(context);
        return context;
      };
      try {
        await use({ listen });
      } finally {
        browser.newContext = newContext;
      }
      for (const [what, seen] of Object.entries(faults)) expect([...seen], what).toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, browserFaults }, use) => {
    browserFaults.listen(context);
    await use(context);
  },
});

export const DEMO_PASSWORD = 'Demo-Iroda-2026';
export const demo = {
  admin: 'admin@virtualis-iroda.hu',
  tenant: 'iroda@kovacs-ugyved.hu',
  lawyer: 'ugyved@kovacs-ugyved.hu',
  customer: 'szabo.anna@example.hu',
} as const;

/**
 * Waits for running colour transitions to end: axe measures the colours of the moment, and a
 * button fading back from its hover colour (150 ms) once failed the contrast check in CI.
 * Endless animations (spinners) are left alone.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() => {
    const running = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity))
      .map((a) => a.finished.catch(() => undefined));
    // A bound, so that an animation that never ends cannot hang the check.
    return Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

/**
 * axe-core run in the page itself: injected once per document (into each frame, so that frames are
 * checked too), collecting details of violations only. @axe-core/playwright's analyze() took ~1.8 s
 * a page (it runs axe partially per frame and finishes the run in a second, blank page); this takes
 * ~0.6 s for the same findings (decision 0269).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    // A frame that cannot be scripted (a PDF viewer) is reported by axe itself as not tested.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
    if (!present) await frame.evaluate(axeSource).catch(() => undefined);
  }
  return page.evaluate((options) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, options), AXE_OPTIONS);
}

/** Serious or critical WCAG 2.1 AA findings on the page shown, one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  // The pointer leaves the page first: a button still under it after its click (say "Kérdezek",
  // enabled again when an answer has streamed in) starts its hover transition while axe measures,
  // and a colour caught half-way failed the contrast check in CI. Hover colours stay checked by the
  // pages' own contrast tokens; axe judges the page at rest.
  await page.mouse.move(-1, -1);
  await settleTransitions(page);
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  return serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function expectNoSeriousA11yViolations(page: Page) {
  expect(await seriousA11yViolations(page)).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `tests/e2e/.output/screenshots/${name}.png`, fullPage: true });
}

export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Emailcím').fill(email);
  await page.getByLabel('Jelszó').fill(password);
  await page.getByRole('button', { name: 'Folytatás' }).click();
}
