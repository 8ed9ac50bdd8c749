// POST /api/documents in one call into the database (issue 40.3, decision 0441): one file's
// document, version, extraction job, audit entry and domain event are written as hand-written
// statements in one request transaction – the same rows `recordUpload` writes in a drizzle
// transaction. When a consumer of `document.uploaded` has work (a subscribed webhook endpoint, an
// automation rule), the upload goes the way of `emit` and the consumer runs in its transaction.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userActor } from '../../actor/actor';
import { auditLog, automationRules, automationRuns, documents, documentVersions, domainEvents, jobs, matters, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { documentStorage } from '../../storage';
import { multipartBody } from '../../test/multipart';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { recordUpload } from './documents.actions';
import { storeFile } from './documents.service';

describe('the upload written in one call', () => {
  let t: TestApp;
  let owner: string;
  let tenantId: string;
  let ownerId: string;
  let openMatterId: string;
  /** Request transactions and statements PGlite ran (each its own exclusive section); null on PostgreSQL. */
  let sections: () => number | null;

  beforeAll(async () => {
    // No job worker in the background: its sections (the previous upload's extraction, a webhook
    // delivery) would be counted as the upload's on a busy machine; the tests drain jobs themselves.
    // The firm's plan stays cached between the uploads (decision 0451), however slow the machine.
    t = await buildTestApp({ env: { JOB_CONCURRENCY: '0' }, contextCacheTtlMs: 60_000 });
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const me = await injectAs(t.app, owner, { url: '/api/auth/get-session' });
    ownerId = me.json().user.id;
    const rows = await t.database.db.select({ id: matters.id, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
    openMatterId = rows.find((m) => !m.confidential)!.id;
    const client = (t.database.db as unknown as { $client: { _runExclusiveQuery?: (fn: () => Promise<unknown>) => Promise<unknown> } }).$client;
    if (process.env.TEST_DATABASE_URL || !client._runExclusiveQuery) {
      sections = () => null;
      return;
    }
    let n = 0;
    const run = client._runExclusiveQuery.bind(client);
    client._runExclusiveQuery = (fn) => {
      n++;
      return run(fn);
    };
    sections = () => n;
  });
  afterAll(() => t.close());

  const upload = async (name: string, bytes: Buffer, fields: Record<string, string> = {}) => {
    const before = sections();
    const res = await injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody(fields, [{ name, bytes }]) });
    const after = sections();
    return { res, calls: before === null || after === null ? null : after - before };
  };

  /** Everything an upload wrote for document `id`, without what differs between two uploads (ids, times, the request). */
  async function rowsOf(id: string) {
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.id, id));
    const [version] = await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, id));
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, 'documents.extract'), eq(jobs.key, `extract:${version!.id}`)));
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    const [event] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, id));
    const { id: _d, createdAt: _c, updatedAt: _u, currentVersionId, ...docRest } = doc!;
    const { id: _v, documentId, uploadedAt: _a, ...versionRest } = version!;
    const { id: _j, key, payload, createdAt: _jc, updatedAt: _ju, runAt, ...jobRest } = job!;
    const { id: _e, createdAt: _ec, targetId, ip: _ip, userAgent: _ua, ...entryRest } = entry!;
    const { id: _ev, sequence: _s, occurredAt: _o, subjectId, requestId: _r, ...eventRest } = event!;
    expect(currentVersionId).toBe(version!.id);
    expect(documentId).toBe(id);
    expect(key).toBe(`extract:${version!.id}`);
    expect(payload).toEqual({ versionId: version!.id, storageKey: version!.storageKey, mime: version!.mime, sizeBytes: version!.sizeBytes });
    expect(runAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect([targetId, subjectId]).toEqual([id, id]);
    return { doc: docRest, version: versionRest, job: jobRest, entry: entryRest, event: eventRest };
  }

  it('writes the same rows as recordUpload in its transaction, in one call', async () => {
    // The first request of a session loads its context (user, firm, roles): not the upload's work.
    expect((await upload('elso.txt', Buffer.from(`Első ${randomUUID()}`))).res.statusCode).toBe(201);
    const bytes = Buffer.from(`Megbízási szerződés ${randomUUID()}\n`, 'utf8');
    const fields = { folder: 'Szerződések/2026', tags: 'Szerződés, Teszt', matterId: openMatterId, title: 'A megbízás' };
    const { res, calls } = await upload('megbizas.txt', bytes, fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().items).toEqual([{ id: expect.any(String), fileName: 'megbizas.txt', versionNumber: 1, extraction: 'queued' }]);
    // The plan cached from the first upload (decision 0451), the storage checked by the statement
    // that writes the rows: one call into PGlite for the whole upload.
    if (calls !== null) expect(calls).toBe(1);

    const actor = userActor({ tenantId, userId: ownerId, roles: ['admin'], origin: null });
    const file = await storeFile(documentStorage(t.app.env), Readable.from([bytes]), 'megbizas.txt', { tenantId, maxBytes: 1024 * 1024 });
    const created = await withTenant(t.database.db, tenantId, (tx) => recordUpload(tx, actor, file, { folder: fields.folder, tags: ['Szerződés', ' Teszt'], matterId: openMatterId, title: fields.title }), {
      userId: ownerId,
    });
    const viaRoute = await rowsOf(res.json().items[0].id);
    const viaService = await rowsOf(created.id);
    expect(viaRoute).toEqual(viaService);
    expect(viaRoute.doc).toMatchObject({ title: 'A megbízás', folder: 'Szerződések/2026', tags: ['szerződés', 'teszt'], matterId: openMatterId, versionNumber: 1, createdBy: ownerId });
    expect(viaRoute.version).toMatchObject({ number: 1, extractionStatus: 'queued', uploadedBy: ownerId, sizeBytes: bytes.length });
    expect(viaRoute.entry).toMatchObject({ action: 'documents.upload', actorKind: 'user', actorId: ownerId, tenantId });
    expect(viaRoute.event).toMatchObject({ type: 'document.uploaded', version: 1, actorKind: 'user', depth: 0 });
  });

  it('refuses a matter the user cannot see or a contact of nobody, writing nothing and keeping no file', async () => {
    const before = (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(documents)
        .where(eq(documents.tenantId, tenantId))
    )[0]!.n;
    const matter = await upload('sehova.txt', Buffer.from(`Nincs ilyen ügy ${randomUUID()}`), { matterId: randomUUID() });
    expect([matter.res.statusCode, matter.res.json().code]).toEqual([400, 'DOCUMENT_MATTER_NOT_FOUND']);
    const client = await upload('senki.txt', Buffer.from(`Nincs ilyen ügyfél ${randomUUID()}`), { clientContactId: randomUUID() });
    expect([client.res.statusCode, client.res.json().code]).toEqual([400, 'DOCUMENT_CLIENT_NOT_FOUND']);
    expect(
      (
        await t.database.db
          .select({ n: sql<number>`count(*)::int` })
          .from(documents)
          .where(eq(documents.tenantId, tenantId))
      )[0]!.n,
    ).toBe(before);
  });

  it("goes the way of emit when a webhook endpoint is subscribed, and the delivery is queued in the upload's transaction", async () => {
    await installDefaultModules(t.database.db, tenantId, ownerId, ['integrations']);
    const [endpoint] = await t.database.db
      .insert(webhookEndpoints)
      .values({ tenantId, url: 'https://hooks.example.com/vi', events: ['document.uploaded'], secret: 'x', secretStart: 'whsec_x' })
      .returning({ id: webhookEndpoints.id });
    try {
      const { res, calls } = await upload('webhook.txt', Buffer.from(`Webhook ${randomUUID()}`));
      expect(res.statusCode, res.body).toBe(201);
      if (calls !== null) expect(calls).toBeGreaterThan(2);
      const [event] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, res.json().items[0].id));
      const deliveries = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpoint!.id));
      expect(deliveries.map((d) => d.eventId)).toEqual([event!.id]);
    } finally {
      await t.database.db.update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint!.id));
    }
    // Disabled: nothing to deliver, one call again.
    const { res, calls } = await upload('webhook-ki.txt', Buffer.from(`Webhook kikapcsolva ${randomUUID()}`));
    expect(res.statusCode, res.body).toBe(201);
    if (calls !== null) expect(calls).toBe(1);
  });

  it('goes the way of emit when an automation rule reacts to uploads, and the run is queued', async () => {
    await installDefaultModules(t.database.db, tenantId, ownerId, ['automations']);
    const [rule] = await t.database.db
      .insert(automationRules)
      .values({ tenantId, name: 'Feltöltéskor', trigger: { kind: 'event', eventType: 'document.uploaded' } as never, triggerType: 'document.uploaded', conditions: [], actions: [], createdBy: ownerId })
      .returning({ id: automationRules.id });
    try {
      const { res, calls } = await upload('szabaly.txt', Buffer.from(`Szabály ${randomUUID()}`));
      expect(res.statusCode, res.body).toBe(201);
      if (calls !== null) expect(calls).toBeGreaterThan(2);
      const [event] = await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, res.json().items[0].id));
      const runs = await t.database.db.select().from(automationRuns).where(eq(automationRuns.ruleId, rule!.id));
      expect(runs.map((r) => r.eventId)).toEqual([event!.id]);
    } finally {
      await t.database.db.update(automationRules).set({ enabled: false }).where(eq(automationRules.id, rule!.id));
    }
  });

  it("reads a text file's extraction with the job's completion in one call: claimed, read and finished in three PGlite calls (0504)", async () => {
    const drainText = () => t.app.jobs.drain({ names: ['documents.extract'] });
    await drainText();
    const { res } = await upload('egy-hivas.txt', Buffer.from(`Egy hívásban olvasott szöveg ${randomUUID()}`));
    const id = res.json().items[0].id as string;
    const before = sections();
    const drained = await drainText();
    const after = sections();
    expect(drained.results.map((r) => r.result)).toEqual(['succeeded']);
    // The claim, the text with the completion, and the claim that finds nothing more to do.
    if (before !== null && after !== null) expect(after - before).toBe(3);
    const [v] = await t.database.db.select({ status: documentVersions.extractionStatus, text: documentVersions.extractedText }).from(documentVersions).where(eq(documentVersions.documentId, id));
    expect(v).toMatchObject({ status: 'done', text: expect.stringContaining('Egy hívásban olvasott szöveg') });
    const [job] = await t.database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.name, 'documents.extract')).orderBy(desc(jobs.createdAt)).limit(1);
    expect(job).toEqual({ state: 'succeeded' });
  });

  it("reads the text from the job's own payload, from the version for a job enqueued before, and leaves a purged version alone", async () => {
    const drainText = () => t.app.jobs.drain({ names: ['documents.extract'] });
    const textOf = async (id: string) =>
      (await t.database.db.select({ text: documentVersions.extractedText, status: documentVersions.extractionStatus }).from(documentVersions).where(eq(documentVersions.documentId, id)))[0];
    await drainText();
    const carried = await upload('hordozott.txt', Buffer.from('Hordozott kulcs szövege'));
    const before = await upload('regi.txt', Buffer.from('Régi feladat szövege'));
    const beforeId = before.res.json().items[0].id as string;
    const [v] = await t.database.db.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, beforeId));
    // A job as 0411 enqueued it: the version's id only.
    await t.database.db
      .update(jobs)
      .set({ payload: { versionId: v!.id } })
      .where(eq(jobs.key, `extract:${v!.id}`));
    const purged = await upload('torolt.txt', Buffer.from(`Törölt irat ${randomUUID()}`));
    const purgedId = purged.res.json().items[0].id as string;
    const [pv] = await t.database.db.select({ key: documentVersions.storageKey }).from(documentVersions).where(eq(documentVersions.documentId, purgedId));
    await t.database.db.delete(documents).where(eq(documents.id, purgedId));
    await documentStorage(t.app.env).delete(pv!.key);

    const drained = await drainText();
    expect(drained.results.map((r) => r.result)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(await textOf(carried.res.json().items[0].id)).toEqual({ text: 'Hordozott kulcs szövege', status: 'done' });
    expect(await textOf(beforeId)).toEqual({ text: 'Régi feladat szövege', status: 'done' });
  });
});
