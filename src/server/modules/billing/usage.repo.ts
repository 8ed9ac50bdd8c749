// Usage history of one tenant for the usage page: monthly counters, daily event counts of the
// last 30 days and the latest events with who ran them. Used inside withTenant.
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { USAGE_WINDOW_MS } from '@shared/entitlements/entitlements';
import { usageEvents, usageTracking, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { sequentially } from './sequentially';

export async function usageHistory(tx: TenantTx, tenantId: string, now = new Date()) {
  const since = new Date(now.getTime() - USAGE_WINDOW_MS);
  const day = sql<string>`to_char(${usageEvents.timestamp} at time zone 'Europe/Budapest', 'YYYY-MM-DD')`;
  const [months, daily, events] = await sequentially(
    () => tx.select().from(usageTracking).where(eq(usageTracking.organizationId, tenantId)).orderBy(desc(usageTracking.periodStart)).limit(12),
    () =>
      tx
        .select({
          day,
          agentRuns: sql<number>`count(*) filter (where ${usageEvents.eventType} = 'agent_run')::int`,
          automationRuns: sql<number>`count(*) filter (where ${usageEvents.eventType} = 'automation_run')::int`,
        })
        .from(usageEvents)
        .where(and(eq(usageEvents.organizationId, tenantId), gte(usageEvents.timestamp, since)))
        .groupBy(day)
        .orderBy(day),
    () =>
      tx
        .select({ event: usageEvents, userName: users.name })
        .from(usageEvents)
        .leftJoin(users, eq(users.id, usageEvents.userId))
        .where(eq(usageEvents.organizationId, tenantId))
        .orderBy(desc(usageEvents.timestamp))
        .limit(50),
  );
  return {
    months: months.map((m) => ({ period_start: m.periodStart, period_end: m.periodEnd, agents_used: m.agentsUsed, automations_used: m.automationsUsed })),
    daily: daily.map((d) => ({ day: d.day, agent_run: d.agentRuns, automation_run: d.automationRuns })),
    events: events.map(({ event, userName }) => ({
      id: event.id,
      event_type: event.eventType,
      user_name: userName,
      metadata: event.metadata,
      timestamp: event.timestamp.toISOString(),
    })),
  };
}
