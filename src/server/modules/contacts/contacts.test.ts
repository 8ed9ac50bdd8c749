import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contacts } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { DEMO_CONTACT_COUNT } from '../../db/seed-contacts';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('tenant-scoped contacts API', () => {
  let t: TestApp;
  let other: Awaited<ReturnType<typeof createTenantWithMember>>;
  let otherContactId: string;

  beforeAll(async () => {
    t = await buildTestApp();
    other = await createTenantWithMember(t.database, 'lawyer');
    otherContactId = randomUUID();
    await t.database.db.insert(contacts).values({ id: otherContactId, tenantId: other.tenantId, name: 'Idegen Ügyfél' });
  });
  afterAll(() => t.close());

  it('requires sign-in', async () => {
    const res = await t.app.inject({ url: '/api/contacts' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Bejelentkezés szükséges.' });
  });

  it("lists only the own tenant's contacts for a lawyer", async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/contacts' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(DEMO_CONTACT_COUNT);
    expect(body.items.map((c: { name: string }) => c.name)).not.toContain('Idegen Ügyfél');
  });

  it('answers the timestamps of the list page (ISO text from the database) exactly as the detail and the search do (Dates)', async () => {
    const cookie = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const id = randomUUID();
    // Microseconds the JavaScript Date cannot hold: both paths drop them (no rounding up).
    await t.database.db
      .insert(contacts)
      .values({ id, tenantId: (await demoTenantId(t.database.db))!, name: 'Időbélyeg Teszt', createdAt: new Date('2031-02-03T04:05:06.789Z'), updatedAt: new Date('2031-02-03T04:05:07Z') });
    await t.database.db.execute(sql`update contacts set created_at = '2031-02-03 04:05:06.789999+00', updated_at = '2031-02-03 05:05:07+01' where id = ${id}`);
    try {
      const listed = (await injectAs(t.app, cookie, { url: '/api/contacts?limit=1' })).json().items[0];
      const found = (await injectAs(t.app, cookie, { url: '/api/contacts?q=idobelyeg' })).json().items[0];
      const detail = (await injectAs(t.app, cookie, { url: `/api/contacts/${id}` })).json();
      expect(listed).toMatchObject({ id, createdAt: '2031-02-03T04:05:06.789Z', updatedAt: '2031-02-03T04:05:07.000Z' });
      expect(found).toEqual(listed);
      expect(detail).toMatchObject({ createdAt: listed.createdAt, updatedAt: listed.updatedAt });
    } finally {
      await t.database.db.delete(contacts).where(eq(contacts.id, id));
    }
  });

  it('pages with limit and offset', async () => {
    const cookie = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const page = await injectAs(t.app, cookie, { url: '/api/contacts?limit=2&offset=1' });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBe(DEMO_CONTACT_COUNT);
    const pastTheEnd = await injectAs(t.app, cookie, { url: '/api/contacts?limit=2&offset=50' });
    expect(pastTheEnd.json()).toEqual({ items: [], total: DEMO_CONTACT_COUNT });
  });

  it("seeds the demo firm's contacts with valid Hungarian identifiers, links and one duplicate pair to merge", async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const csv = (await injectAs(t.app, cookie, { url: '/api/contacts/export' })).body;
    const check = await injectAs(t.app, cookie, { method: 'POST', url: '/api/contacts/import/preview', payload: { csv } });
    expect(check.json()).toMatchObject({ valid: DEMO_CONTACT_COUNT, invalid: 0 });
    const groups = (await injectAs(t.app, cookie, { url: '/api/contacts/duplicates' })).json().groups;
    expect(groups.map((g: { reason: string; contacts: { name: string }[] }) => [g.reason, g.contacts.map((c) => c.name)])).toEqual([
      // One pair, listed once under its strongest reason (decision 0492).
      ['tax_number', ['Dunai Pékség Kft.', 'DUNAI PEKSEG KFT.']],
    ]);
    const found = (await injectAs(t.app, cookie, { url: '/api/contacts?q=kovacs' }))
      .json()
      .items.map((c: { name: string }) => c.name)
      .sort();
    expect(found).toEqual(['Kovács Kertészet Kft.', 'Kovács Ödön']);
    const odon = (await injectAs(t.app, cookie, { url: '/api/contacts?q=odon' })).json().items[0];
    const detail = (await injectAs(t.app, cookie, { url: `/api/contacts/${odon.id}` })).json();
    expect(detail.links).toEqual([expect.objectContaining({ role: 'represents', title: 'ügyvezető', contact: expect.objectContaining({ name: 'Kovács Kertészet Kft.' }) })]);
  });

  it("answers 404 for another tenant's contact id (object level)", async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: `/api/contacts/${otherContactId}` });
    expect(res.statusCode).toBe(404);
    const own = await injectAs(t.app, await signIn(t.app, other.email), { url: `/api/contacts/${otherContactId}` });
    expect(own.statusCode).toBe(200);
    expect(own.json().name).toBe('Idegen Ügyfél');
  });

  it('refuses a tenant header naming a tenant the user is not a member of', async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/contacts', headers: { 'x-tenant-id': other.tenantId } });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_TENANT');
  });

  it('forbids customers, who lack canViewContacts (function level)', async () => {
    const cookie = await signIn(t.app, 'szabo.anna@example.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/contacts' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Nincs jogosultságod ehhez a művelethez.' });
  });

  it('tells a platform admin without a tenant that no tenant is selected', async () => {
    const cookie = await signIn(t.app, 'admin@virtualis-iroda.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/contacts' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('NO_TENANT');
  });
});
