// An NTAK sending worker in a process of its own, for ntak-kill.test.ts: the job runtime with the
// real `hospitality.ntak-firm` handler (registerNtakJobs; its lease shortened so a killed worker's
// job ends quickly), sending to the test's NTAK double. Reports on stdout, one JSON line per event.
// With --exit-when-done it stops gracefully once no NTAK job is left queued or running.
import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { openDatabase } from '@server/db/client';
import { jobs } from '@server/db/schema';
import type { JobDefinition } from '@server/jobs/definition';
import { JobRuntime } from '@server/jobs/runtime';
import { ntakFirmJob, registerNtakJobs } from '@server/modules/hospitality/ntak/ntak.jobs';
import { ntakTestCertificates } from '@server/modules/hospitality/ntak/testing/fake-ntak-server';

const [target = '', serverSecret = '', ntakUrl = '', ...flags] = process.argv.slice(2);
const say = (event: object) => process.stdout.write(`${JSON.stringify(event)}\n`);

const database = target.startsWith('postgres') ? await openDatabase({ driver: 'postgres', url: target, poolMax: 3 }) : await openDatabase({ driver: 'pglite', dataDir: target });
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

if (flags.includes('--exit-when-done')) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const open = await database.db.$count(jobs, and(inArray(jobs.state, ['queued', 'running']), eq(jobs.name, ntakFirmJob.name)));
    if (open === 0) break;
  }
  await runtime.stop();
  await database.close();
  say({ event: 'exited' });
  process.exit(0);
}
