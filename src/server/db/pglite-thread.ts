// The embedded database on a thread of its own (decision 0470). PGlite runs PostgreSQL as
// WebAssembly, synchronously, on whichever thread calls it; on the event loop's thread every
// statement stopped request parsing, JSON and hashing for its whole run, so the process used one
// of the machine's cores. Here PGlite lives in a worker thread (pglite-thread-worker.ts) and this
// object stands in for it where the app uses it – drizzle's client (query, transaction), the
// one-call request transaction (pglite-request.ts), LISTEN – one message per statement, or per
// request transaction.
//
// A transaction keeps PGlite's transaction lock across its statements' round trips, as it keeps
// it across awaits on one thread: the hot paths use one-call transactions (one message).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { PgliteOpenOptions } from './pglite-options';
import { onlyRawTypes } from './pglite-raw-types';
import { rebuildError, type ThreadReply, type ThreadRequest } from './pglite-thread-protocol';
import type { HandWrittenStatement } from './tenant-scope';

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;
interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}
export interface ThreadTransaction {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

const fromSources = import.meta.url.endsWith('.ts');
/**
 * The thread's young generation (MiB). V8's default lets it grow to 16 MiB semi-spaces at start-up
 * and keep them; what the thread allocates (protocol buffers, rows on their way out) dies young.
 */
const YOUNG_GENERATION_MB = 8;

/** From the sources the worker registers tsx's loader itself (Node 20 does not pass loader hooks to workers). */
function sourceBootstrap(): string {
  const tsx = new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json'))).href;
  const entry = new URL('./pglite-thread-worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
}

export class PgliteThread {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  private readonly notifications = new Map<number, (payload: string) => void>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: ThreadReply) => {
      if ('notification' in message) {
        this.notifications.get(message.notification)?.(message.payload);
        return;
      }
      if ('ready' in message) return;
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.ok) waiting.resolve(message.value);
      else waiting.reject(rebuildError(message.error));
    });
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  /** Starts the thread and opens PGlite in it; rejects with the opening's error. */
  static start(options: PgliteOpenOptions): Promise<PgliteThread> {
    const worker = new Worker(fromSources ? sourceBootstrap() : new URL('./pglite-thread-worker.js', import.meta.url), {
      eval: fromSources,
      execArgv: [],
      workerData: options,
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    return new Promise((resolve, reject) => {
      const ended = (code: number) => reject(new Error(`the database thread ended before PGlite opened (exit code ${code})`));
      const opened = (message: ThreadReply) => {
        if (!('ready' in message)) return;
        worker.off('message', opened).off('error', reject).off('exit', ended);
        resolve(new PgliteThread(worker));
      };
      worker.on('message', opened).once('error', reject).once('exit', ended);
    });
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }

  private call<T>(request: Request): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryOn<T>(tx: number | undefined, text: string, params?: unknown[], options?: QueryOptions) {
    // drizzle's own parsers keep its date and time types as text; they are functions, so the
    // thread applies the same ones when told (anything else would be lost on the way: refused).
    const drizzle = options?.parsers !== undefined && onlyRawTypes(options.parsers as never);
    if (options?.parsers && !drizzle) throw new Error('the database thread takes no custom parsers');
    return this.call<{ rows: T[] }>({ op: 'query', text, params, rowMode: options?.rowMode, drizzle, tx });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions) {
    return this.queryOn<T>(undefined, text, params, options);
  }

  exec(text: string) {
    return this.call<unknown>({ op: 'exec', text });
  }

  /** PGlite's transaction: committed when `work` resolves, rolled back when it throws. */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = await this.call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const end = async (commit: boolean) => {
      closed = true;
      await this.call({ op: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: (text, params, options) => (open(), this.queryOn(id, text, params, options)),
      exec: (text) => (open(), this.call({ op: 'exec', text, tx: id })),
      rollback: () => (open(), end(false)),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** The one-call request transaction of pglite-request.ts, run on the thread. */
  request(tenantId: string, userId: string | null, statements: readonly HandWrittenStatement[]) {
    return this.call<Record<string, unknown>[][]>({ op: 'request', tenantId, userId, statements: statements.map(({ text, values }) => ({ text, values })) });
  }

  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listener = await this.call<number>({ op: 'listen', channel });
    this.notifications.set(listener, callback);
    return async () => {
      this.notifications.delete(listener);
      await this.call({ op: 'unlisten', listener });
    };
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.call({ op: 'close' });
    this.failure = new Error('PGlite is closed');
    await this.worker.terminate();
  }
}
