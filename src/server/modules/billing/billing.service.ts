// Plans and plan changes. A tenant admin requests a change; a free target plan is switched at
// once, a paid one produces a pro-forma and waits until the platform admin sees the transfer and
// activates it (decision 0042). Every switch ends the active subscription and starts a new one,
// so the subscriptions of a tenant are its plan history.
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Plan, PlanChange, SubscriptionOverview } from '@shared/entitlements/billing.schemas';
import { offeredFeatureLines } from '@shared/entitlements/offered-features';
import { type RequestOrigin, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/client';
import { type PlanChangeRow, planChanges, type PlanRow, plans, proformas, subscriptions, tenants } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { billingTransaction } from '../../billing/billing-transaction';
import { HttpError, notFound } from '../../lib/http-error';
import { issueProforma, type Payee, proformaDto } from '../../billing/proformas';
import { sequentially } from './sequentially';

type Tx = TenantTx | Database;

export function planDto(row: PlanRow): Plan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    features: row.features,
    agents_limit: row.agentsLimit,
    automations_limit: row.automationsLimit,
    mobile_app: row.mobileApp,
    custom_branding: row.customBranding,
    priority_support: row.prioritySupport,
    api_access: row.apiAccess,
    monthly_price_huf: row.monthlyPriceHuf,
    is_default: row.isDefault,
  };
}

/** A plan as firms see it: it promises only what is built (decision 0336); the platform admin edits the stored list. */
export function offeredPlanDto(row: PlanRow): Plan {
  const plan = planDto(row);
  return { ...plan, features: offeredFeatureLines(plan.features) };
}

export async function listPlans(tx: Tx): Promise<PlanRow[]> {
  return tx.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.monthlyPriceHuf));
}

export async function tenantName(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

/** Plan changes with their plan names and pro-formas, newest first. */
export async function planChangeDtos(tx: Tx, rows: PlanChangeRow[], customerOf: (tenantId: string) => string, payee: Payee): Promise<PlanChange[]> {
  if (rows.length === 0) return [];
  const planIds = [...new Set(rows.flatMap((r) => [r.toPlanId, ...(r.fromPlanId ? [r.fromPlanId] : [])]))];
  const proformaIds = rows.flatMap((r) => (r.proformaId ? [r.proformaId] : []));
  const [planRows, proformaRows] = await sequentially(
    () =>
      tx
        .select({ id: plans.id, name: plans.name, isDefault: plans.isDefault })
        .from(plans)
        .where(or(inArray(plans.id, planIds), eq(plans.isDefault, true))),
    () => (proformaIds.length ? tx.select().from(proformas).where(inArray(proformas.id, proformaIds)) : Promise.resolve([])),
  );
  const nameOf = new Map(planRows.map((p) => [p.id, p.name]));
  // A change requested without a subscription row started from the default plan (e.g. "Alap").
  const defaultPlanName = planRows.find((p) => p.isDefault)?.name ?? null;
  const proformaOf = new Map(proformaRows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const proforma = r.proformaId ? proformaOf.get(r.proformaId) : undefined;
    return {
      id: r.id,
      from_plan: r.fromPlanId ? (nameOf.get(r.fromPlanId) ?? null) : defaultPlanName,
      to_plan: nameOf.get(r.toPlanId) ?? '',
      status: r.status,
      requested_at: r.requestedAt.toISOString(),
      decided_at: r.decidedAt?.toISOString() ?? null,
      proforma: proforma ? proformaDto(proforma, customerOf(r.tenantId), payee) : null,
    };
  });
}

/** A plan change as its requester sees it right after the request (re-read: the pro-forma may have filled it in). */
async function planChangeDto(tx: TenantTx, tenantId: string, row: PlanChangeRow, payee: Payee): Promise<PlanChange> {
  const name = await tenantName(tx, tenantId);
  const [fresh] = await tx.select().from(planChanges).where(eq(planChanges.id, row.id));
  return (await planChangeDtos(tx, [fresh ?? row], () => name, payee))[0]!;
}

export async function subscriptionOverview(tx: TenantTx, tenantId: string, payee: Payee): Promise<SubscriptionOverview> {
  const [history, changes, name] = await sequentially(
    () => tx.select({ sub: subscriptions, plan: plans }).from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.tenantId, tenantId)).orderBy(desc(subscriptions.startedAt)),
    () => tx.select().from(planChanges).where(eq(planChanges.tenantId, tenantId)).orderBy(desc(planChanges.requestedAt)).limit(50),
    () => tenantName(tx, tenantId),
  );
  const active = history.find((h) => h.sub.status === 'active');
  return {
    current: active ? { plan: offeredPlanDto(active.plan), started_at: active.sub.startedAt.toISOString() } : null,
    history: history.map((h) => ({
      plan: h.plan.name,
      status: h.sub.status,
      started_at: h.sub.startedAt.toISOString(),
      ended_at: h.sub.endedAt?.toISOString() ?? null,
    })),
    changes: await planChangeDtos(tx, changes, () => name, payee),
  };
}

/** Ends the active subscription (if any) and starts one on `planId`. */
export async function switchPlan(tx: Tx, tenantId: string, planId: string, userId: string | null, at = new Date()) {
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: at })
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')));
  await tx.insert(subscriptions).values({ tenantId, userId, planId, status: 'active', startedAt: at });
}

/** A unique index refused the row: another request of the same tenant got there first. */
function isUniqueViolation(error: unknown): boolean {
  const codeOf = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/**
 * A tenant admin asks for a plan (a free one is switched at once): the change, its audit entry and
 * the answer (with the pro-forma) in one owner transaction (billing state, decision 0301).
 */
export async function requestPlanChange(db: Database, origin: RequestOrigin, input: { tenantId: string; userId: string; planId: string }, payee: Payee): Promise<PlanChange> {
  try {
    return await billingTransaction(db, async (tx) => {
      const row = await insertPlanChange(tx, input, payee);
      await recordAudit(tx, { ...origin, action: 'billing.plan_change.request', targetType: 'plan_change', targetId: row.id, metadata: { toPlanId: row.toPlanId, status: row.status } });
      return planChangeDto(tx, input.tenantId, row, payee);
    });
  } catch (error) {
    // Concurrent requests of a tenant without a subscription row to lock meet on the
    // one-open-change / one-active-subscription indexes instead.
    if (isUniqueViolation(error)) throw new HttpError(409, 'PLAN_CHANGE_PENDING');
    throw error;
  }
}

async function insertPlanChange(tx: TenantTx, input: { tenantId: string; userId: string; planId: string }, payee: Payee): Promise<PlanChangeRow> {
  const { tenantId, userId, planId } = input;
  const [target] = await tx.select().from(plans).where(eq(plans.id, planId));
  if (!target) throw new HttpError(404, 'PLAN_NOT_FOUND');
  // Lock the tenant's active subscription so two simultaneous requests cannot both switch.
  const [active] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.tenantId, tenantId), eq(subscriptions.status, 'active')))
    .for('update');
  if (active?.planId === target.id || (!active && target.isDefault)) throw new HttpError(409, 'SAME_PLAN');
  const [open] = await tx
    .select({ id: planChanges.id })
    .from(planChanges)
    .where(and(eq(planChanges.tenantId, tenantId), eq(planChanges.status, 'awaiting_payment')));
  if (open) throw new HttpError(409, 'PLAN_CHANGE_PENDING');

  const now = new Date();
  if (target.monthlyPriceHuf === 0) {
    await switchPlan(tx, tenantId, target.id, userId, now);
    const [row] = await tx
      .insert(planChanges)
      .values({ tenantId, fromPlanId: active?.planId ?? null, toPlanId: target.id, status: 'activated', requestedBy: userId, decidedAt: now, requestedAt: now })
      .returning();
    return row!;
  }
  const proforma = await issueProforma(tx, {
    tenantId,
    kind: 'plan_change',
    description: `${target.name} csomag – első havidíj`,
    netHuf: target.monthlyPriceHuf,
    payee,
    now,
  });
  const [row] = await tx
    .insert(planChanges)
    .values({ tenantId, fromPlanId: active?.planId ?? null, toPlanId: target.id, status: 'awaiting_payment', proformaId: proforma.id, requestedBy: userId, requestedAt: now })
    .returning();
  return row!;
}

/** Locks an open plan change (owner connection or tenant transaction), or refuses. */
async function lockOpenChange(tx: Tx, id: string, tenantId?: string): Promise<PlanChangeRow> {
  const [row] = await tx
    .select()
    .from(planChanges)
    .where(tenantId ? and(eq(planChanges.id, id), eq(planChanges.tenantId, tenantId)) : eq(planChanges.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'awaiting_payment') throw new HttpError(409, 'REQUEST_NOT_PENDING');
  return row;
}

async function closeChange(tx: Tx, row: PlanChangeRow, status: 'activated' | 'rejected' | 'cancelled', decidedBy: string, at: Date) {
  await tx.update(planChanges).set({ status, decidedBy, decidedAt: at }).where(eq(planChanges.id, row.id));
  if (row.proformaId) {
    await tx
      .update(proformas)
      .set(status === 'activated' ? { status: 'paid', paidAt: at } : { status: 'cancelled' })
      .where(eq(proformas.id, row.proformaId));
  }
}

/** The tenant admin withdraws an unpaid change; with its audit entry, in one owner transaction (decision 0301). */
export async function cancelPlanChange(db: Database, origin: RequestOrigin, tenantId: string, id: string, userId: string): Promise<PlanChangeRow> {
  return billingTransaction(db, async (tx) => {
    const row = await lockOpenChange(tx, id, tenantId);
    await closeChange(tx, row, 'cancelled', userId, new Date());
    await recordAudit(tx, { ...origin, action: 'billing.plan_change.cancel', targetType: 'plan_change', targetId: row.id });
    return row;
  });
}

/** Platform admin: the transfer arrived; switch the plan and mark the pro-forma paid. The switch and its audit entry in one transaction. */
export async function decidePlanChange(db: Database, origin: RequestOrigin, id: string, adminId: string, decision: 'activate' | 'reject'): Promise<PlanChangeRow> {
  return db.transaction(async (tx) => {
    const row = await lockOpenChange(tx, id);
    const now = new Date();
    if (decision === 'activate') {
      await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.tenantId, row.tenantId), eq(subscriptions.status, 'active')))
        .for('update');
      await switchPlan(tx, row.tenantId, row.toPlanId, row.requestedBy, now);
    }
    await closeChange(tx, row, decision === 'activate' ? 'activated' : 'rejected', adminId, now);
    await recordAudit(tx, { ...origin, tenantId: row.tenantId, action: `billing.plan_change.${decision}`, targetType: 'plan_change', targetId: row.id });
    return row;
  });
}
