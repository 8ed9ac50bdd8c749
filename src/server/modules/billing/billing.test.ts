// Plan changes (free at once, paid by pro-forma + admin activation), credit purchases and the
// platform admin's billing view, enforced on the server and isolated per tenant.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, creditLedger, subscriptions } from '../../db/schema';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

describe('plans, plan changes, credits and the platform billing view', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin@virtualis-iroda.hu');
  });
  afterAll(() => t.close());

  async function freshTenant(roles = 'tenant,lawyer') {
    const member = await createTenantWithMember(t.database, roles);
    return { ...member, cookie: await signIn(t.app, member.email) };
  }
  const requestPlan = (cookie: string, planId: string) => injectAs(t.app, cookie, { method: 'POST', url: '/api/billing/plan-changes', payload: { planId } });

  it('lists the three plans with the spec flags per plan', async () => {
    const res = await injectAs(t.app, await signIn(t.app, 'ugyved@kovacs-ugyved.hu'), { url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const byCode = Object.fromEntries(res.json().map((p: { code: string }) => [p.code, p]));
    expect(Object.keys(byCode)).toEqual(['alap', 'halado', 'profi']);
    expect(byCode.alap).toMatchObject({ agents_limit: 2, automations_limit: 1, mobile_app: false, custom_branding: false, priority_support: false, api_access: false, monthly_price_huf: 0, is_default: true });
    expect(byCode.halado).toMatchObject({ priority_support: true, api_access: true, mobile_app: false, custom_branding: false });
    expect(byCode.profi).toMatchObject({ priority_support: true, api_access: true, mobile_app: true, custom_branding: true, agents_limit: null, automations_limit: null });
    // Unbuilt features are not promised (issue 38.11, decision 0336); API keys (issue 36.2), custom branding (decision 0448) and the mobile app (decision 0516) are built.
    expect(byCode.halado.features).toContain('Kiemelt támogatás');
    expect(byCode.halado.features).toContain('API-hozzáférés');
    expect(byCode.alap.features).not.toContain('API-hozzáférés');
    expect(byCode.profi.features).toContain('Mobilalkalmazás');
    expect(byCode.halado.features).not.toContain('Mobilalkalmazás');
  });

  it('turns a paid plan change into a pro-forma, activated only by the platform admin', async () => {
    const { tenantId, cookie } = await freshTenant();
    const res = await requestPlan(cookie, 'plan-profi');
    expect(res.statusCode).toBe(201);
    const change = res.json();
    expect(change).toMatchObject({ status: 'awaiting_payment', to_plan: 'Profi', from_plan: 'Alap' });
    expect(change.proforma.number).toMatch(/^DIJBEKERO-\d{4}-\d{6}$/);
    expect(change.proforma).toMatchObject({ net_huf: 39_900, vat_huf: 10_773, gross_huf: 50_673, status: 'issued', customer: 'Másik Iroda' });
    // The operator's configured details are the payee (the test platform sets them, TEST_OPERATOR_ENV).
    expect(change.proforma.payee).toEqual({ name: 'Virtuális Iroda Üzemeltető Kft.', bank: 'OTP Bank Nyrt.', account_number: '11773016-11111018', tax_number: '12345676-2-41' });

    // Nothing switched yet; a second request waits for the first.
    expect((await injectAs(t.app, cookie, { url: '/api/entitlements' })).json().plan).toBeNull();
    const again = await requestPlan(cookie, 'plan-halado');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('PLAN_CHANGE_PENDING');

    // The tenant cannot activate it; the admin can, once.
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/platform/billing/plan-changes/${change.id}/activate` })).statusCode).toBe(403);
    expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/platform/billing/plan-changes/${change.id}/activate` })).statusCode).toBe(204);
    const twice = await injectAs(t.app, admin, { method: 'POST', url: `/api/platform/billing/plan-changes/${change.id}/activate` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('REQUEST_NOT_PENDING');

    const ent = (await injectAs(t.app, cookie, { url: '/api/entitlements' })).json();
    expect(ent.plan.code).toBe('profi');
    expect(ent.checks.agent_run).toEqual({ allowed: true, remaining: null });
    expect(ent.checks.mobile_app).toEqual({ allowed: true, remaining: null });
    const overview = (await injectAs(t.app, cookie, { url: '/api/billing/subscription' })).json();
    expect(overview.current.plan.code).toBe('profi');
    expect(overview.changes[0]).toMatchObject({ status: 'activated', proforma: { status: 'paid' } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.targetId, change.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(['billing.plan_change.activate', 'billing.plan_change.request']);

    // Back to the free default tier: switched at once, history keeps both subscriptions.
    const down = await requestPlan(cookie, 'plan-alap');
    expect(down.json()).toMatchObject({ status: 'activated', from_plan: 'Profi', to_plan: 'Alap', proforma: null });
    const subs = await t.database.db.select().from(subscriptions).where(eq(subscriptions.tenantId, tenantId));
    expect(subs.map((s) => s.status).sort()).toEqual(['active', 'ended']);
    expect((await requestPlan(cookie, 'plan-alap')).json().code).toBe('SAME_PLAN');
  });

  it('accepts exactly one of many simultaneous plan change requests', async () => {
    const { cookie } = await freshTenant();
    const responses = await Promise.all(Array.from({ length: 8 }, () => requestPlan(cookie, 'plan-profi')));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.json().code)).toEqual(Array(7).fill('PLAN_CHANGE_PENDING'));
  });

  it('lets the tenant cancel an unpaid change, and the admin reject one', async () => {
    const { cookie } = await freshTenant();
    const first = (await requestPlan(cookie, 'plan-halado')).json();
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/billing/plan-changes/${first.id}/cancel` })).statusCode).toBe(204);
    const second = (await requestPlan(cookie, 'plan-halado')).json();
    expect(second.proforma.number).not.toBe(first.proforma.number);
    expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/platform/billing/plan-changes/${second.id}/reject` })).statusCode).toBe(204);
    const changes = (await injectAs(t.app, cookie, { url: '/api/billing/subscription' })).json().changes;
    expect(changes.map((c: { status: string; proforma: { status: string } }) => [c.status, c.proforma.status])).toEqual([
      ['rejected', 'cancelled'],
      ['cancelled', 'cancelled'],
    ]);
  });

  it('refuses plan changes to lawyers, unknown plans and other tenants', async () => {
    const lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    expect((await requestPlan(lawyer, 'plan-profi')).statusCode).toBe(403);
    const { cookie } = await freshTenant();
    const unknown = await requestPlan(cookie, 'plan-nincs');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PLAN_NOT_FOUND');
    expect((await injectAs(t.app, cookie, { method: 'POST', url: '/api/billing/plan-changes', payload: {} })).statusCode).toBe(400);
    const other = await freshTenant();
    const change = (await requestPlan(other.cookie, 'plan-profi')).json();
    expect((await injectAs(t.app, cookie, { method: 'POST', url: `/api/billing/plan-changes/${change.id}/cancel` })).statusCode).toBe(404);
  });

  it('credits a purchase only after admin approval, with one ledger row', async () => {
    const { tenantId, cookie } = await freshTenant();
    const bad = await injectAs(t.app, cookie, { method: 'POST', url: '/api/credits/purchases', payload: { credits: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.credits).toBe('Legalább 10 kreditet vásárolhatsz.');
    const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/credits/purchases', payload: { credits: 10 } });
    expect(res.statusCode).toBe(201);
    const purchase = res.json();
    expect(purchase).toMatchObject({ credits: 10, status: 'awaiting_payment', proforma: { net_huf: 2_000, vat_huf: 540, gross_huf: 2_540, kind: 'credit_purchase' } });
    expect((await injectAs(t.app, cookie, { url: '/api/credits' })).json().balance).toBe(0);

    const pending = (await injectAs(t.app, admin, { url: '/api/platform/billing' })).json().pendingCreditPurchases;
    expect(pending.map((p: { id: string }) => p.id)).toContain(purchase.id);
    expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/platform/billing/credit-purchases/${purchase.id}/approve` })).statusCode).toBe(204);
    expect((await injectAs(t.app, admin, { method: 'POST', url: `/api/platform/billing/credit-purchases/${purchase.id}/approve` })).statusCode).toBe(409);
    const credits = (await injectAs(t.app, cookie, { url: '/api/credits' })).json();
    expect(credits.balance).toBe(10);
    expect(credits.ledger).toEqual([expect.objectContaining({ delta: 10, balance_after: 10, kind: 'purchase' })]);
    expect(credits.purchases[0]).toMatchObject({ status: 'approved', proforma: { status: 'paid' } });
    const rows = await t.database.db.select().from(creditLedger).where(eq(creditLedger.tenantId, tenantId));
    expect(rows).toHaveLength(1);
  });

  it('gives the platform admin plans, every tenant with usage, and editable limits and prices', async () => {
    const res = await injectAs(t.app, admin, { url: '/api/platform/billing' });
    expect(res.statusCode).toBe(200);
    const firm = res.json().tenants.find((x: { name: string }) => x.name === 'Kovács és Társai Ügyvédi Iroda');
    // This month's quota is left to the user (issue 38.5): last month's two runs are history only.
    expect(firm).toMatchObject({ plan: 'Alap', agents_used: 0, agents_limit: 2, automations_limit: 1, credits: 0 });

    const tenantAdmin = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    expect((await injectAs(t.app, tenantAdmin, { url: '/api/platform/billing' })).statusCode).toBe(403);
    const patch = (cookie: string, payload: Record<string, unknown>) => injectAs(t.app, cookie, { method: 'PATCH', url: '/api/platform/billing/plans/plan-halado', payload });
    expect((await patch(tenantAdmin, { name: 'Haladó', agents_limit: 99, automations_limit: 9, monthly_price_huf: 1 })).statusCode).toBe(403);
    const invalid = await patch(admin, { name: 'Haladó', agents_limit: -1, automations_limit: 9, monthly_price_huf: 19_900 });
    expect(invalid.statusCode).toBe(400);
    const ok = await patch(admin, { name: 'Haladó', agents_limit: 25, automations_limit: null, monthly_price_huf: 19_900 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ agents_limit: 25, automations_limit: null, monthly_price_huf: 19_900 });
    expect((await injectAs(t.app, admin, { method: 'PATCH', url: '/api/platform/billing/plans/plan-nincs', payload: { name: 'X y', agents_limit: 1, automations_limit: 1, monthly_price_huf: 0 } })).statusCode).toBe(404);
  });
});
