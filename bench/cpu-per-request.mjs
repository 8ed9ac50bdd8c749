// Node CPU per request of the hot tenant-scoped list (issue 20), next to the ceiling route's in the
// same run. Unlike req/s this figure hardly depends on what else runs on the machine: the server's
// own user+system CPU time (/proc/<pid>/stat) is read before and after a fixed number of requests.
// Each server runs as its own process (the built app: dist/server/server.js; the ceiling:
// bench/ceiling-server.mjs); the load generator's CPU is not counted.
//   DATABASE_URL: a PostgreSQL server – a fresh database is created, prepared and dropped; without
//     it, PGlite in a temporary folder. CPU_BENCH_DATABASE_URL instead: an already prepared
//     database, reused as is (for quick iterations).
//   CPU_BENCH_N (requests per phase, default 2000), CPU_BENCH_CONNECTIONS (default 20),
//   CPU_BENCH_PROFILE=<dir>: the app runs under `node --cpu-prof` and leaves its .cpuprofile there
//     (summarise with `node bench/lib/cpuprofile-top.mjs <file>`).
//   CPU_BENCH_URL (default /api/contacts?limit=50), CPU_BENCH_SKIP_CEILING=1,
//   CPU_BENCH_BASELINE_DIR=<checkout with a built dist/server>: that build is measured too, in the
//     same run (before/after figures of a change), CPU_BENCH_ROUNDS (default 1): the servers are
//     measured round by round, interleaved, and every round is reported (noise on a shared machine).
// Prints one JSON object (last line); `npm run bench` does not run this (it measures throughput).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsxNodeArgs } from '../scripts/import-glob/node-args.mjs';
import autocannon from 'autocannon';
import { benchDatabase } from './lib/bench-database.mjs';
import { freePort, startProcess, waitForOk } from './lib/processes.mjs';

const N = Number(process.env.CPU_BENCH_N ?? 2000);
const CONNECTIONS = Number(process.env.CPU_BENCH_CONNECTIONS ?? 20);
const PATH = process.env.CPU_BENCH_URL ?? '/api/contacts?limit=50';
const DEMO_USER = { email: 'iroda@kovacs-ugyved.hu', password: 'Demo-Iroda-2026' };
const TICK_MS = 1000 / Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const log = (line) => console.error(`[cpu-bench] ${line}`);

/** User and system CPU milliseconds a process has used so far. */
function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * TICK_MS, system: Number(fields[12]) * TICK_MS };
}

/** CPU ms per request between two readings: total and its system (kernel) part. */
function perRequest(before, after, n) {
  const round = (v) => Math.round(v * 1000) / 1000;
  return { total: round((after.user + after.system - before.user - before.system) / n), system: round((after.system - before.system) / n) };
}

async function sequential(url, cookie, n) {
  for (let i = 0; i < n; i++) {
    const res = await fetch(url, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
}

function concurrent(url, cookie, n) {
  return new Promise((done, fail) => {
    autocannon({ url, headers: { cookie }, connections: CONNECTIONS, amount: n, timeout: 30 }, (error, result) => {
      if (error) return fail(error);
      if (result.non2xx || result.errors || result.timeouts) return fail(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`));
      done(result);
    });
  });
}

/** CPU ms per request of `proc` for sequential and concurrent requests (after a warm-up). */
async function measureCpu(proc, url, cookie) {
  await sequential(url, cookie, 200);
  await concurrent(url, cookie, 500);
  const round = (v) => Math.round(v * 1000) / 1000;
  let before = cpuMs(proc.pid);
  let since = performance.now();
  await sequential(url, cookie, N);
  const seq = perRequest(before, cpuMs(proc.pid), N);
  const sequentialWallMs = (performance.now() - since) / N;
  before = cpuMs(proc.pid);
  since = performance.now();
  await concurrent(url, cookie, N);
  const conc = perRequest(before, cpuMs(proc.pid), N);
  const concurrentWallMs = (performance.now() - since) / N;
  return {
    sequentialCpuMs: seq.total,
    sequentialSystemMs: seq.system,
    concurrentCpuMs: conc.total,
    concurrentSystemMs: conc.system,
    sequentialWallMs: round(sequentialWallMs),
    concurrentWallMs: round(concurrentWallMs),
  };
}

async function signIn(base) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify(DEMO_USER) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function main() {
  const secret = randomBytes(32).toString('base64url');
  const { env: dbEnv, cleanup } = await benchDatabase({ prefix: 'cpubench', serverUrl: process.env.DATABASE_URL, existingUrl: process.env.CPU_BENCH_DATABASE_URL });
  const result = { path: PATH, database: dbEnv.DATABASE_URL ? 'postgres' : 'pglite', requestsPerPhase: N, connections: CONNECTIONS };
  try {
    const profileDir = process.env.CPU_BENCH_PROFILE;
    const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const rounds = Number(process.env.CPU_BENCH_ROUNDS ?? 1);
    const servers = [['app', resolve('dist/server/server.js')]];
    if (process.env.CPU_BENCH_BASELINE_DIR) servers.push(['baseline', resolve(process.env.CPU_BENCH_BASELINE_DIR, 'dist/server/server.js')]);
    let cookie;
    for (let round = 0; round < rounds; round++) {
      for (const [label, script] of servers) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const appEnv = {
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          APP_URL: base,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          RATE_LIMIT_MAX: '1000000000',
          SEED_DEMO: 'never',
          DEMO_MODE: '',
          BETTER_AUTH_SECRET: secret,
          ...dbEnv,
        };
        const app = startProcess(process.execPath, [...nodeArgs, script], appEnv, `${label} server`);
        try {
          await waitForOk(`${base}/api/health`, { proc: app });
          cookie = await signIn(base);
          log(`${label} ${PATH} (round ${round + 1})`);
          (result[label] ??= []).push(await measureCpu(app, `${base}${PATH}`, cookie));
        } finally {
          await app.stop();
        }
      }
      if (process.env.CPU_BENCH_SKIP_CEILING !== '1') {
        const ceilingPort = await freePort();
        const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
        const ceiling = startProcess(process.execPath, [...tsxNodeArgs, 'bench/ceiling-server.mjs'], { PORT: String(ceilingPort), BETTER_AUTH_SECRET: secret, ...dbEnv }, 'ceiling server');
        try {
          await waitForOk(`${ceilingBase}/api/health`, { proc: ceiling });
          log(`ceiling route (round ${round + 1})`);
          (result.ceiling ??= []).push(await measureCpu(ceiling, `${ceilingBase}/api/contacts?limit=50`, cookie));
        } finally {
          await ceiling.stop();
        }
      }
    }
    // Medians over the rounds, and each build as a multiple of the ceiling.
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
    result.median = {};
    for (const label of ['app', 'baseline', 'ceiling'].filter((l) => result[l])) {
      result.median[label] = { sequentialCpuMs: median(result[label].map((r) => r.sequentialCpuMs)), concurrentCpuMs: median(result[label].map((r) => r.concurrentCpuMs)) };
    }
    if (result.median.ceiling) {
      for (const label of ['app', 'baseline'].filter((l) => result.median[l])) {
        result.median[`${label}OverCeiling`] = {
          sequential: Math.round((result.median[label].sequentialCpuMs / result.median.ceiling.sequentialCpuMs) * 100) / 100,
          concurrent: Math.round((result.median[label].concurrentCpuMs / result.median.ceiling.concurrentCpuMs) * 100) / 100,
        };
      }
    }
  } finally {
    await cleanup();
  }
  console.log(JSON.stringify(result));
}

main().catch((error) => {
  console.error(`[cpu-bench] ${error.stack ?? error}`);
  process.exit(1);
});
