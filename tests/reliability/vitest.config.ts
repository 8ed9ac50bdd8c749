// Reliability suite (load, PostgreSQL connection drop, fuzzing, hostile inputs): run by .ci/run
// and `npm run test:reliability`, not by `npm test` (see docs/decisions/0031). Files run one
// after another so each load test has the (two) cores to itself.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('../../src/shared', import.meta.url)),
  '@server': fileURLToPath(new URL('../../src/server', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    name: 'reliability',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    globalSetup: ['tests/reliability/global-setup.ts'],
    fileParallelism: false,
    // better-auth relaxes its origin and callback-URL checks under a test NODE_ENV; these tests
    // must see the production behaviour (the app's own NODE_ENV is set by the harness).
    env: { NODE_ENV: 'production', TEST: 'false' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
