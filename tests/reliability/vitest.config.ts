// Reliability suite (load, PostgreSQL connection drop, fuzzing, hostile inputs): run by .ci/run
// and `npm run test:reliability`, not by `npm test` (see docs/decisions/0031). Two groups, one
// after the other (decision 0465): first the files that do not measure throughput, two at a time –
// the fuzzing runs on one core (PGlite in the test's process) while the kill tests mostly wait for
// their child processes and leases –, then the two load tests alone, one after another, so each has
// the (two) cores to itself.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('../../src/server', import.meta.url)),
};

/** The files that put the app under load: alone on the machine (decision 0465). */
const LOAD_FILES = ['tests/reliability/load.test.ts', 'tests/reliability/postgres-drop.test.ts'];

const shared = {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  environment: 'node',
  globalSetup: ['tests/reliability/global-setup.ts'],
  // better-auth relaxes its origin and callback-URL checks under a test NODE_ENV; these tests
  // must see the production behaviour (the app's own NODE_ENV is set by the harness).
  env: { NODE_ENV: 'production', TEST: 'false' },
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias },
        test: { ...shared, name: 'reliability', include: ['tests/reliability/**/*.test.ts'], exclude: LOAD_FILES, sequence: { groupOrder: 0 } },
      },
      {
        resolve: { alias },
        test: { ...shared, name: 'reliability-load', include: LOAD_FILES, fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
