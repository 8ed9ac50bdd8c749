// Storage of the AI alert rules and alerts (decision 0240). Every function runs in the firm's
// transaction (RLS by tenant); the unique keys of ai_alerts make inserts idempotent.
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ActivityRecord } from '@shared/ai-modules/monitoring';
import { DEFAULT_FIRM_ALERT_RULES } from '@shared/ai-modules/alerts.schemas';
import { type Database, resultRows } from '../../db/client';
import { aiAlertRules, aiAlerts, aiUsage, users, type AiAlertRow, type AiAlertRuleRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

type NewRule = typeof aiAlertRules.$inferInsert;
type NewAlert = typeof aiAlerts.$inferInsert;

/** Makes the firm's default rule set once (concurrent callers insert nothing twice). */
export async function ensureDefaultRules(tx: TenantTx, tenantId: string): Promise<void> {
  await tx
    .insert(aiAlertRules)
    .values(DEFAULT_FIRM_ALERT_RULES.map((r) => ({ tenantId, builtin: r.builtin, name: r.name, type: r.type, threshold: r.threshold, timeWindowMs: r.timeWindowMs })))
    .onConflictDoNothing();
}

export function listRules(tx: TenantTx, tenantId: string): Promise<AiAlertRuleRow[]> {
  return tx.select().from(aiAlertRules).where(eq(aiAlertRules.tenantId, tenantId)).orderBy(aiAlertRules.type, aiAlertRules.threshold, aiAlertRules.createdAt);
}

export async function findRule(tx: TenantTx, id: string): Promise<AiAlertRuleRow | undefined> {
  const [row] = await tx.select().from(aiAlertRules).where(eq(aiAlertRules.id, id));
  return row;
}

export async function insertRule(tx: TenantTx, values: NewRule): Promise<AiAlertRuleRow> {
  const [row] = await tx.insert(aiAlertRules).values(values).returning();
  return row!;
}

export async function updateRule(tx: TenantTx, id: string, patch: Partial<NewRule>): Promise<AiAlertRuleRow | undefined> {
  const [row] = await tx
    .update(aiAlertRules)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(aiAlertRules.id, id))
    .returning();
  return row;
}

export async function deleteRule(tx: TenantTx, id: string): Promise<void> {
  await tx.delete(aiAlertRules).where(eq(aiAlertRules.id, id));
}

/** The enabled budget thresholds (percent) of the firm; null while the firm has no rule set yet. */
export async function budgetThresholds(tx: TenantTx, tenantId: string): Promise<number[] | null> {
  const rows = await tx
    .select({ threshold: aiAlertRules.threshold, enabled: aiAlertRules.enabled })
    .from(aiAlertRules)
    .where(and(eq(aiAlertRules.tenantId, tenantId), eq(aiAlertRules.type, 'budget')));
  if (rows.length === 0) return null;
  return [...new Set(rows.filter((r) => r.enabled).map((r) => r.threshold))].sort((a, b) => a - b);
}

/** Inserts the alert unless its dedupe or open key is taken; returns the new row or undefined. */
export async function insertAlert(tx: TenantTx, values: NewAlert): Promise<AiAlertRow | undefined> {
  const [row] = await tx.insert(aiAlerts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function lockAlert(tx: TenantTx, id: string): Promise<AiAlertRow | undefined> {
  const [row] = await tx.select().from(aiAlerts).where(eq(aiAlerts.id, id)).for('update');
  return row;
}

export async function updateAlert(tx: TenantTx, id: string, patch: Partial<NewAlert>): Promise<void> {
  await tx.update(aiAlerts).set(patch).where(eq(aiAlerts.id, id));
}

export interface AlertFilter {
  state?: 'created' | 'acknowledged' | 'resolved' | 'open' | undefined;
  severity?: string | undefined;
  type?: string | undefined;
  limit: number;
  id?: string;
}

const subject = alias(users, 'subject_user');
const acknowledger = alias(users, 'acknowledger');
const resolver = alias(users, 'resolver');

/** A firm's alerts (in its transaction), or – tenantId null, owner connection – every firm's (decision 0242). */
export async function listAlerts(tx: TenantTx | Database, tenantId: string | null, f: AlertFilter) {
  const state =
    f.state === 'open'
      ? isNull(aiAlerts.resolvedAt)
      : f.state === 'resolved'
        ? isNotNull(aiAlerts.resolvedAt)
        : f.state === 'acknowledged'
          ? and(isNull(aiAlerts.resolvedAt), isNotNull(aiAlerts.acknowledgedAt))
          : f.state === 'created'
            ? and(isNull(aiAlerts.resolvedAt), isNull(aiAlerts.acknowledgedAt))
            : undefined;
  return tx
    .select({ a: aiAlerts, ruleName: aiAlertRules.name, subjectName: subject.name, acknowledgedByName: acknowledger.name, resolvedByName: resolver.name })
    .from(aiAlerts)
    .leftJoin(aiAlertRules, eq(aiAlertRules.id, aiAlerts.ruleId))
    .leftJoin(subject, eq(subject.id, aiAlerts.subjectUserId))
    .leftJoin(acknowledger, eq(acknowledger.id, aiAlerts.acknowledgedBy))
    .leftJoin(resolver, eq(resolver.id, aiAlerts.resolvedBy))
    .where(
      and(
        tenantId ? eq(aiAlerts.tenantId, tenantId) : undefined,
        state,
        f.severity ? eq(aiAlerts.severity, f.severity as AiAlertRow['severity']) : undefined,
        f.type ? eq(aiAlerts.type, f.type as AiAlertRow['type']) : undefined,
        f.id ? eq(aiAlerts.id, f.id) : undefined,
      ),
    )
    .orderBy(desc(aiAlerts.createdAt))
    .limit(f.limit);
}

/** The firm's usage rows since an instant (the metric rules' windows). */
export function usageSince(tx: TenantTx, tenantId: string, since: Date) {
  return tx
    .select({
      userId: aiUsage.userId,
      provider: aiUsage.provider,
      model: aiUsage.model,
      taskType: aiUsage.taskType,
      tokensUsed: aiUsage.tokensUsed,
      cost: aiUsage.cost,
      responseTimeMs: aiUsage.responseTimeMs,
      success: aiUsage.success,
      createdAt: aiUsage.createdAt,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.tenantId, tenantId), gt(aiUsage.createdAt, since)))
    .limit(10_000);
}

/**
 * One user's operations since an instant, one per request id from the AI audit log: when and from
 * where it was asked, and whether it succeeded (a model answered, or retrieval answered alone).
 */
export async function userActivity(tx: TenantTx, tenantId: string, userId: string, since: Date): Promise<ActivityRecord[]> {
  const rows = resultRows<{ at: Date | string; ip: string | null; ok: boolean }>(
    await tx.execute(sql`select min(created_at) as at, max(ip_address) as ip, bool_or(action = 'response' or details->>'mode' = 'retrieval') as ok
      from ai_audit_log where tenant_id = ${tenantId} and user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz
      group by request_id limit 5000`),
  );
  return rows.map((r) => ({ timestamp: new Date(r.at).toISOString(), ipAddress: r.ip, success: Boolean(r.ok) }));
}
