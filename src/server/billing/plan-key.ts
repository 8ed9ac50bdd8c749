// The plan a firm is on, by its active subscription; 'alap' (the default tier) without one.
import { and, eq } from 'drizzle-orm';
import { type PlanKey, planKeys } from '@shared/modules/registry';
import { plans, subscriptions } from '../db/schema';
import type { TenantTx } from '../db/tenant-scope';

const isPlanKey = (code: string): code is PlanKey => (planKeys as readonly string[]).includes(code);

export async function firmPlanKey(tx: TenantTx, tenantId: string): Promise<PlanKey> {
  const [row] = await tx
    .select({ code: plans.code })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .limit(1);
  return row && isPlanKey(row.code) ? row.code : 'alap';
}
