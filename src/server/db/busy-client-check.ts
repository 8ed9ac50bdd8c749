// A node-postgres client runs one statement at a time. A second query() while one is still in
// flight is queued by pg 8 only as a deprecated courtesy (pg 9 refuses it), and inside a plain
// transaction it hides a Promise.all that was meant to run in parallel (decision 0509). This check
// reports every such overlap – except in pipeline mode, which tenant-scope.ts uses on purpose. It
// is on where asked: the PostgreSQL test runs (test/busy-client-guard.ts) and the app with
// DATABASE_POOL_CHECK (open-configured.ts), beside the pool's nested-checkout report (0452).
import pg from 'pg';

export class BusyClientError extends Error {
  constructor(text: string) {
    super(`query issued on a pg client that is still running another (await it, or use a pool/pipeline): ${text.slice(0, 200)}`);
    this.name = 'BusyClientError';
  }
}

export type BusyClientReporter = (error: BusyClientError) => void;

interface ClientInternals {
  query(...args: unknown[]): unknown;
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

// On globalThis: test files of a worker share one module graph, but their setup file runs again
// for each of them; pg must be wrapped once, and a reporter added twice must report once.
const KEY = Symbol.for('vi.busyClientCheck');
interface CheckState {
  reporters: Set<BusyClientReporter>;
  original: ClientInternals['query'] | null;
}
const state: CheckState = ((globalThis as Record<symbol, CheckState>)[KEY] ??= { reporters: new Set(), original: null });

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(config);
}

/**
 * From now on, hands `report` each query issued on a busy client outside pipeline mode (a reporter
 * added twice reports once). Returns what takes the reporter away again.
 */
export function checkBusyClients(report: BusyClientReporter): () => void {
  state.reporters.add(report);
  const remove = () => void state.reporters.delete(report);
  if (state.original) return remove;
  const proto = pg.Client.prototype as unknown as ClientInternals;
  const query = proto.query;
  state.original = query;
  proto.query = function checkedQuery(this: ClientInternals, ...args: unknown[]) {
    const busy = this._activeQuery != null || (this._queryQueue?.length ?? 0) > 0;
    if (busy && !this.pipeline && state.reporters.size > 0) {
      const error = new BusyClientError(statementText(args[0]));
      for (const reporter of state.reporters) reporter(error);
    }
    return query.apply(this, args);
  };
  return remove;
}
