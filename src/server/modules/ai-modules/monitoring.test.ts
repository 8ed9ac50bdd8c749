// API tests of the AI monitoring jobs (decisions 0253, 0254, 0281) on a real database, driven
// through the app's job runtime: spec 9's retention (alerts 7 days, metrics 30 days) run once an
// hour across instances; the platform
// admin's platform-level rules over every firm's usage (one open alert per rule, bell notice,
// lifecycle, permissions); and each new alert's e-mail to its rule's targets – once per alert,
// through the development outbox.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aiAlertRules, aiAlerts, aiPlatformAlertRules, aiPlatformAlerts, aiUsage, auditLog, mailOutbox, notifications, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { buildTestApp, createTenantWithMember, injectAs, signIn, type TestApp } from '../../test/test-app';
import { recordBudgetAlert } from './alerts.service';
import { alertDelivery } from './ai-wiring';
import { JobRuntime } from '../../jobs/runtime';
import { jobs } from '../../db/schema';
import { alertMailsJob, monitoringCleanupJob, platformRulesJob } from './ai-modules.jobs';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('AI monitoring: retention, platform rules and alert e-mails', () => {
  let t: TestApp;
  let platform: string;
  let owner: string;
  let demoTenant: string;
  let other: Awaited<ReturnType<typeof createTenantWithMember>>;

  const db = () => t.database.db;
  const MONITORING = [monitoringCleanupJob.name, platformRulesJob.name, alertMailsJob.name];
  /** What the runtime does at `now`: creates the recurring jobs whose slot began, and runs them; answers which ran. */
  const sweep = async (now: Date) => {
    await t.app.jobs.scheduleRecurring(now);
    const { results } = await t.app.jobs.drain({ now: () => now, names: MONITORING });
    expect(results.map((r) => r.result).filter((r) => r !== 'succeeded')).toEqual([]);
    return results.map((r) => r.name);
  };
  const mailsTo = async (to: string) => {
    await t.app.mailer.idle();
    return db().select().from(mailOutbox).where(eq(mailOutbox.recipient, to));
  };
  const usage = (tenantId: string, at: Date, values: Partial<typeof aiUsage.$inferInsert> = {}) =>
    db()
      .insert(aiUsage)
      .values({ tenantId, provider: 'openai', model: 'gpt-4o-mini', taskType: 'legal_research', tokensUsed: 100, cost: 0.1, responseTimeMs: 800, success: true, createdAt: at, ...values });

  beforeAll(async () => {
    t = await buildTestApp();
    platform = await signIn(t.app, 'admin@virtualis-iroda.hu');
    owner = await signIn(t.app, 'iroda@kovacs-ugyved.hu');
    demoTenant = (await demoTenantId(db()))!;
    other = await createTenantWithMember(t.database, 'tenant,lawyer', undefined, ['contacts', 'ai-modules', 'themis']);
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await db().delete(aiPlatformAlerts);
    await db().delete(aiPlatformAlertRules);
    await db()
      .delete(aiUsage)
      .where(inArray(aiUsage.tenantId, [demoTenant, other.tenantId]));
    await db()
      .delete(aiAlerts)
      .where(inArray(aiAlerts.tenantId, [demoTenant, other.tenantId]));
  });

  it('spec 9 retention: alerts older than 7 days and metrics older than 30 days go, once an hour across instances', async () => {
    const now = new Date('2026-06-15T10:00:00Z');
    const alert = (createdAt: Date, title: string) => db().insert(aiAlerts).values({ tenantId: demoTenant, type: 'cost', severity: 'warning', title, message: 'x', createdAt, mailedAt: createdAt });
    await alert(new Date(now.getTime() - 7 * DAY - 60_000), 'régi riasztás');
    await alert(new Date(now.getTime() - 7 * DAY + 60_000), 'hatnapos riasztás');
    await db()
      .insert(aiPlatformAlerts)
      .values({ type: 'spend', severity: 'warning', title: 'régi platformriasztás', message: 'x', createdAt: new Date(now.getTime() - 8 * DAY), mailedAt: now });
    await usage(demoTenant, new Date(now.getTime() - 30 * DAY - 60_000), { model: 'régi' });
    await usage(other.tenantId, new Date(now.getTime() - 29 * DAY), { model: 'friss' });

    expect(await sweep(now)).toContain(monitoringCleanupJob.name);
    expect(await db().$count(aiPlatformAlerts, eq(aiPlatformAlerts.title, 'régi platformriasztás'))).toBe(0);
    expect((await db().select({ title: aiAlerts.title }).from(aiAlerts).where(eq(aiAlerts.tenantId, demoTenant))).map((a) => a.title)).toEqual(['hatnapos riasztás']);
    expect(
      (
        await db()
          .select({ model: aiUsage.model })
          .from(aiUsage)
          .where(inArray(aiUsage.tenantId, [demoTenant, other.tenantId]))
      ).map((u) => u.model),
    ).toEqual(['friss']);

    // Within the hour (another instance, or a restart) the cleanup is not run again…
    await alert(new Date(now.getTime() - 9 * DAY), 'még egy régi');
    const instanceB = new JobRuntime({ db: db() });
    instanceB.handle(monitoringCleanupJob, async () => undefined);
    instanceB.recurring(monitoringCleanupJob, HOUR, {});
    await instanceB.scheduleRecurring(new Date(now.getTime() + 59 * 60_000));
    expect(await sweep(new Date(now.getTime() + 59 * 60_000))).not.toContain(monitoringCleanupJob.name);
    expect(await db().$count(aiAlerts, eq(aiAlerts.title, 'még egy régi'))).toBe(1);
    // …an hour later it is (and the six-days-and-23-hours-old alert has passed 7 days by then).
    expect(await sweep(new Date(now.getTime() + HOUR))).toContain(monitoringCleanupJob.name);
    expect(await db().$count(aiAlerts, inArray(aiAlerts.title, ['még egy régi', 'hatnapos riasztás']))).toBe(0);
    // Two instances at the same moment: one job for the slot.
    const later = new Date(now.getTime() + 3 * HOUR);
    await Promise.all([t.app.jobs.scheduleRecurring(later), instanceB.scheduleRecurring(later)]);
    expect(await db().$count(jobs, and(eq(jobs.name, monitoringCleanupJob.name), eq(jobs.key, `every-${HOUR}:${Math.floor(later.getTime() / HOUR)}`)))).toBe(1);
  });

  it('platform rules: only the platform admin manages them; a firing rule opens one alert, notices the platform admins and mails its targets once', async () => {
    const body = { name: 'Platform költés óránként', type: 'spend', threshold: 0.5, timeWindowMs: HOUR, notificationTargets: ['ops@virtualis-iroda.hu'] };
    expect((await injectAs(t.app, owner, { method: 'POST', url: '/api/platform/ai/alert-rules', payload: body })).statusCode).toBe(403);
    expect((await injectAs(t.app, owner, { method: 'GET', url: '/api/platform/ai/alerts' })).statusCode).toBe(403);
    const bad = await injectAs(t.app, platform, { method: 'POST', url: '/api/platform/ai/alert-rules', payload: { ...body, notificationTargets: ['nem-cim'] } });
    expect(bad.statusCode).toBe(400);
    const created = await injectAs(t.app, platform, { method: 'POST', url: '/api/platform/ai/alert-rules', payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({ type: 'spend', provider: null, threshold: 0.5, enabled: true });
    // A provider's error rate, of another provider than the failures: stays quiet.
    const anthropic = await injectAs(t.app, platform, {
      method: 'POST',
      url: '/api/platform/ai/alert-rules',
      payload: { name: 'Anthropic hibaarány', type: 'error_rate', provider: 'anthropic', threshold: 20, timeWindowMs: HOUR },
    });
    expect(anthropic.statusCode).toBe(201);
    expect(await db().$count(auditLog, and(eq(auditLog.action, 'ai.platform_alert_rule.create'), eq(auditLog.targetId, rule.id)))).toBe(1);

    const now = new Date();
    // Two firms together spend €0.60 in the hour (€0.30 each): above the platform's €0.50.
    await usage(demoTenant, new Date(now.getTime() - 10 * 60_000), { cost: 0.3 });
    await usage(other.tenantId, new Date(now.getTime() - 5 * 60_000), { cost: 0.3, success: false });
    await usage(other.tenantId, new Date(now.getTime() - 2 * HOUR), { cost: 5 });
    expect(await sweep(now)).toContain(platformRulesJob.name);
    const alerts = (await injectAs(t.app, platform, { method: 'GET', url: '/api/platform/ai/alerts?state=open' })).json().items;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({
      ruleName: 'Platform költés óránként',
      type: 'spend',
      state: 'created',
      title: 'Magas platformszintű AI-költés',
      message: 'Platform költés óránként: 0,60\u00a0EUR (küszöb: 0,50\u00a0EUR, időablak: 60 perc, minden iroda és szolgáltató; 2 kérés)',
    });
    const admin = (await db().select({ id: users.id }).from(users).where(eq(users.email, 'admin@virtualis-iroda.hu')))[0]!;
    expect(await db().$count(notifications, and(eq(notifications.userId, admin.id), eq(notifications.kind, 'ai.platform_alert')))).toBe(1);
    const mails = await mailsTo('ops@virtualis-iroda.hu');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('AI-riasztás: Magas platformszintű AI-költés – Virtuális Iroda');
    expect(mails[0]!.textBody).toContain('A platform AI-használatában új riasztás keletkezett (figyelmeztetés');
    expect(mails[0]!.textBody).toContain('0,60\u00a0EUR');
    expect(mails[0]!.textBody).toContain('„Platform költés óránként” riasztási szabály');

    // Five minutes later the rule still fires: the open alert stands, nothing new, no second mail.
    expect(await sweep(new Date(now.getTime() + 5 * 60_000))).toContain(platformRulesJob.name);
    expect(await db().$count(aiPlatformAlerts)).toBe(1);
    expect(await mailsTo('ops@virtualis-iroda.hu')).toHaveLength(1);

    // The lifecycle, as for a firm's alert.
    const ack = await injectAs(t.app, platform, { method: 'POST', url: `/api/platform/ai/alerts/${alerts[0].id}/acknowledge` });
    expect(ack.json()).toMatchObject({ state: 'acknowledged', acknowledgedByName: expect.any(String) });
    expect((await injectAs(t.app, platform, { method: 'POST', url: `/api/platform/ai/alerts/${alerts[0].id}/acknowledge` })).statusCode).toBe(409);
    expect((await injectAs(t.app, platform, { method: 'POST', url: `/api/platform/ai/alerts/${alerts[0].id}/resolve` })).json().state).toBe('resolved');
    // Resolved while the spend still holds: the next check opens a new alert (and one new mail).
    expect(await sweep(new Date(now.getTime() + 10 * 60_000))).toContain(platformRulesJob.name);
    expect(await db().$count(aiPlatformAlerts)).toBe(2);
    expect(await mailsTo('ops@virtualis-iroda.hu')).toHaveLength(2);

    // Turned off: quiet. Deleted: gone, audited.
    expect((await injectAs(t.app, platform, { method: 'PATCH', url: `/api/platform/ai/alert-rules/${rule.id}`, payload: { enabled: false } })).json().enabled).toBe(false);
    expect((await injectAs(t.app, platform, { method: 'DELETE', url: `/api/platform/ai/alert-rules/${rule.id}` })).statusCode).toBe(204);
    expect((await injectAs(t.app, platform, { method: 'GET', url: '/api/platform/ai/alert-rules' })).json().items.map((r: { name: string }) => r.name)).toEqual(['Anthropic hibaarány']);
  });

  it("a firm alert is mailed to its rule's e-mail targets once, not per evaluation; a rule without targets mails nobody", async () => {
    const target = `riasztas-${randomUUID().slice(0, 8)}@kovacs-ugyved.hu`;
    expect((await injectAs(t.app, owner, { method: 'GET', url: '/api/ai-modules/alert-rules' })).statusCode).toBe(200);
    const [budget50] = await db()
      .select()
      .from(aiAlertRules)
      .where(and(eq(aiAlertRules.tenantId, demoTenant), eq(aiAlertRules.builtin, 'budget-50')));
    const patched = await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget50!.id}`, payload: { notificationTargets: [target] } });
    expect(patched.statusCode, patched.body).toBe(200);
    const event = { tenantId: demoTenant, userId: randomUUID(), scope: 'firm' as const, ownerId: demoTenant, provider: null, period: 'daily' as const, threshold: 50, spend: 25, limit: 50 };
    const now = new Date();
    expect(await recordBudgetAlert(db(), event, now, alertDelivery(t.app))).toBe(1);
    // The same crossing reported again, and the sweep after it: no second alert, no second mail.
    expect(await recordBudgetAlert(db(), event, now, alertDelivery(t.app))).toBe(0);
    await sweep(now);
    const mails = await mailsTo(target);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('AI-riasztás: Az AI-költségkeret 50%-a elérve (napi) – Virtuális Iroda');
    expect(mails[0]!.textBody).toContain('A(z) Kovács és Társai Ügyvédi Iroda iroda AI-használatában új riasztás keletkezett (tájékoztató');
    expect(mails[0]!.textBody).toContain('Az iroda napi AI-költése 25,00\u00a0EUR, a keret 50,00\u00a0EUR (50%).');
    expect(mails[0]!.htmlBody).toContain('/app/ai-modules');
    // Without targets on the 80 % rule the alert is made (and in the bell), no mail is sent.
    const [budget80] = await db()
      .select()
      .from(aiAlertRules)
      .where(and(eq(aiAlertRules.tenantId, demoTenant), eq(aiAlertRules.builtin, 'budget-80')));
    expect((await injectAs(t.app, owner, { method: 'PATCH', url: `/api/ai-modules/alert-rules/${budget80!.id}`, payload: { notificationTargets: [] } })).statusCode).toBe(200);
    const before = await db().$count(mailOutbox, like(mailOutbox.subject, 'AI-riasztás:%'));
    expect(await recordBudgetAlert(db(), { ...event, threshold: 80, spend: 40 }, now, alertDelivery(t.app))).toBe(1);
    await t.app.mailer.idle();
    expect(await db().$count(mailOutbox, like(mailOutbox.subject, 'AI-riasztás:%'))).toBe(before);
    expect(await db().$count(aiAlerts, and(eq(aiAlerts.tenantId, demoTenant), like(aiAlerts.title, '%80%-a elérve%')))).toBe(1);
  });
});
