// What the kill -9 tests' worker processes share (job-kill-worker.ts, webhook-kill-worker.ts,
// ntak-kill-worker.ts): their events on stdout, their database, and the graceful exit once the
// test's jobs are done. kill-harness.ts is the test's side.
import { and, eq, inArray } from 'drizzle-orm';
import { checkBusyClients } from '@server/db/busy-client-check';
import { openDatabase, type DatabaseHandle } from '@server/db/client';
import { jobs } from '@server/db/schema';
import type { JobRuntime } from '@server/jobs/runtime';

/** One JSON line on stdout: an event the test waits for (kill-harness.ts, startWorker). */
export const say = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

/**
 * The database the test prepared: a PGlite data folder or a PostgreSQL URL. On PostgreSQL two
 * checks are on, each an event the test fails on (kill-harness.ts, poolMisuse): the pool's
 * nesting check (decision 0452) – work holding a connection that asks for another, `nested-acquire`
 * – and the busy-client check (decision 0509) – a statement issued on a client still running one,
 * `busy-client`.
 */
export function openWorkerDatabase(target: string): Promise<DatabaseHandle> {
  if (!target.startsWith('postgres')) return openDatabase({ driver: 'pglite', dataDir: target });
  checkBusyClients((error) => say({ event: 'busy-client', stack: error.stack ?? error.message }));
  return openDatabase({ driver: 'postgres', url: target, poolMax: 3, onNestedAcquire: (error) => say({ event: 'nested-acquire', stack: error.stack ?? error.message }) });
}

/**
 * --exit-when-done: once no job named `jobName` is queued or running, stops the runtime and then
 * the database, says `exited` and ends the process with 0.
 */
export async function exitWhenDone(database: DatabaseHandle, runtime: JobRuntime, jobName: string): Promise<never> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const open = await database.db.$count(jobs, and(inArray(jobs.state, ['queued', 'running']), eq(jobs.name, jobName)));
    if (open === 0) break;
  }
  await runtime.stop();
  await database.close();
  say({ event: 'exited' });
  process.exit(0);
}
