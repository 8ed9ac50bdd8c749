// Housekeeping (issue 37 point 5, decision 0342): each unit's state with its history, and the day's
// task list computed from departures and stay-overs, with who cleans which unit. Check-out makes a
// unit dirty; checking into a dirty or out-of-order unit needs an explicit override (logged).
import { and, asc, desc, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { hospitalityHousekeepingLog, hospitalityHousekeepingTasks, hospitalityReservations, hospitalityStays, hospitalityUnits, members, users, type housekeepingStates } from '../../db/schema';
import type { PersonActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { auditHospitality } from './hospitality-audit';

export type HousekeepingState = (typeof housekeepingStates)[number];

/** States a guest may be checked into without an override. */
export const READY_STATES: readonly HousekeepingState[] = ['clean', 'inspected'];

export async function logHousekeeping(tx: TenantTx, tenantId: string, unitId: string, state: HousekeepingState, reason: string, userId: string | null, note: string | null = null): Promise<void> {
  const [unit] = await tx
    .select({ state: hospitalityUnits.housekeeping })
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, unitId)));
  if (!unit) throw new HttpError(404, 'HOSPITALITY_UNIT_NOT_FOUND');
  await tx
    .update(hospitalityUnits)
    .set({ housekeeping: state })
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, unitId)));
  await tx.insert(hospitalityHousekeepingLog).values({ tenantId, unitId, state, previous: unit.state, reason, note, userId });
}

export async function unitHistory(tx: TenantTx, tenantId: string, unitId: string) {
  const rows = await tx
    .select({
      id: hospitalityHousekeepingLog.id,
      state: hospitalityHousekeepingLog.state,
      previous: hospitalityHousekeepingLog.previous,
      reason: hospitalityHousekeepingLog.reason,
      note: hospitalityHousekeepingLog.note,
      at: hospitalityHousekeepingLog.at,
      userName: users.name,
    })
    .from(hospitalityHousekeepingLog)
    .leftJoin(users, eq(users.id, hospitalityHousekeepingLog.userId))
    .where(and(eq(hospitalityHousekeepingLog.tenantId, tenantId), eq(hospitalityHousekeepingLog.unitId, unitId)))
    .orderBy(desc(hospitalityHousekeepingLog.at))
    .limit(100);
  return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
}

export type TaskKind = 'departure' | 'stay_over' | 'arrival_check' | 'vacant_dirty';

/**
 * The day's board: every unit of the property with its state, whether a guest is in it, what the
 * day brings (a departure to clean, a stay-over to tidy, an arrival to check, a dirty vacant unit)
 * and who is on it.
 */
export async function housekeepingBoard(tx: TenantTx, tenantId: string, propertyId: string, day: string) {
  const units = await tx
    .select({ id: hospitalityUnits.id, name: hospitalityUnits.name, building: hospitalityUnits.building, state: hospitalityUnits.housekeeping, position: hospitalityUnits.position })
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.propertyId, propertyId), isNull(hospitalityUnits.archivedAt)))
    .orderBy(asc(hospitalityUnits.position), asc(hospitalityUnits.name));
  const unitIds = units.map((u) => u.id);
  const stays = unitIds.length
    ? await tx
        .select({
          unitId: hospitalityStays.unitId,
          startsOn: hospitalityStays.startsOn,
          endsOn: hospitalityStays.endsOn,
          status: hospitalityReservations.status,
          number: hospitalityReservations.number,
          bookerName: hospitalityReservations.bookerName,
          reservationId: hospitalityReservations.id,
        })
        .from(hospitalityStays)
        .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityStays.reservationId))
        .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.holds, true), inArray(hospitalityStays.unitId, unitIds), lte(hospitalityStays.startsOn, day), gte(hospitalityStays.endsOn, day)))
    : [];
  const tasks = unitIds.length
    ? await tx
        .select({ unitId: hospitalityHousekeepingTasks.unitId, assigneeId: hospitalityHousekeepingTasks.assigneeId, assigneeName: users.name, doneAt: hospitalityHousekeepingTasks.doneAt })
        .from(hospitalityHousekeepingTasks)
        .leftJoin(users, eq(users.id, hospitalityHousekeepingTasks.assigneeId))
        .where(and(eq(hospitalityHousekeepingTasks.tenantId, tenantId), inArray(hospitalityHousekeepingTasks.unitId, unitIds), eq(hospitalityHousekeepingTasks.taskDate, day)))
    : [];
  return units.map((u) => {
    const own = stays.filter((s) => s.unitId === u.id);
    const departing = own.find((s) => s.endsOn === day);
    // A stay checked out before its last day (on its arrival day, say) no longer stays or arrives:
    // its unit is a vacant one to clean, not a stay-over to tidy or an arrival to check.
    const present = own.filter((s) => s.status !== 'checked_out');
    const staying = present.find((s) => s.startsOn < day && s.endsOn > day);
    const arriving = present.find((s) => s.startsOn === day);
    const inHouse = own.find((s) => s.status === 'checked_in' && s.startsOn <= day && s.endsOn >= day);
    const kind: TaskKind | null = departing ? 'departure' : staying ? 'stay_over' : arriving ? 'arrival_check' : u.state === 'dirty' ? 'vacant_dirty' : null;
    const task = tasks.find((t) => t.unitId === u.id);
    const ref = departing ?? staying ?? arriving ?? null;
    return {
      unitId: u.id,
      unitName: u.name,
      building: u.building,
      state: u.state,
      occupied: Boolean(inHouse),
      task: kind,
      reservation: ref ? { id: ref.reservationId, number: ref.number, bookerName: ref.bookerName, status: ref.status } : null,
      assignee: task?.assigneeId ? { id: task.assigneeId, name: task.assigneeName ?? '' } : null,
      done: Boolean(task?.doneAt),
    };
  });
}
/** A state set by hand on the board (with its note), audited. */
export async function setHousekeepingState(tx: TenantTx, actor: PersonActor, unitId: string, body: { state: HousekeepingState; note?: string | null | undefined }): Promise<{ id: string }> {
  await logHousekeeping(tx, actor.tenantId, unitId, body.state, 'manual', actor.userId, body.note ?? null);
  await auditHospitality(tx, actor, 'housekeeping_state', unitId, { state: body.state });
  return { id: unitId };
}

/** Assigns a unit's task of the day to a member of the firm (or nobody), or marks it done. */
export async function saveTask(tx: TenantTx, actor: PersonActor, unitId: string, input: { date: string; assigneeId?: string | null | undefined; done?: boolean | undefined }) {
  const { tenantId, userId } = actor;
  const [unit] = await tx
    .select({ id: hospitalityUnits.id })
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.id, unitId)));
  if (!unit) throw new HttpError(404, 'HOSPITALITY_UNIT_NOT_FOUND');
  if (input.assigneeId) {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, tenantId), eq(members.userId, input.assigneeId)));
    if (!member) throw new HttpError(400, 'VALIDATION_ERROR', 'A takarítás felelőse csak a céged munkatársa lehet.', { assigneeId: 'A takarítás felelőse csak a céged munkatársa lehet.' });
  }
  const set = {
    ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
    ...(input.done !== undefined ? { doneAt: input.done ? new Date() : null, doneBy: input.done ? userId : null } : {}),
  };
  await tx
    .insert(hospitalityHousekeepingTasks)
    .values({ tenantId, unitId, taskDate: input.date, assigneeId: input.assigneeId ?? null, ...(input.done ? { doneAt: new Date(), doneBy: userId } : {}) })
    .onConflictDoUpdate({ target: [hospitalityHousekeepingTasks.unitId, hospitalityHousekeepingTasks.taskDate], set: Object.keys(set).length ? set : { taskDate: input.date } });
  // Finishing a departure or a dirty unit's task leaves the unit clean (an inspector may then mark it inspected).
  if (input.done) {
    const [row] = await tx.select({ state: hospitalityUnits.housekeeping }).from(hospitalityUnits).where(eq(hospitalityUnits.id, unitId));
    if (row?.state === 'dirty') await logHousekeeping(tx, tenantId, unitId, 'clean', 'task_done', userId);
  }
  await auditHospitality(tx, actor, 'housekeeping_task', unitId, { ...input });
  return { unitId, date: input.date };
}

/** The firm's members who can be given housekeeping tasks. */
export async function staffOf(tx: TenantTx, tenantId: string) {
  return tx.select({ id: users.id, name: users.name }).from(members).innerJoin(users, eq(users.id, members.userId)).where(eq(members.organizationId, tenantId)).orderBy(asc(users.name));
}
