// kill -9 during a job (issue 33's "done when"): a worker process is killed while it runs a firm's
// job; a new process started afterwards takes the job over once its lease has ended and runs it to
// completion exactly once – the job succeeded once, its effect (written in the job's last
// transaction) is there once, and the step the killed attempt had done is simply done again. On a
// PGlite data folder (the killed process's files are reopened) and on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, resultRows, type DatabaseHandle } from '@server/db/client';
import { jobs, tenants } from '@server/db/schema';
import { enqueue } from '@server/jobs/enqueue';
import { adminQuery, postgresServerUrl } from './harness';
import { killTestJob } from './job-kill-job';

const WORKER = 'tests/reliability/job-kill-worker.ts';

interface Worker {
  child: ChildProcess;
  events: Array<{ event: string; [key: string]: unknown }>;
  waitFor(event: string, timeoutMs?: number): Promise<{ event: string; [key: string]: unknown }>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startWorker(target: string, flags: string[] = []): Worker {
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './scripts/import-glob/register.mjs', WORKER, target, ...flags], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  const events: Worker['events'] = [];
  const waiting: Array<{ event: string; resolve: (e: Worker['events'][number]) => void }> = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    let parsed: Worker['events'][number];
    try {
      parsed = JSON.parse(line) as Worker['events'][number];
    } catch {
      return;
    }
    events.push(parsed);
    for (const w of waiting.filter((x) => x.event === parsed.event)) w.resolve(parsed);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    events,
    exited,
    waitFor: (event, timeoutMs = 60_000) => {
      const seen = events.find((e) => e.event === event);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`worker ${child.pid}: no "${event}" within ${timeoutMs} ms; stderr:\n${stderr}`)), timeoutMs);
        waiting.push({ event, resolve: (e) => (clearTimeout(timer), resolve(e)) });
        void exited.then(({ code, signal }) => {
          if (!events.some((e) => e.event === event)) reject(new Error(`worker ${child.pid} exited (${code ?? signal}) before "${event}"; stderr:\n${stderr}`));
        });
      });
    },
  };
}

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
    let target: string;
    let jobId: string;
    let reopen: () => Promise<DatabaseHandle>;
    if (driver === 'pglite') {
      const dir = await mkdtemp(join(tmpdir(), 'vi-job-kill-'));
      cleanup.push(() => rm(dir, { recursive: true, force: true }));
      const handle = await openDatabase({ driver: 'pglite', dataDir: dir });
      jobId = await prepare(handle);
      // One process per data folder: the test lets go of it while the workers run.
      await handle.close();
      target = dir;
      reopen = () => openDatabase({ driver: 'pglite', dataDir: dir });
    } else {
      const name = `vi_job_kill_${process.pid}_${randomUUID().slice(0, 8)}`;
      await adminQuery(`create database ${name}`);
      cleanup.push(() => adminQuery(`drop database if exists ${name} with (force)`));
      const url = new URL(postgresServerUrl);
      url.pathname = `/${name}`;
      target = url.toString();
      const handle = await openDatabase({ driver: 'postgres', url: target, poolMax: 2 });
      jobId = await prepare(handle);
      await handle.close();
      reopen = () => openDatabase({ driver: 'postgres', url: target, poolMax: 2 });
    }

    const first = startWorker(target);
    cleanup.push(async () => first.child.kill('SIGKILL'));
    const started = await first.waitFor('started');
    expect(started).toMatchObject({ job: jobId, attempt: 1 });
    first.child.kill('SIGKILL');
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

    const second = startWorker(target, ['--exit-when-done']);
    cleanup.push(async () => second.child.kill('SIGKILL'));
    expect(await second.waitFor('committed')).toMatchObject({ job: jobId, attempt: 2 });
    await second.waitFor('exited');
    expect((await second.exited).code).toBe(0);
    expect(second.events.filter((e) => e.event === 'started')).toHaveLength(1);

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
