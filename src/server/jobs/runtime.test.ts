// The job runtime on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): claim and
// lease, retries with backoff and jitter into the dead letter, idempotency keys, scheduled and
// recurring jobs, a firm's job inside its firm's scope (RLS), the job's last transaction committed
// with its completion, two instances on one database, and a graceful stop.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, resultRows, type DatabaseHandle } from '../db/client';
import { jobs } from '../db/schema';
import { withTenant } from '../db/tenant-scope';
import { openTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';
import { defineJob, PermanentJobError, retryDelayMs } from './definition';
import { enqueue } from './enqueue';
import { JobRuntime, pruneJobs, SUCCEEDED_RETENTION_MS } from './runtime';

const MINUTE = 60_000;
const noteJob = defineJob({ name: 'test.note', scope: 'platform', payload: z.object({ text: z.string() }) });
const firmJob = defineJob({ name: 'test.firm-note', scope: 'tenant', payload: z.object({ text: z.string() }) });
const flakyJob = defineJob({ name: 'test.flaky', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 10_000, capMs: 60_000 } });
const slowJob = defineJob({ name: 'test.slow', scope: 'platform', payload: z.object({ ms: z.number() }), leaseMs: 2_000 });
const versionedJob = defineJob({ name: 'test.versioned', scope: 'platform', version: 2, payload: z.object({ fullName: z.string() }), upgrade: (p) => ({ fullName: (p as { name: string }).name }) });
const tickJob = defineJob({ name: 'test.tick', scope: 'platform', payload: z.object({}) });

describe('job runtime', () => {
  let database: DatabaseHandle;
  let a: string;
  let b: string;
  let clock = Date.now();
  const now = () => new Date(clock);
  const seen: string[] = [];

  const runtime = (options: { workerId?: string; db?: DatabaseHandle; concurrency?: number; pollIntervalMs?: number; stopGraceMs?: number } = {}) =>
    new JobRuntime({
      db: (options.db ?? database).db,
      now,
      random: () => 0.5,
      workerId: options.workerId ?? 'test-worker',
      concurrency: options.concurrency ?? 2,
      pollIntervalMs: options.pollIntervalMs ?? 50,
      stopGraceMs: options.stopGraceMs ?? 2_000,
    });
  const effects = async (key: string) => resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from job_test_effects where key = ${key}`))[0]!.n;
  const row = async (id: string) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ a, b } = await insertTwoFirms(database.db));
    // A scratch table for the jobs' effects; vi_app may write it (default privileges), no RLS.
    await database.db.execute(sql`create table job_test_effects (key text not null, tenant text, role text, at timestamptz not null default now())`);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    seen.length = 0;
    // Ahead of the database's now(), which stamps an enqueued job's run_at.
    clock = Date.now() + 60_000;
    await database.db.delete(jobs);
  });

  it('runs an enqueued job once with its typed payload, and a second enqueue with the same key is a no-op', async () => {
    const r = runtime();
    r.handle(noteJob, async (_ctx, payload) => void seen.push(payload.text));
    const first = await enqueue(database.db, noteJob, { text: 'egy' }, { key: 'k1' });
    const second = await enqueue(database.db, noteJob, { text: 'kettő' }, { key: 'k1' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(await r.drain()).toMatchObject({ runs: 1, results: [{ id: first, result: 'succeeded' }] });
    expect(seen).toEqual(['egy']);
    expect(await row(first!)).toMatchObject({ state: 'succeeded', attempts: 1, lockedBy: null, claimToken: null });
    // Still a no-op after it ran: the row is kept (and its key with it) until pruned.
    expect(await enqueue(database.db, noteJob, { text: 'három' }, { key: 'k1' })).toBeNull();
    expect(await r.drain()).toMatchObject({ runs: 0 });
  });

  it("claims a job at once with the real clock: run_at is stamped to the millisecond, never after the worker's Date", async () => {
    const r = new JobRuntime({ db: database.db, now: () => new Date(), random: () => 0.5, workerId: 'real-clock', concurrency: 1, pollIntervalMs: 50, stopGraceMs: 2_000 });
    r.handle(noteJob, async (_ctx, payload) => void seen.push(payload.text));
    for (let i = 0; i < 40; i++) {
      await enqueue(database.db, noteJob, { text: `r${i}` });
      expect((await r.drain()).runs, `enqueue ${i}`).toBe(1);
    }
    expect(seen).toHaveLength(40);
  });

  it('refuses a payload that does not fit, a firm job without its firm and a platform job with one', async () => {
    await expect(enqueue(database.db, noteJob, { text: 3 } as never)).rejects.toThrow();
    await expect(enqueue(database.db, firmJob, { text: 'x' })).rejects.toThrow(/tenantId/);
    await expect(enqueue(database.db, noteJob, { text: 'x' }, { tenantId: a })).rejects.toThrow(/platform/);
  });

  it('runs a scheduled job only when its time has come', async () => {
    const r = runtime();
    r.handle(noteJob, async (_ctx, payload) => void seen.push(payload.text));
    await enqueue(database.db, noteJob, { text: 'később' }, { runAt: new Date(clock + 10 * MINUTE) });
    expect((await r.drain()).runs).toBe(0);
    clock += 10 * MINUTE;
    expect((await r.drain()).runs).toBe(1);
    expect(seen).toEqual(['később']);
  });

  it('retries a failing job with exponential backoff and jitter, then moves it to the dead letter', async () => {
    const r = runtime();
    const failures: Array<{ attempts: number; dead: boolean; nextRunAt: Date | null }> = [];
    r.handle(
      flakyJob,
      async () => {
        throw new Error('a szolgáltató nem válaszol');
      },
      { onFailure: async (_ctx, _payload, f) => void failures.push({ attempts: f.attempts, dead: f.dead, nextRunAt: f.nextRunAt }) },
    );
    const id = (await enqueue(database.db, flakyJob, {}))!;
    const started = clock;
    expect((await r.drain()).results[0]!.result).toBe('retry');
    let job = await row(id);
    // random() = 0.5: half of 10 s fixed, a quarter random.
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'a szolgáltató nem válaszol' });
    expect(job.runAt.getTime()).toBe(started + 7_500);
    expect(retryDelayMs(flakyJob.retry, 1, () => 0)).toBe(5_000);
    expect(retryDelayMs(flakyJob.retry, 1, () => 1)).toBe(10_000);
    // Not due before its backoff ends.
    expect((await r.drain()).runs).toBe(0);
    clock = job.runAt.getTime();
    expect((await r.drain()).results[0]!.result).toBe('retry');
    job = await row(id);
    expect(job.runAt.getTime() - clock).toBe(15_000); // 20 s doubled, with the same jitter
    clock = job.runAt.getTime();
    expect((await r.drain()).results[0]!.result).toBe('dead');
    job = await row(id);
    expect(job).toMatchObject({ state: 'dead', attempts: 3, lastError: 'a szolgáltató nem válaszol' });
    expect(failures).toEqual([
      { attempts: 1, dead: false, nextRunAt: expect.any(Date) },
      { attempts: 2, dead: false, nextRunAt: expect.any(Date) },
      { attempts: 3, dead: true, nextRunAt: null },
    ]);
    clock += 24 * 60 * MINUTE;
    expect((await r.drain()).runs).toBe(0);
  });

  it('sends a permanent failure and an unreadable payload to the dead letter at once', async () => {
    const r = runtime();
    r.handle(noteJob, async () => {
      throw new PermanentJobError('nincs ilyen dokumentum');
    });
    const id = (await enqueue(database.db, noteJob, { text: 'x' }))!;
    expect((await r.drain()).results[0]!.result).toBe('dead');
    expect(await row(id)).toMatchObject({ state: 'dead', attempts: 1, lastError: 'nincs ilyen dokumentum' });
    const broken = randomUUID();
    await database.db.insert(jobs).values({ id: broken, name: noteJob.name, payload: { text: 42 }, payloadVersion: 1 });
    expect((await r.drain()).results[0]!.result).toBe('dead');
    expect((await row(broken)).lastError).toMatch(/invalid payload: text/);
  });

  it('snoozes a job that asks to run again later without counting a failure', async () => {
    const r = runtime();
    let polls = 0;
    r.handle(noteJob, async (ctx) => (++polls < 3 ? { runAgainAt: new Date(ctx.now().getTime() + 30_000) } : undefined));
    const id = (await enqueue(database.db, noteJob, { text: 'poll' }))!;
    await r.drain();
    expect(await row(id)).toMatchObject({ state: 'queued', attempts: 0 });
    clock += 30_000;
    await r.drain();
    clock += 30_000;
    await r.drain();
    expect(polls).toBe(3);
    expect(await row(id)).toMatchObject({ state: 'succeeded', attempts: 1 });
  });

  it("runs a firm's job inside its firm's scope: vi_app, its tenant, RLS on every row", async () => {
    const r = runtime();
    r.handle(firmJob, async (ctx, payload) => {
      const [scope] = resultRows<{ role: string; tenant: string }>(await ctx.inTenant((tx) => tx.execute(sql`select current_user as role, vi_request_tenant() as tenant`)));
      seen.push(`${payload.text}:${scope!.role}:${scope!.tenant === ctx.tenantId}`);
      // The other firm's contacts are not there for this job.
      const names = resultRows<{ name: string }>(await ctx.inTenant((tx) => tx.execute(sql`select name from contacts order by name`))).map((c) => c.name);
      seen.push(names.join(','));
      expect(ctx.actor).toMatchObject({ kind: 'system', id: 'system:test.firm-note', tenantId: a, userId: null });
    });
    await enqueue(database.db, firmJob, { text: 'a' }, { tenantId: a });
    await r.drain();
    expect(seen).toEqual(['a:vi_app:true', 'A1,A2']);
  });

  it("enqueues in a firm's transaction: committed with the change, gone with a rollback, never into another firm", async () => {
    await withTenant(database.db, a, (tx) => enqueue(tx, firmJob, { text: 'együtt' }, { tenantId: a }));
    await expect(
      withTenant(database.db, a, async (tx) => {
        await enqueue(tx, firmJob, { text: 'visszagörgetve' }, { tenantId: a });
        throw new Error('a változás meghiúsult');
      }),
    ).rejects.toThrow('a változás meghiúsult');
    await expect(withTenant(database.db, a, (tx) => enqueue(tx, firmJob, { text: 'csempészett' }, { tenantId: b }))).rejects.toThrow();
    const rows = await database.db.select({ payload: jobs.payload, tenantId: jobs.tenantId }).from(jobs);
    expect(rows).toEqual([{ payload: { text: 'együtt' }, tenantId: a }]);
    // The same key in two firms is two jobs; a firm sees only its own.
    expect(await withTenant(database.db, a, (tx) => enqueue(tx, firmJob, { text: 'k' }, { tenantId: a, key: 'same' }))).not.toBeNull();
    expect(await withTenant(database.db, b, (tx) => enqueue(tx, firmJob, { text: 'k' }, { tenantId: b, key: 'same' }))).not.toBeNull();
    expect(await withTenant(database.db, b, (tx) => tx.select({ id: jobs.id }).from(jobs))).toHaveLength(1);
  });

  it("commits the job's last transaction together with its completion, and not at all when the lease was lost", async () => {
    const r = runtime();
    let steal = false;
    r.handle(firmJob, async (ctx, payload) => {
      if (steal) await database.db.update(jobs).set({ claimToken: 'another-worker' }).where(eq(jobs.id, ctx.job.id));
      await ctx.commit((tx) => tx.execute(sql`insert into job_test_effects (key, tenant, role) values (${payload.text}, vi_request_tenant(), current_user)`));
    });
    const id = (await enqueue(database.db, firmJob, { text: 'commit-ok' }, { tenantId: a }))!;
    expect((await r.drain()).results[0]!.result).toBe('succeeded');
    expect(await row(id)).toMatchObject({ state: 'succeeded' });
    expect(resultRows(await database.db.execute(sql`select tenant, role from job_test_effects where key = 'commit-ok'`))).toEqual([{ tenant: a, role: 'vi_app' }]);

    steal = true;
    const stolen = (await enqueue(database.db, firmJob, { text: 'commit-lost' }, { tenantId: a }))!;
    expect((await r.drain()).results[0]!.result).toBe('lost');
    expect(await effects('commit-lost')).toBe(0);
    expect(await row(stolen)).toMatchObject({ state: 'running', claimToken: 'another-worker' });
  });

  it('sends hand-written last statements with the completion in one call: their rows come back, nothing is written when the lease was lost (0504)', async () => {
    const r = runtime();
    let steal = false;
    const answered: unknown[] = [];
    r.handle(firmJob, async (ctx, payload) => {
      if (steal) await database.db.update(jobs).set({ claimToken: 'another-worker' }).where(eq(jobs.id, ctx.job.id));
      const [inserted] = await ctx.commitStatements<[{ tenant: string; role: string }[]]>([
        { text: 'insert into job_test_effects (key, tenant, role) values ($1, vi_request_tenant(), current_user) returning tenant, role', values: [payload.text] },
      ]);
      answered.push(inserted);
    });
    const id = (await enqueue(database.db, firmJob, { text: 'statements-ok' }, { tenantId: a }))!;
    expect((await r.drain()).results[0]!.result).toBe('succeeded');
    expect(await row(id)).toMatchObject({ state: 'succeeded', claimToken: null, lockedBy: null, lastError: null });
    expect((await row(id)).finishedAt).toEqual(now());
    expect(answered).toEqual([[{ tenant: a, role: 'vi_app' }]]);
    expect(await effects('statements-ok')).toBe(1);

    steal = true;
    const stolen = (await enqueue(database.db, firmJob, { text: 'statements-lost' }, { tenantId: a }))!;
    expect((await r.drain()).results[0]!.result).toBe('lost');
    expect(await effects('statements-lost')).toBe(0);
    expect(await row(stolen)).toMatchObject({ state: 'running', claimToken: 'another-worker' });
    expect(answered).toHaveLength(1);
  });

  it('takes over a job whose worker died once its lease has ended; the dead worker can no longer finish it', async () => {
    const dying = runtime({ workerId: 'dying' });
    let release!: () => void;
    const blocked = new Promise<void>((resolve) => (release = resolve));
    dying.handle(slowJob, async () => blocked);
    const id = (await enqueue(database.db, slowJob, { ms: 0 }))!;
    const stuck = dying.drain();
    await waitFor(async () => (await row(id)).state === 'running');
    expect(await row(id)).toMatchObject({ lockedBy: 'dying', attempts: 1 });

    const rescuer = runtime({ workerId: 'rescuer' });
    rescuer.handle(slowJob, async (ctx) => void seen.push(`rescued:${ctx.job.attempt}`));
    expect((await rescuer.drain()).runs).toBe(0); // leased for 2 s
    clock += 2_001;
    expect((await rescuer.drain()).results[0]!.result).toBe('succeeded');
    expect(seen).toEqual(['rescued:2']);
    release();
    expect((await stuck).results[0]!.result).toBe('lost');
    expect(await row(id)).toMatchObject({ state: 'succeeded', lockedBy: null, attempts: 2 });
  });

  it('lets a long job extend its lease', async () => {
    const r = runtime();
    r.handle(slowJob, async (ctx) => {
      clock += 1_500;
      await ctx.extendLease();
      const job = (await database.db.select().from(jobs).where(eq(jobs.id, ctx.job.id)))[0]!;
      seen.push(String(job.runAt.getTime() - clock));
    });
    await enqueue(database.db, slowJob, { ms: 0 });
    await r.drain();
    expect(seen).toEqual(['2000']);
  });

  it('upgrades a payload stored by an older version and leaves a newer one to a newer instance', async () => {
    const r = runtime();
    r.handle(versionedJob, async (_ctx, payload) => void seen.push(payload.fullName));
    await database.db.insert(jobs).values({ name: versionedJob.name, payload: { name: 'Kovács Anna' }, payloadVersion: 1 });
    const newer = randomUUID();
    await database.db.insert(jobs).values({ id: newer, name: versionedJob.name, payload: { whatever: true }, payloadVersion: 3 });
    const result = await r.drain();
    expect(result.results.map((x) => x.result).sort()).toEqual(['released', 'succeeded']);
    expect(seen).toEqual(['Kovács Anna']);
    expect(await row(newer)).toMatchObject({ state: 'queued', attempts: 0, lastError: "payload version 3 is newer than this instance's 2" });
  });

  it('creates a recurring job once per slot across instances, and not while the last one has not run', async () => {
    const one = runtime({ workerId: 'one' });
    const two = runtime({ workerId: 'two' });
    for (const r of [one, two]) {
      r.handle(tickJob, async () => void seen.push('tick'));
      r.recurring(tickJob, 5 * MINUTE, {});
    }
    clock = Math.ceil(clock / (5 * MINUTE)) * 5 * MINUTE + 1_000;
    await Promise.all([one.scheduleRecurring(now()), two.scheduleRecurring(now())]);
    await one.scheduleRecurring(now());
    expect(await database.db.select({ key: jobs.key }).from(jobs).where(eq(jobs.name, tickJob.name))).toHaveLength(1);
    // The next slot comes while the last slot's job still waits: no second one.
    clock += 5 * MINUTE;
    await two.scheduleRecurring(now());
    expect(await database.db.select().from(jobs).where(eq(jobs.name, tickJob.name))).toHaveLength(1);
    await one.drain({ names: [tickJob.name] });
    // Later in the same slot, after it ran: still nothing new (the slot's key is taken).
    clock += MINUTE;
    await Promise.all([one.scheduleRecurring(now()), two.scheduleRecurring(now())]);
    clock += 4 * MINUTE;
    await Promise.all([one.scheduleRecurring(now()), two.scheduleRecurring(now())]);
    await two.drain({ names: [tickJob.name] });
    expect(seen).toEqual(['tick', 'tick']);
  });

  it('prunes succeeded jobs after their retention; dead ones stay', async () => {
    const r = runtime();
    r.handle(noteJob, async (_ctx, p) => {
      if (p.text === 'rossz') throw new PermanentJobError('rossz');
    });
    await enqueue(database.db, noteJob, { text: 'jó' });
    await enqueue(database.db, noteJob, { text: 'rossz' });
    await r.drain({ names: [noteJob.name] });
    clock += SUCCEEDED_RETENTION_MS + MINUTE;
    await enqueue(database.db, pruneJobs, {});
    await r.drain({ names: [pruneJobs.name] });
    const left = await database.db.select({ name: jobs.name, state: jobs.state }).from(jobs);
    expect(left.filter((j) => j.name === noteJob.name)).toEqual([{ name: noteJob.name, state: 'dead' }]);
  });

  it('refuses to start the app with a declared job without a handler, or a handler of an undeclared job', () => {
    const r = runtime();
    r.handle(noteJob, async () => undefined);
    expect(() => r.verify([noteJob])).not.toThrow();
    expect(() => r.verify([noteJob, firmJob])).toThrow(/without a handler: test.firm-note/);
    expect(() => r.verify([])).toThrow(/not declared: test.note/);
  });

  it('two instances (on PostgreSQL two pools) never run the same job at once, and run each exactly once', async () => {
    const second = database.url ? await openDatabase({ driver: 'postgres', url: database.url, poolMax: 3 }) : database;
    const active = new Set<string>();
    const runs = new Map<string, string[]>();
    let overlaps = 0;
    const instances = [runtime({ workerId: 'first', concurrency: 3, pollIntervalMs: 20 }), runtime({ workerId: 'second', db: second, concurrency: 3, pollIntervalMs: 20 })];
    for (const r of instances) {
      r.handle(noteJob, async (ctx, payload) => {
        if (active.has(payload.text)) overlaps++;
        active.add(payload.text);
        runs.set(payload.text, [...(runs.get(payload.text) ?? []), r.workerId]);
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.floor(Math.random() * 10)));
        active.delete(payload.text);
        await ctx.commit((tx) => tx.execute(sql`insert into job_test_effects (key) values (${payload.text})`));
      });
    }
    const texts = Array.from({ length: 40 }, (_, i) => `parallel-${i}`);
    for (const text of texts) await enqueue(database.db, noteJob, { text });
    // The real clock: both workers poll and claim on their own.
    clock = Date.now() + 1_000;
    try {
      for (const r of instances) r.start();
      await waitFor(async () => (await database.db.$count(jobs, and(eq(jobs.name, noteJob.name), eq(jobs.state, 'succeeded')))) === texts.length, 20_000);
    } finally {
      await Promise.all(instances.map((r) => r.stop()));
      if (second !== database) await second.close();
    }
    expect(overlaps).toBe(0);
    expect([...runs.values()].every((by) => by.length === 1)).toBe(true);
    expect(runs.size).toBe(texts.length);
    const counts = resultRows<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from job_test_effects where key like 'parallel-%' group by key`));
    expect(counts).toHaveLength(texts.length);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    // Both did some of the work (they share it; neither waits for the other).
    expect(new Set([...runs.values()].flat()).size).toBe(2);
  });

  it('stops gracefully: a running job may finish; one that takes too long is aborted and released, its attempt not counted', async () => {
    const r = runtime({ workerId: 'stopping', stopGraceMs: 300, pollIntervalMs: 20 });
    r.handle(slowJob, async (ctx, payload) => {
      const until = Date.now() + payload.ms;
      while (Date.now() < until) {
        if (ctx.signal.aborted) throw ctx.signal.reason;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      seen.push(`done:${payload.ms}`);
    });
    const quick = (await enqueue(database.db, slowJob, { ms: 100 }))!;
    const long = (await enqueue(database.db, slowJob, { ms: 10_000 }))!;
    clock = Date.now() + 1_000;
    r.start();
    await waitFor(async () => (await database.db.$count(jobs, and(eq(jobs.name, slowJob.name), eq(jobs.state, 'running')))) === 2);
    await r.stop();
    expect(seen).toEqual(['done:100']);
    expect(await row(quick)).toMatchObject({ state: 'succeeded' });
    expect(await row(long)).toMatchObject({ state: 'queued', attempts: 0, lockedBy: null });
    // Stopped: it claims nothing more.
    await enqueue(database.db, slowJob, { ms: 1 });
    r.kick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await database.db.$count(jobs, eq(jobs.state, 'running'))).toBe(0);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
