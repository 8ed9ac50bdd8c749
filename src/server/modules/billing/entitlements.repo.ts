// Spec 7.3 reads, per tenant (decision 0040): the active subscription joined with its plan, and
// the newest usage row whose period started within the last 30 days. Used inside withTenant.
import { and, desc, eq, gte } from 'drizzle-orm';
import { DEFAULT_ENTITLEMENTS, type Entitlements, type EntitlementState, type Usage, usageWindowStart, ZERO_USAGE } from '@shared/entitlements/entitlements';
import { type PlanRow, plans, subscriptions, usageTracking } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { sequentially } from './sequentially';

export function entitlementsOfPlan(plan: PlanRow): Entitlements {
  return {
    agents_limit: plan.agentsLimit,
    automations_limit: plan.automationsLimit,
    mobile_app: plan.mobileApp,
    custom_branding: plan.customBranding,
    priority_support: plan.prioritySupport,
    api_access: plan.apiAccess,
  };
}

export async function activePlan(tx: TenantTx, tenantId: string): Promise<PlanRow | null> {
  const [row] = await tx
    .select({ plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row?.plan ?? null;
}

/** Spec 7.3 (2): newest row with period_start no older than 30 days; zero usage when none. */
export async function recentUsage(tx: TenantTx, tenantId: string, now: Date): Promise<Usage> {
  const since = usageWindowStart(now).toISOString().slice(0, 10);
  const [row] = await tx
    .select()
    .from(usageTracking)
    .where(and(eq(usageTracking.organizationId, tenantId), gte(usageTracking.periodStart, since)))
    .orderBy(desc(usageTracking.periodStart))
    .limit(1);
  if (!row) return { ...ZERO_USAGE };
  return { agents: row.agentsUsed, automations: row.automationsUsed, period_start: row.periodStart, period_end: row.periodEnd };
}

/** The plan (if any) and the state every access check of spec 5 is made against. */
export async function readEntitlementState(tx: TenantTx, tenantId: string, now = new Date()): Promise<{ plan: PlanRow | null; state: EntitlementState }> {
  const [plan, usage] = await sequentially(
    () => activePlan(tx, tenantId),
    () => recentUsage(tx, tenantId, now),
  );
  // Spec 8: no subscription row is tolerated and the defaults apply.
  return { plan, state: { entitlements: plan ? entitlementsOfPlan(plan) : { ...DEFAULT_ENTITLEMENTS }, usage } };
}
