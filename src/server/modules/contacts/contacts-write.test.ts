// Contacts module write side: Hungarian validation, links, timeline, search, duplicates, merge,
// CSV import (all or nothing) and export. Runs in a fresh firm of its own, so the demo seed's
// contacts never change the figures.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_IMPORT_MAX_SIZE } from '@shared/contacts/contacts.schemas';
import { auditLog, contactActivities, contactLinks, contacts, opportunities, opportunityStages } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('contacts API: write, search, duplicates, merge, import, export', () => {
  let t: TestApp;
  let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
  let other: Awaited<ReturnType<typeof createTenantWithMember>>;
  let cookie: string;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t.app, cookie, { method, url, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    firm = await createTenantWithMember(t.database, 'lawyer');
    other = await createTenantWithMember(t.database, 'lawyer');
    cookie = await signIn(t.app, firm.email);
  });
  afterAll(() => t.close());

  const org = {
    kind: 'organisation',
    name: 'Kovács és Társa Kft.',
    taxNumber: '12892312-2-42',
    euVatNumber: 'HU12892312',
    companyRegNumber: 'Cg. 01-09-123456',
    bankAccount: '11773016-11111018',
    address: { postalCode: '1052', city: 'Budapest', street: 'Váci utca 1.' },
    tags: ['ügyfél'],
  };

  it('creates an organisation with normalised Hungarian identifiers and a "created" timeline entry', async () => {
    const res = await api('POST', '/api/contacts', { ...org, taxNumber: '12892312 2 42', phone: '06 30 123 4567' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'organisation', name: 'Kovács és Társa Kft.', taxNumber: '12892312-2-42', companyRegNumber: '01-09-123456', phone: '+36 30 123 4567', tags: ['ügyfél'] });
    expect(body.address).toEqual({ country: 'HU', postalCode: '1052', city: 'Budapest', street: 'Váci utca 1.' });
    expect(body.timeline.map((a: { kind: string }) => a.kind)).toEqual(['created']);
    expect(body.timeline[0].actorName).toBe('Másik Felhasználó');
  });

  it('refuses a bad adószám, bank account and e-mail with Hungarian field errors and writes nothing', async () => {
    const before = await t.database.db.select().from(contacts).where(eq(contacts.tenantId, firm.tenantId));
    const res = await api('POST', '/api/contacts', { kind: 'organisation', name: 'Hibás Bt.', taxNumber: '12892313-2-42', bankAccount: '11773017-11111018-00000000', email: 'nem-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        taxNumber: 'Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.',
        bankAccount: 'A bankszámlaszám ellenőrző számjegye hibás, valószínűleg elírás.',
        email: 'Érvénytelen email cím formátum',
      },
    });
    const person = await api('POST', '/api/contacts', { kind: 'person', givenName: 'Anna' });
    expect(person.json().fields).toEqual({ familyName: 'A mező kitöltése kötelező.' });
    const mismatch = await api('POST', '/api/contacts', { ...org, euVatNumber: 'HU24225221' });
    expect(mismatch.json().fields).toEqual({ euVatNumber: 'A közösségi adószám nem egyezik az adószám törzsszámával.' });
    expect(await t.database.db.select().from(contacts).where(eq(contacts.tenantId, firm.tenantId))).toHaveLength(before.length);
  });

  let orgId: string;
  let personId: string;

  it('creates a person linked to the organisation; both timelines show the link', async () => {
    const list = await api('GET', '/api/contacts?kind=organisation');
    orgId = list.json().items[0].id;
    const res = await api('POST', '/api/contacts', {
      kind: 'person',
      familyName: 'Kovács',
      givenName: 'Ödön',
      birthName: 'Kovács Ödön',
      birthPlace: 'Debrecen',
      birthDate: '1975-04-12',
      mothersName: 'Nagy Mária',
      idDocument: { type: 'id_card', number: '123456ab' },
      email: 'Kovacs.Odon@Example.hu',
      iban: 'HU42 1177 3016 1111 1018 0000 0000',
      links: [{ organisationId: orgId, role: 'represents', title: 'ügyvezető' }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const person = res.json();
    personId = person.id;
    expect(person).toMatchObject({ name: 'Kovács Ödön', email: 'kovacs.odon@example.hu', iban: 'HU42117730161111101800000000', idDocument: { type: 'id_card', number: '123456AB' } });
    expect(person.links).toEqual([{ id: expect.any(String), role: 'represents', title: 'ügyvezető', contact: { id: orgId, name: 'Kovács és Társa Kft.', kind: 'organisation' } }]);
    const orgDetail = (await api('GET', `/api/contacts/${orgId}`)).json();
    expect(orgDetail.links[0].contact).toEqual({ id: personId, name: 'Kovács Ödön', kind: 'person' });
    expect(orgDetail.timeline.map((a: { kind: string }) => a.kind)).toEqual(['linked', 'created']);
  });

  it("refuses a link to another firm's organisation", async () => {
    const [foreign] = await t.database.db.insert(contacts).values({ tenantId: other.tenantId, kind: 'organisation', name: 'Idegen Zrt.' }).returning();
    const res = await api('POST', '/api/contacts', { kind: 'person', familyName: 'Teszt', givenName: 'Elek', links: [{ organisationId: foreign!.id, role: 'works_at' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('CONTACT_LINK_INVALID');
  });

  it('finds "kovacs", "ODON" and "tarsa" accent-insensitively, and by adószám digits', async () => {
    const names = async (q: string) =>
      (await api('GET', `/api/contacts?q=${encodeURIComponent(q)}`))
        .json()
        .items.map((c: { name: string }) => c.name)
        .sort();
    expect(await names('kovacs')).toEqual(['Kovács Ödön', 'Kovács és Társa Kft.']);
    expect(await names('ODON')).toEqual(['Kovács Ödön']);
    expect(await names('társa')).toEqual(['Kovács és Társa Kft.']);
    expect(await names('12892312')).toEqual(['Kovács és Társa Kft.']);
    expect(await names('%')).toEqual([]);
    expect((await api('GET', '/api/contacts?tag=%C3%BCgyf%C3%A9l')).json().total).toBe(1);
  });

  it('replaces the contact on edit (left-out fields are cleared), records the changed fields, and refuses changing the kind', async () => {
    const res = await api('PUT', `/api/contacts/${personId}`, {
      kind: 'person',
      familyName: 'Kovács',
      givenName: 'Ödön',
      phone: '+36 1 234 5678',
      links: [{ organisationId: orgId, role: 'represents', title: 'ügyvezető' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().timeline.find((a: { kind: string }) => a.kind === 'edited');
    expect(edited.details.fields).toEqual(expect.arrayContaining(['phone', 'birthName', 'email']));
    expect(res.json()).toMatchObject({ phone: '+36 1 234 5678', email: null, birthName: null });
    expect(res.json().links).toHaveLength(1);
    expect((await api('PUT', `/api/contacts/${personId}`, { kind: 'organisation', name: 'Más' })).json().code).toBe('CONTACT_KIND_CHANGE');
  });

  it('finds duplicates by adószám, e-mail and accent-insensitive name, then merges keeping every link, note, tag and timeline entry', async () => {
    const dup = await api('POST', '/api/contacts', { kind: 'organisation', name: 'KOVACS ES TARSA KFT.', taxNumber: '12892312-2-42', email: 'iroda@kovacs-tarsa.hu', notes: 'Régi ügyfélkártyáról.', tags: ['régi'] });
    const dupId = dup.json().id;
    const worker = await api('POST', '/api/contacts', { kind: 'person', familyName: 'Szép', givenName: 'Ilona', links: [{ organisationId: dupId, role: 'works_at' }] });
    expect(worker.statusCode).toBe(201);

    const groups = (await api('GET', '/api/contacts/duplicates')).json().groups;
    // Same adószám and same name: one pair, listed once under its strongest reason (the adószám).
    expect(groups.map((g: { reason: string }) => g.reason)).toEqual(['tax_number']);
    expect(groups[0].contacts.map((c: { id: string }) => c.id)).toEqual([orgId, dupId]);

    const preview = await api('POST', `/api/contacts/${orgId}/merge-preview`, { sourceId: dupId });
    expect(preview.statusCode, preview.body).toBe(200);
    const fields = Object.fromEntries(preview.json().fields.map((f: { field: string; winner: string }) => [f.field, f.winner]));
    expect(fields).toMatchObject({ name: 'target', taxNumber: 'target', email: 'source' });
    expect(preview.json().tags).toEqual(['ügyfél', 'régi']);
    expect(preview.json().movedLinks).toBe(1);
    // An opportunity of the contact that merges away (decision 0204: it follows the survivor).
    const [stage] = await t.database.db.insert(opportunityStages).values({ tenantId: firm.tenantId, name: 'Összevonás próbája', position: 99, kind: 'open' }).returning();
    const [deal] = await t.database.db.insert(opportunities).values({ tenantId: firm.tenantId, title: 'Keretszerződés', contactId: dupId, stageId: stage!.id }).returning();

    const merged = await api('POST', `/api/contacts/${orgId}/merge`, { sourceId: dupId, choices: { name: 'source' } });
    expect(merged.statusCode, merged.body).toBe(200);
    const m = merged.json();
    expect(m).toMatchObject({ name: 'KOVACS ES TARSA KFT.', email: 'iroda@kovacs-tarsa.hu', taxNumber: '12892312-2-42', tags: ['ügyfél', 'régi'], notes: 'Régi ügyfélkártyáról.' });
    expect(m.links.map((l: { contact: { name: string } }) => l.contact.name).sort()).toEqual(['Kovács Ödön', 'Szép Ilona']);
    expect(m.timeline.map((a: { kind: string }) => a.kind)).toEqual(expect.arrayContaining(['merged', 'created', 'linked']));
    expect(m.timeline.filter((a: { kind: string }) => a.kind === 'created')).toHaveLength(2);
    // The source is gone from lists and reads, kept in the database pointing at the survivor.
    expect((await api('GET', `/api/contacts/${dupId}`)).statusCode).toBe(404);
    const [source] = await t.database.db.select().from(contacts).where(eq(contacts.id, dupId));
    expect(source!.mergedIntoId).toBe(orgId);
    expect(await t.database.db.select().from(contactLinks).where(eq(contactLinks.organisationId, dupId))).toEqual([]);
    expect(await t.database.db.select().from(contactActivities).where(eq(contactActivities.contactId, dupId))).toEqual([]);
    const [movedDeal] = await t.database.db.select().from(opportunities).where(eq(opportunities.id, deal!.id));
    expect(movedDeal!.contactId).toBe(orgId);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contacts.merge'), eq(auditLog.targetId, orgId)));
    expect(audit!.metadata).toMatchObject({ sourceId: dupId });
    expect((await api('GET', '/api/contacts/duplicates')).json().groups).toEqual([]);
  });

  it('lists each pair once: A–B and B–A are the same pair, whatever reasons they share', async () => {
    const create = async (body: object) => {
      const res = await api('POST', '/api/contacts', { kind: 'person', ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const a = await create({ familyName: 'Páros', givenName: 'Péter', email: 'paros.peter@example.hu' });
    const b = await create({ familyName: 'Páros', givenName: 'Péter', email: 'PAROS.PETER@example.hu' });
    const c = await create({ familyName: 'Paros', givenName: 'Peter' });
    const groups: { reason: string; contacts: { id: string }[] }[] = (await api('GET', '/api/contacts/duplicates')).json().groups;
    const pairs = groups.flatMap((g) => g.contacts.slice(1).map((other) => [g.contacts[0]!.id, other.id].sort().join('|')));
    expect(pairs).toHaveLength(new Set(pairs).size);
    // A–B by e-mail; the name group (A, B, C) adds only A–C, not A–B again.
    expect(groups.map((g) => [g.reason, g.contacts.map((x) => x.id)])).toEqual([
      ['email', [a, b]],
      ['name', [a, c]],
    ]);
    for (const id of [a, b, c]) expect((await api('DELETE', `/api/contacts/${id}`)).statusCode).toBe(204);
    expect((await api('GET', '/api/contacts/duplicates')).json().groups).toEqual([]);
  });

  it('refuses merging a contact with itself, across kinds, or with a foreign id', async () => {
    expect((await api('POST', `/api/contacts/${orgId}/merge`, { sourceId: orgId })).json().code).toBe('CONTACT_MERGE_SAME');
    expect((await api('POST', `/api/contacts/${orgId}/merge`, { sourceId: personId })).json().code).toBe('CONTACT_MERGE_KIND');
    const [foreign] = await t.database.db.select().from(contacts).where(eq(contacts.tenantId, other.tenantId));
    expect((await api('POST', `/api/contacts/${orgId}/merge`, { sourceId: foreign!.id })).statusCode).toBe(404);
  });

  const header = 'Típus;Név;Családi név;Utónév;E-mail;Adószám;Bankszámlaszám;Címkék';
  const goodCsv = `\uFEFF${header}\r\nszervezet;Új Ügyfél Kft.;;;uj@ugyfel.hu;24225221-2-43;;"import, 2026"\r\nszemély;;Nagy;Éva;nagy.eva@example.hu;;11773016-11111018;import\r\n`;

  it('previews an import with per-row errors and imports nothing when one row is bad', async () => {
    const bad = goodCsv + 'szervezet;Hibás Kft.;;;;12892313-2-42;;\r\n';
    const preview = await api('POST', '/api/contacts/import/preview', { csv: bad });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ valid: 2, invalid: 1, unknownColumns: [] });
    expect(preview.json().rows[2]).toEqual({ line: 4, name: 'Hibás Kft.', kind: 'organisation', errors: { taxNumber: 'Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.' } });
    const before = (await api('GET', '/api/contacts')).json().total;
    const res = await api('POST', '/api/contacts/import', { csv: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CONTACT_IMPORT_INVALID', fields: { '4.taxNumber': expect.stringContaining('ellenőrző számjegye') } });
    expect((await api('GET', '/api/contacts')).json().total).toBe(before);
  });

  it('imports a good file completely, with "imported" timeline entries', async () => {
    const res = await api('POST', '/api/contacts/import', { csv: goodCsv });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ imported: 2 });
    const found = (await api('GET', '/api/contacts?q=nagy%20eva')).json().items;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ name: 'Nagy Éva', bankAccount: '11773016-11111018', tags: ['import'] });
    expect((await api('GET', `/api/contacts/${found[0].id}`)).json().timeline.map((a: { kind: string }) => a.kind)).toEqual(['imported']);
    const org2 = (await api('GET', '/api/contacts?q=uj%20ugyfel')).json().items[0];
    expect(org2.tags).toEqual(['import', '2026']);
  });

  it('imports 600 rows (more than one insert batch) in one go, and refuses more than 2000 rows', async () => {
    const before = (await api('GET', '/api/contacts')).json().total;
    const rows = Array.from({ length: 600 }, (_, i) => `személy;Tömeges;Ügyfél ${i}`).join('\r\n');
    const res = await api('POST', '/api/contacts/import', { csv: `Típus;Családi név;Utónév\r\n${rows}\r\n` });
    expect(res.json()).toEqual({ imported: 600 });
    expect((await api('GET', '/api/contacts')).json().total).toBe(before + 600);
    expect((await api('GET', '/api/contacts?q=tomeges%20ugyfel%20599')).json().total).toBe(1);
    const tooMany = Array.from({ length: 2001 }, () => 'személy;A;Bé').join('\n');
    const refused = await api('POST', '/api/contacts/import/preview', { csv: `Típus;Családi név;Utónév\n${tooMany}` });
    expect(refused.json()).toEqual({ code: 'CONTACT_IMPORT_TOO_LARGE', message: 'Egy fájlban legfeljebb 2000 névjegy importálható.' });
    const [{ id }] = (await api('GET', '/api/contacts?q=tomeges')).json().items;
    expect((await api('GET', `/api/contacts/${id}`)).json().timeline.map((a: { kind: string }) => a.kind)).toEqual(['imported']);
  });

  it('takes a CSV up to the size its message names, and refuses a larger one with that message (not as too large a request)', async () => {
    // Accented letters are two bytes each in the JSON body: a file near the limit is larger than the app's default body limit.
    const big = `Típus;Családi név;Utónév\n${'személy;Árvíztűrő;Tükörfúrógép\n'.repeat(Math.floor(CONTACT_IMPORT_MAX_SIZE / 31))}`.slice(0, CONTACT_IMPORT_MAX_SIZE);
    expect(Buffer.byteLength(JSON.stringify({ csv: big }))).toBeGreaterThan(1_048_576 * 2);
    const taken = await api('POST', '/api/contacts/import/preview', { csv: big });
    expect(taken.json()).toMatchObject({ code: 'CONTACT_IMPORT_TOO_LARGE' }); // read: more than 2000 rows
    const refused = await api('POST', '/api/contacts/import/preview', { csv: `${big}x` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ csv: 'A fájl legfeljebb 2\u00a0MB lehet.' });
  });

  it('exports UTF-8 with BOM, ";" separated, Hungarian headers, and the export imports back cleanly', async () => {
    const res = await api('GET', '/api/contacts/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nevjegyek-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFFTípus;Név;Családi név;Utónév;E-mail;Telefon;Adószám')).toBe(true);
    expect(res.body).toContain('\r\nszemély;;Kovács;Ödön;;+36 1 234 5678;');
    expect(res.body).toContain(';"ügyfél, régi";Régi ügyfélkártyáról.\r\n');
    const back = await api('POST', '/api/contacts/import/preview', { csv: res.body });
    expect(back.json().invalid).toBe(0);
    expect(back.json().valid).toBe((await api('GET', '/api/contacts')).json().total);
  });

  it('soft-deletes with an audit entry; the contact leaves lists and reads', async () => {
    const res = await api('DELETE', `/api/contacts/${personId}`);
    expect(res.statusCode).toBe(204);
    expect((await api('GET', `/api/contacts/${personId}`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/contacts/${personId}`)).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'contacts.delete'), eq(auditLog.targetId, personId)));
    expect(audit).toMatchObject({ tenantId: firm.tenantId, metadata: { name: 'Kovács Ödön' } });
  });

  it('lets a customer neither create nor edit (function level)', async () => {
    const customer = await signIn(t.app, 'szabo.anna@example.hu');
    expect((await injectAs(t.app, customer, { method: 'POST', url: '/api/contacts', payload: org })).statusCode).toBe(403);
    expect((await injectAs(t.app, customer, { method: 'POST', url: '/api/contacts/import', payload: { csv: goodCsv } })).statusCode).toBe(403);
  });
});
