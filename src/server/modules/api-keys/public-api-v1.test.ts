// The public API's practice routes and Idempotency-Key (issue 36.3, decisions 0392–0393) through
// the app on a real database (PGlite; PostgreSQL with TEST_DATABASE_URL); the parallel
// Idempotency-Key test goes through a client generated from the published OpenAPI document over a
// real port (decision 0370).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInputSchema } from '@shared/contacts/contacts.schemas';
import { apiIdempotencyKeys, apiKeys, auditLog, contacts, domainEvents, matterParties, matters, members, subscriptions, timeEntries } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { multipartBody } from '../../test/multipart';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { projectRoot } from '../../lib/project-root';
import { firstDifference, PUBLIC_API_TYPES_FILE, publicApiTypesSource } from '../../plugins/openapi-client-types';
import { requestFingerprint } from './idempotency';
import type { paths } from './public-api-types.gen';

describe('public API v1: practice routes and Idempotency-Key', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let admin: string;
  let secret: string;
  let keyId: string;
  let matterId: string;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, firm.userId, ['api-keys', 'matters', 'time-tracking', 'invoice-generator', 'compliance-tracker', 'documents']);
    await t.database.db.insert(subscriptions).values({ tenantId: firm.tenantId, planId: 'plan-halado', status: 'active' });
    admin = await signIn(t.app, firm.email);
    const [matter] = await t.database.db
      .insert(matters)
      .values({ tenantId: firm.tenantId, number: 'K-2026/0100', title: 'Szerződés felülvizsgálat', openedOn: '2026-11-01', conflictDecision: 'no_conflict', createdBy: firm.userId, responsibleLawyerId: firm.userId })
      .returning();
    matterId = matter!.id;
    const created = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'Integráció', scopes: ['canViewContacts', 'canCreateContacts', 'canViewCases', 'canViewTimeTracking', 'canCreateTimeEntries', 'canViewDocuments'], expiresInDays: 30 },
    });
    expect(created.statusCode, created.body).toBe(201);
    ({ secret } = created.json());
    keyId = created.json().key.id;
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}, key = secret) =>
    t.app.inject({ method, url, headers: { authorization: `Bearer ${key}`, ...headers }, ...(payload ? { payload } : {}) });
  const contactsNamed = async (name: string) =>
    (
      await t.database.db
        .select()
        .from(contacts)
        .where(and(eq(contacts.tenantId, firm.tenantId), eq(contacts.name, name)))
    ).length;

  it('replays a completed POST for the same key and body, refuses another body with 422, and a bad header with 400', async () => {
    const body = { kind: 'organisation', name: 'Idempotens Kft.' };
    const first = await call('POST', '/api/v1/contacts', body, { 'idempotency-key': 'ugyfel-001' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call('POST', '/api/v1/contacts', { name: 'Idempotens Kft.', kind: 'organisation' }, { 'idempotency-key': '"ugyfel-001"' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().id).toBe(first.json().id);
    expect(await contactsNamed('Idempotens Kft.')).toBe(1);

    const other = await call('POST', '/api/v1/contacts', { kind: 'organisation', name: 'Másik Kft.' }, { 'idempotency-key': 'ugyfel-001' });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', message: expect.any(String) });
    expect(await contactsNamed('Másik Kft.')).toBe(0);
    // The same key on another route is another request too.
    const elsewhere = await call('POST', '/api/v1/time-entries', { matterId, description: 'Egyeztetés', workDate: '2026-11-20', duration: '1:00' }, { 'idempotency-key': 'ugyfel-001' });
    expect(elsewhere.json().code).toBe('IDEMPOTENCY_KEY_REUSED');

    const bad = await call('POST', '/api/v1/contacts', { kind: 'organisation', name: 'Rossz Kft.' }, { 'idempotency-key': 'x'.repeat(256) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await contactsNamed('Rossz Kft.')).toBe(0);
  });

  it('answers 409 while the same request is still running, and takes over a claim abandoned for 5 minutes', async () => {
    const body = { kind: 'organisation', name: 'Futó Kft.' };
    // The fingerprint is of the body as the route parsed it (defaults filled in), like a twin's.
    const parsed = contactInputSchema.parse(body);
    const claim = { tenantId: firm.tenantId, caller: `key:${keyId}`, fingerprint: requestFingerprint('POST', '/api/v1/contacts', parsed) };
    await t.database.db.insert(apiIdempotencyKeys).values({ ...claim, key: 'futo-1' });
    const running = await call('POST', '/api/v1/contacts', body, { 'idempotency-key': 'futo-1' });
    expect(running.statusCode).toBe(409);
    expect(running.json().code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(await contactsNamed('Futó Kft.')).toBe(0);

    await t.database.db.insert(apiIdempotencyKeys).values({ ...claim, key: 'futo-2', createdAt: new Date(Date.now() - 6 * 60_000) });
    const takenOver = await call('POST', '/api/v1/contacts', body, { 'idempotency-key': 'futo-2' });
    expect(takenOver.statusCode, takenOver.body).toBe(201);
    expect(await contactsNamed('Futó Kft.')).toBe(1);
  });

  it('through a client generated from the published OpenAPI document: 20 parallel POSTs with one Idempotency-Key make one row and 20 equal answers', async () => {
    // A real server on a port, as an integrator meets it: the document is fetched over HTTP, its
    // types generated with openapi-typescript must be the committed ones (the calls below are
    // type-checked against them), and openapi-fetch sends the requests with the API key.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const baseUrl = `http://127.0.0.1:${port}`;
    const published = await fetch(`${baseUrl}/api/docs/v1/openapi.json`);
    expect(published.status).toBe(200);
    const generated = await publicApiTypesSource(await published.json());
    const committed = await readFile(resolve(projectRoot(), PUBLIC_API_TYPES_FILE), 'utf8');
    expect(firstDifference(committed, generated), `${PUBLIC_API_TYPES_FILE} is stale – run \`npm run api:generate\``).toBeNull();

    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${secret}` } });
    const who = await client.GET('/api/v1/whoami');
    expect(who.response.status, JSON.stringify(who.error)).toBe(200);

    const description = `Párhuzamos rögzítés ${randomUUID()}`;
    const body = { matterId, description, workDate: '2026-11-24', duration: '0:30' };
    const idempotencyKey = `parhuzamos-${randomUUID()}`;
    const firstStatuses: number[] = [];
    // What the document tells a client: 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the twin runs –
    // send it again later; the same key then gets the stored answer.
    const send = async () => {
      for (let attempt = 1; ; attempt++) {
        const answer = await client.POST('/api/v1/time-entries', { params: { header: { 'idempotency-key': idempotencyKey } }, body });
        if (attempt === 1) firstStatuses.push(answer.response.status);
        if (answer.response.status !== 409 || answer.error?.code !== 'IDEMPOTENCY_REQUEST_IN_PROGRESS' || attempt >= 100) return answer;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10));
      }
    };
    const answers = await Promise.all(Array.from({ length: 20 }, send));

    const rows = await t.database.db
      .select()
      .from(timeEntries)
      .where(and(eq(timeEntries.tenantId, firm.tenantId), eq(timeEntries.description, description)));
    expect(rows).toHaveLength(1);
    // Each first attempt was the one run (201) or told to wait (409), never a second row or a 5xx.
    expect(firstStatuses).toHaveLength(20);
    for (const s of firstStatuses) expect([201, 409]).toContain(s);
    expect(firstStatuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    // All 20 answers are the same: 201 with the one row, one fresh and the rest replays of it.
    for (const a of answers) expect(a.response.status, JSON.stringify(a.error)).toBe(201);
    const made = answers.map((a) => a.data!);
    expect(made[0]).toMatchObject({ id: rows[0]!.id, description });
    for (const m of made) expect(m).toEqual(made[0]);
    expect(answers.filter((a) => a.response.headers.get('idempotent-replayed') === null)).toHaveLength(1);
    expect(answers.filter((a) => a.response.headers.get('idempotent-replayed') === 'true')).toHaveLength(19);

    // The same key with another body is refused, through the typed client too.
    const other = await client.POST('/api/v1/time-entries', { params: { header: { 'idempotency-key': idempotencyKey } }, body: { ...body, duration: '1:00' } });
    expect(other.response.status).toBe(422);
    expect(other.error?.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('gives the claim back when the request fails, so a corrected request may use the key', async () => {
    const failed = await call('POST', '/api/v1/time-entries', { matterId: randomUUID(), description: 'Nem létező ügy', workDate: '2026-11-24', duration: '0:30' }, { 'idempotency-key': 'javitott-1' });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(failed.statusCode).toBeLessThan(500);
    const fixed = await call('POST', '/api/v1/time-entries', { matterId, description: 'Létező ügy', workDate: '2026-11-24', duration: '0:30' }, { 'idempotency-key': 'javitott-1' });
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('audits every use and every write as the key, and pages time entries by cursor', async () => {
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-12']) {
      expect((await call('POST', '/api/v1/time-entries', { matterId, description: `Lapozás ${day}`, workDate: day, duration: '15p' })).statusCode).toBe(201);
    }
    const first = await call('GET', '/api/v1/time-entries?limit=2&matterId=' + matterId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(2);
    const rest: { id: string }[] = [];
    let cursor: string | null = first.json().nextCursor;
    while (cursor) {
      const next = await call('GET', `/api/v1/time-entries?limit=2&matterId=${matterId}&cursor=${cursor}`);
      rest.push(...next.json().data);
      cursor = next.json().nextCursor;
    }
    const ids = [...first.json().data, ...rest].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe((await t.database.db.select().from(timeEntries).where(eq(timeEntries.matterId, matterId))).length);
    expect((await call('GET', '/api/v1/time-entries?cursor=bm9wZQ')).json().code).toBe('API_CURSOR_INVALID');

    await new Promise((resolve) => setTimeout(resolve, 50));
    const uses = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'api_keys.use'), eq(auditLog.actorId, keyId)));
    expect(uses.length).toBeGreaterThan(5);
    expect(uses.find((u) => (u.metadata as { route?: string }).route === '/api/v1/time-entries')).toMatchObject({ actorKind: 'apiKey', actorUserId: firm.userId, tenantId: firm.tenantId });
    const [event] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.tenantId, firm.tenantId), eq(domainEvents.type, 'contact.created')));
    expect(event).toMatchObject({ actorKind: 'apiKey', actorId: keyId });
  });

  it('lists only the matters’ clients with matterRole=client, across cursor pages, and refuses another role', async () => {
    const named = (name: string) => ({ tenantId: firm.tenantId, kind: 'organisation' as const, name, createdBy: firm.userId });
    const [client, opponent, other] = await t.database.db
      .insert(contacts)
      .values([named('Ügyfél Első Kft.'), named('Ellenérdekű Zrt.'), named('Ügyfél Második Bt.')])
      .returning({ id: contacts.id });
    for (const [contactId, role] of [
      [client!.id, 'client'],
      [opponent!.id, 'opposing'],
      [other!.id, 'client'],
    ] as const)
      await t.database.db.insert(matterParties).values({ tenantId: firm.tenantId, matterId, contactId, name: 'Fél', role, conflictDecision: 'no_conflict' });
    const first = await call('GET', '/api/v1/contacts?matterRole=client&limit=1');
    expect(first.statusCode, first.body).toBe(200);
    const second = await call('GET', `/api/v1/contacts?matterRole=client&limit=1&cursor=${first.json().nextCursor}`);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().nextCursor).toBeNull();
    // One insert: one created_at, so the id orders them; each client once over the two pages.
    expect([...first.json().data, ...second.json().data].map((c: { name: string }) => c.name).sort()).toEqual(['Ügyfél Első Kft.', 'Ügyfél Második Bt.']);
    const all = (await call('GET', '/api/v1/contacts?limit=100')).json().data.map((c: { name: string }) => c.name);
    expect(all).toContain('Ellenérdekű Zrt.');
    expect((await call('GET', '/api/v1/contacts?matterRole=opposing')).statusCode).toBe(400);
  });

  it('reads invoices, deadlines and documents, and downloads a document', async () => {
    const upload = await injectAs(t.app, admin, { method: 'POST', url: '/api/documents', ...multipartBody({}, [{ name: 'megbizas.txt', bytes: Buffer.from('Megbízási szerződés szövege') }]) });
    expect(upload.statusCode, upload.body).toBe(201);
    const docs = await call('GET', '/api/v1/documents?limit=10');
    expect(docs.statusCode, docs.body).toBe(200);
    const doc = docs.json().data.find((d: { title: string; fileName?: string }) => JSON.stringify(d).includes('megbizas'));
    expect(doc).toBeDefined();
    const file = await call('GET', `/api/v1/documents/${doc.id}/download`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('Megbízási szerződés szövege');
    expect((await call('GET', `/api/v1/documents/${randomUUID()}/download`)).statusCode).toBe(404);

    const deadlines = await call('GET', '/api/v1/deadlines?limit=5');
    expect(deadlines.statusCode, deadlines.body).toBe(200);
    expect(deadlines.json()).toMatchObject({ data: expect.any(Array), nextCursor: null });
    const invoices = await call('GET', '/api/v1/invoices');
    expect(invoices.statusCode, invoices.body).toBe(200);
    expect(invoices.json().data).toEqual([]);
  });

  it('tells a caller without a key how to send one, not to sign in', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/v1/contacts' });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ code: 'UNAUTHENTICATED', message: expect.stringContaining('„Authorization: Bearer vi_live_…” fejlécben') });
    const basic = await t.app.inject({ method: 'GET', url: '/api/v1/whoami', headers: { authorization: 'Basic eDp5' } });
    expect(basic.json().message).toContain('API-kulcs kell');
  });

  it('refuses what the key was not granted, and a key dies when its creator is no longer firm staff', async () => {
    // Not in the key's scopes, though its creator may.
    expect((await call('GET', '/api/v1/deadlines')).statusCode).toBe(200);
    const narrow = (await injectAs(t.app, admin, { method: 'POST', url: '/api/api-keys', payload: { name: 'Csak névjegy', scopes: ['canViewContacts'], expiresInDays: null } })).json();
    const refused = await call('GET', '/api/v1/time-entries', undefined, {}, narrow.secret);
    expect(refused.statusCode).toBe(403);
    // The caller learns that the key lacks the scope – and which – not a bare "no permission".
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', message: expect.stringContaining('Ennek az API-kulcsnak nincs meg a kéréshez szükséges jogosultsága (canViewTimeTracking)') });
    const write = await call('POST', '/api/v1/contacts', { kind: 'organisation', name: 'Tiltott Kft.' }, {}, narrow.secret);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toContain('(canCreateContacts)');
    expect(await contactsNamed('Tiltott Kft.')).toBe(0);

    // Each key has its own budget per minute.
    const budgeted = (await injectAs(t.app, admin, { method: 'POST', url: '/api/api-keys', payload: { name: 'Keretes', scopes: ['canViewContacts'], expiresInDays: null } })).json();
    await t.database.db.update(apiKeys).set({ ratePerMinute: 2 }).where(eq(apiKeys.id, budgeted.key.id));
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await call('GET', '/api/v1/contacts', undefined, {}, budgeted.secret));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    expect(answers[2]!.json().code).toBe('RATE_LIMITED');
    expect((await call('GET', '/api/v1/contacts')).statusCode).toBe(200);

    // The creator becomes a customer of the firm: the key holds nothing any more.
    await t.database.db
      .update(members)
      .set({ role: 'customer' })
      .where(and(eq(members.organizationId, firm.tenantId), eq(members.userId, firm.userId)));
    try {
      expect((await call('GET', '/api/v1/contacts')).statusCode).toBe(401);
      expect((await call('POST', '/api/v1/contacts', { kind: 'organisation', name: 'Ügyfélként Kft.' })).statusCode).toBe(401);
    } finally {
      await t.database.db
        .update(members)
        .set({ role: 'tenant,lawyer' })
        .where(and(eq(members.organizationId, firm.tenantId), eq(members.userId, firm.userId)));
    }
    expect((await call('GET', '/api/v1/contacts')).statusCode).toBe(200);
  });

  it('publishes an OpenAPI 3.1 document of /api/v1 alone, with bearer keys, and a browsable page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = Object.keys(doc.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v1/contacts', '/api/v1/matters', '/api/v1/time-entries', '/api/v1/invoices', '/api/v1/deadlines', '/api/v1/documents', '/api/v1/documents/{id}/download', '/api/v1/whoami']),
    );
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    // The browsable page groups the operations under a Hungarian heading, not the route's machine tag.
    expect(doc.tags).toEqual([{ name: 'Nyilvános API', description: expect.any(String) }]);
    expect(new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops as Record<string, { tags: string[] }>).map((op) => op.tags.join()))).size).toBe(1);
    expect(doc.paths['/api/v1/contacts'].get.tags).toEqual(['Nyilvános API']);
    // The refusals a program meets first are described.
    expect(doc.info.description).toContain('401 `UNAUTHENTICATED`');
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    // A nullable field is written the 3.1 way.
    const contact = doc.paths['/api/v1/contacts'].get.responses['200'].content['application/json'].schema.properties.data.items.properties.email;
    expect(Array.isArray(contact.type) ? contact.type.includes('null') : contact.anyOf?.some((s: { type?: string }) => s.type === 'null')).toBe(true);
    expect(doc.paths['/api/v1/time-entries'].post.parameters.some((p: { name: string; in: string }) => p.name === 'idempotency-key' && p.in === 'header')).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/v1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/api/docs/v1/init.js');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/v1/init.js' })).body).toContain('/api/docs/v1/openapi.json');
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' })).statusCode).toBe(200);
  });
});
