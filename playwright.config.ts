import { defineConfig } from '@playwright/test';

// Journeys run against the production build on a fresh embedded database of their own.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = `tests/e2e/.output/data-${process.pid}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    locale: 'hu-HU',
    timezoneId: 'Europe/Budapest',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf ${dataDir} && node dist/server/server.js`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      // E2E_DATABASE_URL (an empty PostgreSQL database, CI) runs the journeys on PostgreSQL.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? '',
      ...(process.env.E2E_DATABASE_URL ? { SEED_DEMO: 'always', BETTER_AUTH_SECRET: 'e2e-only-secret-e2e-only-secret-0123456' } : {}),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '10000',
      // One-click demo sign-in and the dev mail outbox (/dev/outbox) for the account journeys.
      DEMO_MODE: 'true',
      // Every journey signs in from 127.0.0.1: keep the per-address lock-out out of their way
      // (the per-account lock-out stays at its default and has its own journey).
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      // The journeys register their users from 127.0.0.1 too.
      REGISTRATION_MAX_PER_IP: '1000',
      // The deadline journey waits for its reminder in the outbox: sweep every 2 s (decision 0154).
      REMINDER_SWEEP_INTERVAL_MS: '2000',
    },
  },
});
