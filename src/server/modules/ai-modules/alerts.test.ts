// API tests of the AI alert rules and alerts (decision 0240) on a real database: the default rule
// set with the spec's thresholds, budget threshold alerts made by the gateway once per period and
// threshold, metric-rule and anomaly alerts, the created → acknowledged → resolved lifecycle with
// who and when, rule CRUD with its audit trail, and tenant isolation.
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiAlertRules, aiAlerts, aiAuditLog, aiBudgets, aiProviderKeys, aiUsage, auditLog, notifications, subscriptions, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { checkActivity, recordBudgetAlert } from './alerts.service';
import { startFakeProvider, type FakeProvider } from './gateway/testing/fake-providers';

describe('AI alert rules and alerts', () => {
  let t: TestApp;
  let owner: string;
  let lawyer: string;
  let tenantId: string;
  let lawyerId: string;
  let openai: FakeProvider;

  const get = (cookie: string, url: string) => injectAs(t.app, cookie, { method: 'GET', url });
  const post = (cookie: string, url: string, payload?: object) => injectAs(t.app, cookie, { method: 'POST', url, ...(payload ? { payload } : {}) });
  const alertsOf = async (query = '') =>
    (await get(owner, `/api/ai-modules/alerts${query}`)).json().items as {
      id: string;
      type: string;
      title: string;
      message: string;
      state: string;
      severity: string;
      subjectUserName: string | null;
      acknowledgedByName: string | null;
      resolvedByName: string | null;
      acknowledgedAt: string | null;
    }[];
  const ask = async (cookie: string) => {
    const c = await post(cookie, '/api/themis/conversations', {});
    const res = await post(cookie, `/api/themis/conversations/${c.json().id}/messages`, { content: 'Mennyi a vételár az adásvételi szerződésben?' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const firmSpend = (daily: number) =>
    t.database.db
      .update(aiBudgets)
      .set({ currentDailySpend: daily, lastReset: new Date() })
      .where(and(eq(aiBudgets.tenantId, tenantId), isNull(aiBudgets.userId)));

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    lawyer = await signIn(t.app, 'ugyved@kovacs-ugyved.hu');
    tenantId = (await demoTenantId(t.database.db))!;
    await t.database.db.update(subscriptions).set({ planId: 'plan-halado' }).where(eq(subscriptions.tenantId, tenantId));
    lawyerId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu')))[0]!.id;
    openai = await startFakeProvider('openai');
  });
  afterAll(async () => {
    await openai?.close();
    await t?.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(aiAlerts).where(eq(aiAlerts.tenantId, tenantId));
  });

  it('every firm starts with the spec 9 rule set: default alerts, budget thresholds 50/80/95 %, the four anomaly rules', async () => {
    const res = await get(owner, '/api/ai-modules/alert-rules');
    expect(res.statusCode).toBe(200);
    const rules = res.json().items.filter((r: { builtin: string | null }) => r.builtin) as { type: string; threshold: number; timeWindowMs: number; condition: string; enabled: boolean }[];
    const of = (type: string) => rules.filter((r) => r.type === type).map((r) => [r.threshold, r.timeWindowMs]);
    expect(of('cost')).toEqual([[1, 3_600_000]]);
    expect(of('response_time')).toEqual([[30_000, 3_600_000]]);
    expect(of('usage_volume')).toEqual([[100, 3_600_000]]);
    expect(of('budget').map(([p]) => p)).toEqual([50, 80, 95]);
    expect(of('anomaly_high_volume')).toEqual([[100, 86_400_000]]);
    expect(of('anomaly_off_hours')).toEqual([[20, 86_400_000]]);
    expect(of('anomaly_many_ips')).toEqual([[5, 86_400_000]]);
    expect(of('anomaly_high_error_rate')).toEqual([[20, 86_400_000]]);
    expect(rules.every((r) => r.condition === 'greater_than' && r.enabled)).toBe(true);
    // Listing twice makes the set once.
    await get(owner, '/api/ai-modules/alert-rules');
    expect(await t.database.db.$count(aiAlertRules, and(eq(aiAlertRules.tenantId, tenantId), like(aiAlertRules.builtin, 'budget-%')))).toBe(3);
    // Firm administration only.
    expect((await get(lawyer, '/api/ai-modules/alert-rules')).statusCode).toBe(403);
    expect((await get(lawyer, '/api/ai-modules/alerts')).statusCode).toBe(403);
  });

  it("the gateway raises a budget alert when a spend crosses 50 % and 80 % of the firm's daily budget, once per period and threshold", async () => {
    expect((await post(owner, '/api/ai-modules/keys', { provider: 'openai', apiKey: openai.apiKey, baseUrl: openai.url })).statusCode).toBe(201);
    expect((await injectAs(t.app, owner, { method: 'PUT', url: '/api/ai-modules/budgets', payload: { userId: null, dailyLimit: 1, monthlyLimit: 1000 } })).statusCode).toBe(200);
    await firmSpend(0.4999);
    const first = await ask(lawyer);
    expect(first.answer.mode).toBe('model');
    let alerts = await alertsOf('?type=budget');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: 'Az AI-költségkeret 50%-a elérve (napi)', severity: 'info', state: 'created', subjectUserName: null });
    expect(alerts[0]!.message).toMatch(/^Az iroda napi AI-költése 0,50\u00a0EUR, a keret 1,00\u00a0EUR \(50%\)\.$/);
    // Already past 50 %: another answer adds no alert.
    await ask(lawyer);
    expect(await alertsOf('?type=budget')).toHaveLength(1);
    // 80 % is crossed next; 95 % is off for this firm, so crossing it says nothing.
    const rules = (await get(owner, '/api/ai-modules/alert-rules')).json().items as { id: string; builtin: string | null }[];
    const off95 = rules.find((r) => r.builtin === 'budget-95')!;
    expect((await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${off95.id}`, payload: { enabled: false } })).statusCode).toBe(200);
    await firmSpend(0.7999);
    await ask(lawyer);
    await firmSpend(0.9499);
    await ask(lawyer);
    alerts = await alertsOf('?type=budget');
    expect(alerts.map((a) => a.title).sort()).toEqual(['Az AI-költségkeret 50%-a elérve (napi)', 'Az AI-költségkeret 80%-a elérve (napi)']);
    expect(alerts.find((a) => a.title.includes('80%'))!.severity).toBe('warning');
    await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${off95.id}`, payload: { enabled: true } });
    await t.database.db.delete(aiProviderKeys).where(eq(aiProviderKeys.tenantId, tenantId));
  });

  it('a reported threshold makes one alert even when reported twice at once (unique per budget, period and threshold)', async () => {
    const event = { tenantId, userId: lawyerId, scope: 'user' as const, ownerId: lawyerId, provider: null, period: 'monthly' as const, threshold: 80, spend: 800, limit: 1000 };
    const now = new Date();
    await Promise.all([recordBudgetAlert(t.database.db, event, now), recordBudgetAlert(t.database.db, event, now), recordBudgetAlert(t.database.db, event, now)]);
    const alerts = await alertsOf('?type=budget');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ title: 'Az AI-költségkeret 80%-a elérve (havi)', message: 'A felhasználó havi AI-költése 800,00\u00a0EUR, a keret 1000,00\u00a0EUR (80%).', subjectUserName: 'dr. Nagy Péter' });
  });

  it('a metric rule raises one open alert; created → acknowledged → resolved with who and when; wrong steps are 409; all audited', async () => {
    const created = await post(owner, '/api/ai-modules/alert-rules', { name: 'Minden kérés', type: 'usage_volume', threshold: 0, timeWindowMs: 3_600_000 });
    expect(created.statusCode).toBe(201);
    const ruleId = created.json().id as string;
    await t.database.db.insert(aiAuditLog).values({ tenantId, userId: lawyerId, requestId: randomUUID(), action: 'request', classification: 'internal' });
    await t.database.db.insert(aiUsage).values({ tenantId, userId: lawyerId, provider: 'openai', model: 'gpt-4o-mini', taskType: 'legal_research', tokensUsed: 100, cost: 0.0002, responseTimeMs: 900, success: true });
    await Promise.all([checkActivity(t.database.db, tenantId, lawyerId, new Date()), checkActivity(t.database.db, tenantId, lawyerId, new Date())]);
    let open = (await alertsOf('?state=open')).filter((a) => a.type === 'usage_volume');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ title: 'Szokatlanul sok AI-kérés', state: 'created' });
    expect(open[0]!.message).toMatch(/^Minden kérés: \d+ \(küszöb: 0, időablak: 60 perc\)$/);
    const id = open[0]!.id;

    expect((await post(owner, `/api/ai-modules/alerts/${id}/acknowledge`)).json()).toMatchObject({ state: 'acknowledged', acknowledged: true, acknowledgedByName: 'Kovács Katalin' });
    const again = await post(owner, `/api/ai-modules/alerts/${id}/acknowledge`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('AI_ALERT_STATE_CONFLICT');
    // Still open (acknowledged): no second alert for the rule.
    await checkActivity(t.database.db, tenantId, lawyerId, new Date());
    expect((await alertsOf('?type=usage_volume')).length).toBe(1);
    const done = (await post(owner, `/api/ai-modules/alerts/${id}/resolve`)).json();
    expect(done).toMatchObject({ state: 'resolved', resolvedByName: 'Kovács Katalin' });
    expect(done.resolvedAt).not.toBeNull();
    expect((await post(owner, `/api/ai-modules/alerts/${id}/resolve`)).statusCode).toBe(409);
    expect((await alertsOf('?state=resolved')).map((a) => a.id)).toContain(id);
    // Resolved: the condition still holds, so the next check opens a new one.
    await checkActivity(t.database.db, tenantId, lawyerId, new Date());
    open = (await alertsOf('?state=created')).filter((a) => a.type === 'usage_volume');
    expect(open).toHaveLength(1);
    expect(open[0]!.id).not.toBe(id);

    const trail = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, tenantId), like(auditLog.action, 'ai.alert%'), eq(auditLog.targetId, id)));
    expect(trail.map((r) => r.action).sort()).toEqual(['ai.alert.acknowledge', 'ai.alert.resolve']);
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/ai-modules/alert-rules/${ruleId}` })).statusCode).toBe(204);
  });

  it('the anomaly rules of spec 9: over 100 operations in 24 h and more than 5 IP addresses', async () => {
    // Working hours whenever the suite runs (run after 22:00 Budapest time, the operations of the
    // last minutes would also be "off hours"): the last 10:30 UTC, 11:30 or 12:30 in Budapest.
    const now = new Date();
    now.setUTCHours(10, 30, 0, 0);
    if (now.getTime() > Date.now()) now.setTime(now.getTime() - 86_400_000);
    // Only these operations: not the lawyer's seeded use of the demo (ai-modules.demo-seed.ts).
    await t.database.db.delete(aiAuditLog).where(eq(aiAuditLog.tenantId, tenantId));
    await t.database.db.insert(aiAuditLog).values(
      Array.from({ length: 101 }, (_, i) => ({
        tenantId,
        userId: lawyerId,
        requestId: randomUUID(),
        action: 'request' as const,
        classification: 'internal',
        ipAddress: `10.0.0.${i % 6}`,
        details: { mode: 'retrieval' },
        createdAt: new Date(now.getTime() - 60_000 - i * 1000),
      })),
    );
    try {
      await Promise.all([checkActivity(t.database.db, tenantId, lawyerId, now), checkActivity(t.database.db, tenantId, lawyerId, now)]);
      const alerts = (await alertsOf()).filter((a) => a.type.startsWith('anomaly_'));
      expect(alerts.map((a) => [a.type, a.message]).sort()).toEqual([
        ['anomaly_high_volume', expect.stringMatching(/^10[1-9] AI-művelet 24 órán belül \(határ: 100\)$/)],
        ['anomaly_many_ips', expect.stringMatching(/^[6-9] különböző IP-címről érkeztek kérések \(határ: 5\)$/)],
      ]);
      expect(alerts.every((a) => a.subjectUserName === 'dr. Nagy Péter' && a.severity === 'warning')).toBe(true);
    } finally {
      // The later tests check the same user's activity: these operations must not raise their alerts.
      await t.database.db.delete(aiAuditLog).where(and(eq(aiAuditLog.tenantId, tenantId), like(aiAuditLog.ipAddress, '10.0.0.%')));
    }
  });

  it('rule changes are checked and audited; the default rules can be turned off, not deleted', async () => {
    const bad = await post(owner, '/api/ai-modules/alert-rules', { name: 'Túl sok', type: 'budget', threshold: 150 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('AI_ALERT_RULE_INVALID');
    expect((await post(owner, '/api/ai-modules/alert-rules', { name: 'Új anomália', type: 'anomaly_off_hours', threshold: 3 })).statusCode).toBe(400);
    const rule = (await post(owner, '/api/ai-modules/alert-rules', { name: 'Költségkeret 70%', type: 'budget', threshold: 70 })).json();
    expect(rule).toMatchObject({ type: 'budget', threshold: 70, builtin: null, enabled: true });
    const builtin = ((await get(owner, '/api/ai-modules/alert-rules')).json().items as { id: string; builtin: string | null }[]).find((r) => r.builtin === 'anomaly-off-hours')!;
    const patched = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${builtin.id}`, payload: { threshold: 30 } });
    expect(patched.json()).toMatchObject({ threshold: 30 });
    expect((await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${builtin.id}`, payload: { condition: 'less_than' } })).statusCode).toBe(400);
    const refused = await injectAs(t.app, owner, { method: 'DELETE', url: `/api/ai-modules/alert-rules/${builtin.id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('AI_ALERT_RULE_BUILTIN');
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/ai-modules/alert-rules/${rule.id}` })).statusCode).toBe(204);
    await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${builtin.id}`, payload: { threshold: 20 } });
    const trail = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.tenantId, tenantId), like(auditLog.action, 'ai.alert_rule.%')))
    ).map((r) => r.action);
    expect(trail).toEqual(expect.arrayContaining(['ai.alert_rule.create', 'ai.alert_rule.update', 'ai.alert_rule.delete']));
  });

  it("a new alert reaches the firm's administrators in the bell once per alert; lawyers and other firms get nothing", async () => {
    type Notice = { kind: string; title: string; body: string; link: string | null };
    const aiNotices = async (cookie: string) => ((await get(cookie, '/api/notifications')).json().items as Notice[]).filter((n) => n.kind === 'ai.alert');
    await t.database.db.delete(notifications).where(eq(notifications.kind, 'ai.alert'));
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    const otherCookie = await signIn(t.app, other.email);
    // The same budget threshold reported three times at once: one alert, one notice.
    const event = { tenantId, userId: lawyerId, scope: 'firm' as const, ownerId: tenantId, provider: null, period: 'daily' as const, threshold: 95, spend: 9.5, limit: 10 };
    const now = new Date();
    await Promise.all([recordBudgetAlert(t.database.db, event, now), recordBudgetAlert(t.database.db, event, now), recordBudgetAlert(t.database.db, event, now)]);
    let notices = await aiNotices(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toEqual(
      expect.objectContaining({ title: 'AI-riasztás: Az AI-költségkeret 95%-a elérve (napi)', body: 'Az iroda napi AI-költése 9,50\u00a0EUR, a keret 10,00\u00a0EUR (95%).', link: '/app/ai-modules' }),
    );
    // A metric rule's alert: checked twice, still one open alert and one more notice; an acknowledged
    // alert checked again tells nobody again.
    const rule = (await post(owner, '/api/ai-modules/alert-rules', { name: 'Értesítő szabály', type: 'usage_volume', threshold: 0, timeWindowMs: 3_600_000 })).json();
    await t.database.db.insert(aiUsage).values({ tenantId, userId: lawyerId, provider: 'openai', model: 'gpt-4o-mini', taskType: 'legal_research', tokensUsed: 100, cost: 0.0002, responseTimeMs: 900, success: true });
    await Promise.all([checkActivity(t.database.db, tenantId, lawyerId, new Date()), checkActivity(t.database.db, tenantId, lawyerId, new Date())]);
    const [open] = (await alertsOf('?state=open')).filter((a) => a.type === 'usage_volume');
    expect((await post(owner, `/api/ai-modules/alerts/${open!.id}/acknowledge`)).statusCode).toBe(200);
    await checkActivity(t.database.db, tenantId, lawyerId, new Date());
    notices = await aiNotices(owner);
    expect(notices).toHaveLength(2);
    expect(notices.filter((n) => n.title === 'AI-riasztás: Szokatlanul sok AI-kérés')).toHaveLength(1);
    // Only administrators (canManageOwnCompany): not the lawyer, not another firm's admin.
    expect(await aiNotices(lawyer)).toEqual([]);
    expect(await aiNotices(otherCookie)).toEqual([]);
    expect((await injectAs(t.app, owner, { method: 'DELETE', url: `/api/ai-modules/alert-rules/${rule.id}` })).statusCode).toBe(204);
  });

  it("a rule's e-mail targets decide the bell: targets that are members get it, outsiders only the mail; no member target: the admins", async () => {
    type Notice = { kind: string; title: string };
    const aiNotices = async (cookie: string) => ((await get(cookie, '/api/notifications')).json().items as Notice[]).filter((n) => n.kind === 'ai.alert');
    await t.database.db.delete(notifications).where(eq(notifications.kind, 'ai.alert'));
    const rules = (await get(owner, '/api/ai-modules/alert-rules')).json().items as { id: string; builtin: string | null }[];
    const budget80 = rules.find((r) => r.builtin === 'budget-80')!;
    // Validated with a Hungarian message; at most 20 addresses.
    const bad = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget80.id}`, payload: { notificationTargets: ['nem-cim'] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Érvényes e-mail-címet adj meg.');
    const tooMany = Array.from({ length: 21 }, (_, i) => `cim${i}@kovacs-ugyved.hu`);
    expect((await post(owner, '/api/ai-modules/alert-rules', { name: 'Sok cím', type: 'usage_volume', threshold: 5, notificationTargets: tooMany })).statusCode).toBe(400);
    // The lawyer (a member, not an admin) in upper case and an outside address: only the lawyer's bell.
    const patched = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget80.id}`, payload: { notificationTargets: ['UGYVED@kovacs-ugyved.hu', 'kulso@example.com'] } });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().notificationTargets).toEqual(['UGYVED@kovacs-ugyved.hu', 'kulso@example.com']);
    const event = { tenantId, userId: lawyerId, scope: 'firm' as const, ownerId: tenantId, provider: null, period: 'daily' as const, threshold: 80, spend: 8, limit: 10 };
    expect(await recordBudgetAlert(t.database.db, event, new Date())).toBe(1);
    expect((await aiNotices(lawyer)).map((n) => n.title)).toEqual(['AI-riasztás: Az AI-költségkeret 80%-a elérve (napi)']);
    expect(await aiNotices(owner)).toEqual([]);
    // Only outside addresses: the firm's administrators, as with no targets.
    await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget80.id}`, payload: { notificationTargets: ['kulso@example.com'] } });
    await t.database.db.delete(aiAlerts).where(eq(aiAlerts.tenantId, tenantId));
    expect(await recordBudgetAlert(t.database.db, event, new Date())).toBe(1);
    expect(await aiNotices(owner)).toHaveLength(1);
    expect(await aiNotices(lawyer)).toHaveLength(1);
    await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget80.id}`, payload: { notificationTargets: [] } });
  });

  it("another firm's admin sees none of these rules or alerts and cannot change them", async () => {
    await recordBudgetAlert(t.database.db, { tenantId, userId: lawyerId, scope: 'firm', ownerId: tenantId, provider: null, period: 'daily', threshold: 50, spend: 5, limit: 10 }, new Date());
    const [ours] = await alertsOf();
    const other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
    const cookie = await signIn(t.app, other.email);
    const theirs = await get(cookie, '/api/ai-modules/alerts');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json().items).toEqual([]);
    const rules = (await get(cookie, '/api/ai-modules/alert-rules')).json().items as { id: string }[];
    const ourRules = ((await get(owner, '/api/ai-modules/alert-rules')).json().items as { id: string }[]).map((r) => r.id);
    expect(rules.length).toBeGreaterThan(0);
    expect(rules.some((r) => ourRules.includes(r.id))).toBe(false);
    expect((await post(cookie, `/api/ai-modules/alerts/${ours!.id}/acknowledge`)).statusCode).toBe(404);
    expect((await injectAs(t.app, cookie, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${ourRules[0]}`, payload: { enabled: false } })).statusCode).toBe(404);
  });
});
