import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../../db/client';
import { auditLog, documentVersions, matters, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildDocx } from '../../lib/docx/simple-docx';
import { createHungarianPdf, pdfToBuffer } from '../../lib/pdf/hungarian-pdf';
import { installDefaultModules } from '../../module-system/defaults';
import { documentStorage } from '../../storage';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { saveGeneratedDocument } from './save-generated';
import { fakeExecutable, multipartBody } from '../../test/multipart';
import { contentTypesBombDocx, zipBombDocx } from '../../test/hostile-files';
import { STORAGE_BACKENDS, type TestStorageBackend, testStorageBackend } from '../../test/storage-backends';

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const unique = () => Math.random().toString(36).slice(2, 8);

async function samplePdf(text: string): Promise<Buffer> {
  const doc = createHungarianPdf({ title: 'Teszt' });
  doc.text(text);
  return pdfToBuffer(doc);
}

describe.each(STORAGE_BACKENDS)('the upload/download round trip on %s storage', (kind) => {
  let t: TestApp;
  let backend: TestStorageBackend;
  let lawyer: string;
  let tenantId: string;
  let openMatterId: string;

  beforeAll(async () => {
    backend = await testStorageBackend(kind);
    t = await buildTestApp({ env: backend.env });
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db.select({ id: matters.id, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
    openMatterId = rows.find((m) => !m.confidential)!.id;
  });
  afterAll(async () => {
    await t.close();
    await backend.close();
  });

  const upload = (cookie: string, fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody(fields, files) });
  const get = (cookie: string, url: string) => injectAs(t.app, cookie, { url });

  it('stores several files in one upload and gives each back byte for byte, with safe headers', async () => {
    const pdf = await samplePdf(`Megbízási szerződés ${unique()} – őrző-védő űrlap`);
    const text = Buffer.from(`Feljegyzés ${unique()}\nÁrvíztűrő tükörfúrógép\n`, 'utf8');
    // Several megabytes: many chunks on the way in and out of either backend.
    const large = Buffer.from(`Jegyzőkönyv ${unique()}\n${'Árvíztűrő tükörfúrógép, őrző-védő űrlap. '.repeat(80_000)}`, 'utf8');
    const res = await upload(lawyer, { folder: 'Szerződések/2026', tags: 'Szerződés, teszt', matterId: openMatterId }, [
      { name: 'Szerződés; végleges (2026).pdf', bytes: pdf, type: 'application/pdf' },
      { name: '../../etc/feljegyzés.txt', bytes: text },
      { name: 'nagy-jegyzokonyv.txt', bytes: large },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const [first, second, third] = res.json().items;
    expect(second.fileName).toBe('feljegyzés.txt');

    const download = await get(lawyer, `/api/documents/${first.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(backend.holds(`${tenantId}/${sha(pdf)}`)).toBe(true);
    expect(backend.holds(`${tenantId}/${sha(text)}`)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Szerzodes_ vegleges (2026).pdf"; filename*=UTF-8''Szerz%C5%91d%C3%A9s%3B%20v%C3%A9gleges%20%282026%29.pdf`);
    const txt = await get(lawyer, `/api/documents/${second.id}/download?inline=true`);
    expect(txt.rawPayload.equals(text)).toBe(true);
    expect(txt.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(txt.headers['content-disposition']).toMatch(/^inline; /);
    const big = await get(lawyer, `/api/documents/${third.id}/download`);
    expect([big.rawPayload.length, big.headers['content-length']]).toEqual([large.length, String(large.length)]);
    expect(big.rawPayload.equals(large)).toBe(true);
    expect(backend.holds(`${tenantId}/${sha(large)}`)).toBe(true);

    // The text is read by the extraction job after the answer (decision 0411).
    await t.app.jobs.drain({ names: ['documents.extract'] });
    const detail = (await get(lawyer, `/api/documents/${first.id}`)).json();
    expect(detail).toMatchObject({ kind: 'pdf', folder: 'Szerződések/2026', tags: ['szerződés', 'teszt'], versionNumber: 1, sha256: sha(pdf), matter: { id: openMatterId } });
    expect(detail.text).toContain('őrző-védő űrlap');
    const audits = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, first.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['documents.download', 'documents.upload', 'documents.view']);

    const filtered = (await get(lawyer, `/api/documents?matterId=${openMatterId}&tag=teszt&kind=pdf&folder=Szerződések`)).json();
    expect(filtered.items.map((d: { id: string }) => d.id)).toEqual([first.id]);
    expect(filtered.tags).toContain('teszt');
    // The job indexes the 3 MB text file's megabyte of text (search columns) after the answer: more than the default 30 s on a loaded machine.
  }, 120_000);
});

describe('documents API', () => {
  let t: TestApp;
  let owner: string; // iroda@ (tenant, lawyer; in the confidential matter's team)
  let lawyer: string; // ugyved@ (lawyer, not in the confidential team)
  let tenantId: string;
  let secretMatterId: string;
  let openMatterId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db.select({ id: matters.id, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, tenantId));
    secretMatterId = rows.find((m) => m.confidential)!.id;
    openMatterId = rows.find((m) => !m.confidential)!.id;
  });
  afterAll(() => t.close());

  const upload = (cookie: string, fields: Record<string, string>, files: { name: string; bytes: Buffer; type?: string }[]) =>
    injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody(fields, files) });
  const uploadVersion = (cookie: string, id: string, name: string, bytes: Buffer) => injectAs(t.app, cookie, { method: 'POST', url: `/api/documents/${id}/versions`, ...multipartBody({}, [{ name, bytes }]) });
  const get = (cookie: string, url: string) => injectAs(t.app, cookie, { url });

  it('refuses a disguised executable and a type it does not keep, storing nothing', async () => {
    const before = (await get(lawyer, '/api/documents?limit=1')).json().total;
    const exe = await upload(lawyer, {}, [{ name: 'szerzodes.pdf', bytes: fakeExecutable(), type: 'application/pdf' }]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toEqual({ code: 'DOCUMENT_EXECUTABLE_REFUSED', message: 'Futtatható programot nem lehet feltölteni, akkor sem, ha a fájl neve mást mutat.' });
    const script = await upload(lawyer, {}, [{ name: 'jegyzet.txt', bytes: Buffer.from('#!/bin/sh\nrm -rf /\n') }]);
    expect(script.json().code).toBe('DOCUMENT_EXECUTABLE_REFUSED');
    const gif = await upload(lawyer, {}, [{ name: 'kep.png', bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1') }]);
    expect(gif.json().code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    // A good file before a bad one in the same upload is not kept either.
    const good = Buffer.from(`Jó fájl ${unique()}`);
    const mixed = await upload(lawyer, {}, [
      { name: 'jo.txt', bytes: good },
      { name: 'rossz.pdf', bytes: fakeExecutable() },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(await documentStorage({ NODE_ENV: 'test' }).exists(`${tenantId}/${sha(good)}`)).toBe(false);
    expect((await get(lawyer, '/api/documents?limit=1')).json().total).toBe(before);
    const empty = await upload(lawyer, {}, [{ name: 'ures.txt', bytes: Buffer.alloc(0) }]);
    expect(empty.json().code).toBe('DOCUMENT_EMPTY_FILE');
  });

  it('refuses a zip bomb DOCX before any parser unpacks it, storing nothing (issue 34 point 2)', async () => {
    const before = (await get(lawyer, '/api/documents?limit=1')).json().total;
    // ~60 KB whose word/document.xml unpacks to 20 MB: it froze the event loop for 10 s.
    const bomb = zipBombDocx(20 * 1024 * 1024);
    const res = await upload(lawyer, {}, [{ name: 'szerzodes.docx', bytes: bomb }]);
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toEqual({ code: 'DOCX_UNPACKED_TOO_LARGE', message: expect.stringContaining('kibontva túl nagy') });
    expect(await documentStorage({ NODE_ENV: 'test' }).exists(`${tenantId}/${sha(bomb)}`)).toBe(false);
    expect((await get(lawyer, '/api/documents?limit=1')).json().total).toBe(before);
    // The bomb in [Content_Types].xml, which type sniffing itself would unpack.
    const sniffBomb = await upload(lawyer, {}, [{ name: 'level.docx', bytes: contentTypesBombDocx() }]);
    expect(sniffBomb.statusCode, sniffBomb.body).toBe(413);
    expect(sniffBomb.json().code).toBe('DOCX_UNPACKED_TOO_LARGE');
    // An ordinary Word file still gets its text (parsed in the isolation worker).
    const ok = await upload(lawyer, {}, [{ name: 'rendes.docx', bytes: buildDocx(['Rendes megbízás', `Azonosító ${unique()}`]) }]);
    expect(ok.statusCode, ok.body).toBe(201);
    await t.app.jobs.drain({ names: ['documents.extract'] });
    const [version] = await t.database.db.select({ text: documentVersions.extractedText }).from(documentVersions).where(eq(documentVersions.documentId, ok.json().items[0].id));
    expect(version?.text).toContain('Rendes megbízás');
  });

  describe("a confidential matter's documents", () => {
    let secretDoc: string;
    beforeAll(async () => {
      const res = await upload(owner, { matterId: secretMatterId }, [{ name: 'bizalmas.txt', bytes: Buffer.from('Titkos vételár: 120 000 000 Ft') }]);
      expect(res.statusCode, res.body).toBe(201);
      secretDoc = res.json().items[0].id;
      expect((await uploadVersion(owner, secretDoc, 'bizalmas.txt', Buffer.from('Titkos vételár: 110 000 000 Ft'))).statusCode).toBe(201);
    });

    it('are listed, viewed and downloaded by its team', async () => {
      const list = (await get(owner, `/api/documents?matterId=${secretMatterId}&limit=200`)).json();
      expect(list.items.map((d: { id: string }) => d.id)).toContain(secretDoc);
      expect((await get(owner, `/api/documents/${secretDoc}`)).statusCode).toBe(200);
      expect((await get(owner, `/api/documents/${secretDoc}/download`)).statusCode).toBe(200);
    });

    it('never appear for a lawyer outside the team: list, filters, viewer, download, versions, diff, writes', async () => {
      const all = await get(lawyer, '/api/documents?limit=200');
      expect(all.json().items.map((d: { id: string }) => d.id)).not.toContain(secretDoc);
      expect(all.body).not.toContain('bizalmas.txt');
      expect((await get(lawyer, `/api/documents?matterId=${secretMatterId}`)).json()).toMatchObject({ items: [], total: 0 });
      expect((await get(lawyer, '/api/documents?tag=bizalmas')).json().total).toBe(0);
      const attempts: [string, string, object?][] = [
        ['GET', `/api/documents/${secretDoc}`],
        ['GET', `/api/documents/${secretDoc}/download`],
        ['GET', `/api/documents/${secretDoc}/download?inline=true`],
        ['GET', `/api/documents/${secretDoc}/versions`],
        ['GET', `/api/documents/${secretDoc}/versions/1/download`],
        ['GET', `/api/document-versioning/${secretDoc}/diff?from=1&to=2`],
        ['POST', `/api/document-versioning/${secretDoc}/versions/1/restore`],
        ['PATCH', `/api/documents/${secretDoc}`, { title: 'betekintés' }],
        ['DELETE', `/api/documents/${secretDoc}`],
      ];
      for (const [method, url, payload] of attempts) {
        const res = await injectAs(t.app, lawyer, { method: method as 'GET', url, ...(payload ? { payload } : {}) });
        expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 404`);
      }
      expect((await uploadVersion(lawyer, secretDoc, 'x.txt', Buffer.from('felülírás'))).statusCode).toBe(404);
      // Nor can a document be filed into that matter by someone outside the team.
      const sneak = await upload(lawyer, { matterId: secretMatterId }, [{ name: 'x.txt', bytes: Buffer.from(`beküldés ${unique()}`) }]);
      expect(sneak.json().code).toBe('DOCUMENT_MATTER_NOT_FOUND');
    });

    it('are hidden by the database itself, documents and versions alike', async () => {
      const [lawyerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
      const seen = await withTenant(
        t.database.db,
        tenantId,
        async (tx) => ({
          documents: resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from documents where id = ${secretDoc}`))[0]!.n,
          versions: resultRows<{ n: number }>(await tx.execute(sql`select count(*)::int as n from document_versions where document_id = ${secretDoc}`))[0]!.n,
        }),
        { userId: lawyerRow!.id },
      );
      expect(seen).toEqual({ documents: 0, versions: 0 });
    });
  });

  it('restoring a version makes a new one and keeps every earlier version; the diff shows the change', async () => {
    const v1 = buildDocx(['Megbízási szerződés', 'A megbízási díj 250 000 Ft, fizetendő 8 napon belül.']);
    const v2 = buildDocx(['Megbízási szerződés', 'A megbízási díj 300 000 Ft, fizetendő 15 napon belül.']);
    const created = await upload(lawyer, { matterId: openMatterId }, [{ name: 'Megbízás.docx', bytes: v1 }]);
    const id = created.json().items[0].id;
    expect((await uploadVersion(lawyer, id, 'Megbízás.docx', v2)).json().number).toBe(2);
    await t.app.jobs.drain({ names: ['documents.extract'] });

    const diff = (await get(lawyer, `/api/document-versioning/${id}/diff?from=1&to=2`)).json();
    expect(diff).toMatchObject({ from: 1, to: 2, comparable: true });
    expect(diff.parts.filter((p: { removed: boolean }) => p.removed).map((p: { value: string }) => p.value.trim())).toEqual(expect.arrayContaining(['250', '8']));
    expect(diff.parts.filter((p: { added: boolean }) => p.added).map((p: { value: string }) => p.value.trim())).toEqual(expect.arrayContaining(['300', '15']));
    expect((await get(lawyer, `/api/document-versioning/${id}/diff`)).json()).toMatchObject({ from: 1, to: 2 });

    const restored = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/document-versioning/${id}/versions/1/restore` });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().number).toBe(3);
    const again = await injectAs(t.app, lawyer, { method: 'POST', url: `/api/document-versioning/${id}/versions/3/restore` });
    expect(again.json().code).toBe('DOCUMENT_VERSION_IS_CURRENT');

    const versions = (await get(lawyer, `/api/documents/${id}/versions`)).json().items;
    expect(versions.map((v: { number: number; restoredFrom: number | null; current: boolean }) => [v.number, v.restoredFrom, v.current])).toEqual([
      [3, 1, true],
      [2, null, false],
      [1, null, false],
    ]);
    for (const [n, bytes] of [
      [1, v1],
      [2, v2],
      [3, v1],
    ] as const) {
      const file = await get(lawyer, `/api/documents/${id}/versions/${n}/download`);
      expect(sha(file.rawPayload), `version ${n}`).toBe(sha(bytes));
    }
    expect((await get(lawyer, `/api/documents/${id}/download`)).rawPayload.equals(v1)).toBe(true);
    const preview = (await get(lawyer, `/api/documents/${id}/preview`)).json();
    expect(preview.html).toContain('<p>A megbízási díj 250 000 Ft, fizetendő 8 napon belül.</p>');
    const [audit] = await t.database.db
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'documents.version_restore')));
    expect(audit?.metadata).toMatchObject({ restoredFrom: 1, version: 3 });
  });

  it('a soft-deleted document leaves the list, waits in the bin and restores intact', async () => {
    const bytes = await samplePdf(`Törlendő irat ${unique()}`);
    const id = (await upload(lawyer, { tags: 'lomtár' }, [{ name: 'torlendo.pdf', bytes }])).json().items[0].id;
    await uploadVersion(lawyer, id, 'torlendo-v2.txt', Buffer.from('második verzió'));
    expect((await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/documents/${id}` })).statusCode).toBe(200);
    expect((await get(lawyer, '/api/documents?limit=200')).json().items.map((d: { id: string }) => d.id)).not.toContain(id);
    const bin = (await get(lawyer, '/api/documents?deleted=true&limit=200')).json().items.find((d: { id: string }) => d.id === id);
    expect(bin.restorableUntil).toBeTruthy();
    expect((await get(lawyer, `/api/documents/${id}/download`)).json().code).toBe('DOCUMENT_DELETED');
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/restore` })).statusCode).toBe(200);
    const detail = (await get(lawyer, `/api/documents/${id}`)).json();
    expect(detail).toMatchObject({ deletedAt: null, versionNumber: 2, tags: ['lomtár'], fileName: 'torlendo-v2.txt' });
    expect(sha((await get(lawyer, `/api/documents/${id}/versions/1/download`)).rawPayload)).toBe(sha(bytes));
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/restore` })).json().code).toBe('DOCUMENT_NOT_DELETED');
    // Past the restore period the bin refuses.
    await injectAs(t.app, lawyer, { method: 'DELETE', url: `/api/documents/${id}` });
    await t.database.db.execute(sql`update documents set deleted_at = now() - interval '31 days' where id = ${id}`);
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/documents/${id}/restore` })).json().code).toBe('DOCUMENT_RESTORE_EXPIRED');
  });

  it("keeps firms apart: another firm neither lists nor opens this firm's documents", async () => {
    const mine = (await upload(lawyer, {}, [{ name: 'sajat.txt', bytes: Buffer.from(`saját ${unique()}`) }])).json().items[0].id;
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, null, ['documents', 'document-versioning']);
    const other = await signIn(t.app, firm.email);
    expect((await get(other, '/api/documents?limit=200')).json()).toMatchObject({ items: [], total: 0 });
    for (const url of [`/api/documents/${mine}`, `/api/documents/${mine}/download`, `/api/documents/${mine}/versions`, `/api/document-versioning/${mine}/diff`]) {
      expect((await get(other, url)).statusCode, url).toBe(404);
    }
    // The same bytes uploaded by the other firm are stored under its own key.
    const same = await upload(other, {}, [{ name: 'sajat.txt', bytes: Buffer.from('közös tartalom') }]);
    await upload(lawyer, {}, [{ name: 'sajat.txt', bytes: Buffer.from('közös tartalom') }]);
    const keys = await t.database.db
      .select({ key: documentVersions.storageKey })
      .from(documentVersions)
      .where(eq(documentVersions.sha256, sha(Buffer.from('közös tartalom'))));
    expect(new Set(keys.map((k) => k.key.split('/')[0]))).toEqual(new Set([tenantId, firm.tenantId]));
    expect(same.statusCode).toBe(201);
  });

  it("saves a generated file as a new matter document and as its next version, in the caller's transaction", async () => {
    const [lawyerRow] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
    const actor = { tenantId, userId: lawyerRow!.id };
    const storage = documentStorage({ NODE_ENV: 'test' });
    const first = buildDocx(['Meghatalmazás', `Generált ${unique()}`]);
    const saved = await withTenant(
      t.database.db,
      tenantId,
      (tx) => saveGeneratedDocument(tx, storage, { actor, bytes: first, fileName: 'Meghatalmazás.docx', links: { matterId: openMatterId, tags: ['generált'] }, source: 'templates' }),
      { userId: actor.userId },
    );
    const second = buildDocx(['Meghatalmazás', 'Javított változat']);
    const next = await withTenant(t.database.db, tenantId, (tx) => saveGeneratedDocument(tx, storage, { actor, bytes: second, fileName: 'Meghatalmazás.docx', documentId: saved.documentId, source: 'themis' }), {
      userId: actor.userId,
    });
    expect(next).toMatchObject({ documentId: saved.documentId, versionNumber: 2, sha256: sha(second) });
    await t.app.jobs.drain({ names: ['documents.extract'] });
    const detail = (await get(lawyer, `/api/documents/${saved.documentId}`)).json();
    expect(detail).toMatchObject({ kind: 'word', versionNumber: 2, matter: { id: openMatterId }, tags: ['generált'], text: 'Meghatalmazás\n\nJavított változat' });
    // A secret matter stays out of reach here too, and a rolled-back caller leaves no row.
    const refused = withTenant(t.database.db, tenantId, (tx) => saveGeneratedDocument(tx, storage, { actor, bytes: first, fileName: 'x.docx', links: { matterId: secretMatterId }, source: 'templates' }), {
      userId: actor.userId,
    });
    await expect(refused).rejects.toMatchObject({ code: 'DOCUMENT_MATTER_NOT_FOUND' });
  });

  it('the seeded demo documents are there, linked to matters, with a two-version contract', async () => {
    const list = (await get(owner, '/api/documents?limit=200')).json();
    const contract = list.items.find((d: { title: string }) => d.title === 'Adásvételi szerződés – Bartók Béla út');
    expect(contract).toMatchObject({ kind: 'word', versionNumber: 2, folder: 'Szerződések/2026', matter: { title: expect.stringMatching(/^Kiss Bence/) } });
    const diff = (await get(owner, `/api/document-versioning/${contract.id}/diff`)).json();
    expect(diff.parts.some((p: { added: boolean; value: string }) => p.added && p.value.includes('67'))).toBe(true);
    const lawyerList = (await get(lawyer, '/api/documents?limit=200')).json();
    expect(lawyerList.items.some((d: { title: string }) => d.title.startsWith('Üzletrész-adásvételi'))).toBe(false);
    expect(list.items.some((d: { title: string }) => d.title.startsWith('Üzletrész-adásvételi'))).toBe(true);
  });
});
