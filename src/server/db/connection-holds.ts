// Which asynchronous work holds a pooled PostgreSQL connection (decision 0452). Work that asks the
// pool for a second connection while it holds one can deadlock the pool: with every connection
// held by such work, each waits for another that none gives back, and node-postgres waits without
// a time limit. The pool's size can only follow the machine's cores (a small pool keeps the tail
// latency down when the database shares them) once no path does that, so the pool reports it. The
// check is on where a pool is opened with a reporter (the tests; DATABASE_POOL_CHECK in the app):
// an AsyncLocalStorage puts a hook on every promise of the process, a cost the app does not pay
// unless asked.
import { AsyncLocalStorage } from 'node:async_hooks';

interface Hold {
  held: boolean;
}

let holds: AsyncLocalStorage<Hold> | null = null;

/** Turns the check on for the process (idempotent). */
export function trackConnectionHolds(): void {
  holds ??= new AsyncLocalStorage<Hold>();
}

/**
 * Runs `work` as the holder of a pooled connection the caller has checked out: a pool checkout
 * from within it (or from anything it starts, while it runs) is a nested acquire.
 */
export async function holdingConnection<T>(work: () => Promise<T>): Promise<T> {
  if (!holds) return work();
  const hold: Hold = { held: true };
  try {
    return await holds.run(hold, work);
  } finally {
    // Work it started and left running (a fire-and-forget task) no longer counts as holding.
    hold.held = false;
  }
}

/** Whether the calling work holds a pooled connection (see holdingConnection). */
export const holdsConnection = (): boolean => holds?.getStore()?.held === true;

/** Raised (tests) or logged (the app) when work holding a connection asks the pool for another. */
export class NestedAcquireError extends Error {
  constructor() {
    super('a pooled connection was asked for while the same work holds one (it can deadlock the pool; use the transaction or scope at hand)');
    this.name = 'NestedAcquireError';
  }
}
