// kill -9 during a job (issue 33's "done when"): a worker process is killed while it runs a firm's
// job; a new process started afterwards takes the job over once its lease has ended and runs it to
// completion exactly once – the job succeeded once, its effect (written in the job's last
// transaction) is there once, and the step the killed attempt had done is simply done again. On a
// PGlite data folder (the killed process's files are reopened) and on PostgreSQL.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { resultRows, type DatabaseHandle } from '@server/db/client';
import { jobs, tenants } from '@server/db/schema';
import { enqueue } from '@server/jobs/enqueue';
import { killTestJob } from './job-kill-job';
import { poolMisuse, preparedTarget, startWorker } from './kill-harness';

const WORKER = 'tests/reliability/job-kill-worker.ts';

/** Tables for the job's step and effect, a firm, and the job. */
async function prepare(handle: DatabaseHandle): Promise<string> {
  await handle.migrate();
  await handle.db.execute(sql`create table job_kill_steps (job_id text not null, attempt int not null)`);
  await handle.db.execute(sql`create table job_kill_effects (job_id text not null, label text not null, attempt int not null)`);
  const tenantId = randomUUID();
  await handle.db.insert(tenants).values({ id: tenantId, name: 'Kill Iroda', slug: `kill-${tenantId}` });
  return (await enqueue(handle.db, killTestJob, { label: 'egyszer' }, { tenantId }))!;
}

async function outcome(handle: DatabaseHandle, jobId: string) {
  const [job] = await handle.db.select().from(jobs).where(eq(jobs.id, jobId));
  const effects = resultRows<{ label: string; attempt: number }>(await handle.db.execute(sql`select label, attempt from job_kill_effects where job_id = ${jobId}`));
  const steps = resultRows<{ attempt: number }>(await handle.db.execute(sql`select attempt from job_kill_steps where job_id = ${jobId} order by attempt`));
  return { job, effects, steps };
}

describe.each(['pglite', 'postgres'] as const)('kill -9 during a job (%s)', (driver) => {
  const cleanup: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('a restarted worker runs the killed job to completion exactly once', async () => {
    const { target, reopen, prepared: jobId } = await preparedTarget(driver, 'job-kill', prepare, cleanup);

    const first = startWorker(WORKER, [target]);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    const started = await first.waitFor('started');
    expect(started).toMatchObject({ job: jobId, attempt: 1 });
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = startWorker(WORKER, [target, '--exit-when-done']);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    expect(await second.waitFor('committed')).toMatchObject({ job: jobId, attempt: 2 });
    await second.waitFor('exited');
    expect((await second.exited).code).toBe(0);
    expect(second.events.filter((e) => e.event === 'started')).toHaveLength(1);
    expect(poolMisuse(first, second)).toEqual([]);

    const handle = await reopen();
    try {
      const { job, effects, steps } = await outcome(handle, jobId);
      expect(job).toMatchObject({ state: 'succeeded', attempts: 2, lockedBy: null, claimToken: null });
      expect(effects).toEqual([{ label: 'egyszer', attempt: 2 }]);
      // The killed attempt's step was done, then done again by the one that finished.
      expect(steps).toEqual([{ attempt: 1 }, { attempt: 2 }]);
    } finally {
      await handle.close();
    }
  });
});
