// Server enforcement of entitlements: the spec 5 checks as the API answers them, and the atomic
// check + increment that lets exactly `limit` of many concurrent metered requests through.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, creditPurchases, members, proformas, usageEvents, usageTracking } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { changeBalance, creditBalance } from './credits.repo';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';

const consume = (action: string, extra: Record<string, unknown> = {}) => ({ method: 'POST' as const, url: '/api/usage/consume', payload: { action, ...extra } });

describe('entitlements and metered usage API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function freshTenant(roles = 'tenant,lawyer') {
    const member = await createTenantWithMember(t.database, roles);
    return { ...member, cookie: await signIn(t.app, member.email) };
  }

  async function usageRows(tenantId: string) {
    return t.database.db.select().from(usageTracking).where(eq(usageTracking.organizationId, tenantId));
  }

  it('requires sign-in', async () => {
    expect((await t.app.inject({ url: '/api/entitlements' })).statusCode).toBe(401);
    expect((await t.app.inject({ ...consume('agent_run'), headers: { origin: 'http://localhost:3000' } })).statusCode).toBe(401);
  });

  it("reads the demo firm's plan (Alap), this month's usage and the spec checks", async () => {
    const cookie = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/entitlements' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.plan).toMatchObject({ code: 'alap', name: 'Alap' });
    expect(body.entitlements).toEqual({ agents_limit: 2, automations_limit: 1, mobile_app: false, custom_branding: false, priority_support: false, api_access: false });
    // The demo leaves this month's quota to the user (issue 38.5).
    expect(body.usage).toMatchObject({ agents: 0, automations: 0 });
    expect(body.checks.agent_run).toEqual({ allowed: true, remaining: 2 });
    expect(body.checks.automation_run).toEqual({ allowed: true, remaining: 1 });
    expect(body.checks.api_access).toEqual({ allowed: false, reason: 'api_access_not_included' });
    expect(body.warnings).toEqual([]);
  });

  it('uses the spec defaults for a tenant without a subscription and answers single checks', async () => {
    const { cookie } = await freshTenant();
    const body = (await injectAs(t.app, cookie, { url: '/api/entitlements' })).json();
    expect(body.plan).toBeNull();
    expect(body.usage).toEqual({ agents: 0, automations: 0, period_start: null, period_end: null });
    expect(body.checks.agent_run).toEqual({ allowed: true, remaining: 2 });
    expect((await injectAs(t.app, cookie, { url: '/api/entitlements/check?action=mobile_app' })).json()).toEqual({ allowed: false, reason: 'mobile_app_not_included' });
    expect((await injectAs(t.app, cookie, { url: '/api/entitlements/check?action=teleport' })).json()).toEqual({ allowed: false, reason: 'unknown_action' });
  });

  it('lets exactly 2 of 50 concurrent agent_run requests through against a limit of 2', async () => {
    const { tenantId, cookie } = await freshTenant();
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => injectAs(t.app, cookie, consume('agent_run', { metadata: { n: i } }))));
    const ok = responses.filter((r) => r.statusCode === 200);
    const refused = responses.filter((r) => r.statusCode === 403);
    expect(ok).toHaveLength(2);
    expect(refused).toHaveLength(48);
    expect(new Set(refused.map((r) => r.json().code))).toEqual(new Set(['AGENTS_LIMIT_EXCEEDED']));
    expect(ok.map((r) => r.json().remaining).sort()).toEqual([0, 1]);
    const rows = await usageRows(tenantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ agentsUsed: 2, automationsUsed: 0 });
    expect(rows[0]!.periodStart).toMatch(/^\d{4}-\d{2}-01$/);
    const events = await t.database.db.select().from(usageEvents).where(eq(usageEvents.organizationId, tenantId));
    expect(events).toHaveLength(2);
    expect(events.every((e) => e.eventType === 'agent_run' && e.userId)).toBe(true);
  });

  it('refuses the second automation_run (limit 1) and records nothing for it', async () => {
    const { tenantId, cookie } = await freshTenant();
    expect((await injectAs(t.app, cookie, consume('automation_run'))).json()).toMatchObject({ allowed: true, remaining: 0, paidWithCredits: false });
    const second = await injectAs(t.app, cookie, consume('automation_run'));
    expect(second.statusCode).toBe(403);
    expect(second.json().code).toBe('AUTOMATIONS_LIMIT_EXCEEDED');
    expect((await usageRows(tenantId))[0]).toMatchObject({ automationsUsed: 1 });
  });

  it('rejects unknown and non-metered actions with UNKNOWN_ACTION and changes nothing', async () => {
    const { tenantId, cookie } = await freshTenant();
    for (const action of ['teleport', 'mobile_app']) {
      const res = await injectAs(t.app, cookie, consume(action));
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('UNKNOWN_ACTION');
    }
    const bad = await injectAs(t.app, cookie, { method: 'POST', url: '/api/usage/consume', payload: { action: 'agent_run', payWithCredits: 'yes' } });
    expect(bad.statusCode).toBe(400);
    const tooMuch = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect((await injectAs(t.app, cookie, consume('agent_run', { metadata: tooMuch }))).statusCode).toBe(400);
    expect(await usageRows(tenantId)).toHaveLength(0);
  });

  it('forbids agent_run to customers (no canUseAI) on the server', async () => {
    const cookie = await signIn(t.app, 'szabo.anna@example.hu');
    const res = await injectAs(t.app, cookie, consume('agent_run'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it("refuses a firm's metered actions to customers, with or without credits, and spends nothing (issue 11)", async () => {
    const { tenantId } = await freshTenant();
    const customer = await createTenantWithMember(t.database, 'customer');
    // The customer is a member of the fresh tenant only through this row (not the helper's own tenant).
    await t.database.db.insert(members).values({ id: crypto.randomUUID(), organizationId: tenantId, userId: customer.userId, role: 'customer' });
    const cookie = await signIn(t.app, customer.email);
    await t.database.db.transaction((tx) => changeBalance(tx, { tenantId, kind: 'purchase', amount: 5, description: 'teszt', reference: null, userId: null }));
    for (const payload of [{ action: 'automation_run' }, { action: 'automation_run', payWithCredits: true }, { action: 'agent_run', payWithCredits: true }]) {
      const res = await injectAs(t.app, cookie, { method: 'POST', url: '/api/usage/consume', headers: { 'x-tenant-id': tenantId }, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await usageRows(tenantId)).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.tenantId, tenantId), eq(creditLedger.kind, 'spend'))),
    ).toEqual([]);
  });

  it("lets a lawyer run within the limit but pay with the firm's credits only if they may spend its money", async () => {
    const { tenantId } = await freshTenant();
    const lawyer = await createTenantWithMember(t.database, 'lawyer');
    await t.database.db.insert(members).values({ id: crypto.randomUUID(), organizationId: tenantId, userId: lawyer.userId, role: 'lawyer' });
    const cookie = await signIn(t.app, lawyer.email);
    const asLawyer = (payload: Record<string, unknown>) => injectAs(t.app, cookie, { method: 'POST', url: '/api/usage/consume', headers: { 'x-tenant-id': tenantId }, payload });
    await t.database.db.transaction((tx) => changeBalance(tx, { tenantId, kind: 'purchase', amount: 5, description: 'teszt', reference: null, userId: null }));
    expect((await asLawyer({ action: 'automation_run' })).statusCode).toBe(200);
    const paying = await asLawyer({ action: 'automation_run', payWithCredits: true });
    expect(paying.statusCode).toBe(403);
    expect(paying.json().code).toBe('CREDIT_SPEND_FORBIDDEN');
    expect((await usageRows(tenantId))[0]).toMatchObject({ automationsUsed: 1 });
    expect(await withTenant(t.database.db, tenantId, (tx) => creditBalance(tx, tenantId))).toBe(5);
  });

  it('beyond the limit spends credits only when asked, never below zero, one ledger row per spend', async () => {
    const { tenantId, cookie } = await freshTenant();
    for (let i = 0; i < 2; i++) expect((await injectAs(t.app, cookie, consume('agent_run'))).statusCode).toBe(200);
    const broke = await injectAs(t.app, cookie, consume('agent_run', { payWithCredits: true }));
    expect(broke.statusCode).toBe(402);
    expect(broke.json().code).toBe('INSUFFICIENT_CREDITS');
    expect((await usageRows(tenantId))[0]).toMatchObject({ agentsUsed: 2 });

    await t.database.db.transaction((tx) => changeBalance(tx, { tenantId, kind: 'purchase', amount: 3, description: 'teszt', reference: null, userId: null }));
    const withoutAsking = await injectAs(t.app, cookie, consume('agent_run'));
    expect(withoutAsking.json().code).toBe('AGENTS_LIMIT_EXCEEDED');

    const paid = await Promise.all(Array.from({ length: 10 }, () => injectAs(t.app, cookie, consume('agent_run', { payWithCredits: true }))));
    expect(paid.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(paid.filter((r) => r.statusCode === 402)).toHaveLength(7);
    expect(paid.find((r) => r.statusCode === 200)!.json().paidWithCredits).toBe(true);
    const ledger = await t.database.db
      .select()
      .from(creditLedger)
      .where(and(eq(creditLedger.tenantId, tenantId), eq(creditLedger.kind, 'spend')));
    expect(ledger).toHaveLength(3);
    expect(ledger.map((l) => l.delta)).toEqual([-1, -1, -1]);
    expect(ledger.map((l) => l.balanceAfter).sort()).toEqual([0, 1, 2]);
    expect((await injectAs(t.app, cookie, { url: '/api/credits' })).json().balance).toBe(0);
    expect((await usageRows(tenantId))[0]).toMatchObject({ agentsUsed: 5 });
  });

  it('keeps the database from ever holding a negative balance', async () => {
    const { tenantId } = await freshTenant();
    await expect(t.database.db.transaction((tx) => changeBalance(tx, { tenantId, kind: 'spend', amount: 1, description: 'x', reference: null, userId: null }))).resolves.toBeNull();
    await expect(t.database.db.execute(`insert into credit_accounts (tenant_id, balance) values ('${tenantId}', -1)`)).rejects.toThrow();
  });

  it('shows usage history: months, daily counts and events with who ran them', async () => {
    const cookie = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    const res = await injectAs(t.app, cookie, { url: '/api/usage/history' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.months).toHaveLength(2);
    expect(body.months[0]).toMatchObject({ agents_used: 0, automations_used: 0 });
    expect(body.months[1]).toMatchObject({ agents_used: 2, automations_used: 1 });
    expect(body.events.length).toBeGreaterThanOrEqual(2);
    expect(body.events[0]).toMatchObject({ event_type: 'agent_run', user_name: 'dr. Nagy Péter' });
    // Last month's runs, on its last two days: in the 30-day chart whenever those days are.
    const within = body.events.filter((e: { timestamp: string }) => Date.parse(e.timestamp) >= Date.now() - 2_592_000_000).length;
    expect(body.daily.reduce((n: number, d: { agent_run: number }) => n + d.agent_run, 0)).toBe(within);
  });

  it('lets row-level security hide every billing table of other tenants, even without a condition', async () => {
    const a = await freshTenant();
    const b = await freshTenant();
    await injectAs(t.app, a.cookie, consume('agent_run'));
    await injectAs(t.app, b.cookie, consume('agent_run'));
    await injectAs(t.app, b.cookie, { method: 'POST', url: '/api/credits/purchases', payload: { credits: 10 } });
    const seenByA = await withTenant(t.database.db, a.tenantId, async (tx) => ({
      usage: await tx.select().from(usageTracking),
      events: await tx.select().from(usageEvents),
      proformas: await tx.select().from(proformas),
      purchases: await tx.select().from(creditPurchases),
    }));
    expect(seenByA.usage.map((r) => r.organizationId)).toEqual([a.tenantId]);
    expect(seenByA.events.map((r) => r.organizationId)).toEqual([a.tenantId]);
    expect(seenByA.proformas).toEqual([]);
    expect(seenByA.purchases).toEqual([]);
    // Writing into another tenant's rows is refused by the policy's WITH CHECK.
    await expect(withTenant(t.database.db, a.tenantId, (tx) => tx.insert(usageEvents).values({ organizationId: b.tenantId, eventType: 'agent_run' }))).rejects.toThrow();
  });

  it("never shows or counts another tenant's usage", async () => {
    const a = await freshTenant();
    const b = await freshTenant();
    await injectAs(t.app, a.cookie, consume('agent_run'));
    const bBody = (await injectAs(t.app, b.cookie, { url: '/api/entitlements' })).json();
    expect(bBody.usage.agents).toBe(0);
    expect((await injectAs(t.app, b.cookie, { url: '/api/usage/history' })).json().events).toEqual([]);
  });
});
