import { defineConfig } from '@playwright/test';
import { findJourneyChromium } from './scripts/chromium.mjs';
import { e2eWorkers } from './tests/e2e/journey-settings';

// Journeys run in parallel against the production build (`npm run build` first): each worker
// starts its own server on E2E_PORT + n, and each spec file gets a fresh copy of a migrated and
// seeded database built once in globalSetup — embedded PGlite by default, PostgreSQL when
// E2E_DATABASE_URL names a server (its role needs CREATEDB). See tests/e2e/fixtures.ts, decision 0103.
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  // A spec file's tests run in order in one worker; the files are spread over the workers.
  fullyParallel: false,
  workers: e2eWorkers(),
  retries: 0,
  forbidOnly: true,
  // A guard against hangs, not a speed target (benchmarks are): most journeys take 5–30 s, but two
  // workers share two cores, and on a machine shared with other jobs (load 15–20
  // measured) single journeys took over 60 s and a sign-in over 10 s. Decision 0103.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json']],
  use: {
    // baseURL comes from the worker's own server (fixtures.ts).
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    screenshot: 'only-on-failure',
    // No trace by default: recording one for every journey (kept on failure) cost a third of the
    // journeys' time – screencast frames and DOM snapshots on every action (decision 0457).
    // To investigate a failure: `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: {
      // chromium-headless-shell when installed, else the full Chromium (scripts/chromium.mjs).
      executablePath: process.env.CHROMIUM_PATH ?? findJourneyChromium() ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
