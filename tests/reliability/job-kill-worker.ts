// A job worker in a process of its own, for job-kill.test.ts: it opens the database (a PGlite data
// folder or a PostgreSQL URL), runs the job runtime with the test's job and reports on stdout (one
// JSON line per event). The job's first attempt waits to be killed; any later attempt writes its
// effect in the job's last transaction. With --exit-when-done it stops gracefully (worker, then
// database) once no job of the test is left queued or running.
import { sql } from 'drizzle-orm';
import { JobRuntime } from '@server/jobs/runtime';
import { killTestJob } from './job-kill-job';
import { exitWhenDone, openWorkerDatabase, say } from './kill-worker-support';

const [target = '', ...flags] = process.argv.slice(2);

const database = await openWorkerDatabase(target);
const runtime = new JobRuntime({ db: database.db, workerId: `pid-${process.pid}`, concurrency: 1, pollIntervalMs: 50 });
runtime.handle(killTestJob, async (ctx, payload) => {
  // Work before the last transaction (a step another attempt will do again), then the report.
  await ctx.inTenant((tx) => tx.execute(sql`insert into job_kill_steps (job_id, attempt) values (${ctx.job.id}, ${ctx.job.attempt})`));
  say({ event: 'started', job: ctx.job.id, attempt: ctx.job.attempt });
  if (ctx.job.attempt === 1) await new Promise((resolve) => setTimeout(resolve, 120_000)); // killed here
  await ctx.commit((tx) => tx.execute(sql`insert into job_kill_effects (job_id, label, attempt) values (${ctx.job.id}, ${payload.label}, ${ctx.job.attempt})`));
  say({ event: 'committed', job: ctx.job.id, attempt: ctx.job.attempt });
});
runtime.start();
say({ event: 'ready', pid: process.pid });

if (flags.includes('--exit-when-done')) await exitWhenDone(database, runtime, killTestJob.name);
