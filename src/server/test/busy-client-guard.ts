// The PostgreSQL test runs collect every statement issued on a busy pg client (decision 0509,
// db/busy-client-check.ts); setup.ts fails the test during which one was, the reliability
// harness the database it happened on.
import { checkBusyClients, type BusyClientError } from '../db/busy-client-check';

// On globalThis: one list for the worker, however many times a setup file imports this.
const KEY = Symbol.for('vi.busyClientOverlaps');
const overlaps: BusyClientError[] = ((globalThis as Record<symbol, BusyClientError[]>)[KEY] ??= []);
const collect = (error: BusyClientError) => void overlaps.push(error);

/** Collects, from now on, each query issued on a busy client outside pipeline mode. */
export function installBusyClientGuard(): void {
  checkBusyClients(collect);
}

/** The overlaps collected since the last call (and forgets them). */
export function takeBusyClientOverlaps(): BusyClientError[] {
  return overlaps.splice(0);
}
