// API tests of the module system (issue 13): install with dependencies, plan and permission
// refusals, the safe uninstall and reinstall with every row kept, the module guard, and the
// platform admin's module base. Released modules with dependencies, prices and plans that the
// real registry does not have yet are injected through buildApp's `extraModules` seam.
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExtraModuleDefinition } from '@shared/modules/catalog';
import { moduleByKey } from '@shared/modules/registry';
import { permissionsForRoles } from '@shared/permissions/permissions';
import { auditLog, contacts, moduleUsageDaily, proformas, subscriptions, tenantModules, tenants } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { resetModuleUseThrottle } from '../../module-system/usage';
import { DEMO_CONTACT_COUNT } from '../../db/seed-contacts';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { assertMayPatch, lastMonths } from './admin-modules.service';

const base = moduleByKey('contacts')!;
const testModule = (key: string, name: string, fields: Partial<ExtraModuleDefinition> = {}): ExtraModuleDefinition => ({
  ...base,
  key,
  name: { hu: name, en: name },
  pages: [],
  apiPrefixes: [],
  dependsOn: [],
  source: 'builtin',
  ...fields,
});
const extraModules = [
  testModule('proba-alap', 'Próba alap'),
  testModule('proba-jegyzetek', 'Próba jegyzetek', { dependsOn: ['proba-alap'] }),
  testModule('proba-fizetos', 'Próba fizetős', { dependsOn: ['contacts'], monthlyPriceHuf: 4900 }),
  testModule('proba-premium', 'Prémium próbamodul', { minPlan: 'halado' }),
  testModule('proba-nevjegyre-epul', 'Névjegyekre épülő próba', { dependsOn: ['contacts'] }),
  // Every module of the registry is released (the mobile app last, decision 0516): the refusal of an unbuilt one is tried on this.
  testModule('proba-keszulo', 'Készülő próbamodul', { released: false }),
];

let t: TestApp;
let admin: string;
let demoLawyer: string;
let demoCustomer: string;

beforeAll(async () => {
  t = await buildTestApp({ extraModules });
  admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
  demoLawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
  demoCustomer = await signIn(t.app, 'szabo.anna@example.hu');
}, 60_000);
afterAll(() => t.close());

/** A new firm (contacts installed, as every new firm) with an administrator signed in. */
async function newFirm() {
  const firm = await createTenantWithMember(t.database, 'tenant,lawyer');
  return { ...firm, cookie: await signIn(t.app, firm.email) };
}

const get = (cookie: string, url: string) => injectAs(t.app, cookie, { url });
const post = (cookie: string, url: string, payload?: object) => injectAs(t.app, cookie, { method: 'POST', url, ...(payload ? { payload } : {}) });

async function installedKeys(tenantId: string) {
  const rows = await t.database.db
    .select()
    .from(tenantModules)
    .where(and(eq(tenantModules.tenantId, tenantId), eq(tenantModules.status, 'installed')));
  return rows.map((r) => r.moduleKey).sort();
}

describe('install', () => {
  it('installs the missing dependencies first, in one request, and audits each', async () => {
    const firm = await newFirm();
    const res = await post(firm.cookie, '/api/modules/proba-jegyzetek/install');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ installed: ['proba-alap', 'proba-jegyzetek'], proformas: [] });
    expect(await installedKeys(firm.tenantId)).toEqual(['contacts', 'proba-alap', 'proba-jegyzetek']);
    const store = (await get(firm.cookie, '/api/modules')).json();
    expect(store.plan).toBe('alap');
    expect(store.modules.find((m: { key: string }) => m.key === 'proba-jegyzetek')).toMatchObject({ installed: true, dependsOn: ['proba-alap'], includedInPlan: true });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'modules.install')))
      .orderBy(asc(auditLog.targetId));
    expect(audits.map((a) => [a.targetId, a.actorUserId, a.metadata])).toEqual([
      ['proba-alap', firm.userId, { dependencyOf: 'proba-jegyzetek', monthlyPriceHuf: 0 }],
      ['proba-jegyzetek', firm.userId, { monthlyPriceHuf: 0 }],
    ]);
    expect((await post(firm.cookie, '/api/modules/proba-jegyzetek/install')).json().code).toBe('MODULE_ALREADY_INSTALLED');
  });

  it('adds a paid module to the monthly charges with a pro-forma', async () => {
    const firm = await newFirm();
    const res = await post(firm.cookie, '/api/modules/proba-fizetos/install');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.installed).toEqual(['proba-fizetos']);
    expect(body.proformas).toHaveLength(1);
    const [proforma] = await t.database.db.select().from(proformas).where(eq(proformas.number, body.proformas[0]));
    expect(proforma).toMatchObject({ tenantId: firm.tenantId, kind: 'module_rental', netHuf: 4900, grossHuf: 6223, status: 'issued', description: 'Modulbérlet: Próba fizetős (havi díj)' });
  });

  it('installs once when the same paid module is requested twice at the same time (one pro-forma)', async () => {
    const firm = await newFirm();
    const results = await Promise.all([1, 2, 3].map(() => post(firm.cookie, '/api/modules/proba-fizetos/install')));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await t.database.db.$count(proformas, eq(proformas.tenantId, firm.tenantId))).toBe(1);
  });

  it('refuses a module outside the plan, naming the plan, and installs it once the firm has that plan', async () => {
    const firm = await newFirm();
    const res = await post(firm.cookie, '/api/modules/proba-premium/install');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'MODULE_PLAN_REQUIRED', message: 'A(z) Prémium próbamodul modulhoz legalább Haladó csomag szükséges.' });
    expect(await installedKeys(firm.tenantId)).toEqual(['contacts']);
    expect((await get(firm.cookie, '/api/modules/proba-premium')).json()).toMatchObject({ includedInPlan: false, installed: false });

    await t.database.db.insert(subscriptions).values({ tenantId: firm.tenantId, planId: 'plan-halado', status: 'active' });
    expect((await post(firm.cookie, '/api/modules/proba-premium/install')).statusCode).toBe(200);
    expect((await get(firm.cookie, '/api/modules')).json().plan).toBe('halado');
  });

  it('refuses a module that is not built yet', async () => {
    const firm = await newFirm();
    const res = await post(firm.cookie, '/api/modules/proba-keszulo/install');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'MODULE_NOT_RELEASED', message: 'A(z) Készülő próbamodul modul még fejlesztés alatt áll, hamarosan telepítheted.' });
    expect(await installedKeys(firm.tenantId)).toEqual(['contacts']);
  });

  it('lets only who may activate modules install: a lawyer and a customer are refused', async () => {
    const demoId = (await demoTenantId(t.database.db))!;
    for (const cookie of [demoLawyer, demoCustomer]) {
      const res = await post(cookie, '/api/modules/proba-alap/install');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    // The demo firm also has the module factory's "Cégiratok nyilvántartása" (seed).
    expect(await installedKeys(demoId)).toEqual([
      'ai-modules',
      'analytics',
      'api-keys',
      'automations',
      'cegiratok',
      'client-management',
      'client-onboarding',
      'client-portal',
      'compliance-tracker',
      'contacts',
      'crm',
      'custom-branding',
      'document-generator',
      'document-templates',
      'document-versioning',
      'documents',
      'financial-reports',
      'hospitality',
      'integrations',
      'invoice-generator',
      'knowledge-base',
      'matters',
      'mobile',
      'ocr',
      'opportunities',
      'themis',
      'time-tracking',
    ]);
  });

  it('answers 404 MODULE_NOT_FOUND for an unknown module', async () => {
    const firm = await newFirm();
    const res = await get(firm.cookie, '/api/modules/nincs-ilyen');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'MODULE_NOT_FOUND', message: 'A kért modul nem található.' });
  });
});

describe('uninstall', () => {
  it('dry run lists the installed dependents and the records held, and the uninstall is refused while a dependent is installed', async () => {
    const firm = await newFirm();
    await t.database.db.insert(contacts).values([1, 2, 3].map((n) => ({ tenantId: firm.tenantId, name: `Ügyfél ${n}` })));
    await post(firm.cookie, '/api/modules/proba-nevjegyre-epul/install');
    const preview = await get(firm.cookie, '/api/modules/contacts/uninstall-preview');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ key: 'contacts', dependents: ['proba-nevjegyre-epul'], records: [{ label: { hu: 'Névjegyek', en: 'Contacts' }, count: 3 }], retentionDays: 90 });
    const refused = await post(firm.cookie, '/api/modules/contacts/uninstall', { confirm: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'MODULE_HAS_DEPENDENTS', message: 'A modult nem távolíthatod el, amíg ezek a telepített modulok épülnek rá: Névjegyekre épülő próba.' });
    expect(await installedKeys(firm.tenantId)).toEqual(['contacts', 'proba-nevjegyre-epul']);
    // A module without a counter (not built yet) holds nothing.
    expect((await get(firm.cookie, '/api/modules/proba-nevjegyre-epul/uninstall-preview')).json()).toMatchObject({ dependents: [], records: [] });
    expect((await post(firm.cookie, '/api/modules/contacts/uninstall', {})).statusCode).toBe(400);
  });

  it("dry run of matters counts the demo firm's matters, parties, notes and tasks (the ones its administrator may see)", async () => {
    const firmAdmin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const preview = await get(firmAdmin, '/api/modules/matters/uninstall-preview');
    expect(preview.statusCode, preview.body).toBe(200);
    const counts = Object.fromEntries((preview.json() as { records: { label: { en: string }; count: number }[] }).records.map((r) => [r.label.en, r.count]));
    expect(Object.keys(counts)).toEqual(['Matters', 'Clients and parties', 'Matter notes', 'Tasks']);
    expect(counts.Matters).toBeGreaterThanOrEqual(4);
    expect(counts['Clients and parties']).toBeGreaterThan(0);
    expect(counts.Tasks).toBeGreaterThan(0);
  });

  it('keeps every row across uninstall and reinstall; the module API answers 403 MODULE_NOT_INSTALLED in between', async () => {
    const firm = await newFirm();
    await t.database.db.insert(contacts).values([
      { tenantId: firm.tenantId, name: 'Kovács Béla', email: 'bela@example.hu', phone: '+36 30 111 2222', company: 'Béla Bt.' },
      { tenantId: firm.tenantId, name: 'Nagy Éva', email: null, phone: null, company: null },
    ]);
    const snapshot = () => t.database.db.select().from(contacts).where(eq(contacts.tenantId, firm.tenantId)).orderBy(asc(contacts.id));
    const before = await snapshot();
    const listed = (await get(firm.cookie, '/api/contacts')).json();
    expect(listed.total).toBe(2);
    await injectAs(t.app, firm.cookie, { method: 'PATCH', url: '/api/modules/contacts/settings', payload: { settings: { alapNezet: 'kartyak' } } });

    const res = await post(firm.cookie, '/api/modules/contacts/uninstall', { confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const retainedUntil = new Date(res.json().retainedUntil).getTime();
    expect(Math.abs(retainedUntil - Date.now() - 90 * 86_400_000)).toBeLessThan(60_000);
    for (const url of ['/api/contacts', `/api/contacts/${before[0]!.id}`]) {
      const refused = await get(firm.cookie, url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'MODULE_NOT_INSTALLED', message: 'Ez a modul nincs telepítve a cégednél. A Modulboltban telepítheted.' });
    }
    expect(await snapshot()).toEqual(before);
    expect((await get(firm.cookie, '/api/modules/installed')).json().modules).toEqual([]);
    expect((await get(firm.cookie, '/api/modules/contacts')).json()).toMatchObject({ installed: false, installedAt: null });

    const reinstall = await post(firm.cookie, '/api/modules/contacts/install');
    expect(reinstall.json()).toEqual({ installed: ['contacts'], proformas: [] });
    expect(await snapshot()).toEqual(before);
    expect((await get(firm.cookie, '/api/contacts')).json()).toEqual(listed);
    const [row] = await t.database.db
      .select()
      .from(tenantModules)
      .where(and(eq(tenantModules.tenantId, firm.tenantId), eq(tenantModules.moduleKey, 'contacts')));
    expect(row).toMatchObject({ status: 'installed', retainUntil: null, settings: { alapNezet: 'kartyak' } });
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.targetType, 'module')))
      .orderBy(asc(auditLog.createdAt));
    expect(actions.map((a) => a.action)).toEqual(['modules.settings', 'modules.uninstall', 'modules.reinstall']);
  });

  it('refuses to uninstall what is not installed', async () => {
    const firm = await newFirm();
    const res = await post(firm.cookie, '/api/modules/proba-alap/uninstall', { confirm: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MODULE_NOT_INSTALLED');
  });
});

describe('my modules', () => {
  it('shows usage (records, last use, who uses it) to who may see it, and stamps the use of a module route', async () => {
    resetModuleUseThrottle();
    const firm = await newFirm();
    await t.database.db.insert(contacts).values({ tenantId: firm.tenantId, name: 'Egy Ügyfél' });
    expect((await get(firm.cookie, '/api/contacts')).statusCode).toBe(200);
    const [daily] = await t.database.db.select().from(moduleUsageDaily).where(eq(moduleUsageDaily.tenantId, firm.tenantId));
    expect(daily).toMatchObject({ moduleKey: 'contacts', userId: firm.userId });
    const res = await get(firm.cookie, '/api/modules/installed');
    expect(res.statusCode, res.body).toBe(200);
    const [mod] = res.json().modules;
    expect(mod).toMatchObject({ key: 'contacts', installedBy: firm.userId, usage: { records: 1, activeUsers: [{ id: firm.userId, name: 'Másik Felhasználó' }] } });
    expect(mod.usage.lastUsedAt).not.toBeNull();
    // A customer uses modules but does not see their usage.
    const customerView = (await get(demoCustomer, '/api/modules/installed')).json();
    expect(customerView.modules.map((m: { key: string; usage: unknown }) => [m.key, m.usage])).toEqual([
      ['ai-modules', null],
      ['analytics', null],
      ['api-keys', null],
      ['automations', null],
      ['cegiratok', null],
      ['client-management', null],
      ['client-onboarding', null],
      ['client-portal', null],
      ['compliance-tracker', null],
      ['contacts', null],
      ['crm', null],
      ['custom-branding', null],
      ['document-generator', null],
      ['document-templates', null],
      ['document-versioning', null],
      ['documents', null],
      ['financial-reports', null],
      ['hospitality', null],
      ['integrations', null],
      ['invoice-generator', null],
      ['knowledge-base', null],
      ['matters', null],
      ['mobile', null],
      ['ocr', null],
      ['opportunities', null],
      ['themis', null],
      ['time-tracking', null],
    ]);
  });

  it('saves settings of an installed module and audits which ones changed', async () => {
    const firm = await newFirm();
    const res = await injectAs(t.app, firm.cookie, { method: 'PATCH', url: '/api/modules/contacts/settings', payload: { settings: { oszlopok: ['nev', 'email'] } } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'contacts', settings: { oszlopok: ['nev', 'email'] }, usage: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, firm.tenantId), eq(auditLog.action, 'modules.settings')));
    expect(entry?.metadata).toEqual({ changed: ['oszlopok'] });
    const tooLarge = await injectAs(t.app, firm.cookie, { method: 'PATCH', url: '/api/modules/contacts/settings', payload: { settings: { x: 'a'.repeat(10_001) } } });
    expect(tooLarge.json().code).toBe('MODULE_SETTINGS_TOO_LARGE');
  });
});

describe('new firms', () => {
  it('start with contacts when the platform admin creates a company', async () => {
    const res = await injectAs(t.app, admin, { method: 'POST', url: '/api/admin/companies', payload: { name: 'Új Modulos Iroda' } });
    expect(res.statusCode, res.body).toBe(201);
    expect(await installedKeys(res.json().id)).toEqual(['contacts']);
  });
});

describe('admin module base', () => {
  it('lists every module with install counts and changes status, featured and price with an audit entry', async () => {
    const list = (await get(admin, '/api/admin/modules')).json();
    const contactsEntry = list.modules.find((m: { key: string }) => m.key === 'contacts');
    expect(contactsEntry.installCount).toBeGreaterThan(0);
    expect(contactsEntry.apiPrefixes).toEqual(['/api/contacts']);
    expect(list.modules.length).toBeGreaterThanOrEqual(26 + extraModules.length);

    const res = await injectAs(t.app, admin, { method: 'PATCH', url: '/api/admin/modules/ocr', payload: { featured: true, monthlyPriceHuf: 3900 } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ key: 'ocr', featured: true, monthlyPriceHuf: 3900 });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.module.update'), eq(auditLog.targetId, 'ocr')));
    expect(entry?.metadata).toEqual({ before: { featured: false, monthlyPriceHuf: 4900 }, after: { featured: true, monthlyPriceHuf: 3900 } });
    const seenByFirm = (await get(demoLawyer, '/api/modules/ocr')).json();
    expect(seenByFirm).toMatchObject({ featured: true, monthlyPriceHuf: 3900 });

    expect((await injectAs(t.app, admin, { method: 'PATCH', url: '/api/admin/modules/ocr', payload: {} })).statusCode).toBe(400);
    expect((await injectAs(t.app, admin, { method: 'PATCH', url: '/api/admin/modules/nincs-ilyen', payload: { featured: true } })).statusCode).toBe(404);
    // A module hidden for everyone leaves the store of every firm that has not installed it (the demo firm has).
    const firm = await newFirm();
    expect((await get(firm.cookie, '/api/modules/ocr')).statusCode).toBe(200);
    await injectAs(t.app, admin, { method: 'PATCH', url: '/api/admin/modules/ocr', payload: { status: 'hidden' } });
    expect((await get(firm.cookie, '/api/modules/ocr')).statusCode).toBe(404);
  });

  it('changing a price needs canEditModulePricing on top of canManageModules', () => {
    const manager = { ...permissionsForRoles(['admin']), canEditModulePricing: false };
    expect(() => assertMayPatch({ monthlyPriceHuf: 100 }, manager)).toThrow(expect.objectContaining({ statusCode: 403, code: 'MODULE_PRICING_FORBIDDEN' }));
    expect(() => assertMayPatch({ featured: true, status: 'beta' }, manager)).not.toThrow();
    expect(() => assertMayPatch({ monthlyPriceHuf: 100 }, permissionsForRoles(['admin']))).not.toThrow();
  });

  it("hides a module from one firm's store only, and shows it again, auditing both", async () => {
    const a = await newFirm();
    const b = await newFirm();
    const hide = await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/modules/proba-alap/visibility', payload: { tenantId: a.tenantId, visible: false } });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().hiddenForTenants).toEqual([a.tenantId]);
    const keys = async (cookie: string) => (await get(cookie, '/api/modules')).json().modules.map((m: { key: string }) => m.key);
    expect(await keys(a.cookie)).not.toContain('proba-alap');
    expect(await keys(b.cookie)).toContain('proba-alap');
    expect((await get(a.cookie, '/api/modules/proba-alap')).statusCode).toBe(404);
    expect((await post(a.cookie, '/api/modules/proba-jegyzetek/install')).statusCode).toBe(200);

    const show = await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/modules/proba-alap/visibility', payload: { tenantId: a.tenantId, visible: true } });
    expect(show.json().hiddenForTenants).toEqual([]);
    expect(await keys(a.cookie)).toContain('proba-alap');
    const audits = await t.database.db
      .select({ metadata: auditLog.metadata })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'admin.module.visibility'), eq(auditLog.targetId, 'proba-alap')))
      .orderBy(asc(auditLog.createdAt));
    expect(audits.map((x) => x.metadata)).toEqual([
      { tenantId: a.tenantId, visible: false },
      { tenantId: a.tenantId, visible: true },
    ]);
    const unknownFirm = await injectAs(t.app, admin, { method: 'PUT', url: '/api/admin/modules/proba-alap/visibility', payload: { tenantId: randomUUID(), visible: false } });
    expect(unknownFirm.statusCode).toBe(404);
  });

  it('reports usage over the last 12 months and per firm with its records', async () => {
    const res = await get(admin, '/api/admin/modules/contacts/usage');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.points).toHaveLength(12);
    expect(body.points.at(-1).month).toBe(new Date().toISOString().slice(0, 7));
    expect(body.points.at(-1).installs).toBeGreaterThan(0);
    const [demo] = await t.database.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'kovacs-es-tarsai'));
    expect(body.perTenant.find((p: { tenantId: string }) => p.tenantId === demo!.id)).toMatchObject({ tenantName: 'Kovács és Társai Ügyvédi Iroda', records: DEMO_CONTACT_COUNT });
  });

  it('counts months back across a year boundary', () => {
    expect(lastMonths(new Date('2026-02-15T00:00:00Z'), 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
