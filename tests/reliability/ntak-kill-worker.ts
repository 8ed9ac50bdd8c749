// An NTAK sending worker in a process of its own, for ntak-kill.test.ts: the job runtime with the
// real `hospitality.ntak-firm` handler (registerNtakJobs; its lease shortened so a killed worker's
// job ends quickly), sending to the test's NTAK double. Reports on stdout, one JSON line per event (kill-worker-support.ts).
// With --exit-when-done it stops gracefully once no NTAK job is left queued or running.
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '@server/jobs/definition';
import { JobRuntime } from '@server/jobs/runtime';
import { ntakFirmJob, registerNtakJobs } from '@server/modules/hospitality/ntak/ntak.jobs';
import { ntakTestCertificates } from '@server/modules/hospitality/ntak/testing/fake-ntak-server';
import { exitWhenDone, openWorkerDatabase, say } from './kill-worker-support';

const [target = '', serverSecret = '', ntakUrl = '', ...flags] = process.argv.slice(2);

const database = await openWorkerDatabase(target);
const runtime = new JobRuntime({ db: database.db, workerId: `pid-${process.pid}`, concurrency: 1, pollIntervalMs: 50 });
// registerNtakJobs needs only the runtime and the server secret of the app; the recurring sweep slots
// are left out (the test queues the firm's job of each slot itself).
const jobsShim = {
  recurring: () => undefined,
  handle: (definition: JobDefinition<unknown>, handler: Parameters<JobRuntime['handle']>[1]) =>
    runtime.handle({ ...definition, leaseMs: 1_500 }, async (ctx, payload) => {
      say({ event: 'attempt', job: ctx.job.id, name: definition.name });
      await handler(ctx, payload);
      say({ event: 'done', job: ctx.job.id });
    }),
};
registerNtakJobs({ jobs: jobsShim, env: { BETTER_AUTH_SECRET: serverSecret, NTAK_SWEEP_INTERVAL_MS: 0 } } as unknown as FastifyInstance, () => ({
  test: ntakUrl,
  live: null,
  ca: ntakTestCertificates.ca(),
  timeoutMs: 60_000,
}));
runtime.start();
say({ event: 'ready', pid: process.pid });

if (flags.includes('--exit-when-done')) await exitWhenDone(database, runtime, ntakFirmJob.name);
