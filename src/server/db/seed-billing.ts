// Demo billing state of the demo firm: the default plan (Alap) as its active subscription and last
// month's usage with its two AI agent runs, so the usage charts show real rows from the first start.
// This month's quota is left to the user (issue 38.5): a fresh demo opens /app/documents/templates
// and asks Themis without meeting the plan's limit first.
import { monthPeriod } from '@shared/entitlements/entitlements';
import type { Database } from './client';
import { subscriptions, usageEvents, usageTracking } from './schema';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedBillingDemo(tx: Tx, tenantId: string, userId: string, now = new Date()) {
  const current = monthPeriod(now);
  const previous = monthPeriod(new Date(current.start.getTime() - 86_400_000));
  await tx.insert(subscriptions).values({ tenantId, userId, planId: 'plan-alap', status: 'active', startedAt: previous.start });
  await tx.insert(usageTracking).values([
    { userId, organizationId: tenantId, periodStart: isoDay(previous.start), periodEnd: isoDay(previous.end), agentsUsed: 2, automationsUsed: 1, updatedAt: previous.end },
    { userId, organizationId: tenantId, periodStart: isoDay(current.start), periodEnd: isoDay(current.end), agentsUsed: 0, automationsUsed: 0, updatedAt: now },
  ]);
  const hoursBeforeMonthEnd = (h: number) => new Date(current.start.getTime() - h * 3_600_000);
  await tx.insert(usageEvents).values([
    { userId, organizationId: tenantId, eventType: 'agent_run', metadata: { feature: 'Adásvételi szerződés sablon' }, timestamp: hoursBeforeMonthEnd(26) },
    { userId, organizationId: tenantId, eventType: 'agent_run', metadata: { feature: 'Themis: jogi kérdés' }, timestamp: hoursBeforeMonthEnd(3) },
  ]);
}
