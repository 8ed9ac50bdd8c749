// The module factory end to end through the API: the platform admin designs and publishes, a firm
// installs and works with records, another firm sees none of them, and a field change is a new
// version that keeps old records readable.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryDefinitionInput } from '@shared/module-factory/definition';
import { automationActor } from '../../actor/actor';
import { auditLog, contacts, domainEvents, factoryRecords, matters } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { addFactoryRecord, changeFactoryRecord } from './factory-records.actions';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const key = `hatarido-${randomUUID().slice(0, 8)}`;
const definition: FactoryDefinitionInput = {
  key,
  name: { hu: 'Határidőnapló', en: 'Deadline log' },
  description: { hu: 'Beadási határidők nyilvántartása.', en: 'Filing deadlines.' },
  icon: 'calendar',
  category: 'practice',
  entityName: { hu: 'Határidő', en: 'Deadline' },
  fields: [
    { key: 'targy', type: 'text', label: { hu: 'Tárgy', en: 'Subject' }, required: true, maxLength: 120 },
    { key: 'hatarido', type: 'date', label: { hu: 'Határidő', en: 'Due' }, required: true },
    { key: 'dij', type: 'money', label: { hu: 'Díj', en: 'Fee' } },
    { key: 'telefon', type: 'phone', label: { hu: 'Telefon', en: 'Phone' } },
    { key: 'ugyfel', type: 'contact', label: { hu: 'Ügyfél', en: 'Client' } },
    { key: 'ugy', type: 'matter', label: { hu: 'Ügy', en: 'Matter' } },
  ],
  listColumns: ['targy', 'hatarido'],
};

describe('module factory API', () => {
  let t: TestApp;
  let admin: string;
  let firm: string;
  let lawyer: string;
  let customer: string;
  let other: Awaited<ReturnType<typeof createTenantWithMember>>;
  let otherCookie: string;
  let firmTenantId: string;
  let contactId: string;
  let recordId: string;
  let openMatter: { id: string; number: string; title: string };
  let secretMatter: { id: string; number: string; title: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
    firm = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    customer = await signIn(t.app, 'szabo.anna@example.hu');
    other = await createTenantWithMember(t.database, 'tenant,lawyer');
    otherCookie = await signIn(t.app, other.email);
    firmTenantId = (await demoTenantId(t.database.db))!;
    const [c] = await t.database.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, firmTenantId), eq(contacts.name, 'Varga Judit')));
    contactId = c!.id;
    const firmMatters = await t.database.db.select({ id: matters.id, number: matters.number, title: matters.title, confidential: matters.confidential }).from(matters).where(eq(matters.tenantId, firmTenantId));
    openMatter = firmMatters.find((m) => !m.confidential)!;
    // Seeded for the firm's head only: ugyved@ is not in its team (seed-matters.ts).
    secretMatter = firmMatters.find((m) => m.confidential)!;
  });
  afterAll(() => t.close());

  const records = (cookie: string, suffix = '', init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; payload?: object } = {}) => injectAs(t.app, cookie, { url: `/api/m/${key}/records${suffix}`, ...init });

  it('lets only the platform admin design modules', async () => {
    const res = await injectAs(t.app, firm, { method: 'POST', url: '/api/admin/module-factory', payload: definition });
    expect(res.statusCode).toBe(403);
    const list = await injectAs(t.app, lawyer, { url: '/api/admin/module-factory' });
    expect(list.statusCode).toBe(403);
  });

  it('refuses a key of a built-in module and explains a bad definition per field', async () => {
    const taken = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/module-factory', payload: { ...definition, key: 'contacts' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('FACTORY_KEY_TAKEN');
    const bad = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/module-factory', payload: { ...definition, listColumns: ['nincs'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ 'listColumns.0': 'A(z) „nincs” listaoszlop nem létező mező.' });
  });

  it('creates a draft, previews sample data and publishes version 1 (audited)', async () => {
    const created = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/module-factory', payload: definition });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key, status: 'draft', publishedVersion: null, versions: [] });

    const preview = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/module-factory/preview', payload: { definition, data: { targy: '', hatarido: '2026-13-01', telefon: '06 30 123 4567' } } });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().fields).toEqual({ targy: 'A mező kitöltése kötelező.', hatarido: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).' });

    const published = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/module-factory/${key}/publish` });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', publishedVersion: 1, draft: null });
    const again = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/module-factory/${key}/publish` });
    expect(again.json().code).toBe('FACTORY_NO_DRAFT');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'module_factory.publish'), eq(auditLog.targetId, key)));
    expect(audits).toHaveLength(1);
  });

  it('lists the published module in the store; its records answer 403 MODULE_NOT_INSTALLED until the firm installs it', async () => {
    const unknown = await injectAs(t.app, firm, { url: '/api/m/nincs-ilyen-modul/records' });
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().code).toBe('MODULE_NOT_INSTALLED');
    const notInstalled = await records(firm);
    expect(notInstalled.statusCode).toBe(403);
    expect(notInstalled.json()).toEqual({ code: 'MODULE_NOT_INSTALLED', message: 'Ez a modul nincs telepítve a cégednél. A Modulboltban telepítheted.' });

    const store = await injectAs(t.app, firm, { url: '/api/modules' });
    const entry = store.json().modules.find((m: { key: string }) => m.key === key);
    expect(entry).toMatchObject({ source: 'factory', released: true, installed: false, name: { hu: 'Határidőnapló' }, pages: [`modulok/${key}`], dependsOn: [] });
    // A lawyer may not install; the firm admin installs through the store's API.
    expect((await injectAs(t.app, lawyer, { method: 'POST', url: `/api/modules/${key}/install` })).statusCode).toBe(403);
    const installed = await injectAs(t.app, firm, { method: 'POST', url: `/api/modules/${key}/install` });
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json().installed).toEqual([key]);
    expect((await records(firm)).json()).toEqual({ items: [], total: 0, contacts: {}, matters: {} });
  });

  it('creates, reads, edits and deletes records with Hungarian errors per field', async () => {
    const bad = await records(firm, '', { method: 'POST', payload: { data: { targy: 'Fellebbezés', hatarido: '2026-12-01', dij: 'sok', ugyfel: randomUUID() } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ dij: 'Az összeget egész forintban add meg (például 18 000).' });
    const unknownContact = await records(firm, '', { method: 'POST', payload: { data: { targy: 'Fellebbezés', hatarido: '2026-12-01', ugyfel: randomUUID() } } });
    expect(unknownContact.json().fields).toEqual({ ugyfel: 'A kiválasztott névjegy nem található.' });

    const created = await records(firm, '', { method: 'POST', payload: { data: { targy: ' Fellebbezés  beadása ', hatarido: '2026-12-01', dij: '18 000', telefon: '06 30 123 4567', ugyfel: contactId } } });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    recordId = body.record.id;
    expect(body.record).toMatchObject({ definitionVersion: 1, data: { targy: 'Fellebbezés beadása', hatarido: '2026-12-01', dij: 18_000, telefon: '+36 30 123 4567', ugyfel: contactId } });
    expect(body.contacts).toEqual({ [contactId]: 'Varga Judit' });

    const list = await records(lawyer, '?limit=10');
    expect(list.json().total).toBe(1);
    const edited = await records(lawyer, `/${recordId}`, { method: 'PATCH', payload: { data: { dij: 20_000 } } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().record.data).toMatchObject({ targy: 'Fellebbezés beadása', dij: 20_000 });
    // The edit is audited by field name, without the values.
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'factory_records.update'), eq(auditLog.targetId, recordId)));
    expect(audits.map((a) => a.metadata)).toEqual([{ module: key, changedFields: ['dij'] }]);
  });

  it('writes the same audit entries and domain events for a route and an automation; a refused change writes neither (issue 33.2)', async () => {
    const trail = async (id: string) => ({
      audits: (await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).map((a) => ({ action: a.action, metadata: a.metadata, kind: a.actorKind })).sort((a, b) => a.action.localeCompare(b.action)),
      events: (await t.database.db.select().from(domainEvents).where(eq(domainEvents.subjectId, id))).map((e) => ({ type: e.type, payload: e.payload, kind: e.actorKind })).sort((a, b) => a.type.localeCompare(b.type)),
    });
    const data = { targy: 'Keresetlevél', hatarido: '2026-12-10' };
    const viaRoute = (await records(lawyer, '', { method: 'POST', payload: { data } })).json().record.id as string;
    expect((await records(lawyer, `/${viaRoute}`, { method: 'PATCH', payload: { data: { dij: 5000 } } })).statusCode).toBe(200);
    const [{ userId }] = (await t.database.db
      .select({ userId: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, viaRoute), eq(auditLog.action, 'factory_records.create')))) as [{ userId: string }];
    const robot = automationActor({ tenantId: firmTenantId, automationId: 'factory-automation', authorUserId: userId, authorRoles: ['lawyer'] });
    const inFirm = <T>(work: (tx: TenantTx) => Promise<T>) => withTenant(t.database.db, firmTenantId, work, { userId });
    const viaAutomation = (await inFirm((tx) => addFactoryRecord(tx, robot, key, data))).record.id;
    await inFirm((tx) => changeFactoryRecord(tx, robot, key, viaAutomation, { dij: 5000 }));

    const byRoute = await trail(viaRoute);
    const byAutomation = await trail(viaAutomation);
    expect(byRoute.events.map((e) => e.type)).toEqual(['factory_record.created', 'factory_record.updated']);
    expect(byRoute.audits.map((a) => a.action)).toEqual(['factory_records.create', 'factory_records.update']);
    expect(byAutomation.audits).toEqual(byRoute.audits.map((a) => ({ ...a, kind: 'automation' })));
    expect(byAutomation.events).toEqual(byRoute.events.map((e) => ({ ...e, kind: 'automation' })));
    // Field names only, never the values (personal data stays in the record).
    expect(JSON.stringify(byRoute)).not.toContain('Keresetlevél');

    // A bad value: refused with the field's Hungarian message, no row, no audit, no event.
    const before = await t.database.db.select({ id: factoryRecords.id }).from(factoryRecords).where(eq(factoryRecords.moduleKey, key));
    await expect(inFirm((tx) => addFactoryRecord(tx, robot, key, { targy: '' }))).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await t.database.db.select({ id: factoryRecords.id }).from(factoryRecords).where(eq(factoryRecords.moduleKey, key))).toHaveLength(before.length);
    // An actor without the record permissions (a customer's role) is refused by the service itself.
    const outsider = automationActor({ tenantId: firmTenantId, automationId: 'factory-automation', authorUserId: userId, authorRoles: ['customer'] });
    await expect(inFirm((tx) => addFactoryRecord(tx, outsider, key, data))).rejects.toMatchObject({ code: 'FORBIDDEN' });
    for (const id of [viaRoute, viaAutomation]) expect((await records(firm, `/${id}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await trail(viaRoute)).events.map((e) => e.type)).toContain('factory_record.deleted');
  });

  it('links a record to a matter the user sees, checked on the server (issue 38.15)', async () => {
    const refused = 'A kiválasztott ügy nem található, vagy nincs hozzáférésed.';
    const unknown = await records(lawyer, '', { method: 'POST', payload: { data: { targy: 'Ügyirat', hatarido: '2026-12-01', ugy: randomUUID() } } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ ugy: refused });
    expect((await records(lawyer, '', { method: 'POST', payload: { data: { targy: 'Ügyirat', hatarido: '2026-12-01', ugy: ['x'] } } })).json().fields).toEqual({ ugy: 'Válassz egy ügyet.' });
    // A confidential matter outside the lawyer's team is as unknown to the lawyer as a made-up id …
    const hidden = await records(lawyer, '', { method: 'POST', payload: { data: { targy: 'Ügyirat', hatarido: '2026-12-01', ugy: secretMatter.id } } });
    expect(hidden.json().fields).toEqual({ ugy: refused });
    // … another firm may not link this firm's matter.
    const foreign = await records(otherCookie, '', { method: 'POST', payload: { data: { targy: 'x', hatarido: '2026-12-01', ugy: openMatter.id } } });
    expect(foreign.statusCode).toBe(403); // not installed there yet
    const total = (await records(firm)).json().total;

    const linked = await records(lawyer, '', { method: 'POST', payload: { data: { targy: 'Ügyirat', hatarido: '2026-12-01', ugy: openMatter.id } } });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json().record.data.ugy).toBe(openMatter.id);
    expect(linked.json().matters).toEqual({ [openMatter.id]: `${openMatter.number} – ${openMatter.title}` });

    // The firm's head links the confidential matter; the lawyer outside its team sees the record
    // without the matter's name and may still edit its other fields, but not move the link.
    const secret = await records(firm, '', { method: 'POST', payload: { data: { targy: 'Bizalmas irat', hatarido: '2026-12-02', ugy: secretMatter.id } } });
    expect(secret.statusCode, secret.body).toBe(201);
    const secretId = secret.json().record.id;
    const seen = await records(lawyer, `/${secretId}`);
    expect(seen.json().record.data.ugy).toBe(secretMatter.id);
    expect(seen.json().matters).toEqual({});
    expect(JSON.stringify((await records(lawyer, '?limit=100')).json().matters)).not.toContain(secretMatter.title);
    const edited = await records(lawyer, `/${secretId}`, { method: 'PATCH', payload: { data: { targy: 'Bizalmas irat (javítva)' } } });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await records(lawyer, `/${linked.json().record.id}`, { method: 'PATCH', payload: { data: { ugy: secretMatter.id } } });
    expect(moved.json().fields).toEqual({ ugy: refused });
    expect((await records(firm)).json().total).toBe(total + 2);
    for (const id of [secretId, linked.json().record.id]) expect((await records(firm, `/${id}`, { method: 'DELETE' })).statusCode).toBe(204);
  });

  it("keeps a customer, who holds canUseModules, out of the firm's records", async () => {
    expect((await records(customer)).statusCode).toBe(403);
    expect((await records(customer, '', { method: 'POST', payload: { data: { targy: 'x', hatarido: '2026-12-01' } } })).statusCode).toBe(403);
  });

  it("isolates firms: another firm that installed the module sees and changes none of this firm's records", async () => {
    const installed = await injectAs(t.app, otherCookie, { method: 'POST', url: `/api/modules/${key}/install` });
    expect(installed.statusCode, installed.body).toBe(200);
    expect(installed.json().installed).toContain(key);
    expect((await records(otherCookie)).json()).toEqual({ items: [], total: 0, contacts: {}, matters: {} });
    expect((await records(otherCookie, `/${recordId}`)).statusCode).toBe(404);
    expect((await records(otherCookie, `/${recordId}`, { method: 'PATCH', payload: { data: { targy: 'Átírva' } } })).statusCode).toBe(404);
    expect((await records(otherCookie, `/${recordId}`, { method: 'DELETE' })).statusCode).toBe(404);
    // Linking the first firm's contact from the other firm is refused as unknown.
    const link = await records(otherCookie, '', { method: 'POST', payload: { data: { targy: 'x', hatarido: '2026-12-01', ugyfel: contactId } } });
    expect(link.json().fields).toEqual({ ugyfel: 'A kiválasztott névjegy nem található.' });
    const matterLink = await records(otherCookie, '', { method: 'POST', payload: { data: { targy: 'x', hatarido: '2026-12-01', ugy: openMatter.id } } });
    expect(matterLink.json().fields).toEqual({ ugy: 'A kiválasztott ügy nem található, vagy nincs hozzáférésed.' });
    const [row] = await t.database.db.select().from(factoryRecords).where(eq(factoryRecords.id, recordId));
    expect(row!.data).toMatchObject({ targy: 'Fellebbezés beadása' });
  });

  it('publishes a field change as version 2; the old record stays readable and moves to v2 when edited', async () => {
    const v2 = {
      ...definition,
      fields: [...definition.fields.filter((f) => f.key !== 'telefon'), { key: 'birosag', type: 'text', label: { hu: 'Bíróság', en: 'Court' }, required: true }],
      listColumns: ['targy', 'birosag'],
    };
    const typeChange = await injectAs(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/module-factory/${key}/draft`,
      payload: { ...definition, fields: definition.fields.map((f) => (f.key === 'dij' ? { ...f, type: 'number' } : f)) },
    });
    expect(typeChange.statusCode).toBe(409);
    expect(typeChange.json().fields.dij).toContain('típusa korábban pénzösszeg (Ft) volt');

    expect((await injectAs(t.app, admin, { method: 'PUT', url: `/api/admin/module-factory/${key}/draft`, payload: v2 })).statusCode).toBe(200);
    const published = await injectAs(t.app, admin, { method: 'POST', url: `/api/admin/module-factory/${key}/publish` });
    expect(published.json()).toMatchObject({ publishedVersion: 2, installCount: 2 });
    expect(published.json().versions.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    const old = await records(firm, `/${recordId}`);
    expect(old.statusCode).toBe(200);
    expect(old.json().record).toMatchObject({ definitionVersion: 1, data: { targy: 'Fellebbezés beadása', birosag: null } });
    expect(old.json().record.data).not.toHaveProperty('telefon');

    const missing = await records(firm, `/${recordId}`, { method: 'PATCH', payload: { data: { targy: 'Fellebbezés' } } });
    expect(missing.json().fields).toEqual({ birosag: 'A mező kitöltése kötelező.' });
    const moved = await records(firm, `/${recordId}`, { method: 'PATCH', payload: { data: { birosag: 'Fővárosi Törvényszék' } } });
    expect(moved.json().record.definitionVersion).toBe(2);
    const [row] = await t.database.db.select().from(factoryRecords).where(eq(factoryRecords.id, recordId));
    // The removed field's value is kept in storage.
    expect(row!.data).toMatchObject({ telefon: '+36 30 123 4567', birosag: 'Fővárosi Törvényszék' });
  });

  it("counts the module's records in the uninstall dry run", async () => {
    const preview = await injectAs(t.app, firm, { url: `/api/modules/${key}/uninstall-preview` });
    expect(preview.json().records).toEqual([{ label: { hu: 'Határidő rekordok', en: 'Deadline records' }, count: 1 }]);
  });

  it('deletes a record of the own firm', async () => {
    expect((await records(firm, `/${recordId}`, { method: 'DELETE' })).statusCode).toBe(204);
    expect((await records(firm, `/${recordId}`)).statusCode).toBe(404);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'factory_records.delete'), eq(auditLog.targetId, recordId)));
    expect(audits).toHaveLength(1);
  });

  it('serves the seeded "Cégiratok nyilvántartása" to the demo firm', async () => {
    const res = await injectAs(t.app, lawyer, { url: '/api/m/cegiratok/records' });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(4);
    expect(Object.values(res.json().contacts)).toContain('Tóth Gábor');
    const info = await injectAs(t.app, lawyer, { url: '/api/m/cegiratok' });
    expect(info.json().definition.name.hu).toBe('Cégiratok nyilvántartása');
  });
});
