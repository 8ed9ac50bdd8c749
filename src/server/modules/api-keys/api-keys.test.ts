// API keys and the public API (issue 36.2–3, decision 0390) through the app on a real database.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isWellFormedApiKey } from '@shared/api-keys/api-keys';
import { apiKeys, auditLog, contacts, domainEvents, matters, members, subscriptions } from '../../db/schema';
import { installDefaultModules } from '../../module-system/defaults';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('API keys and the public API', () => {
  let t: TestApp;
  let firm: { tenantId: string; userId: string; email: string };
  let admin: string;
  let lawyer: { userId: string; cookie: string };

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    await installDefaultModules(t.database.db, firm.tenantId, firm.userId, ['api-keys', 'matters']);
    await t.database.db.insert(subscriptions).values({ tenantId: firm.tenantId, planId: 'plan-halado', status: 'active' });
    admin = await signIn(t.app, firm.email);
    const lawyerId = randomUUID();
    const lawyerEmail = `ugyved-${lawyerId}@kulcs-iroda.hu`;
    const other = await createTenantWithMember(t.database, 'lawyer', lawyerEmail, []);
    await t.database.db.insert(members).values({ id: randomUUID(), organizationId: firm.tenantId, userId: other.userId, role: 'lawyer' });
    lawyer = { userId: other.userId, cookie: await signIn(t.app, lawyerEmail) };
  });
  afterAll(() => t.close());

  const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });
  const withKey = (secret: string, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
  const create = (payload: object, cookie = admin) => call(cookie, 'POST', '/api/api-keys', payload);

  it('creates a key whose secret is answered once, stored only as a hash, audited and written as an event', async () => {
    const res = await create({ name: 'Könyvelő szinkron', scopes: ['canViewContacts', 'canViewCases'], expiresInDays: 90 });
    expect(res.statusCode, res.body).toBe(201);
    const { key, secret } = res.json();
    expect(isWellFormedApiKey(secret)).toBe(true);
    expect(key).toMatchObject({ name: 'Könyvelő szinkron', scopes: ['canViewContacts', 'canViewCases'], status: 'active', start: secret.slice(0, 12), createdBy: { id: firm.userId } });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = (await call(admin, 'GET', '/api/api-keys')).json();
    expect(listed.apiAccess).toBe(true);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(12));
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, key.id), eq(auditLog.action, 'api_keys.create')));
    expect(entry).toMatchObject({ actorKind: 'user', actorId: firm.userId });
    const [event] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.subjectId, key.id), eq(domainEvents.type, 'api_key.created')));
    expect(event?.payload).toMatchObject({ name: 'Könyvelő szinkron', rotatedFrom: null });
  });

  it('refuses bad input with field errors and a lawyer (no settings right) with 403, changing nothing', async () => {
    const before = (await t.database.db.select().from(apiKeys).where(eq(apiKeys.tenantId, firm.tenantId))).length;
    const noScopes = await create({ name: 'X kulcs', scopes: [], expiresInDays: null });
    expect(noScopes.statusCode).toBe(400);
    expect(noScopes.json().code).toBe('VALIDATION_ERROR');
    const adminScope = await create({ name: 'Admin kulcs', scopes: ['canManageModules'], expiresInDays: null });
    expect(adminScope.statusCode).toBe(400);
    // The lawyer acts in this firm (x-tenant-id; their own firm has no modules, so a wrong firm
    // would answer MODULE_NOT_INSTALLED): refused for the missing permission itself.
    const byLawyer = await injectAs(t.app, lawyer.cookie, {
      method: 'POST',
      url: '/api/api-keys',
      headers: { 'x-tenant-id': firm.tenantId },
      payload: { name: 'Ügyvéd kulcsa', scopes: ['canViewCases'], expiresInDays: null },
    });
    expect(byLawyer.statusCode).toBe(403);
    expect(byLawyer.json().code).toBe('FORBIDDEN');
    expect((await t.database.db.select().from(apiKeys).where(eq(apiKeys.tenantId, firm.tenantId))).length).toBe(before);
  });

  it('a key reads the public API as its creator, narrowed to its scopes, and its last use is stamped', async () => {
    await t.database.db.insert(contacts).values([1, 2, 3].map((n) => ({ tenantId: firm.tenantId, name: `Ügyfél ${n}`, kind: 'person', createdBy: firm.userId })));
    const { secret, key } = (await create({ name: 'Csak névjegyek', scopes: ['canViewContacts'], expiresInDays: null })).json();

    const me = await withKey(secret, '/api/v1/whoami');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ tenantId: firm.tenantId, userId: firm.userId, apiKeyId: key.id });
    expect(me.json().scopes).toContain('canViewContacts');
    expect(me.json().scopes).not.toContain('canViewCases');

    const first = await withKey(secret, '/api/v1/contacts?limit=2');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(2);
    const second = await withKey(secret, `/api/v1/contacts?limit=2&cursor=${first.json().nextCursor}`);
    const names = [...first.json().data, ...second.json().data].map((c: { name: string }) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Ügyfél 1', 'Ügyfél 2', 'Ügyfél 3']));
    expect((await withKey(secret, '/api/v1/contacts?cursor=nem-jo')).json().code).toBe('API_CURSOR_INVALID');

    // Not in the key's scopes, though its creator may.
    expect((await withKey(secret, '/api/v1/matters')).statusCode).toBe(403);
    // Only the public API takes a key.
    expect((await withKey(secret, '/api/contacts')).statusCode).toBe(401);
    const [used] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(used?.lastUsedAt).not.toBeNull();
  });

  it('a confidential matter stays with its team through a key', async () => {
    const { secret } = (await create({ name: 'Ügyek', scopes: ['canViewCases'], expiresInDays: null })).json();
    await t.database.db.insert(matters).values([
      { tenantId: firm.tenantId, number: 'K-2026/0001', title: 'Nyílt ügy', openedOn: '2026-11-01', conflictDecision: 'no_conflict', createdBy: firm.userId },
      { tenantId: firm.tenantId, number: 'K-2026/0002', title: 'Bizalmas ügy', openedOn: '2026-11-02', conflictDecision: 'no_conflict', createdBy: lawyer.userId, responsibleLawyerId: lawyer.userId, confidential: true },
    ]);
    const res = await withKey(secret, '/api/v1/matters');
    expect(res.statusCode, res.body).toBe(200);
    const titles = res.json().data.map((m: { title: string }) => m.title);
    expect(titles).toContain('Nyílt ügy');
    expect(titles).not.toContain('Bizalmas ügy');
  });

  it('a revoked key, a made-up key and a key whose creator left the firm get 401', async () => {
    const { secret, key } = (await create({ name: 'Visszavonandó', scopes: ['canViewContacts'], expiresInDays: null })).json();
    expect((await withKey(secret, '/api/v1/contacts')).statusCode).toBe(200);
    const revoked = await call(admin, 'POST', `/api/api-keys/${key.id}/revoke`);
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    expect((await call(admin, 'POST', `/api/api-keys/${key.id}/revoke`)).json().code).toBe('API_KEY_REVOKED');
    const refused = await withKey(secret, '/api/v1/contacts');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('API_KEY_INVALID');
    expect((await withKey('vi_live_' + 'A'.repeat(38), '/api/v1/contacts')).json().code).toBe('API_KEY_INVALID');

    const second = await createTenantWithMember(t.database, 'tenant');
    await installDefaultModules(t.database.db, second.tenantId, second.userId, ['api-keys', 'contacts']);
    await t.database.db.insert(subscriptions).values({ tenantId: second.tenantId, planId: 'plan-halado', status: 'active' });
    const leaver = await signIn(t.app, second.email);
    const made = (await create({ name: 'Távozó kulcsa', scopes: ['canViewContacts'], expiresInDays: null }, leaver)).json();
    expect((await withKey(made.secret, '/api/v1/contacts')).statusCode).toBe(200);
    await t.database.db.delete(members).where(and(eq(members.organizationId, second.tenantId), eq(members.userId, second.userId)));
    expect((await withKey(made.secret, '/api/v1/contacts')).statusCode).toBe(401);
  });

  it('rotation gives a new secret and keeps the old one working only for the overlap', async () => {
    const { secret, key } = (await create({ name: 'Forgatott', scopes: ['canViewContacts'], expiresInDays: null })).json();
    const rotated = await call(admin, 'POST', `/api/api-keys/${key.id}/rotate`, { overlapHours: 1 });
    expect(rotated.statusCode, rotated.body).toBe(201);
    const fresh = rotated.json();
    expect(fresh.secret).not.toBe(secret);
    expect((await withKey(fresh.secret, '/api/v1/contacts')).statusCode).toBe(200);
    expect((await withKey(secret, '/api/v1/contacts')).statusCode).toBe(200);
    const [old] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(old?.replacedBy).toBe(fresh.key.id);
    expect(old!.expiresAt!.getTime() - Date.now()).toBeLessThanOrEqual(3_600_000);
    const noOverlap = await call(admin, 'POST', `/api/api-keys/${fresh.key.id}/rotate`, { overlapHours: 0 });
    expect((await withKey(fresh.secret, '/api/v1/contacts')).statusCode).toBe(401);
    expect((await withKey(noOverlap.json().secret, '/api/v1/contacts')).statusCode).toBe(200);
  });

  it('a firm whose plan lacks API access cannot create keys, and existing keys stop working', async () => {
    const { secret } = (await create({ name: 'Csomagváltás előtt', scopes: ['canViewContacts'], expiresInDays: null })).json();
    await t.database.db.update(subscriptions).set({ planId: 'plan-alap' }).where(eq(subscriptions.tenantId, firm.tenantId));
    try {
      const refused = await create({ name: 'Alap csomagban', scopes: ['canViewContacts'], expiresInDays: null });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('API_ACCESS_NOT_INCLUDED');
      const use = await withKey(secret, '/api/v1/contacts');
      expect(use.statusCode).toBe(403);
      expect(use.json().code).toBe('API_ACCESS_NOT_INCLUDED');
    } finally {
      await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, firm.tenantId));
    }
  });
});
