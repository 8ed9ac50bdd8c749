// The public API's document upload and metadata and the firm's client messages (issue 36.3,
// decisions 0373–0374) through the app on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL):
// the vault's own checks and codes, the key's scopes, another firm's ids, Idempotency-Key.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentPlanLimits } from '@shared/documents/documents';
import { auditLog, contacts, documents, domainEvents, portalMessages, portalThreads, subscriptions } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { zipBombDocx } from '../../test/hostile-files';
import { fakeExecutable, multipartBody } from '../../test/multipart';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { expectOnlyOneFits } from '../../test/storage-race';

const MODULES = ['api-keys', 'contacts', 'matters', 'documents', 'client-portal'];
const ALL_SCOPES = ['canViewContacts', 'canEditContacts', 'canViewDocuments', 'canGenerateDocuments'];

describe('public API v1: documents (upload, metadata) and messages', () => {
  let t: TestApp;
  /** Firm A, whose key does the work; firm B, whose ids A must not reach (and the reverse). */
  const firms: Record<'a' | 'b', { tenantId: string; userId: string; cookie: string; secret: string; threadId: string; documentId: string }> = {} as never;

  async function makeFirm(): Promise<(typeof firms)['a']> {
    const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, firm.userId, MODULES);
    await t.database.db.insert(subscriptions).values({ tenantId: firm.tenantId, planId: 'plan-halado', status: 'active' });
    const cookie = await signIn(t.app, firm.email);
    const key = await injectAs(t.app, cookie, { method: 'POST', url: '/api/api-keys', payload: { name: 'Integráció', scopes: ALL_SCOPES, expiresInDays: 30 } });
    expect(key.statusCode, key.body).toBe(201);
    const [client] = await t.database.db.insert(contacts).values({ tenantId: firm.tenantId, kind: 'person', name: 'Szabó Anna' }).returning();
    const [thread] = await t.database.db.insert(portalThreads).values({ tenantId: firm.tenantId, contactId: client!.id, subject: 'Hagyatéki iratok', createdBy: firm.userId }).returning();
    await t.database.db.insert(portalMessages).values({ tenantId: firm.tenantId, threadId: thread!.id, fromFirm: false, body: 'Küldöm a leltárt.' });
    const upload = await injectAs(t.app, cookie, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'belso.txt', bytes: Buffer.from('Belső feljegyzés') }]) });
    expect(upload.statusCode, upload.body).toBe(201);
    return { ...firm, cookie, secret: key.json().secret, threadId: thread!.id, documentId: upload.json().items[0].id };
  }

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    firms.a = await makeFirm();
    firms.b = await makeFirm();
  });
  afterAll(() => t.close());

  const withKey = (secret: string, method: 'GET' | 'POST', url: string, extra: { payload?: object | Buffer; headers?: Record<string, string> } = {}) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${secret}`, ...extra.headers }, ...(extra.payload ? { payload: extra.payload } : {}) });
  const upload = (secret: string, fields: Record<string, string>, file: { name: string; bytes: Buffer; type?: string }, headers: Record<string, string> = {}) => {
    const body = multipartBody(fields, [file]);
    return withKey(secret, 'POST', '/api/v1/documents', { payload: body.payload, headers: { ...body.headers, ...headers } });
  };
  const narrowKey = async (scopes: string[]) =>
    (await injectAs(t.app, firms.a.cookie, { method: 'POST', url: '/api/api-keys', payload: { name: `Szűk ${scopes.join(',')}`, scopes, expiresInDays: null } })).json().secret as string;

  it('uploads through the vault (audited and evented as the key), answers its metadata and downloads it; a repeat with the key replays', async () => {
    const bytes = Buffer.from('Megbízási szerződés – API-n át', 'utf8');
    const res = await upload(firms.a.secret, { title: 'Megbízás', folder: 'API', tags: 'api,szerzodes' }, { name: 'megbizas.txt', bytes, type: 'text/plain' }, { 'idempotency-key': 'feltoltes-1' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ fileName: 'megbizas.txt', mime: 'text/plain', sizeBytes: bytes.length, versionNumber: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const again = await upload(firms.a.secret, { title: 'Megbízás', folder: 'API', tags: 'api,szerzodes' }, { name: 'megbizas.txt', bytes, type: 'text/plain' }, { 'idempotency-key': 'feltoltes-1' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(created.id);
    expect(await t.database.db.$count(documents, and(eq(documents.tenantId, firms.a.tenantId), eq(documents.title, 'Megbízás')))).toBe(1);
    // Another file under the same key is another request.
    const other = await upload(firms.a.secret, { title: 'Megbízás' }, { name: 'masik.txt', bytes: Buffer.from('Más tartalom') }, { 'idempotency-key': 'feltoltes-1' });
    expect(other.statusCode).toBe(422);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'documents.upload'), eq(auditLog.targetId, created.id)));
    expect(entry).toMatchObject({ actorKind: 'apiKey', actorUserId: firms.a.userId, tenantId: firms.a.tenantId });
    expect(entry!.metadata).toMatchObject({ source: 'public-api' });
    expect(await t.database.db.$count(domainEvents, and(eq(domainEvents.type, 'document.uploaded'), eq(domainEvents.subjectId, created.id), eq(domainEvents.actorKind, 'apiKey')))).toBe(1);

    const meta = await withKey(firms.a.secret, 'GET', `/api/v1/documents/${created.id}`);
    expect(meta.statusCode, meta.body).toBe(200);
    expect(meta.json()).toMatchObject({
      id: created.id,
      title: 'Megbízás',
      folder: 'API',
      tags: ['api', 'szerzodes'],
      fileName: 'megbizas.txt',
      sha256: created.sha256,
      versions: [expect.objectContaining({ number: 1 })],
    });
    expect(meta.json()).not.toHaveProperty('text');
    const file = await withKey(firms.a.secret, 'GET', `/api/v1/documents/${created.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it("applies the vault's refusals with its codes: over the plan's file size, a zip bomb, a program, no file", async () => {
    const before = await t.database.db.$count(documents, eq(documents.tenantId, firms.a.tenantId));
    const limits = documentPlanLimits as Record<string, { maxFileBytes: number; storageBytes: number }>;
    const saved = limits.halado!;
    limits.halado = { ...saved, maxFileBytes: 1024 };
    try {
      const big = await upload(firms.a.secret, {}, { name: 'nagy.txt', bytes: Buffer.alloc(4096, 'a') });
      expect(big.statusCode, big.body).toBe(413);
      expect(big.json().code).toBe('DOCUMENT_TOO_LARGE');
    } finally {
      limits.halado = saved;
    }
    const bomb = await upload(firms.a.secret, {}, { name: 'szerzodes.docx', bytes: zipBombDocx(20 * 1024 * 1024) }, { 'idempotency-key': 'bomba-1' });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().code).toBe('DOCX_UNPACKED_TOO_LARGE');
    const exe = await upload(firms.a.secret, {}, { name: 'level.pdf', bytes: fakeExecutable(), type: 'application/pdf' });
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('DOCUMENT_EXECUTABLE_REFUSED');
    const json = await withKey(firms.a.secret, 'POST', '/api/v1/documents', { payload: { title: 'nincs fájl' } });
    expect(json.statusCode).toBe(415);
    expect(await t.database.db.$count(documents, eq(documents.tenantId, firms.a.tenantId))).toBe(before);
  });

  it('checks the storage against the locked total: of two uploads at once with room for one, one is refused (decision 0455)', async () => {
    const files = [Buffer.from(`API-n, egyszerre ${randomUUID()}`), Buffer.from(`API-n, egyszerre, más ${randomUUID()}`)];
    await expectOnlyOneFits(t, firms.a.tenantId, [files[0]!.length, files[1]!.length], () => files.map((bytes, i) => upload(firms.a.secret, {}, { name: `egyszerre-${i}.txt`, bytes })));
  });

  it('lists the firm’s threads with cursor paging, reads one with its messages, and posts the firm’s answer once per Idempotency-Key', async () => {
    const list = await withKey(firms.a.secret, 'GET', '/api/v1/message-threads?limit=1');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({ data: [expect.objectContaining({ id: firms.a.threadId, subject: 'Hagyatéki iratok', lastFromFirm: false, unread: 1 })], nextCursor: null });
    expect((await withKey(firms.a.secret, 'GET', '/api/v1/message-threads?waiting=true')).json().data).toHaveLength(1);

    const answer = { body: 'Megkaptuk, köszönjük.' };
    const posts = await Promise.all([1, 2].map(() => withKey(firms.a.secret, 'POST', `/api/v1/message-threads/${firms.a.threadId}/messages`, { payload: answer, headers: { 'idempotency-key': 'valasz-1' } })));
    for (const p of posts) expect([201, 409], p.body).toContain(p.statusCode);
    const replay = await withKey(firms.a.secret, 'POST', `/api/v1/message-threads/${firms.a.threadId}/messages`, { payload: answer, headers: { 'idempotency-key': 'valasz-1' } });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    const thread = await withKey(firms.a.secret, 'GET', `/api/v1/message-threads/${firms.a.threadId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().messages.map((m: { body: string; fromFirm: boolean }) => [m.body, m.fromFirm])).toEqual([
      ['Küldöm a leltárt.', false],
      ['Megkaptuk, köszönjük.', true],
    ]);
    expect(thread.json()).toMatchObject({ lastFromFirm: true, assignedTo: { id: firms.a.userId } });
    const [sent] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'portal.message_send'), eq(auditLog.targetId, firms.a.threadId)));
    expect(sent).toMatchObject({ actorKind: 'apiKey', actorUserId: firms.a.userId });

    // A second thread: the first page of one ends with a cursor to the next.
    const [client] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, firms.a.tenantId));
    const [second] = await t.database.db
      .insert(portalThreads)
      .values({ tenantId: firms.a.tenantId, contactId: client!.id, subject: 'Második kérdés', createdBy: firms.a.userId, lastMessageAt: new Date(Date.now() + 60_000) })
      .returning();
    const first = (await withKey(firms.a.secret, 'GET', '/api/v1/message-threads?limit=1')).json();
    expect(first.data.map((d: { id: string }) => d.id)).toEqual([second!.id]);
    const next = (await withKey(firms.a.secret, 'GET', `/api/v1/message-threads?limit=1&cursor=${first.nextCursor}`)).json();
    expect(next).toEqual({ data: [expect.objectContaining({ id: firms.a.threadId })], nextCursor: null });
  });

  it('refuses a key without the scope with 403 FORBIDDEN', async () => {
    const readOnly = await narrowKey(['canViewDocuments', 'canViewContacts']);
    const refused = await upload(readOnly, {}, { name: 'tiltott.txt', bytes: Buffer.from('nem mehet') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    const post = await withKey(readOnly, 'POST', `/api/v1/message-threads/${firms.a.threadId}/messages`, { payload: { body: 'Olvasó kulcs válasza' } });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('FORBIDDEN');
    expect(await t.database.db.$count(portalMessages, eq(portalMessages.body, 'Olvasó kulcs válasza'))).toBe(0);

    const documentsOnly = await narrowKey(['canViewDocuments']);
    for (const url of ['/api/v1/message-threads', `/api/v1/message-threads/${firms.a.threadId}`]) {
      const res = await withKey(documentsOnly, 'GET', url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const contactsOnly = await narrowKey(['canViewContacts']);
    expect((await withKey(contactsOnly, 'GET', `/api/v1/documents/${firms.a.documentId}`)).json().code).toBe('FORBIDDEN');
  });

  it("answers 404 for another firm's document and thread, and lists none of its threads", async () => {
    const a = firms.a.secret;
    for (const url of [`/api/v1/documents/${firms.b.documentId}`, `/api/v1/documents/${firms.b.documentId}/download`, `/api/v1/message-threads/${firms.b.threadId}`]) {
      const res = await withKey(a, 'GET', url);
      expect(res.statusCode, url).toBe(404);
    }
    const post = await withKey(a, 'POST', `/api/v1/message-threads/${firms.b.threadId}/messages`, { payload: { body: 'Idegen szál' } });
    expect(post.statusCode).toBe(404);
    expect(await t.database.db.$count(portalMessages, eq(portalMessages.body, 'Idegen szál'))).toBe(0);
    const list = await withKey(a, 'GET', '/api/v1/message-threads');
    expect(JSON.stringify(list.json())).not.toContain(firms.b.threadId);
    // An upload may not be linked to the other firm's client either (the vault's own check).
    const [bClient] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.tenantId, firms.b.tenantId));
    const linked = await upload(a, { clientContactId: bClient!.id }, { name: 'idegen.txt', bytes: Buffer.from('Idegen ügyfél') });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().code).toBe('DOCUMENT_CLIENT_NOT_FOUND');
  });

  it('publishes the new routes in the OpenAPI document with Idempotency-Key on the POSTs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/documents/{id}', '/api/v1/message-threads', '/api/v1/message-threads/{id}', '/api/v1/message-threads/{id}/messages']));
    for (const path of ['/api/v1/documents', '/api/v1/message-threads/{id}/messages']) {
      expect(
        doc.paths[path].post.parameters.some((p: { name: string; in: string }) => p.name === 'idempotency-key' && p.in === 'header'),
        path,
      ).toBe(true);
    }
    expect(doc.paths['/api/v1/documents'].post.description).toContain('DOCUMENT_TOO_LARGE');
  });
});
