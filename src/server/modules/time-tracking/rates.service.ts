// The firm's time-tracking settings (rounding, default rate) and its rate rows (decision 0114).
import { and, asc, eq, sql } from 'drizzle-orm';
import { activityTypes, type ActivityType } from '@shared/time-tracking/activities';
import { isValidRateAmount, type RateCurrency, type StoredRateLevel } from '@shared/time-tracking/rates';
import type { TrackingSettings } from '@shared/time-tracking/time-tracking.schemas';
import { contacts, matters, members, timeRates, timeTrackingSettings, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { normalizeRate } from './time-tracking.service';

export async function saveSettings(tx: TenantTx, tenantId: string, userId: string, s: TrackingSettings): Promise<void> {
  if (s.defaultRate !== null && !isValidRateAmount(s.defaultRate, s.defaultCurrency)) throw new HttpError(400, 'TIME_RATE_INVALID');
  const values = { roundingMode: s.rounding.mode, roundingIncrement: s.rounding.incrementMinutes, defaultRate: s.defaultRate, defaultCurrency: s.defaultCurrency, updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(timeTrackingSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: timeTrackingSettings.tenantId, set: values });
}

export async function listRates(tx: TenantTx, tenantId: string) {
  const rows = await tx
    .select({
      r: timeRates,
      label: sql<string | null>`coalesce(${matters.number} || ' ' || ${matters.title}, ${contacts.name}, ${users.name}, ${users.email}, ${timeRates.activity})`,
    })
    .from(timeRates)
    .leftJoin(matters, eq(matters.id, timeRates.matterId))
    .leftJoin(contacts, eq(contacts.id, timeRates.contactId))
    .leftJoin(users, eq(users.id, timeRates.userId))
    .where(eq(timeRates.tenantId, tenantId))
    .orderBy(asc(timeRates.level), asc(timeRates.updatedAt));
  // A rate on a confidential matter outside the caller's team: RLS hides the matter, so is its rate.
  return rows.flatMap(({ r, label }) =>
    label === null
      ? []
      : [
          {
            id: r.id,
            level: r.level,
            targetId: (r.matterId ?? r.contactId ?? r.activity ?? r.userId)!,
            targetLabel: label,
            amount: normalizeRate(r.amount, r.currency),
            currency: r.currency,
          },
        ],
  );
}

/** The target column of a level, after checking that the target is the firm's. */
async function targetOf(tx: TenantTx, tenantId: string, level: StoredRateLevel, targetId: string) {
  const exists = async (found: unknown[]) => {
    if (found.length === 0) throw new HttpError(400, 'TIME_RATE_TARGET_NOT_FOUND');
  };
  switch (level) {
    case 'matter':
      await exists(
        await tx
          .select({ id: matters.id })
          .from(matters)
          .where(and(eq(matters.tenantId, tenantId), eq(matters.id, targetId))),
      );
      return { matterId: targetId };
    case 'client':
      await exists(
        await tx
          .select({ id: contacts.id })
          .from(contacts)
          .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, targetId))),
      );
      return { contactId: targetId };
    case 'activity':
      if (!(activityTypes as readonly string[]).includes(targetId)) throw new HttpError(400, 'TIME_RATE_TARGET_NOT_FOUND');
      return { activity: targetId as ActivityType };
    case 'lawyer':
      await exists(
        await tx
          .select({ id: members.userId })
          .from(members)
          .where(and(eq(members.organizationId, tenantId), eq(members.userId, targetId))),
      );
      return { userId: targetId };
  }
}

/** Sets (or replaces) the rate of one target. */
export async function upsertRate(tx: TenantTx, tenantId: string, input: { level: StoredRateLevel; targetId: string; amount: string; currency: RateCurrency }): Promise<string> {
  if (!isValidRateAmount(input.amount, input.currency)) throw new HttpError(400, 'TIME_RATE_INVALID');
  const target = await targetOf(tx, tenantId, input.level, input.targetId);
  const targetKey = sql`coalesce(${timeRates.matterId}, ${timeRates.contactId}, ${timeRates.activity}, ${timeRates.userId})`;
  const [existing] = await tx
    .select({ id: timeRates.id })
    .from(timeRates)
    .where(and(eq(timeRates.tenantId, tenantId), eq(timeRates.level, input.level), sql`${targetKey} = ${input.targetId}`))
    .for('update');
  if (existing) {
    await tx.update(timeRates).set({ amount: input.amount, currency: input.currency, updatedAt: new Date() }).where(eq(timeRates.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(timeRates)
    .values({ tenantId, level: input.level, ...target, amount: input.amount, currency: input.currency })
    .returning({ id: timeRates.id });
  return row!.id;
}

export async function deleteRate(tx: TenantTx, tenantId: string, id: string) {
  const removed = await tx
    .delete(timeRates)
    .where(and(eq(timeRates.tenantId, tenantId), eq(timeRates.id, id)))
    .returning({ id: timeRates.id, level: timeRates.level });
  if (removed.length === 0) throw notFound();
  return removed[0]!;
}
