// Lighthouse (12.x, the last line that runs on Node 20) in the system Chromium, desktop preset,
// over one page; the session cookie, when given, is sent with every request of the page.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = {
  firstContentfulPaintMs: 'first-contentful-paint',
  largestContentfulPaintMs: 'largest-contentful-paint',
  totalBlockingTimeMs: 'total-blocking-time',
  speedIndexMs: 'speed-index',
  cumulativeLayoutShift: 'cumulative-layout-shift',
};

/**
 * One page's report. A run that fails to load the page at all (`NO_NAVSTART`, the matters list of
 * the full run of 2026-12-01 07:01: Chromium started navigating after Lighthouse gave up waiting)
 * is a fault of that run, not a figure of the page: it is run again, up to `attempts` times, and
 * the report says how many it took. A page that fails every time stays an error (an invalid run).
 */
export function runLighthouse(url, { cookie, chromePath, attempts = 3 } = {}, runOnce = runLighthouseOnce) {
  let report;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    report = runOnce(url, { cookie, chromePath });
    if (!report.error && !report.runtimeError) return attempt === 1 ? report : { ...report, attempts: attempt };
  }
  return { ...report, attempts };
}

function runLighthouseOnce(url, { cookie, chromePath }) {
  const dir = mkdtempSync(join(tmpdir(), 'vi-lighthouse-'));
  try {
    const output = join(dir, 'report.json');
    const args = [
      'node_modules/lighthouse/cli/index.js',
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--preset=desktop',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ];
    if (cookie) {
      const headers = join(dir, 'headers.json');
      writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
      args.push(`--extra-headers=${headers}`);
    }
    const run = spawnSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromePath }, encoding: 'utf8', timeout: 180_000 });
    if (run.status !== 0) return { url, error: (run.stderr || run.stdout || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ') };
    const report = JSON.parse(readFileSync(output, 'utf8'));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(Object.entries(METRICS).map(([name, id]) => [name, Math.round((report.audits[id]?.numericValue ?? NaN) * 1000) / 1000]));
    return { url, finalUrl: report.finalDisplayedUrl ?? report.finalUrl, scores, metrics, runtimeError: report.runtimeError?.message ?? null };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
