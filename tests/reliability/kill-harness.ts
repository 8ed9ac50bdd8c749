// What the kill -9 tests share: a worker script started in a process of its own (its JSON event
// lines collected, `waitFor` an event, the nested pool checkouts it reported), and a database the
// test prepares and then lets go of, so the workers can open it – a PGlite data folder (one
// process at a time) or a PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { adminQuery, postgresServerUrl } from './harness';

export interface WorkerEvent {
  event: string;
  [key: string]: unknown;
}

export interface Worker {
  child: ChildProcess;
  events: WorkerEvent[];
  /** The first `event` the worker said; rejects on a timeout or when the worker exits without it. */
  waitFor(event: string, timeoutMs?: number): Promise<WorkerEvent>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A worker script (kill-worker-support.ts) in a process of its own, its event lines collected. */
export function startWorker(script: string, args: string[]): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/import-glob/register.mjs', script, ...args], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  const events: WorkerEvent[] = [];
  const waiting: Array<{ event: string; resolve: (e: WorkerEvent) => void }> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let parsed: WorkerEvent;
    try {
      parsed = JSON.parse(line) as WorkerEvent;
    } catch {
      return; // not an event line
    }
    events.push(parsed);
    for (const w of waiting.filter((x) => x.event === parsed.event)) w.resolve(parsed);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    events,
    exited,
    waitFor: (event, timeoutMs = 60_000) => {
      const seen = events.find((e) => e.event === event);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker ${child.pid}: no "${event}" within ${timeoutMs} ms; stderr:\n${stderr}`)), timeoutMs);
        waiting.push({ event, resolve: (e) => (clearTimeout(timer), resolve(e)) });
        void exited.then(({ code, signal }) => {
          if (!events.some((e) => e.event === event)) reject(new Error(`worker ${child.pid} exited (${code ?? signal}) before "${event}"; stderr:\n${stderr}`));
        });
      });
    },
  };
}

/**
 * The nested pool checkouts and the statements on a busy client the workers reported (PostgreSQL
 * only; kill-worker-support.ts), each with its event's name: a test expects none.
 */
export const poolMisuse = (...workers: Worker[]): unknown[] => workers.flatMap((w) => w.events.filter((e) => e.event === 'nested-acquire' || e.event === 'busy-client').map((e) => `${e.event}: ${String(e.stack)}`));

/**
 * A fresh database of `driver`, prepared (migrated first) by `prepare`, then closed: its `target` (a
 * data folder or a URL) for the workers, `reopen` for the test's checks; `cleanup` gets its removal.
 */
export async function preparedTarget<T>(driver: 'pglite' | 'postgres', label: string, prepare: (handle: DatabaseHandle) => Promise<T>, cleanup: Array<() => Promise<unknown>>) {
  let target: string;
  if (driver === 'pglite') {
    target = await mkdtemp(join(tmpdir(), `vi-${label}-`));
    const dir = target;
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
  } else {
    const name = `vi_${label.replace(/-/g, '_')}_${process.pid}_${randomUUID().slice(0, 8)}`;
    await adminQuery(`create database ${name}`);
    cleanup.push(() => adminQuery(`drop database if exists ${name} with (force)`));
    const url = new URL(postgresServerUrl);
    url.pathname = `/${name}`;
    target = url.toString();
  }
  const reopen = () => (driver === 'pglite' ? openDatabase({ driver: 'pglite', dataDir: target }) : openDatabase({ driver: 'postgres', url: target, poolMax: 2 }));
  const handle = await reopen();
  const prepared = await prepare(handle);
  // One process per PGlite data folder: the test lets go of it while the workers run.
  await handle.close();
  return { target, reopen, prepared };
}
