// The job runtime's dead letter through the API (issue 33's "done when"): a firm's job that fails
// N times lands in the dead letter, the platform admin sees it with its firm and error, sends it
// back (it then runs again) or discards it – each audited – and nobody else sees any of it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auditLog, jobs } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { defineJob } from '../../jobs/definition';
import { enqueue } from '../../jobs/enqueue';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const MAX_ATTEMPTS = 3;
const failing = defineJob({ name: 'test.always-fails', scope: 'tenant', payload: z.object({ documentId: z.string() }), retry: { maxAttempts: MAX_ATTEMPTS, baseMs: 1_000, capMs: 10_000 } });

describe('dead-letter jobs for the platform admin', () => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let tenantId: string;
  let clock = Date.now() + 60_000;
  let healed = false;
  const runs: string[] = [];
  const now = () => new Date(clock);

  /** Runs the job until it is dead, moving the clock past each backoff. */
  const runUntilDead = async (id: string) => {
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await t.app.jobs.drain({ now, names: [failing.name] });
      clock += 20_000;
    }
    return (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    t.app.jobs.handle(failing, async (ctx, payload) => {
      runs.push(`${ctx.tenantId}:${payload.documentId}:${ctx.job.attempt}`);
      if (!healed) throw new Error('A szövegkinyerés nem sikerült: sérült PDF');
    });
  });
  afterAll(() => t.close());

  it('a job failing N times lands in the dead letter and the platform admin sees it with its firm and last error', async () => {
    const id = (await enqueue(t.database.db, failing, { documentId: 'doc-1' }, { tenantId }))!;
    const job = await runUntilDead(id);
    expect(job).toMatchObject({ state: 'dead', attempts: MAX_ATTEMPTS, lastError: 'A szövegkinyerés nem sikerült: sérült PDF' });
    expect(runs).toEqual([1, 2, 3].map((n) => `${tenantId}:doc-1:${n}`));

    const res = await injectAs(t.app, admin, { url: '/api/admin/jobs' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts.dead).toBe(1);
    expect(body.total).toBe(1);
    expect(body.items).toEqual([
      expect.objectContaining({ id, name: failing.name, state: 'dead', attempts: MAX_ATTEMPTS, lastError: 'A szövegkinyerés nem sikerült: sérült PDF', tenant: { id: tenantId, name: 'Kovács és Társai Ügyvédi Iroda' } }),
    ]);
    // The queue itself, by state.
    expect((await injectAs(t.app, admin, { url: '/api/admin/jobs?state=queued' })).json().items.map((j: { id: string }) => j.id)).not.toContain(id);
  });

  it('nobody but the platform admin sees or touches the dead letter, not even the firm whose job it is', async () => {
    const [dead] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, 'dead'));
    for (const request of [{ url: '/api/admin/jobs' }, { method: 'POST' as const, url: `/api/admin/jobs/${dead!.id}/retry` }, { method: 'DELETE' as const, url: `/api/admin/jobs/${dead!.id}` }]) {
      const res = await injectAs(t.app, owner, request);
      expect(res.statusCode, request.url).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/jobs' })).statusCode).toBe(401);
    expect((await t.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, dead!.id)))[0]!.state).toBe('dead');
  });

  it('retries a dead job (audited): it runs again from its first attempt, and a second retry is refused', async () => {
    const [dead] = await t.database.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.state, 'dead'));
    const res = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/jobs/${dead!.id}/retry` });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, dead!.id)))[0]).toMatchObject({ state: 'queued', attempts: 0, finishedAt: null });
    const again = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/jobs/${dead!.id}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('JOB_NOT_IN_DEAD_LETTER');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.job.retry'), eq(auditLog.targetId, dead!.id)));
    expect(entry).toMatchObject({ targetType: 'job', tenantId: null, metadata: { name: failing.name, tenantId, lastError: 'A szövegkinyerés nem sikerült: sérült PDF' } });
    expect(entry!.actorUserId).toBeTruthy();

    healed = true;
    clock = Date.now() + 60_000;
    await t.app.jobs.drain({ now, names: [failing.name] });
    expect((await t.database.db.select().from(jobs).where(eq(jobs.id, dead!.id)))[0]).toMatchObject({ state: 'succeeded', attempts: 1 });
    expect((await injectAs(t.app, admin, { url: '/api/admin/jobs' })).json().counts.dead).toBe(0);
  });

  it('discards a dead job (audited); an unknown id answers 404', async () => {
    healed = false;
    const id = (await enqueue(t.database.db, failing, { documentId: 'doc-2' }, { tenantId }))!;
    expect((await runUntilDead(id)).state).toBe('dead');
    const res = await injectAs(t.app, admin, { method: 'DELETE', url: `/api/admin/jobs/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.$count(jobs, eq(jobs.id, id))).toBe(0);
    expect(await t.database.db.$count(auditLog, and(eq(auditLog.action, 'admin.job.discard'), eq(auditLog.targetId, id)))).toBe(1);
    for (const request of [
      { method: 'DELETE' as const, url: `/api/admin/jobs/${id}` },
      { method: 'POST' as const, url: '/api/admin/jobs/nincs-ilyen/retry' },
    ]) {
      const missing = await injectAs(t.app, admin, request);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().code).toBe('NOT_FOUND');
    }
  });
});
