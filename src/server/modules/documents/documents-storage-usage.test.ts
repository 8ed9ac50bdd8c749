// The firm's stored bytes as a running total (issue 40.3, decision 0441): the triggers on
// document_versions keep document_storage_usage equal to the sum the upload's plan check used to
// compute over every version (each stored file once), through uploads, new versions, restores, the
// bin, purges and statements touching several versions of one file; the plan's storage limit is
// enforced from it.
import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPlanLimits } from '@shared/documents/documents';
import { resultRows } from '../../db/client';
import { withTenant } from '../../db/tenant-scope';
import { documents, documentVersions, matters } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { multipartBody } from '../../test/multipart';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';
import { documentStorage } from '../../storage';
import { purgeExpiredDocuments } from './documents-purge';
import { expectOnlyOneFits, planStorage, storageCounter, storageSummed } from '../../test/storage-race';

describe('the vault storage counter', () => {
  let t: TestApp;
  let owner: string; // iroda@ (admin, in the confidential team)
  let lawyer: string; // ugyved@ (not in the confidential team)
  let tenantId: string;
  let secretMatterId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db.select({ id: matters.id, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
    secretMatterId = rows.find((m) => m.confidential)!.id;
  });
  afterAll(() => t.close());

  const counter = () => storageCounter(t, tenantId);
  const summed = () => storageSummed(t, tenantId);
  const expectCounted = async (delta: number, before: number) => {
    const now = await counter();
    expect(now).toBe(await summed());
    expect(now - before).toBe(delta);
  };
  const bytes = (label: string) => Buffer.from(`${label} ${randomUUID()}\nÁrvíztűrő tükörfúrógép\n`, 'utf8');
  const upload = async (cookie: string, name: string, file: Buffer, fields: Record<string, string> = {}) => {
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody(fields, [{ name, bytes: file }]) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().items[0].id as string;
  };
  const uploadVersion = async (id: string, file: Buffer) => {
    const res = await injectAs(t.app, owner, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name: 'valtozat.txt', bytes: file }]) });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('starts as the sum of the seeded versions and is what the storage route answers', async () => {
    expect(await counter()).toBeGreaterThan(0);
    expect(await counter()).toBe(await summed());
    const res = await injectAs(t.app, owner, { url: '/api/documents/storage' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().usedBytes).toBe(await counter());
  });

  it('counts a new file once: a second upload, a new version or a restore of the same bytes adds nothing', async () => {
    const a = bytes('Első');
    const b = bytes('Második');
    let before = await counter();
    const id = await upload(owner, 'elso.txt', a);
    await expectCounted(a.length, before);

    before = await counter();
    await upload(owner, 'elso-masolat.txt', a);
    await expectCounted(0, before);

    before = await counter();
    await uploadVersion(id, b);
    await expectCounted(b.length, before);

    before = await counter();
    await uploadVersion(id, a);
    await expectCounted(0, before);

    before = await counter();
    const restored = await injectAs(t.app, owner, { method: 'POST', url: `/api/document-versioning/${id}/versions/2/restore` });
    expect(restored.statusCode, restored.body).toBe(201);
    await expectCounted(0, before);
  });

  it("counts a confidential matter's file, and does not count it again when a lawyer outside its team uploads the same bytes", async () => {
    const secret = bytes('Bizalmas');
    let before = await counter();
    await upload(owner, 'bizalmas.txt', secret, { matterId: secretMatterId });
    await expectCounted(secret.length, before);
    before = await counter();
    await upload(lawyer, 'ugyanaz.txt', secret);
    await expectCounted(0, before);
  });

  it('keeps a binned file counted and takes a purged one off only when no other version holds it', async () => {
    const shared = bytes('Közös');
    const own = bytes('Saját');
    const kept = await upload(owner, 'kozos.txt', shared);
    const purged = await upload(owner, 'kukaba.txt', shared);
    await uploadVersion(purged, own);
    let before = await counter();
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/documents/${purged}` })).statusCode).toBe(200);
    await expectCounted(0, before);

    await t.database.db.execute(sql`update documents set deleted_at = now() - interval '40 days' where id = ${purged}`);
    before = await counter();
    await purgeExpiredDocuments(t.database.db, documentStorage(t.app.env));
    expect(await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.id, purged))).toEqual([]);
    // `own` was only in the purged document; `shared` is still the kept document's.
    await expectCounted(-own.length, before);
    expect((await t.database.db.select({ id: documentVersions.id }).from(documentVersions).where(eq(documentVersions.documentId, kept))).length).toBe(1);
  });

  it('counts one file once when a statement adds or removes several versions of it', async () => {
    const id = await upload(owner, 'tobb.txt', bytes('Alap'));
    const size = 12_345;
    const key = `${tenantId}/${createHash('sha256').update(randomUUID()).digest('hex')}`;
    const row = (n: number) => sql`(${randomUUID()}, ${tenantId}, ${id}, ${n}, ${key}, ${key.slice(-64)}, ${size}, 'text/plain', 'tobb.txt')`;
    let before = await counter();
    await t.database.db.execute(sql`insert into document_versions (id, tenant_id, document_id, number, storage_key, sha256, size_bytes, mime, file_name) values ${row(10)}, ${row(11)}, ${row(12)}`);
    await expectCounted(size, before);
    before = await counter();
    await t.database.db.execute(sql`delete from document_versions where storage_key = ${key} and number in (10, 11)`);
    await expectCounted(0, before);
    before = await counter();
    await t.database.db.execute(sql`delete from document_versions where storage_key = ${key}`);
    await expectCounted(-size, before);
  });

  it("locks the firm's total for the upload's check without rewriting its row (no dead row version per upload, 0503)", async () => {
    const rowVersion = async () => resultRows<{ v: string }>(await t.database.db.execute(sql`select ctid::text || '/' || xmin::text as v from document_storage_usage where tenant_id = ${tenantId}`))[0]!.v;
    const before = await rowVersion();
    const held = await withTenant(t.database.db, tenantId, async (tx) => resultRows<{ used: string | number }>(await tx.execute(sql`select public.vi_document_storage_held() as used`))[0]!.used);
    expect(Number(held)).toBe(await counter());
    expect(await rowVersion()).toBe(before);
  });

  it("refuses a new file past the plan's storage with DOCUMENT_STORAGE_FULL, and still takes bytes the firm already keeps", async () => {
    const known = bytes('Meglévő');
    await upload(owner, 'meglevo.txt', known);
    const used = await counter();
    const storageBytes = await planStorage(t, tenantId);
    // The firm is 10 bytes short of its plan's storage (the counter stands in for gigabytes of files).
    await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${storageBytes - 10} where tenant_id = ${tenantId}`);
    try {
      const fresh = bytes('Új, nem fér el');
      const full = await injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'uj.txt', bytes: fresh }]) });
      expect(full.statusCode, full.body).toBe(413);
      expect(full.json().code).toBe('DOCUMENT_STORAGE_FULL');
      expect(await documentStorage(t.app.env).exists(`${tenantId}/${createHash('sha256').update(fresh).digest('hex')}`)).toBe(false);
      await upload(owner, 'meglevo-ujra.txt', known);
    } finally {
      await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${used} where tenant_id = ${tenantId}`);
    }
    expect(await counter()).toBe(await summed());
  });

  const onlyOneFits = (sizes: [number, number], send: () => ReturnType<typeof injectAs>[]) => expectOnlyOneFits(t, tenantId, sizes, send);

  it('lets only one of two uploads at once take the last free bytes: the second is checked against the total the first left (decision 0453)', async () => {
    const files = [bytes('Egyszerre, első'), bytes('Egyszerre, más')];
    await onlyOneFits([files[0]!.length, files[1]!.length], () =>
      files.map((file, i) => injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: `egyszerre-${i}.txt`, bytes: file }]) })),
    );
  });

  it('checks new versions and several files of one upload against the locked total too (decision 0455)', async () => {
    // Two new versions of two documents at once.
    const ids = [await upload(owner, 'valtozik-1.txt', bytes('Változó, első')), await upload(owner, 'valtozik-2.txt', bytes('Változó, második'))];
    const versions = [bytes('Új változat, első'), bytes('Új változat, második')];
    await onlyOneFits([versions[0]!.length, versions[1]!.length], () =>
      ids.map((id, i) => injectAs(t.app, owner, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name: 'valtozat.txt', bytes: versions[i]! }]) })),
    );
    // An upload of two files beside an upload of one.
    const pair = [bytes('Kettő egyben, első'), bytes('Kettő egyben, második')];
    const single = bytes('Egy, a kettő mellett');
    await onlyOneFits([pair[0]!.length + pair[1]!.length, single.length], () => [
      injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/documents',
        ...multipartBody({}, [
          { name: 'par-1.txt', bytes: pair[0]! },
          { name: 'par-2.txt', bytes: pair[1]! },
        ]),
      }),
      injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'egy.txt', bytes: single }]) }),
    ]);
  });

  it("checks the storage against the firm's plan as it is now: a plan change reaches the cached plan through the subscriptions trigger (decision 0451)", async () => {
    const used = await counter();
    const planOf = async () =>
      resultRows<{ id: string; code: string }>(
        await t.database.db.execute(sql`select p.id, p.code from subscriptions s join plans p on p.id = s.plan_id where s.tenant_id = ${tenantId} and s.status = 'active' limit 1`),
      )[0]!;
    const before = await planOf();
    const [halado] = resultRows<{ id: string }>(await t.database.db.execute(sql`select id from plans where code = 'halado'`));
    const [alap] = resultRows<{ id: string }>(await t.database.db.execute(sql`select id from plans where code = 'alap'`));
    const setPlan = async (planId: string) => {
      await t.database.db.execute(sql`update subscriptions set plan_id = ${planId} where tenant_id = ${tenantId} and status = 'active'`);
      // The trigger's message has reached this instance's caches (PostgreSQL delivers it asynchronously).
      await t.app.bus.sync();
    };
    try {
      await setPlan(alap!.id);
      // Over Alap's storage, within Haladó's.
      await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${documentPlanLimits.alap.storageBytes + 100} where tenant_id = ${tenantId}`);
      const send = (label: string) => injectAs(t.app, owner, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'terv.txt', bytes: bytes(label) }]) });
      const refused = await send('Alap');
      expect(refused.statusCode, refused.body).toBe(413);
      expect(refused.json().code).toBe('DOCUMENT_STORAGE_FULL');
      await setPlan(halado!.id);
      expect((await send('Haladó')).statusCode).toBe(201);
      // Two files: the second is checked while it streams in, as before.
      await setPlan(alap!.id);
      const two = await injectAs(t.app, owner, {
        method: 'POST',
        url: '/api/documents',
        ...multipartBody({}, [
          { name: 'a.txt', bytes: bytes('A') },
          { name: 'b.txt', bytes: bytes('B') },
        ]),
      });
      expect(two.statusCode, two.body).toBe(413);
      expect(two.json().code).toBe('DOCUMENT_STORAGE_FULL');
    } finally {
      await setPlan(before.id);
      // What it stands for: the file the Haladó plan took is kept.
      await t.database.db.execute(sql`update document_storage_usage set used_bytes = ${await summed()} where tenant_id = ${tenantId}`);
    }
    expect(await counter()).toBeGreaterThan(used);
  });
});
