// Whether a firm's active plan includes API access (spec 3.4's api_access: Haladó and Profi). Read
// from the plan row on whichever connection asks: a request's tenant transaction, or the owner
// connection that authenticates a key before its tenant is known.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

export async function planIncludesApiAccess(db: Database | TenantTx, tenantId: string): Promise<boolean> {
  const [plan] = await db
    .select({ apiAccess: plans.apiAccess })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .limit(1);
  return plan?.apiAccess === true;
}
