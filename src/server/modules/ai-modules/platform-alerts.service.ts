// Platform-level AI alert rules and their alerts (decision 0254): the platform admin's rules over
// every firm's usage – total spend in a window, or the spec's four metric types, of one provider or
// all – next to each firm's own rules (0240). Checked by the monitoring sweep; one open alert per
// rule (partial unique key), created → acknowledged → resolved by a platform admin, audited. A new
// alert is a bell notice to the platform admins and an e-mail to the rule's targets (once).
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import type { PlatformAlertOut, PlatformAlertRuleOut, PlatformAlertRuleType } from '@shared/ai-modules/alerts.schemas';
import { alertState, evaluatePlatformRule, type UsageAggregate } from '@shared/ai-modules/monitoring';
import { PROVIDER_NAMES } from '@shared/ai-modules/providers';
import { type AuditEntry, recordAudit } from '../../audit/audit';
import { type Database, resultRows } from '../../db/client';
import { aiPlatformAlertRules, aiPlatformAlerts, type AiPlatformAlertRow, type AiPlatformAlertRuleRow, aiUsage, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { alertStateChange } from './alert-transition';
import { notify } from '../../notifications/notify';

type Origin = Pick<AuditEntry, 'ip' | 'userAgent' | 'actorUserId'>;
type Condition = AiPlatformAlertRuleRow['condition'];

export function platformRuleOut(r: AiPlatformAlertRuleRow): PlatformAlertRuleOut {
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    provider: r.provider,
    condition: r.condition,
    threshold: r.threshold,
    timeWindowMs: r.timeWindowMs,
    enabled: r.enabled,
    notificationTargets: r.notificationTargets,
    updatedAt: r.updatedAt.toISOString(),
  };
}

function checkThreshold(type: PlatformAlertRuleType, threshold: number | undefined): void {
  if (type === 'error_rate' && threshold !== undefined && threshold > 100) throw new HttpError(400, 'AI_ALERT_RULE_INVALID', undefined, { threshold: 'A hibaarány legfeljebb 100 százalék lehet.' });
}

export async function platformAlertRules(db: Database): Promise<PlatformAlertRuleOut[]> {
  return (await db.select().from(aiPlatformAlertRules).orderBy(aiPlatformAlertRules.type, aiPlatformAlertRules.createdAt)).map(platformRuleOut);
}

export async function createPlatformAlertRule(
  db: Database,
  origin: Origin,
  body: { name: string; type: PlatformAlertRuleType; provider: ProviderId | null; condition: Condition; threshold: number; timeWindowMs: number; enabled: boolean; notificationTargets: string[] },
): Promise<PlatformAlertRuleOut> {
  checkThreshold(body.type, body.threshold);
  const [row] = await db
    .insert(aiPlatformAlertRules)
    .values({ ...body, createdBy: origin.actorUserId ?? null })
    .returning();
  await recordAudit(db, {
    ...origin,
    action: 'ai.platform_alert_rule.create',
    targetType: 'ai_platform_alert_rule',
    targetId: row!.id,
    metadata: { name: row!.name, type: row!.type, provider: row!.provider, threshold: row!.threshold },
  });
  return platformRuleOut(row!);
}

export async function updatePlatformAlertRule(
  db: Database,
  origin: Origin,
  id: string,
  patch: Partial<{ name: string; provider: ProviderId | null; condition: Condition; threshold: number; timeWindowMs: number; enabled: boolean; notificationTargets: string[] }>,
): Promise<PlatformAlertRuleOut> {
  const [current] = await db.select().from(aiPlatformAlertRules).where(eq(aiPlatformAlertRules.id, id));
  if (!current) throw notFound();
  checkThreshold(current.type, patch.threshold);
  const [row] = await db
    .update(aiPlatformAlertRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(aiPlatformAlertRules.id, id))
    .returning();
  await recordAudit(db, { ...origin, action: 'ai.platform_alert_rule.update', targetType: 'ai_platform_alert_rule', targetId: id, metadata: { name: row!.name, changes: Object.keys(patch) } });
  return platformRuleOut(row!);
}

export async function deletePlatformAlertRule(db: Database, origin: Origin, id: string): Promise<void> {
  const [gone] = await db.delete(aiPlatformAlertRules).where(eq(aiPlatformAlertRules.id, id)).returning();
  if (!gone) throw notFound();
  await recordAudit(db, { ...origin, action: 'ai.platform_alert_rule.delete', targetType: 'ai_platform_alert_rule', targetId: id, metadata: { name: gone.name, type: gone.type, threshold: gone.threshold } });
}

// ---- alerts ------------------------------------------------------------------------------------

const acknowledger = alias(users, 'acknowledger');
const resolver = alias(users, 'resolver');
const stateOf = (a: Pick<AiPlatformAlertRow, 'acknowledgedAt' | 'resolvedAt'>) => alertState({ acknowledged: a.acknowledgedAt !== null, resolvedAt: a.resolvedAt?.toISOString() ?? null });

export async function platformAlerts(db: Database, f: { state?: 'created' | 'acknowledged' | 'resolved' | 'open' | undefined; limit: number; id?: string }): Promise<PlatformAlertOut[]> {
  const state =
    f.state === 'open'
      ? isNull(aiPlatformAlerts.resolvedAt)
      : f.state === 'resolved'
        ? isNotNull(aiPlatformAlerts.resolvedAt)
        : f.state === 'acknowledged'
          ? and(isNull(aiPlatformAlerts.resolvedAt), isNotNull(aiPlatformAlerts.acknowledgedAt))
          : f.state === 'created'
            ? and(isNull(aiPlatformAlerts.resolvedAt), isNull(aiPlatformAlerts.acknowledgedAt))
            : undefined;
  const rows = await db
    .select({ a: aiPlatformAlerts, ruleName: aiPlatformAlertRules.name, acknowledgedByName: acknowledger.name, resolvedByName: resolver.name })
    .from(aiPlatformAlerts)
    .leftJoin(aiPlatformAlertRules, eq(aiPlatformAlertRules.id, aiPlatformAlerts.ruleId))
    .leftJoin(acknowledger, eq(acknowledger.id, aiPlatformAlerts.acknowledgedBy))
    .leftJoin(resolver, eq(resolver.id, aiPlatformAlerts.resolvedBy))
    .where(and(state, f.id ? eq(aiPlatformAlerts.id, f.id) : undefined))
    .orderBy(desc(aiPlatformAlerts.createdAt))
    .limit(f.limit);
  return rows.map(({ a, ruleName, acknowledgedByName, resolvedByName }) => ({
    id: a.id,
    ruleId: a.ruleId,
    ruleName: ruleName ?? null,
    type: a.type,
    severity: a.severity,
    title: a.title,
    message: a.message,
    metrics: a.metrics,
    state: stateOf(a),
    createdAt: a.createdAt.toISOString(),
    acknowledgedAt: a.acknowledgedAt?.toISOString() ?? null,
    acknowledgedByName: acknowledgedByName ?? null,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedByName: resolvedByName ?? null,
  }));
}

/** created → acknowledged, (created | acknowledged) → resolved; anything else 409, as for a firm's alert. */
export async function changePlatformAlertState(db: Database, origin: Origin, id: string, action: 'acknowledge' | 'resolve'): Promise<PlatformAlertOut> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(aiPlatformAlerts).where(eq(aiPlatformAlerts.id, id)).for('update');
    if (!row) throw notFound();
    await tx
      .update(aiPlatformAlerts)
      .set(alertStateChange(row, action, new Date(), origin.actorUserId ?? null))
      .where(eq(aiPlatformAlerts.id, id));
    await recordAudit(tx, { ...origin, action: `ai.platform_alert.${action}`, targetType: 'ai_platform_alert', targetId: id, metadata: { title: row.title, from: stateOf(row) } });
  });
  const [out] = await platformAlerts(db, { id, limit: 1 });
  return out!;
}

// ---- evaluation (the monitoring sweep) ---------------------------------------------------------

/** Every firm's usage since an instant, of one provider or all. */
async function aggregateSince(db: Database, since: Date, provider: ProviderId | null): Promise<UsageAggregate> {
  const [row] = resultRows<{ requests: number; failures: number; cost: number; responseMs: number }>(
    await db.execute(sql`select count(*)::int as requests, count(*) filter (where not ${aiUsage.success})::int as failures,
        coalesce(sum(${aiUsage.cost}), 0)::float8 as cost, coalesce(sum(${aiUsage.responseTimeMs}), 0)::float8 as "responseMs"
      from ${aiUsage} where ${aiUsage.createdAt} > ${since.toISOString()}::timestamptz ${provider ? sql`and ${aiUsage.provider} = ${provider}` : sql``}`),
  );
  return { requests: Number(row?.requests ?? 0), failures: Number(row?.failures ?? 0), cost: Number(row?.cost ?? 0), responseMs: Number(row?.responseMs ?? 0) };
}

/** The platform admins (role admin): they see and handle the platform's alerts. */
async function platformAdmins(db: Database | TenantTx): Promise<string[]> {
  return (await db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))).map((u) => u.id);
}

/**
 * Checks every enabled platform rule over its window; a firing rule with no open alert opens one
 * (on conflict do nothing on the open key: two instances checking at once insert one) and tells
 * the platform admins in the bell. Returns how many alerts this call opened.
 */
export async function checkPlatformRules(db: Database, now: Date): Promise<number> {
  const rules = await db.select().from(aiPlatformAlertRules).where(eq(aiPlatformAlertRules.enabled, true));
  let opened = 0;
  for (const rule of rules) {
    const agg = await aggregateSince(db, new Date(now.getTime() - rule.timeWindowMs), rule.provider);
    const hit = evaluatePlatformRule(
      { name: rule.name, type: rule.type, condition: rule.condition, threshold: rule.threshold, timeWindow: rule.timeWindowMs, providerName: rule.provider ? PROVIDER_NAMES[rule.provider] : null },
      agg,
    );
    if (!hit) continue;
    const made = await db.transaction(async (tx) => {
      const [alert] = await tx
        .insert(aiPlatformAlerts)
        .values({
          ruleId: rule.id,
          type: rule.type,
          severity: hit.severity,
          title: hit.title,
          message: hit.message,
          metrics: { value: hit.value, threshold: rule.threshold, requests: agg.requests },
          openKey: `platform-rule:${rule.id}`,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!alert) return false;
      const admins = await platformAdmins(tx);
      await notify(
        tx,
        admins.map((userId) => ({ userId, tenantId: null, kind: 'ai.platform_alert', title: `AI-riasztás: ${alert.title}`, body: alert.message, link: '/app/ai-modules' })),
      );
      return true;
    });
    if (made) opened++;
  }
  return opened;
}

/** Alerts of the platform created since an instant (tests and the sweep's log). */
export function platformAlertsSince(db: Database, since: Date) {
  return db.select().from(aiPlatformAlerts).where(gt(aiPlatformAlerts.createdAt, since));
}
