// The bin's end (decision 0205) on a real database and on both storage backends: expired documents go with their versions and,
// after the grace period, their files; files other documents still use, documents inside the
// restore period and AML identification evidence stay.
import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blobDeletions, clientIntakeDocuments, clientIntakes, documents, documentVersions } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { multipartBody } from '../../test/multipart';
import { STORAGE_BACKENDS, type TestStorageBackend, testStorageBackend } from '../../test/storage-backends';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { enqueue } from '../../jobs/enqueue';
import { BLOB_DELETE_GRACE_MS, purgeExpiredDocuments } from './documents-purge';
import { purgeBinJob } from './documents.jobs';

const HOUR = 60 * 60 * 1000;

describe.each(STORAGE_BACKENDS)('purging the bin on %s storage', (kind) => {
  let t: TestApp;
  let lawyer: string;
  let tenantId: string;
  let backend: TestStorageBackend;
  let storage: TestStorageBackend['storage'];

  beforeAll(async () => {
    backend = await testStorageBackend(kind);
    storage = backend.storage;
    t = await buildTestApp({ env: backend.env });
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
  });
  afterAll(async () => {
    await t.close();
    await backend.close();
  });

  const upload = async (name: string, bytes: Buffer): Promise<string> => {
    const res = await injectAs(t.app, lawyer, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name, bytes }]) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().items[0].id;
  };
  const binAndBackdate = async (id: string, days: number) => {
    expect((await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/documents/${id}` })).statusCode).toBe(200);
    await t.database.db.execute(sql`update documents set deleted_at = now() - make_interval(days => ${days}) where id = ${id}`);
  };
  const keyOf = (bytes: Buffer) => `${tenantId}/${createHash('sha256').update(bytes).digest('hex')}`;
  const exists = async (id: string) => (await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.id, id))).length === 1;

  it('deletes an expired document with its versions, audits it, and its file after the grace period', async () => {
    const first = Buffer.from(`Lejárt irat ${Math.random()}\n`);
    const second = Buffer.from(`Lejárt irat második változat ${Math.random()}\n`);
    const id = await upload('lejart.txt', first);
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name: 'lejart-2.txt', bytes: second }]) })).statusCode).toBe(201);
    await binAndBackdate(id, 31);

    const now = new Date();
    const result = await purgeExpiredDocuments(t.database.db, storage, now);
    expect(result.documents).toBeGreaterThanOrEqual(1);
    expect(await exists(id)).toBe(false);
    expect(await t.database.db.select().from(documentVersions).where(eq(documentVersions.documentId, id))).toEqual([]);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.purge'), eq(auditLog.targetId, id)));
    expect(audit).toMatchObject({ tenantId, targetType: 'document' });
    // Within the grace period the bytes are still there (an upload of the same bytes may be under way).
    expect(await storage.exists(keyOf(first))).toBe(true);
    expect(backend.holds(keyOf(first))).toBe(true);
    await purgeExpiredDocuments(t.database.db, storage, new Date(now.getTime() + BLOB_DELETE_GRACE_MS - 1000));
    expect(await storage.exists(keyOf(first))).toBe(true);

    await purgeExpiredDocuments(t.database.db, storage, new Date(now.getTime() + BLOB_DELETE_GRACE_MS + HOUR));
    expect(await storage.exists(keyOf(first))).toBe(false);
    expect(await storage.exists(keyOf(second))).toBe(false);
    expect(backend.holds(keyOf(first)) || backend.holds(keyOf(second))).toBe(false);
    expect(
      await t.database.db
        .select()
        .from(blobDeletions)
        .where(inArray(blobDeletions.storageKey, [keyOf(first), keyOf(second)])),
    ).toEqual([]);
  });

  it('keeps a file another document still uses, a document inside the restore period, and AML evidence', async () => {
    const shared = Buffer.from(`Közös tartalom ${Math.random()}\n`);
    const expired = await upload('kozos-1.txt', shared);
    const live = await upload('kozos-2.txt', shared);
    const recent = await upload('friss.txt', Buffer.from(`Friss ${Math.random()}\n`));
    const evidence = await upload('szemelyi.txt', Buffer.from(`Személyazonosító igazolvány másolata ${Math.random()}\n`));
    const [intake] = await t.database.db
      .insert(clientIntakes)
      .values({ tenantId, kind: 'natural_person', data: {} as never })
      .returning();
    await t.database.db.insert(clientIntakeDocuments).values({ tenantId, intakeId: intake!.id, documentId: evidence });
    await binAndBackdate(expired, 31);
    await binAndBackdate(recent, 29);
    await binAndBackdate(evidence, 400);

    // Through the job runtime, as the app runs it (decision 0281): the recurring job's slot, then an hour later the next.
    const purgeAt = async (now: Date) => {
      await enqueue(t.database.db, purgeBinJob, {});
      expect((await t.app.jobs.drain({ now: () => now, names: [purgeBinJob.name] })).results.map((r) => r.result)).toEqual(['succeeded']);
    };
    const later = new Date(Date.now() + BLOB_DELETE_GRACE_MS + HOUR);
    await purgeAt(new Date(Date.now() + 60_000));
    await purgeAt(later);
    expect(await exists(expired)).toBe(false);
    expect(await storage.exists(keyOf(shared))).toBe(true);
    const download = await injectAs(t.app, lawyer, { url: `/api/documents/${live}/download` });
    expect(download.rawPayload.equals(shared)).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await exists(evidence)).toBe(true);
  });
});
