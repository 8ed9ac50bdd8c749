// `npm run bench`: builds if needed, then measures the production server against a bare
// node:http server started in the same run (method: docs/benchmarks.md). Writes
// bench/results/bench-<time>.{json,md} and bench/results/latest.{json,md}.
//   BENCH_DURATION (s per run, default 10), BENCH_RUNS (default 3, at least 3),
//   DATABASE_URL (optional: also measure on PostgreSQL, in a fresh database created and dropped
//   on that server), BENCH_SKIP_LIGHTHOUSE=1, BENCH_ONLY=postgres (the bare server and the
//   PostgreSQL section only: lists, ceiling, two processes; JSON report, no markdown),
//   BENCH_ONLY=search (the bare server, then per engine – PGlite, and PostgreSQL with DATABASE_URL –
//   the top-bar search row and the ceiling route on the same data; JSON report, no markdown),
//   BENCH_ONLY=portal (the bare server, then on PGlite the customer portal's rows – purchases and a
//   week of free slots, the thread list, the SSE fan-out to 100 streams next to a bare SSE server –
//   and the ceiling route on the same data; JSON report, no markdown), BENCH_ONLY=portal-messages
//   (the same with only the thread list and the fan-out), BENCH_FANOUT_MESSAGES (default 50),
//   BENCH_ONLY=hospitality (the bare server, then per engine the reservation calendar's month of
//   50 units, booking throughput and the ceiling route on the same data and concurrency; JSON
//   report, no markdown), BENCH_ONLY=upload (the bare server, then on PGlite POST /api/documents
//   and the upload ceiling route on the same data; JSON report, no markdown).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem, type as osType, release } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { runLighthouse } from '../bench/lib/lighthouse.mjs';
import { measure } from '../bench/lib/load.mjs';
import { freePort, rssMiB, sampleRss, startProcess, waitForOk } from '../bench/lib/processes.mjs';
import { routeJsSizes } from '../bench/lib/js-size.mjs';
import { SIGN_IN_ACCOUNTS, signInAccountEmail } from '../bench/lib/sign-in-accounts.mjs';
import { markdownReport, targetsOf } from '../bench/lib/report.mjs';
import { bookingSpec, prepareHospitality } from '../bench/lib/hospitality.mjs';
import { measureFanOut, openStreams } from '../bench/lib/sse-fanout.mjs';
import { buildIsStale } from './build-state.mjs';
import { findChromium } from './chromium.mjs';
import { globHookArgs as TSX_HOOK } from './import-glob/node-args.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const RUNS = Math.max(3, Number(process.env.BENCH_RUNS ?? 3));
const CONNECTIONS = 100;
const SIGN_IN_CONNECTIONS = 10;
const WARMUP = 2;
const COLD_STARTS = 3;
const LIST_ROWS = 50;
// The hospitality rows' concurrency: a front desk or a channel manager, not a hundred at once; at
// 100 connections a PGlite run answered nothing inside its 10 s window on a loaded machine.
const HOSPITALITY_CONNECTIONS = 10;
const DEMO_USER = { email: 'iroda@kovacs-ugyved.hu', password: 'Demo-Iroda-2026' };
/** A demo customer acting for two clients (Tóth Gábor, Tóth és Fia Kft.), for the portal's rows (issue 35). */
const DEMO_CUSTOMER = { email: 'toth.gabor@example.hu', password: 'Demo-Iroda-2026' };
const root = process.cwd();
const log = (line) => console.log(`[bench] ${line}`);

function sh(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function ensureBuild() {
  if (buildIsStale(root) || !existsSync('dist/client/.vite/manifest.json')) {
    log('building (dist/ missing or older than the sources)');
    sh('npm', ['run', 'build']);
  }
}

function serverEnv(port, extra) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    // Per-request logging off (a proxy in front logs requests); errors still logged.
    LOG_LEVEL: 'warn',
    // The bench is one client address: raise the per-IP limits instead of disabling them.
    RATE_LIMIT_MAX: '1000000000',
    SEED_DEMO: 'never',
    DEMO_MODE: '',
    DATABASE_URL: '',
    ...extra,
  };
}

function startApp(port, extra) {
  return startProcess(process.execPath, ['dist/server/server.js'], serverEnv(port, extra), 'app server');
}

/** The ceiling route (bench/ceiling-server.mjs) on the same data, measured with the same cookie. */
async function measureCeiling(extra, cookie, connections = CONNECTIONS) {
  return onCeilingServer(extra, async (base) => {
    await checkList(base, cookie);
    return measure({ ...listSpec(base, cookie), connections });
  });
}

/** The ceiling server (bench/ceiling-server.mjs) on the same data while `work(base)` runs. */
async function onCeilingServer(extra, work) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ceiling = startProcess(process.execPath, ['--import', 'tsx', ...TSX_HOOK, 'bench/ceiling-server.mjs'], { PORT: String(port), DATABASE_URL: '', ...extra }, 'ceiling server');
  try {
    await waitForOk(`${base}/api/health`, { proc: ceiling });
    return await work(base);
  } finally {
    await ceiling.stop();
  }
}

/**
 * The bench's upload (issue 20.3, 40.3): an 8–9 KB PDF with text, written with the app's PDF
 * library, as the documents screen sends it; `spec(url, headers)` is its load for `measure`.
 */
function benchUpload(dataDir) {
  const pdfPath = join(dataDir, 'bench-upload.pdf');
  sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/upload-pdf.ts', pdfPath]);
  const upload = multipartUpload('Megbízási szerződés.pdf', readFileSync(pdfPath));
  const spec = (url, headers = {}) => ({
    url,
    method: 'POST',
    headers: { 'content-type': upload.contentType, ...headers },
    body: upload.body,
    connections: CONNECTIONS,
    duration: DURATION,
    runs: RUNS,
    warmup: WARMUP,
  });
  const check = async (base, cookie) => {
    // Lighthouse and the page walk run with spawnSync and block this process for minutes: a
    // keep-alive socket the server closed meanwhile (its timeout is 72 s) is still in fetch's pool
    // until the event loop turns, and a POST on it fails with UND_ERR_SOCKET (the full runs of
    // 2026-11-30 15:31–16:25; a raw request on a new connection got its 201). One turn drops it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await fetch(`${base}/api/documents`, { method: 'POST', headers: { cookie, origin: base, 'content-type': upload.contentType }, body: upload.body }).catch((error) => {
      throw new Error(`POST ${base}/api/documents failed: ${error.message} (${error.cause?.code ?? error.cause?.message ?? 'no cause'})`);
    });
    if (res.status !== 201) throw new Error(`POST ${base}/api/documents did not answer 201: ${res.status} ${(await res.text()).slice(0, 200)}`);
  };
  return { ...upload, spec, check };
}

/** The upload's ceiling route (multipart, SHA-256, file write, one insert; bench/ceiling-server.mjs) on the same data with the same body. */
async function measureUploadCeiling(extra, cookie, upload) {
  return onCeilingServer(extra, async (base) => {
    await upload.check(base, cookie);
    return { ...(await measure(upload.spec(`${base}/api/documents`, { cookie, origin: base }))), bodyBytes: upload.body.length };
  });
}

async function signIn(base, user = DEMO_USER) {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo firm's first matter, for Lighthouse on a matter's page. */
async function firstMatterId(base, cookie) {
  const res = await fetch(`${base}/api/matters?limit=1`, { headers: { cookie } });
  const body = await res.json();
  const id = body.items?.[0]?.id;
  if (res.status !== 200 || !id) throw new Error(`/api/matters?limit=1 answered ${res.status} without a matter`);
  return id;
}

/** Every /app page to its heading in Chromium (bench/page-walk.ts); an error is kept as the row's result. */
function walkPages(base, cookie, chromePath) {
  const run = spawnSync(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/page-walk.ts', base, cookie, chromePath], { encoding: 'utf8', timeout: 600_000, maxBuffer: 16 * 1024 * 1024 });
  if (run.status !== 0) return { error: (run.stderr || `exit ${run.status}`).trim().split('\n').slice(-3).join(' ') };
  return JSON.parse(run.stdout);
}

async function checkList(base, cookie) {
  const res = await fetch(`${base}/api/contacts?limit=${LIST_ROWS}`, { headers: { cookie } });
  const body = await res.json();
  if (res.status !== 200 || body.items?.length !== LIST_ROWS) throw new Error(`/api/contacts did not return ${LIST_ROWS} rows: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
}

const listSpec = (base, cookie) => ({ url: `${base}/api/contacts?limit=${LIST_ROWS}`, headers: { cookie }, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP });
let signIns = 0;
const signInSpec = (base) => ({
  url: `${base}/api/auth/sign-in/email`,
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  // The firm's lawyers in turn (bench/prepare-data.ts), not one account ten times at once.
  requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: signInAccountEmail(signIns++ % SIGN_IN_ACCOUNTS), password: DEMO_USER.password }) }) }],
  connections: SIGN_IN_CONNECTIONS,
  duration: DURATION,
  runs: RUNS,
  warmup: WARMUP,
});

/**
 * A multipart upload of one file as the documents screen sends it (a folder field before the
 * file): the content type with its boundary, and the body.
 */
function multipartUpload(fileName, bytes) {
  const boundary = `----vi-bench-${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\nBench\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** The bare node:http server (bench/bare-server.mjs) in its own process, measured with `spec(url)`. */
async function measureBare(spec) {
  const port = await freePort();
  const bare = startProcess(process.execPath, ['bench/bare-server.mjs'], { PORT: String(port) }, 'bare node:http');
  try {
    await waitForOk(`http://127.0.0.1:${port}/`, { proc: bare });
    return await measure(spec(`http://127.0.0.1:${port}/`));
  } finally {
    await bare.stop();
  }
}

/** Runs an in-process bench script with tsx; its last stdout line is its JSON result. */
function tsxBench(args, env = {}) {
  const run = spawnSync(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, ...args], { encoding: 'utf8', env: { ...env, ...process.env } });
  if (run.status !== 0) return { error: (run.stderr || run.stdout).trim().slice(0, 500) };
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

/** Invoices issued per second with PDF and XML, and the same run's draft-write floor (bench/issuing.ts, issue 17). */
const benchIssuing = () => tsxBench(['bench/issuing.ts']);

/** Documents per second of the templates generator (bench/generation.ts), DOCX and PDF (issue 16). */
const benchGeneration = () => tsxBench(['bench/generation.ts']);

/**
 * Requests per second through the AI gateway to a fake provider on loopback, next to calling the
 * same fake directly in the same run (bench/ai-gateway.ts, issue 19), with the p50/p99 overhead.
 */
const benchAiGateway = () => tsxBench(['bench/ai-gateway.ts', '--json'], { AI_BENCH_N: '1000' });

async function benchPglite(results) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-data-'));
  try {
    log(`PGlite: preparing data in ${dataDir}`);
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATA_DIR: dataDir });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('base64url');
    const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret };
    let cookie;

    // Cold start to the first served request, on the existing data folder; the last one stays up.
    const coldStartsMs = [];
    let app;
    for (let i = 0; i < COLD_STARTS; i++) {
      const since = performance.now();
      app = startApp(port, env);
      coldStartsMs.push(Math.round(await waitForOk(`${base}/api/health`, { since, proc: app })));
      if (i < COLD_STARTS - 1) await app.stop();
    }
    results.coldStart = { runsMs: coldStartsMs, medianMs: [...coldStartsMs].sort((a, b) => a - b)[1] };
    log(`cold start: ${coldStartsMs.join(', ')} ms`);

    try {
      await new Promise((r) => setTimeout(r, 2000));
      const idle = rssMiB(app.pid);
      cookie = await signIn(base);
      await checkList(base, cookie);

      log('/api/health');
      results.health = await measure({ url: `${base}/api/health`, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP });
      log('/api/contacts (PGlite)');
      const stopSampling = sampleRss(app.pid);
      results.listPglite = await measure(listSpec(base, cookie));
      results.rss = { idleMiB: idle, loadedMiB: stopSampling() };
      // The hot endpoints of the features built on the module system (issues 13 and 14).
      const signedIn = (path) => ({ url: `${base}${path}`, headers: { cookie }, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP });
      log('/api/matters (PGlite)');
      results.mattersPglite = await measure(signedIn('/api/matters?limit=50'));
      // Last week: a full working week of the demo firm's seeded time (issue 17).
      const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
      log('/api/time-tracking/week (PGlite)');
      results.timeWeekPglite = await measure(signedIn(`/api/time-tracking/week?date=${lastWeek}`));
      log('/api/compliance-tracker (PGlite)');
      results.deadlinesPglite = await measure(signedIn('/api/compliance-tracker?scope=firm&limit=50'));
      log('/api/documents (PGlite)');
      results.documentsPglite = await measure(signedIn('/api/documents?limit=50'));
      log('/api/search (PGlite)');
      results.searchPglite = await measure(signedIn(`/api/search?q=${encodeURIComponent('szerzodes')}&limit=5`));
      // API-key request overhead (issue 36.5): the same v1 list with the key and with the session.
      const apiKey = readFileSync(join(dataDir, 'bench-api-key'), 'utf8');
      const v1 = `/api/v1/contacts?limit=${LIST_ROWS}`;
      const keyed = await fetch(`${base}${v1}`, { headers: { authorization: `Bearer ${apiKey}` } });
      if (keyed.status !== 200) throw new Error(`${v1} with the API key answered ${keyed.status}`);
      log('/api/v1/contacts with an API key (PGlite)');
      results.v1KeyPglite = await measure({ url: `${base}${v1}`, headers: { authorization: `Bearer ${apiKey}` }, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP });
      log('/api/v1/contacts with the session (PGlite)');
      results.v1SessionPglite = await measure(signedIn(v1));
      log('/api/modules (PGlite)');
      results.storePglite = await measure(signedIn('/api/modules'));
      Object.assign(results, await measurePortal(base, 'Pglite'));
      await benchFanOut(results, base, 'Pglite');
      log('sign-in (PGlite)');
      results.signIn = await measure(signInSpec(base));

      if (process.env.BENCH_SKIP_LIGHTHOUSE === '1') {
        results.lighthouse = { skipped: 'BENCH_SKIP_LIGHTHOUSE=1' };
      } else {
        const chromePath = process.env.CHROME_PATH ?? findChromium();
        if (!chromePath) {
          // Keep every other figure; the run still ends non-zero (see main).
          const error = 'Chromium not found: sudo apt-get install -y chromium (or set CHROME_PATH, or BENCH_SKIP_LIGHTHOUSE=1)';
          results.lighthouse = { signIn: { error }, dashboard: { error }, matters: { error }, matter: { error } };
          results.pageWalk = { error };
        } else {
          log(`Lighthouse (${chromePath})`);
          const pageCookie = await signIn(base);
          const matterId = await firstMatterId(base, pageCookie);
          results.lighthouse = {
            signIn: runLighthouse(`${base}/login`, { chromePath }),
            dashboard: runLighthouse(`${base}/app/dashboard`, { chromePath, cookie: pageCookie }),
            matters: runLighthouse(`${base}/app/matters`, { chromePath, cookie: pageCookie }),
            matter: runLighthouse(`${base}/app/matters/${matterId}`, { chromePath, cookie: pageCookie }),
          };
          log('every /app page to its heading (Chromium, 1440 px)');
          results.pageWalk = walkPages(base, pageCookie, chromePath);
        }
      }

      // Document upload (issue 20 point 3, 40.3): an 8–9 KB PDF with text into the demo firm as
      // its admin – multipart parsing, type check, SHA-256, storage (one blob: the same bytes every
      // time), the write transaction with its audit entry and the extraction job enqueued (the
      // text is read by that job after the answer, on this instance's worker meanwhile: decision
      // 0411). Its ceiling in the same run: the ceiling server's upload route (multipart, SHA-256,
      // file write, one insert) once the app has stopped; its floor: the bare node:http server
      // receiving the same body. Measured last (after Lighthouse too): the documents it adds would
      // change the documents list, the search and the dashboard.
      const upload = benchUpload(dataDir);
      await upload.check(base, cookie);
      log('POST /api/documents, upload (PGlite)');
      results.uploadPglite = { ...(await measure(upload.spec(`${base}/api/documents`, { cookie, origin: base }))), bodyBytes: upload.body.length };
      log('bare node:http receiving the same upload body');
      results.uploadFloor = await measureBare((url) => upload.spec(url));
      // Hospitality (issue 37), after the upload for the same reason: a 50-unit property and its bookings.
      await benchHospitality(results, 'Pglite', base, cookie);
    } finally {
      await app.stop();
    }
    // PGlite is one process: the ceiling opens the same data folder once the app has stopped.
    log('ceiling route (PGlite)');
    results.ceilingPglite = await measureCeiling({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret }, cookie);
    log('upload ceiling route (PGlite)');
    results.uploadCeilingPglite = await measureUploadCeiling({ DATA_DIR: dataDir, BETTER_AUTH_SECRET: secret }, cookie, benchUpload(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * BENCH_ONLY=upload: `POST /api/documents` as the full run measures it, then the upload ceiling
 * route on the same data folder once the app has stopped, and the extraction jobs the upload left
 * (issue 40.3: the upload against its ceiling; decision 0411).
 */
async function benchUploadOnly(results) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-data-'));
  try {
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATA_DIR: dataDir });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') };
    const upload = benchUpload(dataDir);
    const app = startApp(port, env);
    let cookie;
    try {
      await waitForOk(`${base}/api/health`, { proc: app });
      cookie = await signIn(base);
      await upload.check(base, cookie);
      log('POST /api/documents, upload (PGlite)');
      results.uploadPglite = { ...(await measure(upload.spec(`${base}/api/documents`, { cookie, origin: base }))), bodyBytes: upload.body.length };
    } finally {
      await app.stop();
    }
    // Before the ceiling route writes into the same folder: the extraction jobs the uploads left.
    const backlog = spawnSync(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/extraction-backlog.ts'], { encoding: 'utf8', env: { ...process.env, BENCH_DATA_DIR: dataDir } });
    if (backlog.status !== 0) throw new Error(`bench/extraction-backlog.ts failed: ${backlog.stderr}`);
    results.extractionJobs = JSON.parse(backlog.stdout.trim().split('\n').pop());
    log('upload ceiling route (PGlite)');
    results.uploadCeilingPglite = await measureUploadCeiling(env, cookie, upload);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres(results, serverUrl) {
  const name = `vi_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    log(`PostgreSQL: preparing data in database ${name}`);
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATABASE_URL: url.toString() });
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('base64url');
    const app = startApp(port, { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret });
    let cookie;
    try {
      await waitForOk(`${base}/api/health`, { proc: app });
      cookie = await signIn(base);
      await checkList(base, cookie);
      log('/api/contacts (PostgreSQL)');
      results.listPostgres = await measure(listSpec(base, cookie));
      log('/api/matters (PostgreSQL)');
      results.mattersPostgres = await measure({ ...listSpec(base, cookie), url: `${base}/api/matters?limit=50` });
      // The top-bar search on both engines in the full run too (issue 40.1's target is per engine).
      log('/api/search (PostgreSQL)');
      results.searchPostgres = await measure({ ...listSpec(base, cookie), url: `${base}/api/search?q=${encodeURIComponent('szerzodes')}&limit=5` });
    } finally {
      await app.stop();
    }
    // Two app processes on the one database (issue 20 point 4): autocannon drives both ports at
    // once with half the connections each; reported: the sum, and each process's share.
    log('/api/contacts on two app processes (PostgreSQL)');
    const ports = [await freePort(), await freePort()];
    const apps = ports.map((p) => startApp(p, { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret }));
    try {
      await Promise.all(ports.map((p, i) => waitForOk(`http://127.0.0.1:${p}/api/health`, { proc: apps[i] })));
      const halves = await Promise.all(ports.map((p) => measure({ ...listSpec(`http://127.0.0.1:${p}`, cookie), connections: CONNECTIONS / 2 })));
      const total = halves.reduce((n, h) => n + h.requestsPerSecond, 0);
      results.listPostgresTwoProcesses = {
        requestsPerSecond: total,
        perProcess: halves.map((h) => h.requestsPerSecond),
        sharePercent: halves.map((h) => Math.round((h.requestsPerSecond / total) * 1000) / 10),
        p50Ms: Math.max(...halves.map((h) => h.p50Ms)),
        p99Ms: Math.max(...halves.map((h) => h.p99Ms)),
        failed: halves.reduce((n, h) => n + h.failed, 0),
        // Run i of both, summed (they ran at the same time).
        runs: halves[0].runs.map((run, i) => ({ requestsPerSecond: run.requestsPerSecond + halves[1].runs[i].requestsPerSecond })),
        perProcessRuns: halves.map((h) => h.runs),
      };
    } finally {
      await Promise.all(apps.map((a) => a.stop()));
    }
    log('ceiling route (PostgreSQL)');
    results.ceilingPostgres = await measureCeiling({ DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: secret }, cookie);
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

/** How many threads the demo customer has for the thread-list row (created if missing), and the fan-out's streams and messages. */
const PORTAL_THREADS = 20;
const FAN_OUT_STREAMS = 100;
const FAN_OUT_MESSAGES = Number(process.env.BENCH_FANOUT_MESSAGES ?? 50);

/** The demo customer's threads, made up to PORTAL_THREADS (alternating her two clients); their ids. */
async function ensureThreads(base, customer) {
  const list = async () => (await (await fetch(`${base}/api/client-portal/threads`, { headers: { cookie: customer } })).json()).items;
  const have = await list();
  if (have.length >= PORTAL_THREADS) return have.map((t) => t.id);
  const { clients } = await (await fetch(`${base}/api/client-portal/booking/options`, { headers: { cookie: customer } })).json();
  for (let i = have.length; i < PORTAL_THREADS; i++) {
    const res = await fetch(`${base}/api/client-portal/threads`, {
      method: 'POST',
      headers: { cookie: customer, 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ subject: `Bench kérdés ${i + 1}`, body: 'Mikor várható a következő lépés az ügyemben?', clientId: clients[i % clients.length].id }),
    });
    if (res.status !== 201) throw new Error(`POST /api/client-portal/threads: ${res.status} ${await res.text()}`);
  }
  return (await list()).map((t) => t.id);
}

/** The portal's load rows: path, a check that the answer is not empty, and the log line. */
const PORTAL_ROWS = {
  purchases: { key: 'portalPurchases', path: () => '/api/client-portal/purchases', filled: (body) => body.invoices.length > 0, label: '/api/client-portal/purchases as a customer' },
  slots: { key: 'portalSlots', path: (week) => `/api/client-portal/booking/slots?${week}`, filled: (body) => body.slots.length > 0, label: '/api/client-portal/booking/slots, a week, as a customer' },
  // 10 connections, like the hospitality rows: one list costs ~200 ms of the single PGlite
  // connection (an unread count per thread under the customer-own policies), so at 100 connections
  // a loaded machine answered none inside the 10 s window (2026-11-29).
  // Read on every page load of a customer of a firm with the custom-branding module (decision 0448).
  branding: { key: 'portalBranding', path: () => '/api/custom-branding', filled: (body) => Boolean(body.firmName), label: '/api/custom-branding as a customer' },
  threads: {
    key: 'portalThreads',
    path: () => '/api/client-portal/threads',
    filled: (body) => body.items.length >= PORTAL_THREADS,
    label: `/api/client-portal/threads, ${PORTAL_THREADS} threads, as a customer, 10 connections`,
    connections: 10,
  },
};

/**
 * The customer portal's rows (issue 35), as a demo customer of two clients: their own purchases
 * (invoices and payments of their clients with totals, customer-own RLS), a week of a lawyer's
 * free slots (hours, the working-day calendar, busy time, Europe/Budapest wall-clock stepping) and
 * their thread list (unread counts, last message; customer-own RLS). `rows` picks some of them.
 */
async function measurePortal(base, key, rows = Object.keys(PORTAL_ROWS)) {
  const customer = await signIn(base, DEMO_CUSTOMER);
  const asCustomer = (path, connections = CONNECTIONS) => ({ url: `${base}${path}`, headers: { cookie: customer }, connections, duration: DURATION, runs: RUNS, warmup: WARMUP });
  // Next week, Monday to Sunday (past the minimum notice, inside the booking horizon).
  const monday = new Date(Date.now() + 7 * 86_400_000);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const week = `from=${monday.toISOString().slice(0, 10)}&to=${new Date(monday.getTime() + 6 * 86_400_000).toISOString().slice(0, 10)}`;
  if (rows.includes('threads')) await ensureThreads(base, customer);
  const out = {};
  for (const row of rows.map((name) => PORTAL_ROWS[name])) {
    const path = row.path(week);
    const res = await fetch(`${base}${path}`, { headers: { cookie: customer } });
    if (res.status !== 200 || !row.filled(await res.json())) throw new Error(`${path} as the demo customer: ${res.status}, or an empty answer`);
    log(`${row.label} (${key})`);
    out[`${row.key}${key}`] = await measure(asCustomer(path, row.connections));
  }
  return out;
}

/**
 * SSE fan-out (issue 35): FAN_OUT_STREAMS open firm inbox streams (the 20 sign-in lawyers, 5 tabs
 * each – a user keeps at most 8 per instance), then the demo customer writes FAN_OUT_MESSAGES
 * messages into her thread one after another; per message the time from the POST until every
 * stream had its event (bus notify on commit, visibility per stream, write). Then the same against
 * the bare SSE server (bench/bare-sse-server.mjs) in the same run.
 */
async function measurePortalFanOut(base, key) {
  const customer = await signIn(base, DEMO_CUSTOMER);
  const [threadId] = await ensureThreads(base, customer);
  const lawyers = [];
  for (let i = 0; i < SIGN_IN_ACCOUNTS; i++) lawyers.push(await signIn(base, { email: signInAccountEmail(i), password: DEMO_USER.password }));
  log(`SSE fan-out: ${FAN_OUT_STREAMS} firm streams, ${FAN_OUT_MESSAGES} messages (${key})`);
  const streams = await openStreams(`${base}/api/client-portal/inbox/live`, FAN_OUT_STREAMS, (i) => ({ cookie: lawyers[i % lawyers.length] }));
  try {
    const send = async (i) => {
      const res = await fetch(`${base}/api/client-portal/threads/${threadId}/messages`, {
        method: 'POST',
        headers: { cookie: customer, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ body: `Fan-out üzenet ${i + 1}` }),
      });
      if (res.status !== 201) throw new Error(`POST …/messages: ${res.status} ${await res.text()}`);
      return (await res.json()).id;
    };
    return await measureFanOut(streams, send, FAN_OUT_MESSAGES);
  } finally {
    streams.close();
  }
}

/** The same fan-out against the bare node:http SSE server in its own process. */
async function measureBareFanOut() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const bare = startProcess(process.execPath, ['bench/bare-sse-server.mjs'], { PORT: String(port) }, 'bare SSE');
  try {
    await waitForOk(`${base}/`, { proc: bare });
    log(`SSE fan-out: ${FAN_OUT_STREAMS} streams, ${FAN_OUT_MESSAGES} messages (bare node:http SSE)`);
    const streams = await openStreams(`${base}/live`, FAN_OUT_STREAMS);
    try {
      return await measureFanOut(streams, async () => (await (await fetch(`${base}/send`, { method: 'POST' })).json()).id, FAN_OUT_MESSAGES);
    } finally {
      streams.close();
    }
  } finally {
    await bare.stop();
  }
}

/** The fan-out on the app and on the bare SSE server, with the app's messages per second as a share of the bare server's. */
async function benchFanOut(results, base, key) {
  results[`portalFanOut${key}`] = await measurePortalFanOut(base, key);
  results.portalFanOutBare = await measureBareFanOut();
  results[`portalFanOut${key}`].ofBarePercent = Math.round((results[`portalFanOut${key}`].messagesPerSecond / results.portalFanOutBare.messagesPerSecond) * 1000) / 10;
}

/**
 * BENCH_ONLY=portal: the portal's rows, the SSE fan-out and the ceiling route on the same data
 * (PGlite). BENCH_ONLY=portal-messages: the thread list and the fan-out only (`rows`).
 */
async function benchPortalOnly(results, rows = Object.keys(PORTAL_ROWS)) {
  const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-data-'));
  try {
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATA_DIR: dataDir });
    const env = { DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = startApp(port, env);
    let cookie;
    try {
      await waitForOk(`${base}/api/health`, { proc: app });
      cookie = await signIn(base);
      Object.assign(results, await measurePortal(base, 'Pglite', rows));
      await benchFanOut(results, base, 'Pglite');
    } finally {
      await app.stop();
    }
    // The thread list alone runs at 10 connections: its ceiling then too, so the share compares alike.
    const threadsOnly = rows.length === 1 && rows[0] === 'threads';
    log(`ceiling route (Pglite${threadsOnly ? ', 10 connections' : ''})`);
    results.ceilingPglite = await measureCeiling(env, cookie, threadsOnly ? PORTAL_ROWS.threads.connections : CONNECTIONS);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The hospitality rows (issue 37, bench/lib/hospitality.mjs): a property of 50 units with this
 * month's calendar filled, then `GET /api/hospitality/calendar` for the month and
 * `POST /api/hospitality/reservations` (each request a new unit-night), as the firm's admin.
 */
async function benchHospitality(results, key, base, cookie) {
  log(`hospitality: a property of 50 units and its month of stays (${key})`);
  const prepared = await prepareHospitality(base, cookie);
  const load = { connections: HOSPITALITY_CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP };
  log(`GET /api/hospitality/calendar, a month of 50 units with ${prepared.stays} stays (${key})`);
  results[`calendarMonth${key}`] = { ...(await measure({ url: `${base}${prepared.calendarPath}`, headers: { cookie }, ...load })), stays: prepared.stays };
  log(`POST /api/hospitality/reservations, booking throughput (${key})`);
  results[`booking${key}`] = await measure(bookingSpec(base, cookie, prepared, load));
}

/** BENCH_ONLY=hospitality: the hospitality rows and the same engine's ceiling route on the same data and at the same concurrency, per engine. */
async function benchHospitalityOnly(results) {
  const on = async (key, env) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = startApp(port, env);
    let cookie;
    try {
      await waitForOk(`${base}/api/health`, { proc: app });
      cookie = await signIn(base);
      await benchHospitality(results, key, base, cookie);
    } finally {
      await app.stop();
    }
    log(`ceiling route at ${HOSPITALITY_CONNECTIONS} connections (${key})`);
    results[`ceiling${key}`] = await measureCeiling(env, cookie, HOSPITALITY_CONNECTIONS);
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-data-'));
  try {
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATA_DIR: dataDir });
    await on('Pglite', { DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const name = `vi_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATABASE_URL: url.toString() });
    await on('Postgres', { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/**
 * BENCH_ONLY=search: `GET /api/search?q=szerzodes` as the full run measures it, and the same
 * engine's ceiling route on the same data, per engine (issue 40.1: the search against its ceiling).
 */
async function benchSearchOnly(results) {
  const searchOn = async (key, env) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const app = startApp(port, env);
    let cookie;
    try {
      await waitForOk(`${base}/api/health`, { proc: app });
      cookie = await signIn(base);
      log(`/api/search (${key})`);
      results[`search${key}`] = await measure({ url: `${base}/api/search?q=${encodeURIComponent('szerzodes')}&limit=5`, headers: { cookie }, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP });
    } finally {
      await app.stop();
    }
    log(`ceiling route (${key})`);
    results[`ceiling${key}`] = await measureCeiling(env, cookie);
  };
  const dataDir = mkdtempSync(join(tmpdir(), 'vi-bench-data-'));
  try {
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATA_DIR: dataDir });
    await searchOn('Pglite', { DATA_DIR: dataDir, BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return;
  const name = `vi_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    sh(resolve('node_modules/.bin/tsx'), [...TSX_HOOK, 'bench/prepare-data.ts'], { BENCH_DATABASE_URL: url.toString() });
    await searchOn('Postgres', { DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: randomBytes(32).toString('base64url') });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function main() {
  ensureBuild();
  const results = {
    generatedAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), os: `${osType()} ${release()}`, node: process.version },
    settings: { connections: CONNECTIONS, signInConnections: SIGN_IN_CONNECTIONS, durationSeconds: DURATION, runs: RUNS, warmupSeconds: WARMUP, listRows: LIST_ROWS },
    listPostgres: null,
  };

  log('bare node:http');
  results.baseline = await measureBare((url) => ({ url, connections: CONNECTIONS, duration: DURATION, runs: RUNS, warmup: WARMUP }));

  if (process.env.BENCH_ONLY === 'search') {
    await benchSearchOnly(results);
    const summary = Object.fromEntries(
      ['searchPglite', 'ceilingPglite', 'searchPostgres', 'ceilingPostgres']
        .filter((k) => results[k])
        .map((k) => [k, { requestsPerSecond: results[k].requestsPerSecond, p50Ms: results[k].p50Ms, p99Ms: results[k].p99Ms, failed: results[k].failed }]),
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/bench-search-${results.generatedAt.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify({ baseline: results.baseline.requestsPerSecond, ...summary }, null, 2));
    return;
  }

  if (process.env.BENCH_ONLY === 'portal' || process.env.BENCH_ONLY === 'portal-messages') {
    await benchPortalOnly(results, process.env.BENCH_ONLY === 'portal' ? Object.keys(PORTAL_ROWS) : ['threads']);
    const summary = Object.fromEntries(
      [...Object.values(PORTAL_ROWS).map((row) => `${row.key}Pglite`), 'ceilingPglite']
        .filter((k) => results[k])
        .map((k) => [
          k,
          {
            requestsPerSecond: results[k].requestsPerSecond,
            p50Ms: results[k].p50Ms,
            p99Ms: results[k].p99Ms,
            failed: results[k].failed,
            ofCeilingPercent: Math.round((results[k].requestsPerSecond / results.ceilingPglite.requestsPerSecond) * 1000) / 10,
          },
        ]),
    );
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/bench-portal-${results.generatedAt.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify({ baseline: results.baseline.requestsPerSecond, ...summary, fanOut: results.portalFanOutPglite, fanOutBare: results.portalFanOutBare }, null, 2));
    return;
  }

  if (process.env.BENCH_ONLY === 'hospitality') {
    await benchHospitalityOnly(results);
    const keys = ['calendarMonthPglite', 'bookingPglite', 'ceilingPglite', 'calendarMonthPostgres', 'bookingPostgres', 'ceilingPostgres'].filter((k) => results[k]);
    const summary = Object.fromEntries(keys.map((k) => [k, { requestsPerSecond: results[k].requestsPerSecond, p50Ms: results[k].p50Ms, p99Ms: results[k].p99Ms, failed: results[k].failed }]));
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/bench-hospitality-${results.generatedAt.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify({ baseline: results.baseline.requestsPerSecond, ...summary }, null, 2));
    if (keys.some((k) => results[k].failed > 0 || results[k].runs.some((run) => run.total === 0))) {
      console.error('[bench] non-2xx answers, errors or a run without one answered request: those figures are not valid');
      process.exit(1);
    }
    return;
  }

  if (process.env.BENCH_ONLY === 'upload') {
    await benchUploadOnly(results);
    const keys = ['uploadPglite', 'uploadCeilingPglite'];
    const summary = Object.fromEntries(keys.map((k) => [k, { requestsPerSecond: results[k].requestsPerSecond, p50Ms: results[k].p50Ms, p99Ms: results[k].p99Ms, failed: results[k].failed }]));
    const ofCeilingPercent = Math.round((results.uploadPglite.requestsPerSecond / results.uploadCeilingPglite.requestsPerSecond) * 1000) / 10;
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(`bench/results/bench-upload-${results.generatedAt.replace(/[:.]/g, '-')}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify({ baseline: results.baseline.requestsPerSecond, ...summary, uploadOfCeilingPercent: ofCeilingPercent, extractionJobs: results.extractionJobs }, null, 2));
    if (keys.some((k) => results[k].failed > 0 || results[k].runs.some((run) => run.total === 0))) {
      console.error('[bench] non-2xx answers, errors or a run without one answered request: those figures are not valid');
      process.exit(1);
    }
    return;
  }

  if (process.env.BENCH_ONLY === 'postgres') {
    if (!process.env.DATABASE_URL) throw new Error('BENCH_ONLY=postgres needs DATABASE_URL');
    await benchPostgres(results, process.env.DATABASE_URL);
    mkdirSync('bench/results', { recursive: true });
    const stamp = results.generatedAt.replace(/[:.]/g, '-');
    writeFileSync(`bench/results/bench-postgres-${stamp}.json`, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    return;
  }

  log('document generation (DOCX and PDF, in process)');
  results.generation = benchGeneration();
  log('invoice issuing (draft, issue with NAV XML and XSD check, PDF; in process on PGlite)');
  results.issuing = benchIssuing();
  log('webhook deliveries to a local receiver (job runtime; bare HTTP POST loop as baseline; bench/webhooks.ts)');
  results.webhooks = tsxBench(['bench/webhooks.ts']);
  log('Web Push deliveries to a local push service (notify() through the job runtime; direct pushes as baseline; bench/mobile-push.ts)');
  results.mobilePush = tsxBench(['bench/mobile-push.ts']);
  log('automation runs through the job runtime (one action each; a bare job on the same runtime as baseline; bench/automations.ts)');
  results.automations = tsxBench(['bench/automations.ts']);
  log('AI gateway (fake provider on loopback, direct call as baseline)');
  results.aiGateway = benchAiGateway();
  log('AI alert evaluation per gateway request (in-process provider, with and without; bench/ai-alert-evaluation.ts)');
  results.aiAlerts = tsxBench(['bench/ai-alert-evaluation.ts', '--json'], { AI_ALERT_BENCH_N: '1000' });
  log('OCR: character error rate and seconds per page on generated Hungarian scans (bench/ocr.ts)');
  results.ocr = tsxBench(['bench/ocr.ts']);
  await benchPglite(results);
  if (process.env.DATABASE_URL) await benchPostgres(results, process.env.DATABASE_URL);
  else log('DATABASE_URL not set: the PostgreSQL list figure is skipped');
  results.js = routeJsSizes('dist/client');
  results.targets = targetsOf(results);

  mkdirSync('bench/results', { recursive: true });
  const stamp = results.generatedAt.replace(/[:.]/g, '-');
  const markdown = markdownReport(results);
  for (const name of [`bench-${stamp}`, 'latest']) {
    writeFileSync(`bench/results/${name}.json`, `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(`bench/results/${name}.md`, markdown);
  }
  console.log(`\n${markdown}`);
  log(`written: bench/results/bench-${stamp}.{json,md} and bench/results/latest.{json,md}`);

  const invalid = [
    'baseline',
    'health',
    'listPglite',
    'mattersPglite',
    'timeWeekPglite',
    'deadlinesPglite',
    'documentsPglite',
    'searchPglite',
    'storePglite',
    'portalPurchasesPglite',
    'portalSlotsPglite',
    'portalThreadsPglite',
    'uploadPglite',
    'calendarMonthPglite',
    'bookingPglite',
    'uploadFloor',
    'uploadCeilingPglite',
    'listPostgres',
    'mattersPostgres',
    'searchPostgres',
    'listPostgresTwoProcesses',
    'ceilingPglite',
    'ceilingPostgres',
    'signIn',
  ].filter((k) => results[k]?.failed > 0 || results[k]?.runs?.some((run) => run.total === 0));
  const lighthouseErrors = Object.entries(results.lighthouse ?? {}).filter(([, page]) => page?.error || page?.runtimeError);
  if (invalid.length > 0) console.error(`[bench] non-2xx answers, errors or a run without one answered request during: ${invalid.join(', ')} – those figures are not valid`);
  for (const [page, report] of lighthouseErrors) console.error(`[bench] Lighthouse on ${page} failed: ${report.error ?? report.runtimeError}`);
  if (results.pageWalk?.error) console.error(`[bench] the page walk failed: ${results.pageWalk.error}`);
  if (invalid.length > 0 || lighthouseErrors.length > 0 || results.pageWalk?.error) process.exit(1);
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error}`);
  process.exit(1);
});
