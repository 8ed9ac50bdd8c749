// Metered actions (agent_run, automation_run): the access check and the usage increment happen in
// one transaction on the month's usage row (decision 0041). The row is created by an upsert and
// raised by a single conditional UPDATE ... WHERE used < limit RETURNING, which takes the row
// lock; concurrent requests queue on it and re-evaluate the condition, so a limit can never be
// exceeded however many requests arrive at once. Beyond the limit, a run may be paid from the
// credit balance in the same transaction.
import { and, eq, lt, sql } from 'drizzle-orm';
import { CREDIT_COST } from '@shared/entitlements/billing';
import { DEFAULT_ENTITLEMENTS, featureCatalogue, type MeteredAction, monthPeriod, type Usage } from '@shared/entitlements/entitlements';
import type { Database } from '../../db/client';
import { usageEvents, usageTracking } from '../../db/schema';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { changeBalance, creditBalance } from './credits.repo';
import { activePlan, entitlementsOfPlan } from './entitlements.repo';

export interface ConsumeInput {
  tenantId: string;
  userId: string;
  action: MeteredAction;
  payWithCredits: boolean;
  metadata: Record<string, unknown>;
  now?: Date;
}

export interface ConsumeResult {
  remaining: number | null;
  paidWithCredits: boolean;
  usage: Usage;
  credits: number;
}

const counters = {
  agent_run: { column: usageTracking.agentsUsed, key: 'agentsUsed', limitKey: 'agents_limit', code: 'AGENTS_LIMIT_EXCEEDED' },
  automation_run: { column: usageTracking.automationsUsed, key: 'automationsUsed', limitKey: 'automations_limit', code: 'AUTOMATIONS_LIMIT_EXCEEDED' },
} as const;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** Runs the check + increment atomically; throws 403 with the limit code when refused. */
export function consumeMeteredAction(db: Database, input: ConsumeInput): Promise<ConsumeResult> {
  return withTenant(db, input.tenantId, (tx) => consumeMeteredActionIn(tx, input));
}

/**
 * The same inside the caller's tenant transaction: the run it pays for and its count commit or
 * roll back together (an automation's run, decision 0360). The refusal is thrown after a
 * statement that changed nothing, so the transaction stays usable for recording it.
 */
export async function consumeMeteredActionIn(tx: TenantTx, input: ConsumeInput): Promise<ConsumeResult> {
  const { tenantId, userId, action } = input;
  const counter = counters[action];
  const period = monthPeriod(input.now ?? new Date());
  const periodStart = isoDay(period.start);

  const plan = await activePlan(tx, tenantId);
  const limit = (plan ? entitlementsOfPlan(plan) : DEFAULT_ENTITLEMENTS)[counter.limitKey];

  // Spec 7.3 (4): the month's row, created once (concurrent creators meet on the unique key).
  await tx
    .insert(usageTracking)
    .values({ userId, organizationId: tenantId, periodStart, periodEnd: isoDay(period.end) })
    .onConflictDoNothing({ target: [usageTracking.organizationId, usageTracking.periodStart] });

  const ofMonth = and(eq(usageTracking.organizationId, tenantId), eq(usageTracking.periodStart, periodStart));
  const raise = { [counter.key]: sql`${counter.column} + 1`, updatedAt: sql`now()` };
  const withinLimit = limit === null ? undefined : lt(counter.column, limit);
  let [row] = await tx.update(usageTracking).set(raise).where(and(ofMonth, withinLimit)).returning();

  let paidWithCredits = false;
  if (!row) {
    if (!input.payWithCredits) throw new HttpError(403, counter.code);
    const balance = await changeBalance(tx, {
      tenantId,
      kind: 'spend',
      amount: CREDIT_COST[action],
      description: `${featureCatalogue[action].name}: futtatás a csomaglimit felett`,
      reference: null,
      userId,
    });
    if (balance === null) throw new HttpError(402, 'INSUFFICIENT_CREDITS');
    paidWithCredits = true;
    [row] = await tx.update(usageTracking).set(raise).where(ofMonth).returning();
  }
  if (!row) throw new Error('usage row vanished inside its transaction');

  // Spec 7.3 (3): the event, with user, organization, type, metadata and time.
  await tx.insert(usageEvents).values({
    userId,
    organizationId: tenantId,
    eventType: action,
    metadata: { ...input.metadata, paidWithCredits },
  });

  const used = row[counter.key];
  return {
    remaining: limit === null ? null : Math.max(0, limit - used),
    paidWithCredits,
    usage: { agents: row.agentsUsed, automations: row.automationsUsed, period_start: row.periodStart, period_end: row.periodEnd },
    credits: await creditBalance(tx, tenantId),
  };
}
