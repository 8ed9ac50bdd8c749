// `npm test`: every suite, on the embedded database unless TEST_DATABASE_URL is set.
//   1. Vitest: shared rules, server API through app.inject, client components;
//   2. a production build;
//   3. Playwright journeys in the system Chromium, in parallel: a built server per worker, a fresh copy
//      of a seeded data folder per spec file (decision 0103).
// Fails (never skips) when Chromium is missing. Ends with one "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';
import { chromiumMissingMessage, findJourneyChromium } from './chromium.mjs';

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--only='))?.slice(7); // unit | server | e2e
const out = 'test-results';
mkdirSync(out, { recursive: true });

const stageTimes = [];

/** Runs a step and records how long it took, for the summary at the end. */
function run(cmd, cmdArgs, env = {}, label = `${cmd} ${cmdArgs[0] ?? ''}`.trim()) {
  const started = performance.now();
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageTimes.push([label, (performance.now() - started) / 1000]);
  return result.status ?? 1;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const totals = { passed: 0, failed: 0 };
let failedStep = null;
/** The failed tests by name, repeated at the end: CI keeps only the tail of a long log. */
const failedNames = [];

function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((file) => {
    const tests = file.assertionResults.filter((a) => a.status === 'failed').map((a) => `${file.name.replace(`${process.cwd()}/`, '')} > ${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]}`);
    // A file that failed outside its tests (an import or a beforeAll hook).
    return tests.length === 0 && file.status === 'failed' ? [`${file.name}: ${(file.message ?? '').split('\n')[0]}`] : tests;
  });
}

function playwrightFailures(suite, prefix = '') {
  const title = suite.title && !suite.title.endsWith('.ts') ? `${prefix}${suite.title} > ` : prefix;
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.filter((t) => t.status === 'unexpected' || t.status === 'flaky').map((t) => `${spec.file}:${spec.line} > ${title}${spec.title}: ${(t.results.at(-1)?.error?.message ?? t.status).split('\n')[0]}`),
  );
  return [...own, ...(suite.suites ?? []).flatMap((s) => playwrightFailures(s, title))];
}

if (only !== 'e2e') {
  rmSync(`${out}/vitest.json`, { force: true });
  const projects = only === 'server' ? ['--project', 'node'] : [];
  const code = run('npx', ['vitest', 'run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${out}/vitest.json`], {}, only === 'server' ? 'vitest (server)' : 'vitest');
  const report = readJson(`${out}/vitest.json`);
  totals.passed += report?.numPassedTests ?? 0;
  totals.failed += report ? report.numFailedTests + (report.numTotalTests === 0 ? 1 : 0) : 1;
  failedNames.push(...vitestFailures(report));
  if (code !== 0) failedStep ??= 'vitest';
}

if (only !== 'unit' && only !== 'server') {
  const chromium = findJourneyChromium();
  if (!chromium) {
    console.error(`\n${chromiumMissingMessage}\n`);
    totals.failed += 1;
    failedStep ??= 'chromium missing';
  } else {
    if (run('npm', ['run', 'build'], {}, 'build') !== 0) {
      totals.failed += 1;
      failedStep ??= 'build';
    } else {
      rmSync(`${out}/playwright.json`, { force: true });
      const code = run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json` }, 'playwright');
      const report = readJson(`${out}/playwright.json`);
      const stats = report?.stats;
      totals.passed += stats?.expected ?? 0;
      totals.failed += stats ? stats.unexpected + stats.flaky : 1;
      failedNames.push(...(report?.suites ?? []).flatMap((s) => playwrightFailures(s)));
      if (stats && stats.skipped > 0) {
        console.error(`${stats.skipped} end-to-end test(s) were skipped; skipping is not allowed.`);
        totals.failed += stats.skipped;
      }
      if (code !== 0) failedStep ??= 'playwright';
    }
  }
}

for (const [label, seconds] of stageTimes) console.log(`stage ${label}: ${seconds.toFixed(1)} s`);
if (failedNames.length > 0) console.log(`\nFailed:\n${failedNames.map((n) => `  ✗ ${stripVTControlCharacters(n)}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
if (failedStep || totals.failed > 0) {
  console.error(`Tests failed${failedStep ? ` (${failedStep})` : ''}.`);
  process.exit(1);
}
