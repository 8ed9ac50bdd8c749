// Untrusted-file work off the event loop (issue 34 point 2, decision 0303): DOCX parsing
// (mammoth, PizZip, docxtemplater), generated documents and the version diff run in worker
// threads with a heap limit (`resourceLimits`) and a timeout, so one hostile file can use up at
// most its worker – never the event loop every other request and firm shares. A worker that
// runs out of time or memory is terminated (its memory goes back) and the task fails with
// IsolatedTaskError; an idle worker ends after a few seconds.
//
// The worker is isolated-worker.ts: run from the sources (tests, `npm run dev`) through tsx's
// loader, from the bundle as dist/server/isolated-worker.js (scripts/build-server.mjs).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { IsolatedTaskName, IsolatedTasks } from './tasks';

export interface IsolationLimits {
  /** Longest a task may run once a worker has it. */
  timeoutMs: number;
  /** Old-generation heap of a worker (MB). */
  heapMb: number;
  /** Workers running at once; further tasks wait their turn. */
  workers: number;
  /** Tasks waiting at most; more are refused at once (busy). */
  queue: number;
}

export const defaultIsolationLimits: IsolationLimits = { timeoutMs: 20_000, heapMb: 384, workers: 2, queue: 50 };
let limits: IsolationLimits = { ...defaultIsolationLimits };

/** Changes the limits (tests; a deployment keeps the defaults). Running workers keep theirs until they end. */
export function setIsolationLimits(next: Partial<IsolationLimits>): void {
  limits = { ...limits, ...next };
}

export type IsolationFailure = 'timeout' | 'memory' | 'crashed' | 'busy';

/** The task could not finish within its worker's limits. */
export class IsolatedTaskError extends Error {
  constructor(
    readonly reason: IsolationFailure,
    cause?: unknown,
  ) {
    super(`isolated task failed: ${reason}${cause instanceof Error ? ` (${cause.message})` : ''}`, { cause });
    this.name = 'IsolatedTaskError';
  }
}

/** An error thrown by the task itself, as the worker reported it (name, message and the fields it carried). */
export class IsolatedTaskThrew extends Error {
  constructor(
    readonly errorName: string,
    message: string,
    readonly kind?: unknown,
    readonly problems?: unknown,
  ) {
    super(message);
    this.name = 'IsolatedTaskThrew';
  }
}

const IDLE_MS = 5_000;
/** A worker that has not loaded its tasks by then is ended (its task fails as a timeout). */
const STARTUP_MS = 120_000;
const fromSources = import.meta.url.endsWith('.ts');

interface Pending {
  task: IsolatedTaskName;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  /** The worker has loaded its tasks (it says so once): a task's time starts then, not while it starts up. */
  ready: boolean;
  busy: Pending | null;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
  id: number;
}

/** From the sources the worker registers tsx's loader itself (Node 20 does not pass loader hooks to workers). */
function sourceBootstrap(): string {
  // tsx's ESM entry (its package exports `./esm/api` → this file for `import`).
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href;
  // And the `import.meta.glob` hook (decision 0447): the parsers' code reaches the error catalogue, which finds its parts by folder.
  const globHook = new URL('../../../../scripts/import-glob/register.mjs', import.meta.url).href;
  const entry = new URL('./isolated-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(globHook)}); }).then(() => import(${JSON.stringify(entry)}));`;
}

const slots = new Set<Slot>();
const waiting: Pending[] = [];
let nextId = 1;

function startWorker(): Slot {
  const worker = new Worker(fromSources ? sourceBootstrap() : new URL('./isolated-worker.js', import.meta.url), {
    eval: fromSources,
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  });
  const slot: Slot = { worker, ready: false, busy: null, id: 0 };
  // Loading the parsers (and, from the sources, compiling them) took seconds on a loaded machine and
  // was counted against the first task's time: a generated document then failed as "too slow".
  slot.timer = setTimeout(() => end(slot, new IsolatedTaskError('timeout')), STARTUP_MS).unref();
  worker.on('message', (message: { ready?: true; id: number; ok: boolean; value?: unknown; error?: { name: string; message: string; kind?: unknown; problems?: unknown } }) => {
    if (message.ready) {
      slot.ready = true;
      clearTimeout(slot.timer);
      if (slot.busy) startClock(slot);
      return;
    }
    const pending = slot.busy;
    if (!pending || message.id !== slot.id) return;
    clearTimeout(slot.timer);
    slot.busy = null;
    if (message.ok) pending.resolve(message.value);
    else pending.reject(new IsolatedTaskThrew(message.error!.name, message.error!.message, message.error!.kind, message.error!.problems));
    dispatch();
  });
  worker.on('error', (error: NodeJS.ErrnoException) => end(slot, new IsolatedTaskError(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed', error)));
  worker.on('exit', () => end(slot, new IsolatedTaskError('crashed')));
  slots.add(slot);
  return slot;
}

/** Drops a worker; the task it had fails with `error`. */
function end(slot: Slot, error: IsolatedTaskError): void {
  if (!slots.delete(slot)) return;
  clearTimeout(slot.timer);
  clearTimeout(slot.idle);
  const pending = slot.busy;
  slot.busy = null;
  void slot.worker.terminate();
  pending?.reject(error);
  dispatch();
}

function dispatch(): void {
  for (const slot of slots) {
    if (slot.busy) continue;
    const next = waiting.shift();
    if (!next) {
      // An idle worker does not keep the process alive; a busy one does (a CLI awaiting it).
      slot.worker.unref();
      clearTimeout(slot.idle);
      slot.idle = setTimeout(() => end(slot, new IsolatedTaskError('crashed')), IDLE_MS).unref();
      continue;
    }
    run(slot, next);
  }
  while (waiting.length > 0 && slots.size < limits.workers) run(startWorker(), waiting.shift()!);
}

function run(slot: Slot, pending: Pending): void {
  clearTimeout(slot.idle);
  slot.worker.ref();
  slot.busy = pending;
  slot.id = nextId++;
  if (slot.ready) startClock(slot);
  slot.worker.postMessage({ id: slot.id, task: pending.task, args: pending.args });
}

/** The task's time limit, from the moment a loaded worker has it. */
function startClock(slot: Slot): void {
  clearTimeout(slot.timer);
  slot.timer = setTimeout(() => end(slot, new IsolatedTaskError('timeout')), limits.timeoutMs).unref();
}

/** Runs a task of tasks.ts in a worker thread and returns its (structured-cloned) value. */
export function runIsolated<K extends IsolatedTaskName>(task: K, ...args: Parameters<IsolatedTasks[K]>): Promise<Awaited<ReturnType<IsolatedTasks[K]>>> {
  if (waiting.length >= limits.queue) return Promise.reject(new IsolatedTaskError('busy'));
  return new Promise((resolve, reject) => {
    waiting.push({ task, args, resolve: resolve as (value: unknown) => void, reject });
    dispatch();
  });
}

/** Ends every worker (server close, tests). */
export async function stopIsolatedWorkers(): Promise<void> {
  for (const slot of [...slots]) end(slot, new IsolatedTaskError('crashed'));
}
