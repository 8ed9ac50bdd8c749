// PGlite runs Postgres on Node's main thread: each call into the backend is synchronous work
// (milliseconds for a list page). PGlite queues queries behind a mutex whose hand-over is a
// promise continuation, so under load one query after another ran inside a single turn of the
// event loop – and libuv accepts one waiting connection per turn: with 100 connections opened at
// once, some waited seconds before their first request was even read (issue 20, decision 0276).
// Here every exclusive section – each query, exec or request transaction – starts on its own
// turn, so sockets are polled and connections accepted between any two of them.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

interface ExclusiveQueries {
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
}

/** Makes each of the client's exclusive sections wait for a turn of the event loop first. */
export function oneCallPerTurn(client: PGlite): PGlite {
  const internals = client as unknown as ExclusiveQueries;
  const runExclusive = internals._runExclusiveQuery.bind(client);
  internals._runExclusiveQuery = <T>(fn: () => Promise<T>) =>
    runExclusive(async () => {
      await nextTurn();
      return fn();
    });
  return client;
}
