// The platform admin's billing view (decision 0270: the routes call these): every firm's plan,
// usage and credits with the open plan changes and credit purchases, and the plans' limits and
// prices. Owner connection: platform rows across all firms.
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { PlatformOperator, PlatformOperatorBody, planUpdateBodySchema } from '@shared/entitlements/billing.schemas';
import { DEFAULT_ENTITLEMENTS, monthPeriod } from '@shared/entitlements/entitlements';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { hungarianOrder, inHungarianOrder } from '../../db/collation';
import { creditAccounts, creditPurchases, planChanges, plans, platformOperator, proformas, subscriptions, tenants, usageTracking } from '../../db/schema';
import type { Env } from '../../env';
import { HttpError } from '../../lib/http-error';
import { loadOperator, type Payee } from '../../billing/proformas';
import { listPlans, planChangeDtos, planDto } from './billing.service';
import { purchaseDto } from './credits.service';

export async function platformBillingOverview(db: Database, payee: Payee) {
  const periodStart = monthPeriod(new Date()).start.toISOString().slice(0, 10);
  const [planRows, tenantRows, openChanges, openPurchases] = await Promise.all([
    listPlans(db),
    db
      .select({ tenant: tenants, plan: plans, usage: usageTracking, credits: creditAccounts.balance })
      .from(tenants)
      .leftJoin(subscriptions, and(eq(subscriptions.tenantId, tenants.id), eq(subscriptions.status, 'active')))
      .leftJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(usageTracking, and(eq(usageTracking.organizationId, tenants.id), eq(usageTracking.periodStart, periodStart)))
      .leftJoin(creditAccounts, eq(creditAccounts.tenantId, tenants.id))
      .orderBy(hungarianOrder(db, tenants.name), tenants.id),
    db.select().from(planChanges).where(eq(planChanges.status, 'awaiting_payment')).orderBy(desc(planChanges.requestedAt)),
    db
      .select({ purchase: creditPurchases, proforma: proformas, tenant: tenants.name })
      .from(creditPurchases)
      .innerJoin(proformas, eq(proformas.id, creditPurchases.proformaId))
      .innerJoin(tenants, eq(tenants.id, creditPurchases.tenantId))
      .where(eq(creditPurchases.status, 'awaiting_payment'))
      .orderBy(desc(creditPurchases.requestedAt)),
  ]);
  const nameOf = new Map(tenantRows.map((t) => [t.tenant.id, t.tenant.name]));
  const changes = await planChangeDtos(db, openChanges, (id) => nameOf.get(id) ?? '', payee);
  return {
    plans: planRows.map(planDto),
    tenants: inHungarianOrder(db, tenantRows, (r) => r.tenant.name).map(({ tenant, plan, usage, credits }) => ({
      id: tenant.id,
      name: tenant.name,
      plan: plan?.name ?? null,
      agents_used: usage?.agentsUsed ?? 0,
      agents_limit: plan ? plan.agentsLimit : DEFAULT_ENTITLEMENTS.agents_limit,
      automations_used: usage?.automationsUsed ?? 0,
      automations_limit: plan ? plan.automationsLimit : DEFAULT_ENTITLEMENTS.automations_limit,
      credits: credits ?? 0,
    })),
    pendingPlanChanges: changes.map((c, i) => ({ ...c, tenant: nameOf.get(openChanges[i]!.tenantId) ?? '' })),
    pendingCreditPurchases: openPurchases.map((p) => ({ ...purchaseDto(p.purchase, p.proforma, p.tenant, payee), tenant: p.tenant })),
  };
}

/** A plan's name, limits and price (404 PLAN_NOT_FOUND), with its audit entry in one transaction. */
export function updatePlan(db: Database, origin: RequestOrigin, id: string, body: z.infer<typeof planUpdateBodySchema>) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(plans)
      .set({ name: body.name, agentsLimit: body.agents_limit, automationsLimit: body.automations_limit, monthlyPriceHuf: body.monthly_price_huf, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning();
    if (!row) throw new HttpError(404, 'PLAN_NOT_FOUND');
    await recordAudit(tx, { ...origin, tenantId: null, action: 'billing.plan.update', targetType: 'plan', targetId: row.id, metadata: { ...body } });
    return planDto(row);
  });
}

/**
 * The platform admin sets the operator's billing details printed on every pro-forma (issue 38.11,
 * decision 0430): checked by the shared schema (tax number check digit, GIRO/IBAN), stored in the
 * one platform_operator row, audited without the values changing hands elsewhere.
 */
export async function updateOperator(db: Database, env: Env, origin: RequestOrigin, userId: string, body: PlatformOperatorBody): Promise<PlatformOperator> {
  return db.transaction(async (tx) => {
    const values = { ...body, updatedAt: new Date(), updatedBy: userId };
    await tx
      .insert(platformOperator)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: platformOperator.id, set: values });
    await recordAudit(tx, { ...origin, tenantId: null, action: 'billing.operator.update', targetType: 'platform_operator', targetId: '1', metadata: { fields: Object.keys(body) } });
    return loadOperator(tx, env);
  });
}
