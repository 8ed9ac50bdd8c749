// The plan a firm is on, by its active subscription; 'alap' (the default tier) without one.
import { and, eq } from 'drizzle-orm';
import { type PlanKey, planKeys } from '@shared/modules/registry';
import { plans, subscriptions } from '../db/schema';
import type { HandWrittenStatement, TenantTx } from '../db/tenant-scope';

const isPlanKey = (code: string): code is PlanKey => (planKeys as readonly string[]).includes(code);

/** The bus topic on which the database announces a firm whose subscriptions changed (migration 0075). */
export const FIRM_PLAN_TOPIC = 'firm-plan';

/** The plan key of an active subscription's plan code (`null`: none), 'alap' by default. */
export const planKeyOf = (code: string | null | undefined): PlanKey => (code && isPlanKey(code) ? code : 'alap');

export async function firmPlanKey(tx: TenantTx, tenantId: string): Promise<PlanKey> {
  const [row] = await tx
    .select({ code: plans.code })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .limit(1);
  return planKeyOf(row?.code);
}

/** `firmPlanKey`'s read as a hand-written statement (rows `{ code }`, for `selectAllInTenant`; then `planKeyOf`). */
export function firmPlanStatement(tenantId: string): HandWrittenStatement {
  return { text: "select p.code from subscriptions s join plans p on p.id = s.plan_id where s.tenant_id = $1 and s.status = 'active' limit 1", values: [tenantId] };
}
