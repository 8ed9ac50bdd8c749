// AI alert rules and alerts of a firm (spec 3.7, 4, 9; decision 0240). Alerts come from three
// places: a budget threshold the gateway reports after adding a spend (once per budget, period
// and threshold), the metric rules over the firm's usage and the anomaly rules over the user's
// activity (both checked after each AI operation, one open alert per rule and user). The firm
// admin acknowledges and resolves them (created → acknowledged → resolved), audited. A new alert
// reaches the rule's targets among the firm's members – or its administrators – in the bell once
// (decisions 0244, 0265).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AI_TIME_ZONE, ANOMALY_WINDOW_MS } from '@shared/ai-modules/ai-modules.constants';
import type { AlertRule, AlertSeverity, TaskType, UsageMetric } from '@shared/ai-modules/ai-modules.schemas';
import { type AlertOut, type AlertRuleOut, type AlertRuleType, type AnomalyRuleType, isAnomalyRuleType, isMetricRuleType } from '@shared/ai-modules/alerts.schemas';
import { dayKey, monthKey } from '@shared/ai-modules/budget';
import { permissionsForRoles } from '@shared/permissions/permissions';
import { parseMemberRoles } from '@shared/permissions/roles';
import { alertState, formatAlertEuro, type AnomalyThresholds, DEFAULT_ANOMALY_THRESHOLDS, detectAnomalies, evaluateAlertRules } from '@shared/ai-modules/monitoring';
import { type AuditEntry, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { type AiAlertRow, type AiAlertRuleRow, members, users } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { notify } from '../../notifications/notify';
import * as repo from './alerts.repo';
import { alertStateChange } from './alert-transition';
import { type AlertMailOptions, deliverAlertMails } from './monitoring-sweep';
import type { BudgetThresholdEvent } from './gateway/gateway';

/** Who changes something, from where (requestOrigin of the route). */
export type Origin = Pick<AuditEntry, 'ip' | 'userAgent' | 'actorUserId' | 'tenantId'>;

export function ruleOut(r: AiAlertRuleRow): AlertRuleOut {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    condition: r.condition,
    threshold: r.threshold,
    timeWindowMs: r.timeWindowMs,
    enabled: r.enabled,
    notificationTargets: r.notificationTargets,
    builtin: r.builtin,
    updatedAt: r.updatedAt.toISOString(),
  };
}

type ListedAlert = Awaited<ReturnType<typeof repo.listAlerts>>[number];
export function alertOut({ a, ruleName, subjectName, acknowledgedByName, resolvedByName }: ListedAlert): AlertOut {
  return {
    id: a.id,
    tenantId: a.tenantId,
    ruleId: a.ruleId,
    ruleName: ruleName ?? null,
    type: a.type,
    severity: a.severity,
    title: a.title,
    message: a.message,
    metrics: a.metrics,
    subjectUserId: a.subjectUserId,
    subjectUserName: subjectName ?? null,
    state: stateOf(a),
    acknowledged: a.acknowledgedAt !== null,
    createdAt: a.createdAt.toISOString(),
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedByName: acknowledgedByName ?? null,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedByName: resolvedByName ?? null,
  };
}

// ---- rules -------------------------------------------------------------------------------------

export async function alertRulesOf(tx: TenantTx, tenantId: string): Promise<AlertRuleOut[]> {
  await repo.ensureDefaultRules(tx, tenantId);
  return (await repo.listRules(tx, tenantId)).map(ruleOut);
}

interface RuleFields {
  type: AlertRuleType;
  condition: AiAlertRuleRow['condition'];
  threshold: number;
}

/** Budget thresholds are percents up to 100; anomaly and budget rules fire above their threshold. */
function checkRule(r: RuleFields): void {
  const invalid = (field: string, text: string) => new HttpError(400, 'AI_ALERT_RULE_INVALID', undefined, { [field]: text });
  if ((r.type === 'budget' || isAnomalyRuleType(r.type)) && r.condition !== 'greater_than') throw invalid('condition', 'Ez a szabálytípus csak a küszöb fölött jelez.');
  if (r.type === 'budget' && !(r.threshold > 0 && r.threshold <= 100)) throw invalid('threshold', 'A költségkeret-küszöb 1 és 100 százalék közé essen.');
  if ((r.type === 'error_rate' || r.type === 'anomaly_high_error_rate') && r.threshold > 100) throw invalid('threshold', 'A hibaarány legfeljebb 100 százalék lehet.');
}

export async function createAlertRule(
  tx: TenantTx,
  origin: Origin & { tenantId: string },
  body: { name: string; type: AlertRuleType; condition: AiAlertRuleRow['condition']; threshold: number; timeWindowMs: number; enabled: boolean; notificationTargets: string[] },
): Promise<AlertRuleOut> {
  // The four anomaly rules are the spec's, one each per firm: they are tuned, not multiplied.
  if (isAnomalyRuleType(body.type)) throw new HttpError(400, 'AI_ALERT_RULE_INVALID', undefined, { type: 'Anomáliaszabályból nem vehető fel új; a meglévőt lehet módosítani.' });
  checkRule(body);
  await repo.ensureDefaultRules(tx, origin.tenantId);
  const row = await repo.insertRule(tx, { tenantId: origin.tenantId, ...body, createdBy: origin.actorUserId ?? null });
  await recordAudit(tx, { ...origin, action: 'ai.alert_rule.create', targetType: 'ai_alert_rule', targetId: row.id, metadata: { name: row.name, type: row.type, threshold: row.threshold } });
  return ruleOut(row);
}

export async function updateAlertRule(
  tx: TenantTx,
  origin: Origin,
  id: string,
  patch: Partial<{ name: string; condition: AiAlertRuleRow['condition']; threshold: number; timeWindowMs: number; enabled: boolean; notificationTargets: string[] }>,
): Promise<AlertRuleOut> {
  const current = await repo.findRule(tx, id);
  if (!current) throw notFound();
  checkRule({ type: current.type, condition: patch.condition ?? current.condition, threshold: patch.threshold ?? current.threshold });
  const row = (await repo.updateRule(tx, id, patch))!;
  const changed = Object.fromEntries(Object.keys(patch).map((k) => [k, { from: current[k as keyof typeof patch], to: row[k as keyof typeof patch] }]));
  await recordAudit(tx, { ...origin, action: 'ai.alert_rule.update', targetType: 'ai_alert_rule', targetId: id, metadata: { name: row.name, changed } });
  return ruleOut(row);
}

export async function deleteAlertRule(tx: TenantTx, origin: Origin, id: string): Promise<void> {
  const current = await repo.findRule(tx, id);
  if (!current) throw notFound();
  if (current.builtin) throw new HttpError(409, 'AI_ALERT_RULE_BUILTIN');
  await repo.deleteRule(tx, id);
  await recordAudit(tx, { ...origin, action: 'ai.alert_rule.delete', targetType: 'ai_alert_rule', targetId: id, metadata: { name: current.name, type: current.type, threshold: current.threshold } });
}

// ---- alerts ------------------------------------------------------------------------------------

const stateOf = (a: Pick<AiAlertRow, 'acknowledgedAt' | 'resolvedAt'>) => alertState({ acknowledged: a.acknowledgedAt !== null, resolvedAt: a.resolvedAt?.toISOString() ?? null });

export async function alertsOf(tx: TenantTx, tenantId: string, filter: repo.AlertFilter): Promise<AlertOut[]> {
  return (await repo.listAlerts(tx, tenantId, filter)).map(alertOut);
}

/** created → acknowledged, or (created | acknowledged) → resolved; anything else is 409. */
export async function changeAlertState(tx: TenantTx, origin: Origin & { tenantId: string }, id: string, action: 'acknowledge' | 'resolve'): Promise<AlertOut> {
  const row = await repo.lockAlert(tx, id);
  if (!row) throw notFound();
  await repo.updateAlert(tx, id, alertStateChange(row, action, new Date(), origin.actorUserId ?? null));
  await recordAudit(tx, { ...origin, action: `ai.alert.${action}`, targetType: 'ai_alert', targetId: id, metadata: { title: row.title, from: stateOf(row) } });
  const [out] = await repo.listAlerts(tx, origin.tenantId, { id, limit: 1 });
  return alertOut(out!);
}

// ---- alerts made by the gateway ----------------------------------------------------------------

const budgetSeverity = (percent: number): AlertSeverity => (percent >= 95 ? 'critical' : percent >= 80 ? 'warning' : 'info');

/**
 * A budget threshold crossed (the gateway's budgetThreshold hook): one alert per budget, period
 * (Budapest day or month) and threshold – a second report of the same crossing inserts nothing.
 */
export async function recordBudgetAlert(db: Database, event: BudgetThresholdEvent, now: Date, delivery?: AlertDelivery): Promise<number> {
  if (!event.tenantId) return 0;
  const tenantId = event.tenantId;
  const raised = await withTenant(db, tenantId, async (tx) => {
    await repo.ensureDefaultRules(tx, tenantId);
    const rule = (await repo.listRules(tx, tenantId)).find((r) => r.type === 'budget' && r.enabled && r.threshold === event.threshold);
    if (!rule) return 0;
    const periodKey = event.period === 'daily' ? dayKey(now) : monthKey(now);
    const who = event.scope === 'firm' ? 'Az iroda' : 'A felhasználó';
    const period = event.period === 'daily' ? 'napi' : 'havi';
    return (await raiseAlert(tx, rule, {
      tenantId,
      ruleId: rule.id,
      type: 'budget',
      severity: budgetSeverity(event.threshold),
      title: `Az AI-költségkeret ${event.threshold}%-a elérve (${period})`,
      message: `${who} ${period} AI-költése ${formatAlertEuro(event.spend)}, a keret ${formatAlertEuro(event.limit)} (${event.threshold}%).`,
      metrics: { spend: event.spend, limit: event.limit, threshold: event.threshold },
      subjectUserId: event.scope === 'user' ? event.userId : null,
      dedupeKey: `budget:${event.scope}:${event.ownerId}:${event.period}:${periodKey}:${event.threshold}`,
      createdAt: now,
    }))
      ? 1
      : 0;
  });
  await deliverNow(db, raised, delivery, now);
  return raised;
}

/** The firm's members with their e-mail and whether they administer the firm (canManageOwnCompany). */
async function firmMembers(tx: TenantTx, tenantId: string): Promise<{ userId: string; email: string; admin: boolean }[]> {
  const rows = await tx.select({ userId: members.userId, role: members.role, email: users.email }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId));
  return rows.map((r) => ({ userId: r.userId, email: r.email, admin: permissionsForRoles(parseMemberRoles(r.role)).canManageOwnCompany }));
}

/**
 * Who gets the bell notice of a rule's alert (decision 0265): the rule's e-mail targets that are
 * members of the firm; with no targets – or none of them a member – the firm's administrators, so
 * an alert never goes without a notice in the app. Targets outside the firm get only the e-mail.
 */
export async function bellRecipients(tx: TenantTx, tenantId: string, targets: readonly string[]): Promise<string[]> {
  const people = await firmMembers(tx, tenantId);
  const wanted = new Set(targets.map((t) => t.trim().toLowerCase()));
  const targeted = people.filter((p) => wanted.has(p.email.toLowerCase()));
  return (targeted.length > 0 ? targeted : people.filter((p) => p.admin)).map((p) => p.userId);
}

/**
 * Inserts an alert and, only when this call made it (not a duplicate of an open alert or of a
 * threshold already reported), puts it in the bell of the rule's recipients: once per alert.
 */
async function raiseAlert(tx: TenantTx, rule: Pick<AiAlertRuleRow, 'notificationTargets'>, values: Parameters<typeof repo.insertAlert>[1]): Promise<boolean> {
  const alert = await repo.insertAlert(tx, values);
  if (!alert) return false;
  const recipients = await bellRecipients(tx, values.tenantId, rule.notificationTargets);
  await notify(
    tx,
    recipients.map((userId) => ({ userId, tenantId: values.tenantId, kind: 'ai.alert', title: `AI-riasztás: ${alert.title}`, body: alert.message, link: '/app/ai-modules' })),
  );
  return true;
}

/** Where a new alert's e-mail goes out from (decision 0254): the app's mailer and its URL. */
export type AlertDelivery = Omit<AlertMailOptions, 'now'>;

/**
 * Right after the transaction that raised alerts committed: their e-mails to the rules' targets
 * (claimed per alert; the monitoring sweep sends what a crash left behind). A failure is logged by
 * the caller's hook and never undoes the alert.
 */
async function deliverNow(db: Database, raised: number, delivery: AlertDelivery | undefined, now: Date): Promise<void> {
  if (raised > 0 && delivery) await deliverAlertMails(db, { ...delivery, now });
}

const specRule = (r: AiAlertRuleRow): AlertRule => ({
  id: r.id,
  name: r.name,
  type: r.type as AlertRule['type'],
  condition: r.condition,
  threshold: r.threshold,
  timeWindow: r.timeWindowMs,
  enabled: r.enabled,
  notificationTargets: r.notificationTargets,
});

const ANOMALY_THRESHOLD_OF: Readonly<Record<AnomalyRuleType, keyof AnomalyThresholds>> = {
  anomaly_high_volume: 'operations',
  anomaly_off_hours: 'offHours',
  anomaly_many_ips: 'ips',
  anomaly_high_error_rate: 'errorRate',
};

/** The metric rules over the firm's usage in their windows. */
async function checkMetricRules(tx: TenantTx, tenantId: string, rules: readonly AiAlertRuleRow[], now: Date): Promise<number> {
  const metricRules = rules.filter((r) => r.enabled && isMetricRuleType(r.type));
  if (metricRules.length === 0) return 0;
  let raised = 0;
  const widest = Math.max(...metricRules.map((r) => r.timeWindowMs));
  const metrics: UsageMetric[] = (await repo.usageSince(tx, tenantId, new Date(now.getTime() - widest))).map((u) => ({
    userId: u.userId ?? '',
    provider: u.provider as UsageMetric['provider'],
    model: u.model,
    taskType: u.taskType as TaskType,
    tokensUsed: u.tokensUsed,
    cost: u.cost,
    responseTime: u.responseTimeMs,
    success: u.success,
    timestamp: u.createdAt.toISOString(),
    metadata: {},
  }));
  const alerts = evaluateAlertRules(metricRules.map(specRule), metrics, now, [], randomUUID);
  for (const [i, rule] of metricRules.entries()) {
    const alert = alerts[i];
    if (
      alert &&
      (await raiseAlert(tx, rule, { tenantId, ruleId: rule.id, type: rule.type, severity: alert.severity, title: alert.title, message: alert.message, metrics: alert.metrics, openKey: `rule:${rule.id}`, createdAt: now }))
    )
      raised++;
  }
  return raised;
}

/** The spec 9 anomaly rules over one user's last 24 hours. */
async function checkAnomalies(tx: TenantTx, tenantId: string, userId: string, rules: readonly AiAlertRuleRow[], now: Date): Promise<number> {
  const anomalyRules = rules.filter((r): r is AiAlertRuleRow & { type: AnomalyRuleType } => isAnomalyRuleType(r.type));
  if (!anomalyRules.some((r) => r.enabled)) return 0;
  let raised = 0;
  const limits = { ...DEFAULT_ANOMALY_THRESHOLDS };
  for (const r of anomalyRules) limits[ANOMALY_THRESHOLD_OF[r.type]] = r.type === 'anomaly_high_error_rate' ? r.threshold / 100 : r.threshold;
  const records = await repo.userActivity(tx, tenantId, userId, new Date(now.getTime() - ANOMALY_WINDOW_MS));
  for (const anomaly of detectAnomalies(records, now, AI_TIME_ZONE, limits)) {
    const rule = anomalyRules.find((r) => r.type === `anomaly_${anomaly.type}` && r.enabled);
    if (!rule) continue;
    const made = await raiseAlert(tx, rule, {
      tenantId,
      ruleId: rule.id,
      type: rule.type,
      severity: 'warning',
      title: `Szokatlan AI-használat: ${rule.name}`,
      message: anomaly.message,
      metrics: { value: anomaly.value, threshold: anomaly.threshold, operations: records.length },
      subjectUserId: userId,
      openKey: `anomaly:${rule.id}:${userId}`,
      createdAt: now,
    });
    if (made) raised++;
  }
  return raised;
}

/** After an AI operation of a user: the firm's metric rules and the user's anomaly rules. */
export async function checkActivity(db: Database, tenantId: string | null, userId: string | null, now: Date, delivery?: AlertDelivery): Promise<number> {
  if (!tenantId) return 0;
  const raised = await withTenant(db, tenantId, async (tx) => {
    await repo.ensureDefaultRules(tx, tenantId);
    const rules = await repo.listRules(tx, tenantId);
    const metric = await checkMetricRules(tx, tenantId, rules, now);
    return metric + (userId ? await checkAnomalies(tx, tenantId, userId, rules, now) : 0);
  });
  await deliverNow(db, raised, delivery, now);
  return raised;
}
