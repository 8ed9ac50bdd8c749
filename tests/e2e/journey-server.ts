// The production server the journeys talk to, one per Playwright worker (fixtures.ts), each on its
// own port and its own database copied from a template that global-setup.ts migrated and seeded
// once: the embedded PGlite data folder copied on disk, or on PostgreSQL (E2E_DATABASE_URL) a
// CREATE DATABASE … TEMPLATE. A copy boots without initdb, migrations to apply or argon2 hashing
// of the demo passwords, and nothing one journey writes is seen by another (decision 0103).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isAlive } from '../../src/server/db/data-dir-lock';
import { adminQuery } from '../../src/server/test/pg-admin';

export const OUTPUT_DIR = 'tests/e2e/.output';
const SERVER_ENTRY = 'dist/server/server.js';
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/** Where the template lives; global-setup.ts hands it to the workers through the environment. */
export interface JourneyTemplate {
  /** PostgreSQL server URL (any database on it) when the journeys run on PostgreSQL. */
  postgresUrl?: string;
  /** The template: a PGlite data folder, or a database name on the PostgreSQL server. */
  name: string;
  /** vi_e2e_<E2E_RUN_ID or the runner's PID>: the start of every data folder, database and log of the run. */
  prefix: string;
}

const TEMPLATE_ENV = 'VI_E2E_TEMPLATE';

export function publishTemplate(template: JourneyTemplate) {
  process.env[TEMPLATE_ENV] = JSON.stringify(template);
}

export function publishedTemplate(): JourneyTemplate {
  const raw = process.env[TEMPLATE_ENV];
  if (!raw) throw new Error('No journey database template: run the journeys through playwright.config.ts (its globalSetup builds it).');
  return JSON.parse(raw) as JourneyTemplate;
}

/** The environment every journey server runs with (the former single webServer's). */
function serverEnv(port: number, database: { dataDir: string } | { databaseUrl: string }): NodeJS.ProcessEnv {
  const appUrl = `http://localhost:${port}`;
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    ...('dataDir' in database
      ? { DATA_DIR: database.dataDir, DATABASE_URL: '' }
      : // On PostgreSQL the pool reports work that asks for a second connection while it holds one
        // (decision 0452), and a statement issued on a busy pg client (0509); JourneyServer.stop
        // fails the run on such a report in the log.
        { DATABASE_URL: database.databaseUrl, SEED_DEMO: 'always', BETTER_AUTH_SECRET: 'e2e-only-secret-e2e-only-secret-0123456', DATABASE_POOL_CHECK: 'true' }),
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
    // The AI journeys' fake providers listen on this machine: the operator's approval lets the
    // firm's provider address reach loopback (issue 34.5, decision 0308); every other private
    // range stays refused.
    AI_PROVIDER_APPROVED_HOSTS: '127.0.0.1',
    // The integrations journey's webhook receiver listens here too (decision 0427).
    WEBHOOK_APPROVED_HOSTS: '127.0.0.1',
    // The hospitality journey reports to the NTAK test double the server starts on loopback
    // (decision 0346); the journey sends from the NTAK page's buttons, so the background sweep is
    // off and the page's message list is what the journey's clicks made it.
    NTAK_TEST_SERVICE: 'embedded',
    NTAK_SWEEP_INTERVAL_MS: '0',
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/api/health`);
    return true;
  } catch {
    return false;
  }
}

/**
 * A worker that replaces a failed one reuses its port; the readiness check must not take the old
 * server (still shutting down) or anything else listening there for the new one.
 */
async function waitUntilPortIsFree(port: number) {
  const deadline = Date.now() + STOP_TIMEOUT_MS * 2;
  while (await answers(port)) {
    if (Date.now() > deadline) throw new Error(`Port ${port} is taken by another process: choose other ports with E2E_PORT.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A running `node dist/server/server.js`, its output kept in a log file for when it fails. */
class ServerProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly logFile: string,
  ) {}

  static async start(port: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ServerProcess> {
    await mkdir(OUTPUT_DIR, { recursive: true });
    await waitUntilPortIsFree(port);
    const log = openSync(logFile, 'w');
    const child = spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', log, log] });
    closeSync(log);
    // A worker that exits without its fixture teardown (interrupted run) must not leave the server holding the port.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    const server = new ServerProcess(child, logFile);
    await server.waitUntilReady(port);
    return server;
  }

  private async waitUntilReady(port: number) {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    const exited = once(this.child, 'exit');
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) break;
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await Promise.race([new Promise((r) => setTimeout(r, 100)), exited]);
    }
    await this.stop();
    const log = await readFile(this.logFile, 'utf8').catch(() => '');
    throw new Error(`The journey server on port ${port} did not become ready (log ${this.logFile}):\n${log.slice(-2000)}`);
  }

  async stop() {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = once(this.child, 'exit');
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  }
}

/** Data folders and logs of earlier runs (named by their runner's PID) whose runner is gone: an interrupted run's. */
export async function removeLeftovers() {
  const entries = await readdir(OUTPUT_DIR).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(/^vi_e2e_(\d+)[_-]/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) await rm(`${OUTPUT_DIR}/${entry}`, { recursive: true, force: true });
  }
}

/** Builds the template once: the real server migrates and seeds it on its first start, then stops. */
export async function buildTemplate(port: number, postgresUrl: string | undefined): Promise<{ template: JourneyTemplate; remove: () => Promise<void> }> {
  const runId = process.env.E2E_RUN_ID || String(process.pid);
  if (!/^[a-z0-9_]+$/.test(runId)) throw new Error('E2E_RUN_ID may hold only a-z, 0-9 and _ (it names databases).');
  const id = `vi_e2e_${runId}`;
  if (postgresUrl) {
    const name = `${id}_template`;
    await adminQuery(postgresUrl, `create database ${name}`);
    const remove = () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
    try {
      const server = await ServerProcess.start(port, serverEnv(port, { databaseUrl: databaseUrl(postgresUrl, name) }), `${OUTPUT_DIR}/${id}-template.log`);
      await server.stop();
    } catch (error) {
      await remove();
      throw error;
    }
    return { template: { postgresUrl, name, prefix: id }, remove };
  }
  const dataDir = resolve(OUTPUT_DIR, `${id}-template`);
  await rm(dataDir, { recursive: true, force: true });
  const remove = () => rm(dataDir, { recursive: true, force: true });
  try {
    const server = await ServerProcess.start(port, serverEnv(port, { dataDir }), `${OUTPUT_DIR}/${id}-template.log`);
    await server.stop();
  } catch (error) {
    await remove();
    throw error;
  }
  return { template: { name: dataDir, prefix: id }, remove };
}

/**
 * One worker's server. `serve(file)` keeps it for the spec file it was started for; for another
 * file it stops it, throws its database away and starts again on a new copy of the template, at
 * the same port (so the same base URL).
 */
export class JourneyServer {
  private server: ServerProcess | null = null;
  private database: { remove: () => Promise<void> } | null = null;
  private servedFile: string | null = null;
  private copies = 0;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly template: JourneyTemplate,
    private readonly label: string,
  ) {
    this.url = `http://localhost:${port}`;
  }

  async serve(file: string) {
    if (this.server && this.servedFile === file) return;
    await this.fresh();
    this.servedFile = file;
  }

  private async fresh() {
    await this.stop();
    const name = `${this.label}_${++this.copies}`;
    const logFile = `${OUTPUT_DIR}/${name}.log`;
    const { postgresUrl } = this.template;
    if (postgresUrl) {
      await adminQuery(postgresUrl, `create database ${name} template ${this.template.name}`);
      this.database = { remove: () => adminQuery(postgresUrl, `drop database if exists ${name} with (force)`) };
      this.server = await ServerProcess.start(this.port, serverEnv(this.port, { databaseUrl: databaseUrl(postgresUrl, name) }), logFile);
    } else {
      const dataDir = resolve(OUTPUT_DIR, name);
      await rm(dataDir, { recursive: true, force: true });
      await cp(this.template.name, dataDir, { recursive: true, filter: (source) => !source.endsWith('/.lock') });
      this.database = { remove: () => rm(dataDir, { recursive: true, force: true }) };
      this.server = await ServerProcess.start(this.port, serverEnv(this.port, { dataDir }), logFile);
    }
  }

  async stop() {
    const stopped = this.server;
    await stopped?.stop();
    this.server = null;
    await this.database?.remove();
    this.database = null;
    if (stopped && this.template.postgresUrl) await failOnCheckReports(stopped.logFile, this.servedFile);
  }
}

/** The reports of DATABASE_POOL_CHECK in a server's log: the pool's (src/server/db/connection-holds.ts) and the pg client's (db/busy-client-check.ts). */
const CHECK_REPORTS = [
  { name: 'NestedAcquireError', what: 'asked the pool for a second connection while holding one (decision 0452' },
  { name: 'BusyClientError', what: 'issued a statement on a pg client still running another (decision 0509' },
];

/** Fails the journeys when the server of `servedFile` reported a nested pool checkout or a busy client. */
async function failOnCheckReports(logFile: string, servedFile: string | null) {
  const log = await readFile(logFile, 'utf8').catch(() => '');
  for (const report of CHECK_REPORTS) {
    const at = log.indexOf(report.name);
    if (at !== -1) throw new Error(`The server of ${servedFile ?? 'a journey'} ${report.what}; log ${logFile}):\n${log.slice(Math.max(0, at - 200), at + 1500)}`);
  }
}
