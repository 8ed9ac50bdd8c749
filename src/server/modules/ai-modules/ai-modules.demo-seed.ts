// Demo data of the AI modules (issue 19): the demo firm has AI modules and Themis installed, no
// provider key (the embedded demo answers by retrieval alone; the usage below went through the
// platform's key), a firm budget, one earlier conversation of the lawyer whose answer was retrieved
// from the seeded documents, its alert rule set with an own rule and e-mail targets, four weeks of
// AI use (usage rows, audit entries and the budgets' spend, ai-modules.demo-usage.ts) and three
// alerts raised by that use: new, acknowledged and resolved (decision 0254). Their figures are
// computed from the seeded use, so the screens agree with them (visual review #2). The alerts are
// dated relative to the seeding, inside the 7 days kept (0253), and count as mailed: the demo's
// sweep sends no e-mail for them.
import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { aiAlertRules, aiAlerts, aiAuditLog, aiBudgets, aiUsage, matters, themisConversations, themisMessages, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import { ensureDefaultRules } from './alerts.repo';
import { retrievePassages } from './retrieval';
import { retrievalAnswer } from './themis.service';
import { formatAlertEuro, formatRuleValue } from '@shared/ai-modules/monitoring';
import { formatHuNumber } from '@shared/hu/format';
import { ANOMALY_MAX_OFF_HOURS_OPERATIONS, BUDGET_ALERT_THRESHOLDS, DEFAULT_DAILY_BUDGET_EUR, DEFAULT_MONTHLY_BUDGET_EUR } from '@shared/ai-modules/ai-modules.constants';
import { isoDateInZone } from '@shared/dates/iso-date';
import { PLATFORM_KEY_SCOPE } from './ai-wiring';
import { demoAiUsage, type DemoAiRequest, type DemoAiUsage } from './ai-modules.demo-usage';

const FIRM_DAILY_LIMIT = 50;
const FIRM_MONTHLY_LIMIT = 500;

export async function seedAiDemo(tx: TenantTx, tenantId: string, people: { ownerId: string }): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['ai-modules', 'themis']);
  const [lawyer] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'ugyved@kovacs-ugyved.hu'));
  if (!lawyer) return;
  const lawyerId = lawyer.id;
  const usage = demoAiUsage(new Date(), { ownerId: people.ownerId, lawyerId }, FIRM_DAILY_LIMIT);
  await seedUsage(tx, tenantId, usage);
  await seedAlerts(tx, tenantId, people.ownerId, lawyerId, usage);
  const question = 'Mennyi a vételár a Bartók Béla úti adásvételi szerződésben?';
  // Seeded as the owner, outside RLS: the conversation is on the lawyer's non-confidential
  // matter and retrieval is limited to it, so no confidential matter's passage lands in it.
  const [matter] = await tx
    .select({ id: matters.id })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), like(matters.title, 'Kiss Bence%'), eq(matters.confidential, false)));
  if (!matter) return;
  const citations = await retrievePassages(tx, { question, matterId: matter.id });
  const [conversation] = await tx
    .insert(themisConversations)
    .values({ tenantId, userId: lawyerId, matterId: matter.id, title: question, createdAt: new Date('2026-01-12T09:30:00Z'), updatedAt: new Date('2026-01-12T09:30:05Z') })
    .returning({ id: themisConversations.id });
  await tx.insert(themisMessages).values([
    { tenantId, conversationId: conversation!.id, userId: lawyerId, role: 'user', content: question, createdAt: new Date('2026-01-12T09:30:00Z') },
    {
      tenantId,
      conversationId: conversation!.id,
      userId: lawyerId,
      role: 'assistant',
      content: retrievalAnswer(citations),
      mode: 'retrieval',
      requestId: randomUUID(),
      citations,
      createdAt: new Date('2026-01-12T09:30:05Z'),
    },
  ]);
}

const HOUR_MS = 3_600_000;

/** Sum of the requests' cost whose Budapest day (or month) is the one of `at`. */
function spendOn(requests: readonly DemoAiRequest[], at: Date, period: 'day' | 'month'): number {
  const key = (d: Date) => (period === 'day' ? isoDateInZone(d) : isoDateInZone(d).slice(0, 7));
  return Math.round(requests.filter((r) => key(r.at) === key(at)).reduce((sum, r) => sum + r.cost, 0) * 1e6) / 1e6;
}

/**
 * What the gateway would have written for each request (ai-wiring.ts writeAudit / writeUsage): the
 * 'request' and 'response' audit entries, one usage row, and the budgets' spend as of the last one.
 */
async function seedUsage(tx: TenantTx, tenantId: string, usage: DemoAiUsage): Promise<void> {
  const audit: (typeof aiAuditLog.$inferInsert)[] = [];
  const metrics: (typeof aiUsage.$inferInsert)[] = [];
  for (const r of usage.requests) {
    const requestId = randomUUID();
    const common = { tenantId, userId: r.userId, requestId, provider: r.provider, model: r.model, classification: 'confidential', categories: ['legal_content'], ipAddress: '192.0.2.10', userAgent: 'Mozilla/5.0' };
    const sent = new Date(r.at.getTime() - r.responseTimeMs);
    audit.push(
      { ...common, action: 'request', createdAt: sent, details: { attempt: 1, taskType: r.taskType, stream: true, promptChars: r.promptTokens * 4, estimatedPromptTokens: r.promptTokens, keyScope: PLATFORM_KEY_SCOPE } },
      {
        ...common,
        action: 'response',
        cost: r.cost,
        createdAt: r.at,
        details: { attempt: 1, finishReason: 'stop', promptTokens: r.promptTokens, completionTokens: r.completionTokens, cost: r.cost, processingTime: r.responseTimeMs },
      },
    );
    metrics.push({
      tenantId,
      userId: r.userId,
      requestId,
      provider: r.provider,
      model: r.model,
      taskType: r.taskType,
      tokensUsed: r.promptTokens + r.completionTokens,
      cost: r.cost,
      responseTimeMs: r.responseTimeMs,
      success: true,
      createdAt: r.at,
    });
  }
  for (let i = 0; i < audit.length; i += 500) await tx.insert(aiAuditLog).values(audit.slice(i, i + 500));
  for (let i = 0; i < metrics.length; i += 500) await tx.insert(aiUsage).values(metrics.slice(i, i + 500));
  // The budgets as the gateway leaves them after the last request (rolled over when they are read).
  const last = usage.requests[usage.requests.length - 1]!.at;
  const spendOf = (requests: readonly DemoAiRequest[]) => ({ currentDailySpend: spendOn(requests, last, 'day'), currentMonthlySpend: spendOn(requests, last, 'month'), lastReset: last });
  await tx.insert(aiBudgets).values({ tenantId, userId: null, dailyLimit: FIRM_DAILY_LIMIT, monthlyLimit: FIRM_MONTHLY_LIMIT, ...spendOf(usage.requests) });
  for (const userId of [...new Set(usage.requests.map((r) => r.userId))].sort()) {
    await tx.insert(aiBudgets).values({ tenantId, userId, dailyLimit: DEFAULT_DAILY_BUDGET_EUR, monthlyLimit: DEFAULT_MONTHLY_BUDGET_EUR, ...spendOf(usage.requests.filter((r) => r.userId === userId)) });
  }
}

async function seedAlerts(tx: TenantTx, tenantId: string, ownerId: string, lawyerId: string, usage: DemoAiUsage): Promise<void> {
  await ensureDefaultRules(tx, tenantId);
  const rules = await tx
    .select({ id: aiAlertRules.id, builtin: aiAlertRules.builtin, threshold: aiAlertRules.threshold, timeWindowMs: aiAlertRules.timeWindowMs })
    .from(aiAlertRules)
    .where(eq(aiAlertRules.tenantId, tenantId));
  const rule = (builtin: string) => rules.find((r) => r.builtin === builtin)!;
  const office = 'iroda@kovacs-ugyved.hu';
  await tx
    .update(aiAlertRules)
    .set({ notificationTargets: [office] })
    .where(and(eq(aiAlertRules.tenantId, tenantId), eq(aiAlertRules.builtin, 'budget-80')));
  await tx.insert(aiAlertRules).values({ tenantId, name: `Drága kérés (${formatAlertEuro(0.5)} felett)`, type: 'cost', threshold: 0.5, timeWindowMs: HOUR_MS, notificationTargets: [office], createdBy: ownerId });
  const after = (at: Date, hours: number) => new Date(at.getTime() + hours * HOUR_MS);
  const threshold = BUDGET_ALERT_THRESHOLDS[0]!;
  const { budget, slow, offHours } = usage;
  const slowRule = rule('default-response-time');
  await tx.insert(aiAlerts).values([
    {
      tenantId,
      ruleId: rule(`budget-${threshold}`).id,
      type: 'budget',
      severity: 'info',
      title: `Az AI-költségkeret ${threshold}%-a elérve (napi)`,
      message: `Az iroda napi AI-költése ${formatAlertEuro(budget.spend)}, a keret ${formatAlertEuro(FIRM_DAILY_LIMIT)} (${threshold}%).`,
      metrics: { spend: budget.spend, limit: FIRM_DAILY_LIMIT, threshold },
      dedupeKey: `budget:firm:${tenantId}:daily:${budget.day}:${threshold}`,
      createdAt: budget.at,
      mailedAt: budget.at,
    },
    {
      tenantId,
      ruleId: slowRule.id,
      type: 'response_time',
      severity: 'warning',
      title: 'Lassú AI-válaszidő',
      message: `Válaszidő: ${formatRuleValue('response_time', slow.value)} (küszöb: ${formatRuleValue('response_time', slowRule.threshold)}, időablak: ${formatHuNumber(slowRule.timeWindowMs / 60_000)} perc)`,
      metrics: { value: slow.value, threshold: slowRule.threshold, requests: slow.requests },
      openKey: `rule:${slowRule.id}`,
      createdAt: slow.at,
      mailedAt: slow.at,
      acknowledgedAt: after(slow.at, 2),
      acknowledgedBy: ownerId,
    },
    {
      tenantId,
      ruleId: rule('anomaly-off-hours').id,
      type: 'anomaly_off_hours',
      severity: 'warning',
      title: 'Szokatlan AI-használat: Munkaidőn kívüli műveletek',
      message: `${offHours.value} AI-művelet munkaidőn kívül (6 óra előtt vagy 22 óra után; határ: ${ANOMALY_MAX_OFF_HOURS_OPERATIONS})`,
      metrics: { value: offHours.value, threshold: ANOMALY_MAX_OFF_HOURS_OPERATIONS, operations: offHours.operations },
      subjectUserId: lawyerId,
      openKey: `anomaly:${rule('anomaly-off-hours').id}:${lawyerId}`,
      createdAt: offHours.at,
      mailedAt: offHours.at,
      acknowledgedAt: after(offHours.at, 10),
      acknowledgedBy: ownerId,
      resolvedAt: after(offHours.at, 11),
      resolvedBy: ownerId,
    },
  ]);
}
