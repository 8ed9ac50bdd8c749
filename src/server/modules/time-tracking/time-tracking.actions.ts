// Time tracking's reads and changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293):
// each takes the Actor, checks time tracking's own actions (view / record / configure, decision 0419), and
// writes its audit entry and domain event in the caller's transaction. Who sees and corrects every
// member's time is the action's `any` scope (canManageCompanyUsers, decision 0115), no longer the route's.
import type { ActivityType } from '@shared/time-tracking/activities';
import type { RateCurrency, StoredRateLevel } from '@shared/time-tracking/rates';
import type { TimeEntry, TrackingSettings } from '@shared/time-tracking/time-tracking.schemas';
import { timeActions } from '@shared/time-tracking/actions';
import type { ActionScope } from '@shared/permissions/module-actions';
import { type Actor, asPerson, authorizeAction } from '../../actor/actor';
import { audit } from '../../audit/audit';
import type { Database } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { emit } from '../../events/domain-events';
import { deleteRate, listRates, saveSettings, upsertRate } from './rates.service';
import {
  type Actor as TrackingActor,
  createEntry,
  currentTimer,
  deleteEntry,
  discardTimer,
  type EntryPatch,
  type ListFilters,
  listEntries,
  type NewEntry,
  startTimer,
  stopTimer,
  trackingSettings,
  updateEntry,
  weekSummaryPage,
} from './time-tracking.service';
import './time-tracking.events';

const entrySubject = (id: string) => ({ type: 'time_entry', id });

/** The person tracking time, and whether the action reaches the whole firm's entries. */
function tracker(actor: Actor, scope: ActionScope): TrackingActor {
  return { tenantId: actor.tenantId, userId: asPerson(actor).userId, firmWide: scope === 'any' };
}

function recorded(tx: TenantTx, actor: Actor, entry: TimeEntry) {
  return emit(tx, actor, 'time_entry.recorded', entrySubject(entry.id), {
    userId: entry.user.id,
    matterId: entry.matter.id,
    workDate: entry.workDate,
    minutes: entry.minutes,
    billedMinutes: entry.billedMinutes,
    billable: entry.billable,
    amount: entry.amount,
    currency: entry.currency,
    source: entry.source,
  });
}

// ── Reads (time-tracking.view) ──

export function timeEntries(tx: TenantTx, actor: Actor, f: ListFilters) {
  const scope = authorizeAction(actor, timeActions.view);
  return listEntries(tx, tracker(actor, scope), f);
}

/** The week view as the one-call hand-written read (issue 40.2). */
export function timeWeekPage(db: Database, actor: Actor, date: string | undefined, userId: string | undefined) {
  const scope = authorizeAction(actor, timeActions.view);
  return weekSummaryPage(db, tracker(actor, scope), date, userId);
}

export function runningTimer(tx: TenantTx, actor: Actor) {
  const scope = authorizeAction(actor, timeActions.view);
  return currentTimer(tx, tracker(actor, scope));
}

export async function timeSettings(tx: TenantTx, actor: Actor) {
  authorizeAction(actor, timeActions.view);
  return { settings: await trackingSettings(tx, actor.tenantId), rates: await listRates(tx, actor.tenantId) };
}

// ── Entries and the timer (time-tracking.record) ──

/** A manual entry: `time_entry.recorded`. */
export async function recordTime(tx: TenantTx, actor: Actor, input: Omit<NewEntry, 'source'>): Promise<TimeEntry> {
  const scope = authorizeAction(actor, timeActions.record);
  const entry = await createEntry(tx, tracker(actor, scope), { ...input, source: 'manual' });
  await recorded(tx, actor, entry);
  return entry;
}

/** Corrects an entry not yet billed (one's own, or anyone's firm-wide): `time_entries.update`, `time_entry.updated`. */
export async function correctTimeEntry(tx: TenantTx, actor: Actor, id: string, patch: EntryPatch): Promise<TimeEntry> {
  const scope = authorizeAction(actor, timeActions.record);
  const { before, after, changed } = await updateEntry(tx, tracker(actor, scope), id, patch);
  await audit(tx, actor, 'time_entries.update', entrySubject(before.id), {
    changed,
    ownerId: before.userId,
    before: { matterId: before.matterId, workDate: before.workDate, minutes: before.minutes, billable: before.billable, rate: before.rate, currency: before.currency },
    after: { matterId: after.matter.id, workDate: after.workDate, minutes: after.minutes, billable: after.billable, rate: after.rate, currency: after.currency },
  });
  await emit(tx, actor, 'time_entry.updated', entrySubject(before.id), { userId: before.userId, matterId: after.matter.id, changed });
  return after;
}

/** Deletes an entry not yet billed: `time_entries.delete`, `time_entry.deleted`. */
export async function removeTimeEntry(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  const scope = authorizeAction(actor, timeActions.record);
  const before = await deleteEntry(tx, tracker(actor, scope), id);
  await audit(tx, actor, 'time_entries.delete', entrySubject(before.id), {
    ownerId: before.userId,
    matterId: before.matterId,
    workDate: before.workDate,
    minutes: before.minutes,
    billedMinutes: before.billedMinutes,
    description: before.description,
    amount: before.amount,
    currency: before.currency,
  });
  await emit(tx, actor, 'time_entry.deleted', entrySubject(before.id), { userId: before.userId, matterId: before.matterId, workDate: before.workDate, minutes: before.minutes });
}

/** Starts the actor's timer; switching stops the running one into an entry (`time_entry.recorded`). */
export async function startTimerFor(tx: TenantTx, actor: Actor, input: { matterId: string; activity: ActivityType; description: string; switch: boolean }) {
  const scope = authorizeAction(actor, timeActions.record);
  const result = await startTimer(tx, tracker(actor, scope), input);
  if (result.stopped) await recorded(tx, actor, result.stopped);
  return result;
}

/** Stops the actor's timer into an entry: `time_entry.recorded`. */
export async function stopTimerFor(tx: TenantTx, actor: Actor, input: { activity?: ActivityType; description?: string; billable: boolean; keepShort?: boolean }): Promise<TimeEntry> {
  const scope = authorizeAction(actor, timeActions.record);
  const entry = (await stopTimer(tx, tracker(actor, scope), input))!;
  await recorded(tx, actor, entry);
  return entry;
}

export async function discardTimerFor(tx: TenantTx, actor: Actor): Promise<void> {
  const scope = authorizeAction(actor, timeActions.record);
  await discardTimer(tx, tracker(actor, scope));
}

// ── The firm's rounding, default rate and rates (time-tracking.configure) ──

export async function setTrackingSettings(tx: TenantTx, actor: Actor, settings: TrackingSettings): Promise<TrackingSettings> {
  authorizeAction(actor, timeActions.configure);
  await saveSettings(tx, actor.tenantId, asPerson(actor).userId, settings);
  await audit(tx, actor, 'time_entries.settings_update', { type: 'tenant', id: actor.tenantId }, { ...settings });
  return trackingSettings(tx, actor.tenantId);
}

export async function setRate(tx: TenantTx, actor: Actor, input: { level: StoredRateLevel; targetId: string; amount: string; currency: RateCurrency }): Promise<string> {
  authorizeAction(actor, timeActions.configure);
  const id = await upsertRate(tx, actor.tenantId, input);
  await audit(tx, actor, 'time_entries.rate_set', { type: 'time_rate', id }, { ...input });
  return id;
}

export async function removeRate(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorizeAction(actor, timeActions.configure);
  const removed = await deleteRate(tx, actor.tenantId, id);
  await audit(tx, actor, 'time_entries.rate_delete', { type: 'time_rate', id: removed.id }, { level: removed.level });
}
