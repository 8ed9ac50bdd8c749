// A node-postgres client runs one statement at a time. A second query() while one is still in
// flight is queued by pg 8 only as a deprecated courtesy (pg 9 refuses it), and inside a plain
// transaction it hides a Promise.all that was meant to run in parallel (decision 0509). In the
// PostgreSQL runs this guard records every such overlap – except in pipeline mode, which
// tenant-scope.ts uses on purpose – and setup.ts fails the test during which it happened.
import pg from 'pg';

export class BusyClientError extends Error {
  constructor(text: string) {
    super(`query issued on a pg client that is still running another (await it, or use a pool/pipeline): ${text.slice(0, 200)}`);
    this.name = 'BusyClientError';
  }
}

interface ClientInternals {
  query(...args: unknown[]): unknown;
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
  pipeline?: boolean;
}

// On globalThis: the files of a worker share one module graph, but a
// setup file runs again for each of them; the guard must wrap pg once and record into one list.
const GUARD = Symbol.for('vi.busyClientGuard');
interface GuardState {
  overlaps: BusyClientError[];
  original: ClientInternals['query'] | null;
}
const state: GuardState = ((globalThis as Record<symbol, GuardState>)[GUARD] ??= { overlaps: [], original: null });

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : String(config);
}

/** Records, from now on, each query issued on a busy client outside pipeline mode. */
export function installBusyClientGuard(): void {
  if (state.original) return;
  const proto = pg.Client.prototype as unknown as ClientInternals;
  const query = proto.query;
  state.original = query;
  proto.query = function guardedQuery(this: ClientInternals, ...args: unknown[]) {
    const busy = this._activeQuery != null || (this._queryQueue?.length ?? 0) > 0;
    if (busy && !this.pipeline) state.overlaps.push(new BusyClientError(statementText(args[0])));
    return query.apply(this, args);
  };
}

export function uninstallBusyClientGuard(): void {
  if (!state.original) return;
  (pg.Client.prototype as unknown as ClientInternals).query = state.original;
  state.original = null;
}

/** The overlaps recorded since the last call (and forgets them). */
export function takeBusyClientOverlaps(): BusyClientError[] {
  return state.overlaps.splice(0);
}
