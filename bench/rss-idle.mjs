// Idle resident memory of the built server on PGlite (issue 20, decision 0274), measured as
// `npm run bench` does: `node dist/server/server.js` with NODE_ENV=production on an existing,
// prepared data folder (bench/prepare-data.ts), VmRSS read 2 s after the first 200 of /api/health.
// Each start is a fresh process; the median of the runs is reported, with each run's figure and
// the cold start to the first 200.
//   RSS_BENCH_RUNS (default 3), RSS_BENCH_DATA_DIR (an already prepared data folder, reused as is;
//   default: a temporary one is prepared and removed), RSS_BENCH_SCRIPT (default
//   dist/server/server.js: another build's server, for a before/after in one sitting),
//   RSS_BENCH_NODE_ARGS (extra node flags, space separated), DATABASE_URL (a PostgreSQL server: the
//   app is measured on a fresh database created, prepared and dropped on it, for the comparison).
// Prints one JSON object (last line).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { benchDatabase } from './lib/bench-database.mjs';
import { freePort, rssMiB, startProcess, waitForOk } from './lib/processes.mjs';

const RUNS = Number(process.env.RSS_BENCH_RUNS ?? 3);
const SCRIPT = resolve(process.env.RSS_BENCH_SCRIPT ?? 'dist/server/server.js');
const NODE_ARGS = (process.env.RSS_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
const log = (line) => console.error(`[rss-bench] ${line}`);

/** The process's memory lines from /proc (MiB): resident, anonymous, file-backed, peak. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (key) => Math.round((Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024) * 10) / 10;
  return { rss: rssMiB(pid), anon: mib('RssAnon'), file: mib('RssFile'), hwm: mib('VmHWM') };
}

async function main() {
  const { env: dbEnv, cleanup } = await benchDatabase({ prefix: 'rssbench', serverUrl: process.env.DATABASE_URL, existingDataDir: process.env.RSS_BENCH_DATA_DIR });
  const secret = randomBytes(32).toString('base64url');
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: base,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '1000000000',
        SEED_DEMO: 'never',
        DEMO_MODE: '',
        BETTER_AUTH_SECRET: secret,
        ...dbEnv,
      };
      const since = performance.now();
      const app = startProcess(process.execPath, [...NODE_ARGS, SCRIPT], env, 'app server');
      try {
        const coldStartMs = Math.round(await waitForOk(`${base}/api/health`, { since, proc: app }));
        await new Promise((r) => setTimeout(r, 2000));
        const m = memory(app.pid);
        runs.push({ coldStartMs, idleMiB: m.rss, anonMiB: m.anon, fileMiB: m.file, peakMiB: m.hwm });
        log(`run ${i + 1}: ${m.rss} MiB idle (anon ${m.anon}, file ${m.file}, peak ${m.hwm}), cold start ${coldStartMs} ms`);
      } finally {
        await app.stop();
      }
    }
  } finally {
    await cleanup();
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  console.log(
    JSON.stringify({
      script: SCRIPT,
      database: dbEnv.DATABASE_URL ? 'postgres' : 'pglite',
      nodeArgs: NODE_ARGS,
      medianIdleMiB: median(runs.map((r) => r.idleMiB)),
      medianColdStartMs: median(runs.map((r) => r.coldStartMs)),
      runs,
    }),
  );
}

main().catch((error) => {
  console.error(`[rss-bench] ${error.stack ?? error}`);
  process.exit(1);
});
