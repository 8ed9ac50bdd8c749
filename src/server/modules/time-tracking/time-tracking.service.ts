// Time entries, the running timer and the rate settings inside the request transaction (withTenant
// with the user, so RLS hides entries on confidential matters outside their team). Every function
// assumes the route checked the caller's permission; ownership of entries is checked here.
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, isoDateInZone, isoWeekday, todayInBudapest } from '@shared/dates/iso-date';
import type { ActivityType } from '@shared/time-tracking/activities';
import { DEFAULT_DURATION_ROUNDING, roundDuration, type DurationRounding } from '@shared/time-tracking/duration';
import { resolveRate, zeroRate, type HourlyRate, type RateCurrency, type ResolvedRate } from '@shared/time-tracking/rates';
import type { DayTotals, Money, RunningTimer, TimeEntry, TrackingSettings, WeekResponse } from '@shared/time-tracking/time-tracking.schemas';
import type { Database } from '../../db/client';
import { matterParties, matters, timeEntries, timeRates, timeTimers, timeTrackingSettings, users, type TimeEntryRow } from '../../db/schema';
import { type HandWrittenStatement, selectAllInTenant, type TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';

export interface Actor {
  tenantId: string;
  userId: string;
  /** May see and correct every member's entries (firm administrator). */
  firmWide: boolean;
}

/** The firm's settings, or the defaults (up to 6 minutes, no default rate, HUF). */
export async function trackingSettings(tx: TenantTx, tenantId: string): Promise<TrackingSettings> {
  const [row] = await tx.select().from(timeTrackingSettings).where(eq(timeTrackingSettings.tenantId, tenantId));
  if (!row) return { rounding: DEFAULT_DURATION_ROUNDING as TrackingSettings['rounding'], defaultRate: null, defaultCurrency: 'HUF' };
  return {
    rounding: { mode: row.roundingMode, incrementMinutes: row.roundingIncrement as TrackingSettings['rounding']['incrementMinutes'] },
    defaultRate: row.defaultRate === null ? null : normalizeRate(row.defaultRate, row.defaultCurrency),
    defaultCurrency: row.defaultCurrency,
  };
}

/** "35000.00" → "35000" for forints, "120.5" → "120.50" for euros. */
export function normalizeRate(amount: string, currency: RateCurrency): string {
  const [int = '0', frac = ''] = amount.split('.');
  return currency === 'HUF' ? int : `${int}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

const rateOf = (row: { amount: string; currency: RateCurrency } | undefined): HourlyRate | null => (row ? { amount: normalizeRate(row.amount, row.currency), currency: row.currency } : null);

/** The matter if the request's user may see it (RLS decides), else 400 (a body names it). */
async function matterForEntry(tx: TenantTx, tenantId: string, matterId: string) {
  const [row] = await tx
    .select({ id: matters.id, billingArrangement: matters.billingArrangement, billingAmountHuf: matters.billingAmountHuf })
    .from(matters)
    .where(and(eq(matters.tenantId, tenantId), eq(matters.id, matterId)));
  if (!row) throw new HttpError(400, 'TIME_ENTRY_MATTER_NOT_FOUND');
  return row;
}

/**
 * The rate hierarchy (decision 0114) over the firm's rows: a matter rate row, else an hourly
 * matter's own fee; the first client of the matter with a rate; the activity; the lawyer; the firm.
 */
export async function resolveEntryRate(tx: TenantTx, tenantId: string, input: { matterId: string; activity: ActivityType; userId: string }, settings: TrackingSettings): Promise<ResolvedRate> {
  const matter = await matterForEntry(tx, tenantId, input.matterId);
  const rows = await tx
    .select({ level: timeRates.level, matterId: timeRates.matterId, activity: timeRates.activity, userId: timeRates.userId, amount: timeRates.amount, currency: timeRates.currency })
    .from(timeRates)
    .where(and(eq(timeRates.tenantId, tenantId), sql`(${timeRates.matterId} = ${input.matterId} or ${timeRates.activity} = ${input.activity} or ${timeRates.userId} = ${input.userId})`));
  const clientRates = await tx
    .select({ amount: timeRates.amount, currency: timeRates.currency })
    .from(matterParties)
    .innerJoin(timeRates, and(eq(timeRates.contactId, matterParties.contactId), eq(timeRates.level, 'client'), eq(timeRates.tenantId, tenantId)))
    .where(and(eq(matterParties.matterId, input.matterId), eq(matterParties.role, 'client')))
    .orderBy(asc(matterParties.createdAt));
  const ownMatterFee: HourlyRate | null = matter.billingArrangement === 'hourly' && matter.billingAmountHuf != null ? { amount: String(matter.billingAmountHuf), currency: 'HUF' } : null;
  const resolved = resolveRate({
    matter: rateOf(rows.find((r) => r.level === 'matter')) ?? ownMatterFee,
    clients: clientRates.map((r) => rateOf(r)),
    activity: rateOf(rows.find((r) => r.level === 'activity')),
    lawyer: rateOf(rows.find((r) => r.level === 'lawyer')),
    firm: settings.defaultRate ? { amount: settings.defaultRate, currency: settings.defaultCurrency } : null,
  });
  return resolved ?? zeroRate(settings.defaultCurrency);
}

const personName = sql<string>`coalesce(${users.name}, ${users.email})`;

function entryQuery(tx: TenantTx) {
  return tx
    .select({ e: timeEntries, userName: personName, matterNumber: matters.number, matterTitle: matters.title })
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .innerJoin(matters, eq(matters.id, timeEntries.matterId));
}

/** An entry's columns, joined with its user's name and its matter (the week's SQL selects this shape). */
type EntryRow = Omit<TimeEntry, 'user' | 'matter'> & { userId: string; userName: string; matterId: string; matterNumber: string; matterTitle: string };

type EntryJoined = { e: TimeEntryRow; userName: string; matterNumber: string; matterTitle: string };

/** One entry as the API answers it, from the columns of either read path (drizzle's rows, the week's hand-written SQL). */
function entryDto(e: EntryRow): TimeEntry {
  return {
    id: e.id,
    user: { id: e.userId, name: e.userName },
    matter: { id: e.matterId, number: e.matterNumber, title: e.matterTitle },
    activity: e.activity,
    description: e.description,
    workDate: e.workDate,
    minutes: e.minutes,
    billedMinutes: e.billedMinutes,
    billable: e.billable,
    rate: normalizeRate(e.rate, e.currency),
    currency: e.currency,
    rateLevel: e.rateLevel,
    amount: normalizeRate(e.amount, e.currency),
    source: e.source,
    invoiceId: e.invoiceId,
    lockedAt: e.lockedAt,
    createdAt: e.createdAt,
  };
}

function toDto(r: EntryJoined): TimeEntry {
  return entryDto({ ...r.e, userName: r.userName, matterNumber: r.matterNumber, matterTitle: r.matterTitle, lockedAt: r.e.lockedAt?.toISOString() ?? null, createdAt: r.e.createdAt.toISOString() });
}

export async function entryById(tx: TenantTx, tenantId: string, id: string): Promise<TimeEntry> {
  const [row] = await entryQuery(tx).where(and(eq(timeEntries.tenantId, tenantId), eq(timeEntries.id, id)));
  if (!row) throw notFound();
  return toDto(row);
}

export interface NewEntry {
  matterId: string;
  activity: ActivityType;
  description: string;
  workDate: string;
  minutes: number;
  billable: boolean;
  source: 'manual' | 'timer';
}

/** Rounds with the firm's setting and prices with the hierarchy, both as of now (stored with the entry). */
export async function createEntry(tx: TenantTx, actor: Actor, input: NewEntry): Promise<TimeEntry> {
  const settings = await trackingSettings(tx, actor.tenantId);
  const rate = await resolveEntryRate(tx, actor.tenantId, { matterId: input.matterId, activity: input.activity, userId: actor.userId }, settings);
  const [row] = await tx
    .insert(timeEntries)
    .values({
      tenantId: actor.tenantId,
      userId: actor.userId,
      ...input,
      billedMinutes: roundDuration(input.minutes, settings.rounding as DurationRounding),
      rate: rate.amount,
      currency: rate.currency,
      rateLevel: rate.level,
    })
    .returning({ id: timeEntries.id });
  return entryById(tx, actor.tenantId, row!.id);
}

/** The entry for a change: locked against a concurrent invoice, refused when invoiced or another member's. */
async function entryForChange(tx: TenantTx, actor: Actor, id: string): Promise<TimeEntryRow> {
  const [row] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.userId !== actor.userId && !actor.firmWide) throw new HttpError(403, 'TIME_ENTRY_NOT_OWN');
  if (row.lockedAt) throw new HttpError(409, 'TIME_ENTRY_LOCKED');
  return row;
}

export interface EntryPatch {
  matterId?: string;
  activity?: ActivityType;
  description?: string;
  workDate?: string;
  duration?: number;
  billable?: boolean;
}

/** Returns the entry before and after; a new matter or activity re-resolves the rate, a new duration is rounded again. */
export async function updateEntry(tx: TenantTx, actor: Actor, id: string, patch: EntryPatch) {
  const before = await entryForChange(tx, actor, id);
  const settings = await trackingSettings(tx, actor.tenantId);
  const changes: Partial<typeof timeEntries.$inferInsert> = {};
  if (patch.description !== undefined) changes.description = patch.description;
  if (patch.workDate !== undefined) changes.workDate = patch.workDate;
  if (patch.billable !== undefined) changes.billable = patch.billable;
  if (patch.duration !== undefined) {
    changes.minutes = patch.duration;
    changes.billedMinutes = roundDuration(patch.duration, settings.rounding as DurationRounding);
  }
  const matterId = patch.matterId ?? before.matterId;
  const activity = patch.activity ?? before.activity;
  if (matterId !== before.matterId || activity !== before.activity) {
    const rate = await resolveEntryRate(tx, actor.tenantId, { matterId, activity, userId: before.userId }, settings);
    Object.assign(changes, { matterId, activity, rate: rate.amount, currency: rate.currency, rateLevel: rate.level });
  }
  await tx
    .update(timeEntries)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, id)));
  return { before, after: await entryById(tx, actor.tenantId, id), changed: Object.keys(changes) };
}

export async function deleteEntry(tx: TenantTx, actor: Actor, id: string): Promise<TimeEntryRow> {
  const before = await entryForChange(tx, actor, id);
  await tx.delete(timeEntries).where(and(eq(timeEntries.tenantId, actor.tenantId), eq(timeEntries.id, id)));
  return before;
}

/** Whose entries a list shows: the caller's own, another member's or the firm's ("all"), the latter two for administrators. */
function ownerCondition(actor: Actor, userId: string | undefined): SQL | undefined {
  const wanted = userId ?? actor.userId;
  if (wanted !== actor.userId && !actor.firmWide) throw new HttpError(403, 'FORBIDDEN');
  return wanted === 'all' ? undefined : eq(timeEntries.userId, wanted);
}

export interface ListFilters {
  from?: string;
  to?: string;
  matterId?: string;
  userId?: string;
  limit: number;
  offset: number;
}

export async function listEntries(tx: TenantTx, actor: Actor, f: ListFilters) {
  const conditions = [eq(timeEntries.tenantId, actor.tenantId), ownerCondition(actor, f.userId)];
  if (f.from) conditions.push(gte(timeEntries.workDate, f.from));
  if (f.to) conditions.push(lte(timeEntries.workDate, f.to));
  if (f.matterId) conditions.push(eq(timeEntries.matterId, f.matterId));
  const where = and(...conditions);
  const [total] = await tx.select({ n: count() }).from(timeEntries).where(where);
  const rows = await entryQuery(tx).where(where).orderBy(desc(timeEntries.workDate), desc(timeEntries.createdAt)).limit(f.limit).offset(f.offset);
  return { items: rows.map(toDto), total: total?.n ?? 0 };
}

/** Monday to Sunday of the week containing `date` (Budapest). */
export function weekOf(date: string): { from: string; to: string } {
  const from = addDays(date, 1 - isoWeekday(date));
  return { from, to: addDays(from, 6) };
}

/** A timestamptz column as the text `Date#toISOString` gives (UTC, milliseconds as the driver keeps them). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The week's entries, flat: the date, the amounts and the timestamps as text.
const ENTRY_COLUMNS =
  'e.id, e.user_id as "userId", coalesce(u.name, u.email) as "userName", e.matter_id as "matterId", m.number as "matterNumber", m.title as "matterTitle", ' +
  'e.activity, e.description, e.work_date::text as "workDate", e.minutes, e.billed_minutes as "billedMinutes", e.billable, e.rate::text as rate, e.currency, ' +
  `e.rate_level as "rateLevel", e.amount::text as amount, e.source, e.invoice_id as "invoiceId", ${isoText('e.locked_at')} as "lockedAt", ${isoText('e.created_at')} as "createdAt"`;

/**
 * The week's entries and its daily and weekly totals, summed by the database (grouping sets), as
 * hand-written SQL (the one-call path of the hot lists, decisions 0260, 0275, issue 40.2): the
 * daily minutes, the amounts and the entries issued together in the tenant's scope with the acting
 * user – one round trip on PostgreSQL, one call into PGlite.
 */
export async function weekSummaryPage(db: Database, actor: Actor, date: string | undefined, userId: string | undefined): Promise<WeekResponse> {
  const { from, to } = weekOf(date ?? todayInBudapest());
  const wanted = userId ?? actor.userId;
  if (wanted !== actor.userId && !actor.firmWide) throw new HttpError(403, 'FORBIDDEN');
  const values: unknown[] = [actor.tenantId, from, to];
  const owner = (column: string) => (wanted === 'all' ? '' : ` and ${column} = $4`);
  if (wanted !== 'all') values.push(wanted);
  const minutes: HandWrittenStatement = {
    text:
      'select d.day::date::text as day, coalesce(sum(time_entries.minutes), 0)::int as minutes, coalesce(sum(time_entries.billed_minutes), 0)::int as billed, ' +
      'coalesce(sum(time_entries.billed_minutes) filter (where time_entries.billable), 0)::int as billable ' +
      "from generate_series($2::date, $3::date, interval '1 day') as d(day) " +
      `left join time_entries on time_entries.work_date = d.day::date and time_entries.tenant_id = $1${owner('time_entries.user_id')} ` +
      'group by grouping sets ((d.day), ()) order by d.day nulls last',
    values,
  };
  const amounts: HandWrittenStatement = {
    text:
      'select time_entries.work_date::text as day, time_entries.currency, sum(time_entries.amount)::text as amount from time_entries ' +
      `where time_entries.tenant_id = $1 and time_entries.work_date between $2::date and $3::date and time_entries.billable${owner('time_entries.user_id')} ` +
      'group by grouping sets ((time_entries.work_date, time_entries.currency), (time_entries.currency)) order by time_entries.currency',
    values,
  };
  const entries: HandWrittenStatement = {
    text:
      `select ${ENTRY_COLUMNS} from time_entries e join users u on u.id = e.user_id join matters m on m.id = e.matter_id ` +
      `where e.tenant_id = $1 and e.work_date >= $2::date and e.work_date <= $3::date${owner('e.user_id')} order by e.work_date, e.created_at limit 500`,
    values,
  };
  const [minuteRows, amountRows, rows] = await selectAllInTenant<
    [{ day: string | null; minutes: number; billed: number; billable: number }[], { day: string | null; currency: RateCurrency; amount: string }[], EntryRow[]]
  >(db, actor.tenantId, [minutes, amounts, entries], { userId: actor.userId });
  const amountsOf = (day: string | null): Money[] => amountRows.filter((r) => r.day === day).map((r) => ({ currency: r.currency, amount: normalizeRate(r.amount, r.currency) }));
  const totalsOf = (r: { day: string | null; minutes: number; billed: number; billable: number } | undefined): DayTotals => ({
    minutes: Number(r?.minutes ?? 0),
    billedMinutes: Number(r?.billed ?? 0),
    billableMinutes: Number(r?.billable ?? 0),
    amounts: amountsOf(r?.day ?? null),
  });
  const days = minuteRows.filter((r) => r.day !== null).map((r) => ({ date: r.day!, ...totalsOf(r) }));
  const totals = totalsOf(minuteRows.find((r) => r.day === null));
  const items = rows.map(entryDto);
  return { from, to, days, totals, entries: items };
}

// --- the timer -------------------------------------------------------------------------------

export async function currentTimer(tx: TenantTx, actor: Actor): Promise<RunningTimer | null> {
  const [row] = await tx
    .select({ t: timeTimers, number: matters.number, title: matters.title, now: sql<string>`now()` })
    .from(timeTimers)
    .innerJoin(matters, eq(matters.id, timeTimers.matterId))
    .where(and(eq(timeTimers.tenantId, actor.tenantId), eq(timeTimers.userId, actor.userId)));
  if (!row) return null;
  return {
    matter: { id: row.t.matterId, number: row.number, title: row.title },
    activity: row.t.activity,
    description: row.t.description,
    startedAt: row.t.startedAt.toISOString(),
    serverNow: new Date(row.now).toISOString(),
  };
}

/** Starts the user's timer; the primary key keeps one per user even under concurrent starts. */
export async function startTimer(tx: TenantTx, actor: Actor, input: { matterId: string; activity: ActivityType; description: string; switch: boolean }) {
  await matterForEntry(tx, actor.tenantId, input.matterId);
  // Switching after a few seconds corrects a mis-click: the short timer is dropped, not billed.
  const stopped = input.switch ? await stopTimer(tx, actor, { billable: true }, { allowMissing: true, dropShort: true }) : null;
  const inserted = await tx
    .insert(timeTimers)
    .values({ tenantId: actor.tenantId, userId: actor.userId, matterId: input.matterId, activity: input.activity, description: input.description })
    .onConflictDoNothing()
    .returning({ userId: timeTimers.userId });
  if (inserted.length === 0) throw new HttpError(409, 'TIMER_ALREADY_RUNNING');
  return { timer: (await currentTimer(tx, actor))!, stopped };
}

/**
 * A timer stopped under a minute is most likely a mis-click: it is not recorded (and so never billed
 * a whole billing unit) unless the user confirms it (decision 0495).
 */
export const MIN_TIMER_SECONDS = 60;

/** A measured duration in whole minutes: at least 1, at most a day (a forgotten timer is corrected by editing the entry). */
export function timerMinutes(seconds: number): number {
  return Math.min(24 * 60, Math.max(1, Math.round(seconds / 60)));
}

/**
 * Stops the user's timer into an entry. Under a minute it is refused with TIMER_TOO_SHORT (the timer
 * keeps running: the transaction rolls back) unless `keepShort` confirms it; `dropShort` (a switch)
 * discards it instead and returns null.
 */
export async function stopTimer(
  tx: TenantTx,
  actor: Actor,
  input: { activity?: ActivityType; description?: string; billable: boolean; keepShort?: boolean },
  options: { allowMissing?: boolean; dropShort?: boolean } = {},
): Promise<TimeEntry | null> {
  const [timer] = await tx
    .delete(timeTimers)
    .where(and(eq(timeTimers.tenantId, actor.tenantId), eq(timeTimers.userId, actor.userId)))
    .returning({
      matterId: timeTimers.matterId,
      activity: timeTimers.activity,
      description: timeTimers.description,
      startedAt: timeTimers.startedAt,
      seconds: sql<string>`extract(epoch from (now() - ${timeTimers.startedAt}))`,
    });
  if (!timer) {
    if (options.allowMissing) return null;
    throw new HttpError(409, 'TIMER_NOT_RUNNING');
  }
  if (Number(timer.seconds) < MIN_TIMER_SECONDS && !input.keepShort) {
    if (options.dropShort) return null;
    throw new HttpError(409, 'TIMER_TOO_SHORT');
  }
  return createEntry(tx, actor, {
    matterId: timer.matterId,
    activity: input.activity ?? timer.activity,
    description: (input.description ?? timer.description).trim(),
    workDate: isoDateInZone(timer.startedAt),
    minutes: timerMinutes(Number(timer.seconds)),
    billable: input.billable,
    source: 'timer',
  });
}

export async function discardTimer(tx: TenantTx, actor: Actor): Promise<void> {
  const removed = await tx
    .delete(timeTimers)
    .where(and(eq(timeTimers.tenantId, actor.tenantId), eq(timeTimers.userId, actor.userId)))
    .returning({ userId: timeTimers.userId });
  if (removed.length === 0) throw new HttpError(409, 'TIMER_NOT_RUNNING');
}
