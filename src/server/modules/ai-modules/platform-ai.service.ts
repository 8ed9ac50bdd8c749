// The platform admin's AI view (decision 0242): platform-wide provider keys (used by firms that
// stored none) and every firm's usage, AI audit log and alerts, with a firm filter. Runs on the
// owner connection, outside any firm's transaction; firm admins never reach it (their routes read
// only their own firm under RLS).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ProviderId } from '@shared/ai-modules/ai-modules.schemas';
import type { PlatformAiOverview } from '@shared/ai-modules/platform.schemas';
import { type AuditEntry, recordAudit } from '../../audit/audit';
import { type Database, resultRows } from '../../db/client';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';
import { aiAuditLog, aiPlatformKeys, tenants, users } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { auditEntryOut, PLATFORM_KEY_SCOPE } from './ai-wiring';
import { listAlerts } from './alerts.repo';
import { alertOut } from './alerts.service';
import { keyOut, storedKeyValues, type KeyInput } from './provider-keys';

type Origin = Pick<AuditEntry, 'ip' | 'userAgent' | 'actorUserId'>;

export async function platformKeys(db: Database) {
  return (await db.select().from(aiPlatformKeys).orderBy(aiPlatformKeys.provider)).map(keyOut);
}

export async function setPlatformKey(db: Database, secret: string, origin: Origin, input: KeyInput) {
  const values = storedKeyValues(secret, PLATFORM_KEY_SCOPE, input, origin.actorUserId ?? null);
  const [saved] = await db
    .insert(aiPlatformKeys)
    .values({ provider: input.provider, ...values })
    .onConflictDoUpdate({ target: aiPlatformKeys.provider, set: values })
    .returning();
  await recordAudit(db, { ...origin, action: 'ai.platform_key.set', targetType: 'ai_platform_key', targetId: saved!.id, metadata: { provider: input.provider, keyHint: values.keyHint, baseUrl: values.baseUrl } });
  return keyOut(saved!);
}

export async function removePlatformKey(db: Database, origin: Origin, id: string): Promise<void> {
  const [gone] = await db.delete(aiPlatformKeys).where(eq(aiPlatformKeys.id, id)).returning();
  if (!gone) throw notFound();
  await recordAudit(db, { ...origin, action: 'ai.platform_key.remove', targetType: 'ai_platform_key', targetId: gone.id, metadata: { provider: gone.provider as ProviderId, keyHint: gone.keyHint } });
}

export interface PlatformFilter {
  tenantId?: string | undefined;
  action?: 'request' | 'response' | 'error' | undefined;
  alertState?: 'created' | 'acknowledged' | 'resolved' | 'open' | undefined;
  limit: number;
}

/** Every firm's AI usage (30 days), open alerts and own keys; the audit log and alerts of all firms or one. */
export async function platformOverview(db: Database, f: PlatformFilter): Promise<PlatformAiOverview> {
  const firms = resultRows<{ tenantId: string; tenantName: string; requests: number; failures: number; cost: number; openAlerts: number; ownKeys: number }>(
    await db.execute(sql`select t.id as "tenantId", t.name as "tenantName",
        (select count(*)::int from ai_usage u where u.tenant_id = t.id and u.created_at > now() - interval '30 days') as requests,
        (select count(*)::int from ai_usage u where u.tenant_id = t.id and u.created_at > now() - interval '30 days' and not u.success) as failures,
        (select coalesce(sum(u.cost), 0)::float8 from ai_usage u where u.tenant_id = t.id and u.created_at > now() - interval '30 days') as cost,
        (select count(*)::int from ai_alerts a where a.tenant_id = t.id and a.resolved_at is null) as "openAlerts",
        (select count(*)::int from ai_provider_keys k where k.tenant_id = t.id and k.enabled) as "ownKeys"
      from tenants t
      where exists (select 1 from ai_usage u where u.tenant_id = t.id) or exists (select 1 from ai_audit_log l where l.tenant_id = t.id)
        or exists (select 1 from ai_alerts a where a.tenant_id = t.id) ${f.tenantId ? sql`or t.id = ${f.tenantId}` : sql``}
      order by ${hungarianOrder(db, sql`t.name`)}, t.id`),
  ).filter((r) => !f.tenantId || r.tenantId === f.tenantId);
  const names = new Map(firms.map((r) => [r.tenantId, r.tenantName]));
  const audit = await db
    .select({ a: aiAuditLog, userName: users.name, tenantName: tenants.name })
    .from(aiAuditLog)
    .innerJoin(tenants, eq(tenants.id, aiAuditLog.tenantId))
    .leftJoin(users, eq(users.id, aiAuditLog.userId))
    .where(and(f.tenantId ? eq(aiAuditLog.tenantId, f.tenantId) : undefined, f.action ? eq(aiAuditLog.action, f.action) : undefined))
    .orderBy(desc(aiAuditLog.createdAt))
    .limit(f.limit);
  const alerts = await listAlerts(db, f.tenantId ?? null, { state: f.alertState, limit: f.limit });
  const alertFirms = new Set(alerts.map((a) => a.a.tenantId).filter((id) => !names.has(id)));
  if (alertFirms.size > 0) for (const t of await db.select({ id: tenants.id, name: tenants.name }).from(tenants)) if (alertFirms.has(t.id)) names.set(t.id, t.name);
  const days = resultRows<{ day: string; requests: number; tokens: number; cost: number }>(
    await db.execute(sql`select to_char(created_at at time zone 'Europe/Budapest', 'YYYY-MM-DD') as day, count(*)::int as requests, coalesce(sum(tokens_used), 0)::int as tokens, coalesce(sum(cost), 0)::float8 as cost
      from ai_usage where created_at > now() - interval '30 days' ${f.tenantId ? sql`and tenant_id = ${f.tenantId}` : sql``} group by 1 order by 1`),
  );
  const health = resultRows<{
    provider: string;
    scope: string;
    scopeName: string | null;
    status: 'healthy' | 'degraded' | 'down';
    latency: number;
    errorRate: number;
    lastCheck: Date | string;
    requests24h: number;
    failures24h: number;
  }>(
    await db.execute(sql`select h.provider, h.scope, t.name as "scopeName", h.status, h.latency, h.error_rate as "errorRate", h.last_check as "lastCheck",
        (select count(*)::int from ai_usage u where u.provider = h.provider and u.created_at > now() - interval '24 hours' and (h.scope = ${PLATFORM_KEY_SCOPE} or u.tenant_id = h.scope)) as "requests24h",
        (select count(*)::int from ai_usage u where u.provider = h.provider and u.created_at > now() - interval '24 hours' and not u.success and (h.scope = ${PLATFORM_KEY_SCOPE} or u.tenant_id = h.scope)) as "failures24h"
      from ai_provider_health h left join tenants t on t.id = h.scope
      where ${f.tenantId ? sql`h.scope in (${PLATFORM_KEY_SCOPE}, ${f.tenantId})` : sql`true`}
      order by h.provider, h.scope`),
  );
  return {
    days: days.map((d) => ({ ...d, cost: Number(d.cost) })),
    health: health.map((h) => ({ ...h, scopeName: h.scopeName ?? 'Platform', latency: Number(h.latency), errorRate: Number(h.errorRate), lastCheck: new Date(h.lastCheck).toISOString() })),
    firms: inHungarianOrder(db, firms, (r) => r.tenantName).map((r) => ({ ...r, cost: Number(r.cost) })),
    audit: audit.map(({ a, userName, tenantName }) => ({ ...auditEntryOut(a, userName ?? null), tenantId: a.tenantId, tenantName })),
    alerts: alerts.map((row) => ({ ...alertOut(row), tenantName: names.get(row.a.tenantId) ?? '' })),
  };
}
