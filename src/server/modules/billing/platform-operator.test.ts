// Issue 38.11 (decision 0430): no pro-forma is issued with "[kitöltendő]" for the payee. Without the
// platform operator's billing details a plan change, a credit purchase and a paid module's install
// are refused with a clear message and change nothing; the platform admin sets the details on
// /api/platform/billing/operator (checked tax number and account), and the next request prints them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleByKey } from '@shared/modules/registry';
import { auditLog, creditPurchases, planChanges, proformas, tenantModules } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const unconfigured = { LEGAL_OPERATOR_NAME: '', LEGAL_OPERATOR_TAX_NUMBER: '', LEGAL_OPERATOR_BANK: '', LEGAL_OPERATOR_BANK_ACCOUNT: '' };
const details = { name: 'Virtuális Iroda Szolgáltató Kft.', address: '1052 Budapest, Váci utca 12.', taxNumber: '12345676-2-41', bank: 'OTP Bank Nyrt.', bankAccount: '11773016-11111018' };

describe('platform operator billing details (issue 38.11)', () => {
  let t: TestApp;
  let admin: string;
  let firm: Awaited<ReturnType<typeof createTenantWithMember>>;
  let firmCookie: string;
  let lawyer: string;

  beforeAll(async () => {
    const paid = {
      ...moduleByKey('contacts')!,
      key: 'proba-fizetos',
      name: { hu: 'Próba fizetős', en: 'Paid test' },
      pages: [],
      apiPrefixes: [],
      dependsOn: ['contacts'],
      source: 'builtin' as const,
      monthlyPriceHuf: 4900,
    };
    t = await buildTestApp({ env: unconfigured, extraModules: [paid] });
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    firm = await createTenantWithMember(t.database, 'tenant,lawyer');
    firmCookie = await signIn(t.app, firm.email);
  });
  afterAll(() => t.close());

  const counts = async () => ({
    proformas: (await t.database.db.select().from(proformas).where(eq(proformas.tenantId, firm.tenantId))).length,
    changes: (await t.database.db.select().from(planChanges).where(eq(planChanges.tenantId, firm.tenantId))).length,
    purchases: (await t.database.db.select().from(creditPurchases).where(eq(creditPurchases.tenantId, firm.tenantId))).length,
  });

  it('tells the platform admin which details a pro-forma still needs', async () => {
    const res = await injectAs(t.app, admin, { url: '/api/platform/billing/operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: null, taxNumber: null, bank: null, bankAccount: null, missing: ['name', 'taxNumber', 'bank', 'bankAccount'] });
    expect((await injectAs(t.app, firmCookie, { url: '/api/platform/billing/operator' })).statusCode).toBe(403);
  });

  it('refuses a plan change, a credit purchase and a paid module without them, changing nothing', async () => {
    const before = await counts();
    const plan = await injectAs(t.app, firmCookie, { method: 'POST', url: '/api/billing/plan-changes', payload: { planId: 'plan-halado' } });
    expect(plan.statusCode).toBe(409);
    expect(plan.json().code).toBe('PLATFORM_BILLING_DETAILS_MISSING');
    expect(plan.json().message).toMatch(/^A díjbekérő most nem állítható ki, mert a platform üzemeltetőjének számlázási adatai/);
    const credits = await injectAs(t.app, firmCookie, { method: 'POST', url: '/api/credits/purchases', payload: { credits: 100 } });
    expect(credits.statusCode, credits.body).toBe(409);
    expect(credits.json().code).toBe('PLATFORM_BILLING_DETAILS_MISSING');
    expect(await counts()).toEqual(before);

    // A paid module: the install is rolled back with the refused pro-forma.
    const install = await injectAs(t.app, firmCookie, { method: 'POST', url: '/api/modules/proba-fizetos/install' });
    expect(install.statusCode, install.body).toBe(409);
    expect(install.json().code).toBe('PLATFORM_BILLING_DETAILS_MISSING');
    const rows = await t.database.db
      .select()
      .from(tenantModules)
      .where(and(eq(tenantModules.tenantId, firm.tenantId), eq(tenantModules.moduleKey, 'proba-fizetos')));
    expect(rows).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('lets only the platform admin set them, checking the tax number and the account', async () => {
    expect((await injectAs(t.app, firmCookie, { method: 'PUT', url: '/api/platform/billing/operator', payload: details })).statusCode).toBe(403);
    expect((await injectAs(t.app, lawyer, { method: 'PUT', url: '/api/platform/billing/operator', payload: details })).statusCode).toBe(403);
    const bad = await injectAs(t.app, admin, { method: 'PUT', url: '/api/platform/billing/operator', payload: { ...details, taxNumber: '12345678-2-41', bankAccount: '11773016-11111019' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['bankAccount', 'taxNumber']);
    expect((await injectAs(t.app, admin, { url: '/api/platform/billing/operator' })).json().missing).toHaveLength(4);

    const saved = await injectAs(t.app, admin, { method: 'PUT', url: '/api/platform/billing/operator', payload: details });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...details, missing: [] });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'billing.operator.update'));
    expect(audits).toHaveLength(1);
  });

  it('prints the stored details as the payee of the next pro-forma', async () => {
    const plan = await injectAs(t.app, firmCookie, { method: 'POST', url: '/api/billing/plan-changes', payload: { planId: 'plan-halado' } });
    expect(plan.statusCode, plan.body).toBe(201);
    expect(plan.json().proforma.payee).toEqual({ name: details.name, bank: details.bank, account_number: details.bankAccount, tax_number: details.taxNumber });
    expect(JSON.stringify(plan.json())).not.toContain('[kitöltendő]');
  });
});
