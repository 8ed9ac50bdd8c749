// Reservations (issue 37 point 2, decision 0340): create, change, move, confirm, cancel, no-show,
// check-in, check-out and room change, each in the request's transaction with its history event
// and its NTAK message. No overbooking is decided by the database: every write of a stay goes
// through the exclusion constraint of hospitality_stays, which refuses a second holding stay of a
// unit on a night (23P01 → 409 HOSPITALITY_OVERBOOKED); there is no check-then-insert here.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { cancelBodySchema, checkInBodySchema, createReservationBodySchema, moveStayBodySchema, roomChangeBodySchema, statusBodySchema, updateReservationBodySchema } from '@shared/hospitality/hospitality.schemas';
import { canMove, holdsNights, isEditable, type ReservationStatus } from '@shared/hospitality/reservation-status';
import { cancellationFee, minStayFor, nightsBetween, priceStay, type RatePlanRule } from '@shared/hospitality/stay';
import { ageOn } from '@shared/hospitality/tourist-tax';
import {
  hospitalityCharges,
  hospitalityCounters,
  hospitalityGuestRegister,
  hospitalityGuests,
  hospitalityRatePlans,
  hospitalityReservationEvents,
  hospitalityReservations,
  hospitalityStays,
  hospitalityUnits,
} from '../../db/schema';
import type { PersonActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { sealSecret } from '../../lib/secret-box';
import { isExclusionViolation } from '../../db/pg-errors';
import { auditHospitality } from './hospitality-audit';
import { logHousekeeping, READY_STATES } from './housekeeping.service';
import { checkInMessage, checkOutMessage, reservationMessage, roomChangeMessage, type GuestFacts } from './ntak/ntak-messages';
import { queueNtakMessage } from './ntak/ntak-outbox';
import { blocksIn, propertyRow } from './properties.service';

type CreateBody = z.output<typeof createReservationBodySchema>;
type UpdateBody = z.output<typeof updateReservationBodySchema>;
type MoveBody = z.output<typeof moveStayBodySchema>;
type ReservationRow = typeof hospitalityReservations.$inferSelect;
type UnitRow = typeof hospitalityUnits.$inferSelect;
type StayRow = typeof hospitalityStays.$inferSelect;

export const GUEST_REGISTER_PURPOSE = 'hospitality-guest-register';

/** The last day the register may keep data collected on `collectedOn`: 31 December of the next year (decision 0344). */
export function registerPurgeAfter(collectedOn: string): string {
  return `${Number(collectedOn.slice(0, 4)) + 1}-12-31`;
}

// ---------------------------------------------------------------------------------------------
// Shared steps

/** The units, all of the property and not archived; share-locked so an out-of-order period being written waits. */
async function lockUnits(tx: TenantTx, tenantId: string, propertyId: string, unitIds: readonly string[]): Promise<UnitRow[]> {
  const ids = [...new Set(unitIds)];
  const units = await tx
    .select()
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.propertyId, propertyId), inArray(hospitalityUnits.id, ids), isNull(hospitalityUnits.archivedAt)))
    .orderBy(asc(hospitalityUnits.id))
    .for('share');
  if (units.length !== ids.length) throw new HttpError(400, 'HOSPITALITY_UNIT_NOT_FOUND');
  return ids.map((id) => units.find((u) => u.id === id)!);
}

async function refuseBlocked(tx: TenantTx, tenantId: string, unitIds: readonly string[], arrival: string, departure: string) {
  const blocks = await blocksIn(tx, tenantId, unitIds, arrival, departure);
  if (blocks.length > 0) throw new HttpError(409, 'HOSPITALITY_UNIT_BLOCKED');
}

function checkCapacity(units: readonly UnitRow[], adults: number, children: number) {
  const places = units.reduce((sum, u) => sum + u.capacity + u.extraBeds, 0);
  if (adults + children > places) throw new HttpError(400, 'HOSPITALITY_CAPACITY');
}

async function planOf(tx: TenantTx, tenantId: string, propertyId: string, ratePlanId: string | null) {
  if (ratePlanId) {
    const [plan] = await tx
      .select()
      .from(hospitalityRatePlans)
      .where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.id, ratePlanId), eq(hospitalityRatePlans.propertyId, propertyId)));
    if (!plan) throw new HttpError(400, 'HOSPITALITY_RATE_PLAN_NOT_FOUND');
    return plan;
  }
  const [fallback] = await tx
    .select()
    .from(hospitalityRatePlans)
    .where(and(eq(hospitalityRatePlans.tenantId, tenantId), eq(hospitalityRatePlans.propertyId, propertyId), eq(hospitalityRatePlans.isDefault, true)))
    .limit(1);
  return fallback ?? null;
}

const ruleOf = (plan: typeof hospitalityRatePlans.$inferSelect): RatePlanRule => ({ basePrice: plan.basePrice, minStay: plan.minStay, seasons: plan.seasons });

/** An agreed total spread over the unit-nights (the last night takes the remainder). */
function spread(total: number, unitCount: number, nights: number): number[][] {
  const count = unitCount * nights;
  const each = Math.floor(total / count);
  const prices = Array.from({ length: count }, (_, i) => (i === count - 1 ? total - each * (count - 1) : each));
  return Array.from({ length: unitCount }, (_, u) => prices.slice(u * nights, (u + 1) * nights));
}

/** Each unit's night prices: the agreed total, or the rate plan (with its minimum stay). */
async function nightPricesFor(tx: TenantTx, tenantId: string, propertyId: string, body: { ratePlanId: string | null; accommodationTotal: number | null; arrival: string; departure: string }, units: readonly UnitRow[]) {
  const nights = nightsBetween(body.arrival, body.departure);
  if (body.accommodationTotal !== null) return { ratePlanId: body.ratePlanId, prices: spread(body.accommodationTotal, units.length, nights) };
  const plan = await planOf(tx, tenantId, propertyId, body.ratePlanId);
  if (!plan) throw new HttpError(400, 'VALIDATION_ERROR', 'Válassz árazást, vagy add meg a megállapodott szállásdíjat.', { accommodationTotal: 'Válassz árazást, vagy add meg a megállapodott szállásdíjat.' });
  const rule = ruleOf(plan);
  if (nights < minStayFor(rule, body.arrival)) throw new HttpError(400, 'HOSPITALITY_MIN_STAY');
  return { ratePlanId: plan.id, prices: units.map(() => priceStay(rule, body.arrival, body.departure).nights.map((n) => n.price)) };
}

const sum = (rows: readonly number[][]) => rows.reduce((a, r) => a + r.reduce((b, p) => b + p, 0), 0);

async function insertStays(tx: TenantTx, tenantId: string, reservationId: string, rows: Array<{ unitId: string; startsOn: string; endsOn: string; nightPrices: number[]; previousStayId?: string | null }>) {
  try {
    if (rows.length > 0) await tx.insert(hospitalityStays).values(rows.map((r) => ({ tenantId, reservationId, ...r })));
  } catch (e) {
    if (isExclusionViolation(e)) throw new HttpError(409, 'HOSPITALITY_OVERBOOKED');
    throw e;
  }
}

async function nextNumber(tx: TenantTx, tenantId: string, year: number): Promise<string> {
  const [row] = await tx
    .insert(hospitalityCounters)
    .values({ tenantId, year, last: 1 })
    .onConflictDoUpdate({ target: [hospitalityCounters.tenantId, hospitalityCounters.year], set: { last: sql`${hospitalityCounters.last} + 1` } })
    .returning({ last: hospitalityCounters.last });
  return `${year}-${String(row!.last).padStart(6, '0')}`;
}

async function event(tx: TenantTx, actor: PersonActor, reservationId: string, kind: string, changes: Record<string, unknown> = {}) {
  await tx.insert(hospitalityReservationEvents).values({ tenantId: actor.tenantId, reservationId, kind, changes, userId: actor.userId });
}

export async function lockedReservation(tx: TenantTx, tenantId: string, id: string, version?: number): Promise<ReservationRow> {
  const [row] = await tx
    .select()
    .from(hospitalityReservations)
    .where(and(eq(hospitalityReservations.tenantId, tenantId), eq(hospitalityReservations.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (version !== undefined && row.version !== version) throw new HttpError(409, 'HOSPITALITY_STALE');
  return row;
}

async function staysOf(tx: TenantTx, tenantId: string, reservationId: string): Promise<StayRow[]> {
  return tx
    .select()
    .from(hospitalityStays)
    .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.reservationId, reservationId)))
    .orderBy(asc(hospitalityStays.startsOn), asc(hospitalityStays.id));
}

async function unitsByIds(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<Map<string, UnitRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), inArray(hospitalityUnits.id, [...new Set(ids)])));
  return new Map(rows.map((u) => [u.id, u]));
}

/** The reservation message of the current state (create, change, cancellation, no-show). */
async function reportReservation(tx: TenantTx, tenantId: string, id: string, at: Date) {
  const [r] = await tx
    .select()
    .from(hospitalityReservations)
    .where(and(eq(hospitalityReservations.tenantId, tenantId), eq(hospitalityReservations.id, id)));
  if (!r) return;
  const stays = await staysOf(tx, tenantId, id);
  // A cancelled stay reports the units it had booked.
  const latest = new Map<string, StayRow>();
  for (const s of stays) latest.set(s.unitId, s);
  const units = await unitsByIds(tx, tenantId, [...latest.keys()]);
  const cancelled = !holdsNights(r.status);
  await queueNtakMessage(tx, tenantId, { propertyId: r.propertyId, kind: 'FOGLALAS', reservationId: id, cancelled, payload: reservationMessage(r, [...units.values()], at, cancelled) });
}

async function bump(tx: TenantTx, tenantId: string, id: string, set: Partial<typeof hospitalityReservations.$inferInsert>) {
  await tx
    .update(hospitalityReservations)
    .set({ ...set, version: sql`${hospitalityReservations.version} + 1`, updatedAt: new Date() })
    .where(and(eq(hospitalityReservations.tenantId, tenantId), eq(hospitalityReservations.id, id)));
}

// ---------------------------------------------------------------------------------------------
// Create and change

export async function createReservation(tx: TenantTx, actor: PersonActor, body: CreateBody, now = new Date()): Promise<{ id: string; number: string }> {
  const property = await propertyRow(tx, actor.tenantId, body.propertyId);
  const units = await lockUnits(tx, actor.tenantId, property.id, body.unitIds);
  checkCapacity(units, body.adults, body.childrenAges.length);
  await refuseBlocked(
    tx,
    actor.tenantId,
    units.map((u) => u.id),
    body.arrival,
    body.departure,
  );
  const priced = await nightPricesFor(tx, actor.tenantId, property.id, body, units);
  const id = crypto.randomUUID();
  // The number is taken last: the counter row is then locked only for the end of the transaction.
  await tx.insert(hospitalityReservations).values({
    id,
    tenantId: actor.tenantId,
    propertyId: property.id,
    number: `új-${id}`,
    status: body.status,
    arrival: body.arrival,
    departure: body.departure,
    adults: body.adults,
    childrenAges: body.childrenAges,
    bookerName: body.bookerName,
    bookerEmail: body.bookerEmail,
    bookerPhone: body.bookerPhone,
    bookerNationality: body.bookerNationality,
    payerContactId: body.payerContactId,
    ratePlanId: priced.ratePlanId,
    accommodationTotal: sum(priced.prices),
    salesChannel: body.salesChannel,
    marketSegment: body.marketSegment,
    cancellationTerms: body.cancellationTerms ?? property.cancellationTerms,
    note: body.note,
    createdBy: actor.userId,
    createdAt: now,
  });
  await insertStays(
    tx,
    actor.tenantId,
    id,
    units.map((u, i) => ({ unitId: u.id, startsOn: body.arrival, endsOn: body.departure, nightPrices: priced.prices[i]! })),
  );
  const number = await nextNumber(tx, actor.tenantId, Number(body.arrival.slice(0, 4)));
  await tx.update(hospitalityReservations).set({ number }).where(eq(hospitalityReservations.id, id));
  await event(tx, actor, id, 'created', { status: body.status, arrival: body.arrival, departure: body.departure, units: units.map((u) => u.name) });
  await reportReservation(tx, actor.tenantId, id, now);
  await auditHospitality(tx, actor, 'reservation_create', id, { number });
  return { id, number };
}

const TRACKED: Array<keyof UpdateBody & keyof ReservationRow> = [
  'arrival',
  'departure',
  'adults',
  'childrenAges',
  'bookerName',
  'bookerEmail',
  'bookerPhone',
  'bookerNationality',
  'payerContactId',
  'ratePlanId',
  'salesChannel',
  'marketSegment',
  'cancellationTerms',
  'note',
];

export async function updateReservation(tx: TenantTx, actor: PersonActor, id: string, body: UpdateBody, now = new Date()): Promise<{ id: string; number: string }> {
  const current = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (!isEditable(current.status)) throw new HttpError(409, 'HOSPITALITY_NOT_EDITABLE');
  const units = await lockUnits(tx, actor.tenantId, current.propertyId, body.unitIds);
  checkCapacity(units, body.adults, body.childrenAges.length);
  await refuseBlocked(
    tx,
    actor.tenantId,
    units.map((u) => u.id),
    body.arrival,
    body.departure,
  );
  const oldStays = await staysOf(tx, actor.tenantId, id);
  const sameStay = oldStays.length === units.length && oldStays.every((s) => units.some((u) => u.id === s.unitId) && s.startsOn === body.arrival && s.endsOn === body.departure);
  const keepPrices = sameStay && body.accommodationTotal === null && body.ratePlanId === current.ratePlanId;
  const priced = keepPrices
    ? { ratePlanId: current.ratePlanId, prices: units.map((u) => oldStays.find((s) => s.unitId === u.id)!.nightPrices) }
    : await nightPricesFor(tx, actor.tenantId, current.propertyId, body, units);
  await tx.delete(hospitalityStays).where(and(eq(hospitalityStays.tenantId, actor.tenantId), eq(hospitalityStays.reservationId, id)));
  await insertStays(
    tx,
    actor.tenantId,
    id,
    units.map((u, i) => ({ unitId: u.id, startsOn: body.arrival, endsOn: body.departure, nightPrices: priced.prices[i]! })),
  );
  const next = { ...body, ratePlanId: priced.ratePlanId, cancellationTerms: body.cancellationTerms ?? current.cancellationTerms };
  const changes: Record<string, unknown> = {};
  for (const key of TRACKED) if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) changes[key] = { from: current[key], to: next[key] };
  const total = sum(priced.prices);
  if (total !== current.accommodationTotal) changes.accommodationTotal = { from: current.accommodationTotal, to: total };
  const oldUnits = oldStays
    .map((s) => s.unitId)
    .sort()
    .join(',');
  if (
    oldUnits !==
    units
      .map((u) => u.id)
      .sort()
      .join(',')
  )
    changes.units = {
      from: [
        ...(
          await unitsByIds(
            tx,
            actor.tenantId,
            oldStays.map((s) => s.unitId),
          )
        ).values(),
      ].map((u) => u.name),
      to: units.map((u) => u.name),
    };
  await bump(tx, actor.tenantId, id, { ...Object.fromEntries(TRACKED.map((k) => [k, next[k]])), accommodationTotal: total });
  await event(tx, actor, id, 'changed', changes);
  await reportReservation(tx, actor.tenantId, id, now);
  await auditHospitality(tx, actor, 'reservation_update', id, { number: current.number });
  return { id, number: current.number };
}

/**
 * The calendar's drag or keyboard move of one stay: to another unit and/or other dates. Before
 * arrival anything may move (the other stays of the reservation keep theirs); a checked-in stay
 * may only change its departure (extend or shorten, at the earliest to tomorrow).
 */
export async function moveStay(tx: TenantTx, actor: PersonActor, reservationId: string, body: MoveBody, now = new Date()): Promise<{ id: string; number: string }> {
  const r = await lockedReservation(tx, actor.tenantId, reservationId, body.version);
  const stays = await staysOf(tx, actor.tenantId, reservationId);
  const stay = stays.find((s) => s.id === body.stayId);
  if (!stay) throw notFound();
  if (r.status === 'checked_in') {
    const last = stays.every((s) => s.endsOn <= stay.endsOn);
    if (body.unitId !== stay.unitId || body.arrival !== stay.startsOn || !last || body.departure <= todayInBudapest(now)) throw new HttpError(409, 'HOSPITALITY_NOT_EDITABLE');
  } else if (!isEditable(r.status)) throw new HttpError(409, 'HOSPITALITY_NOT_EDITABLE');
  const [unit] = await lockUnits(tx, actor.tenantId, r.propertyId, [body.unitId]);
  const others = stays.filter((s) => s.id !== stay.id);
  checkCapacity(
    [
      unit!,
      ...(
        await unitsByIds(
          tx,
          actor.tenantId,
          others.map((s) => s.unitId),
        )
      ).values(),
    ],
    r.adults,
    r.childrenAges.length,
  );
  await refuseBlocked(tx, actor.tenantId, [unit!.id], body.arrival, body.departure);
  const nights = nightsBetween(body.arrival, body.departure);
  const plan = r.ratePlanId ? await planOf(tx, actor.tenantId, r.propertyId, r.ratePlanId) : null;
  // Priced by the plan when there is one; an agreed price keeps its average per night.
  const average = Math.round(stay.nightPrices.reduce((a, b) => a + b, 0) / Math.max(1, stay.nightPrices.length));
  const nightPrices = plan ? priceStay(ruleOf(plan), body.arrival, body.departure).nights.map((n) => n.price) : Array.from({ length: nights }, () => average);
  await tx.delete(hospitalityStays).where(eq(hospitalityStays.id, stay.id));
  await insertStays(tx, actor.tenantId, reservationId, [{ unitId: unit!.id, startsOn: body.arrival, endsOn: body.departure, nightPrices, previousStayId: stay.previousStayId }]);
  const all = [...others.map((s) => ({ startsOn: s.startsOn, endsOn: s.endsOn, prices: s.nightPrices })), { startsOn: body.arrival, endsOn: body.departure, prices: nightPrices }];
  const arrival = all.map((s) => s.startsOn).sort()[0]!;
  const departure = all
    .map((s) => s.endsOn)
    .sort()
    .at(-1)!;
  const total = all.reduce((a, s) => a + s.prices.reduce((b, p) => b + p, 0), 0);
  await bump(tx, actor.tenantId, reservationId, { arrival, departure, accommodationTotal: total });
  const fromUnit = (await unitsByIds(tx, actor.tenantId, [stay.unitId])).get(stay.unitId);
  await event(tx, actor, reservationId, 'moved', {
    ...(stay.unitId !== unit!.id ? { unit: { from: fromUnit?.name, to: unit!.name } } : {}),
    ...(stay.startsOn !== body.arrival ? { arrival: { from: stay.startsOn, to: body.arrival } } : {}),
    ...(stay.endsOn !== body.departure ? { departure: { from: stay.endsOn, to: body.departure } } : {}),
    ...(total !== r.accommodationTotal ? { accommodationTotal: { from: r.accommodationTotal, to: total } } : {}),
  });
  await reportReservation(tx, actor.tenantId, reservationId, now);
  await auditHospitality(tx, actor, 'reservation_move', reservationId, { number: r.number });
  return { id: reservationId, number: r.number };
}

async function setHolds(tx: TenantTx, tenantId: string, reservationId: string, holds: boolean) {
  try {
    await tx
      .update(hospitalityStays)
      .set({ holds })
      .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.reservationId, reservationId)));
  } catch (e) {
    if (isExclusionViolation(e)) throw new HttpError(409, 'HOSPITALITY_OVERBOOKED');
    throw e;
  }
}

/** Tentative ⇄ confirmed, and no-show (the nights go back; NTAK gets the reservation flagged cancelled). */
export async function setStatus(tx: TenantTx, actor: PersonActor, id: string, body: z.output<typeof statusBodySchema>, now = new Date()) {
  const r = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (!canMove(r.status, body.status)) throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  if (body.status === 'no_show' && todayInBudapest(now) < r.arrival) throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  if (!holdsNights(body.status)) await setHolds(tx, actor.tenantId, id, false);
  await bump(tx, actor.tenantId, id, { status: body.status });
  await event(tx, actor, id, 'status', { status: { from: r.status, to: body.status } });
  await reportReservation(tx, actor.tenantId, id, now);
  await auditHospitality(tx, actor, 'reservation_status', id, { status: body.status });
  return { id, number: r.number };
}

export async function cancelReservation(tx: TenantTx, actor: PersonActor, id: string, body: z.output<typeof cancelBodySchema>, now = new Date()) {
  const r = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (!canMove(r.status, 'cancelled')) throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  const today = todayInBudapest(now);
  const fee = body.waiveFee ? 0 : cancellationFee(r.cancellationTerms, r.arrival, today, r.accommodationTotal);
  await setHolds(tx, actor.tenantId, id, false);
  if (fee > 0) {
    // A cancellation fee is a penalty (kötbér), not consideration for a service: outside VAT (decision 0343).
    await tx.insert(hospitalityCharges).values({
      tenantId: actor.tenantId,
      reservationId: id,
      kind: 'cancellation_fee',
      description: 'Lemondási díj (kötbér)',
      serviceDate: today,
      quantity: '1',
      unitPrice: fee,
      vatCode: 'ATK',
      ntakCategory: 'EGYEB',
      createdBy: actor.userId,
    });
  }
  await bump(tx, actor.tenantId, id, { status: 'cancelled', cancelledAt: now, cancellationReason: body.reason, cancellationFee: fee });
  await event(tx, actor, id, 'cancelled', { status: { from: r.status, to: 'cancelled' }, reason: body.reason, fee, waived: body.waiveFee });
  await reportReservation(tx, actor.tenantId, id, now);
  await auditHospitality(tx, actor, 'reservation_cancel', id, { number: r.number, fee });
  return { id, number: r.number, fee };
}

// ---------------------------------------------------------------------------------------------
// Arrival, departure, room change

async function requireReady(tx: TenantTx, tenantId: string, units: readonly UnitRow[], day: string, override: boolean) {
  const blocked = await blocksIn(
    tx,
    tenantId,
    units.map((u) => u.id),
    day,
    addDays(day, 1),
  );
  const notReady = units.filter((u) => !READY_STATES.includes(u.housekeeping) || blocked.some((b) => b.unitId === u.id));
  if (notReady.length > 0 && !override) throw new HttpError(409, 'HOSPITALITY_UNIT_DIRTY', undefined, Object.fromEntries(notReady.map((u) => [u.id, `${u.name}: ${u.housekeeping}`])));
  return notReady;
}

async function guestsOf(tx: TenantTx, tenantId: string, reservationId: string) {
  return tx
    .select()
    .from(hospitalityGuests)
    .where(and(eq(hospitalityGuests.tenantId, tenantId), eq(hospitalityGuests.reservationId, reservationId)))
    .orderBy(asc(hospitalityGuests.createdAt), asc(hospitalityGuests.id));
}

export async function checkIn(tx: TenantTx, actor: PersonActor, id: string, body: z.output<typeof checkInBodySchema>, serverSecret: string, now = new Date()) {
  const r = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (!canMove(r.status, 'checked_in')) throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  const today = todayInBudapest(now);
  if (today < r.arrival || today >= r.departure) throw new HttpError(409, 'HOSPITALITY_CHECK_IN_DATE');
  const stays = (await staysOf(tx, actor.tenantId, id)).filter((s) => s.startsOn <= today && s.endsOn > today);
  const stayUnits = await unitsByIds(
    tx,
    actor.tenantId,
    stays.map((s) => s.unitId),
  );
  if (body.guests.some((g) => !stayUnits.has(g.unitId))) throw new HttpError(400, 'HOSPITALITY_UNIT_NOT_FOUND');
  if (body.guests.length < r.adults + r.childrenAges.length) throw new HttpError(400, 'HOSPITALITY_GUESTS_REQUIRED');
  const notReady = await requireReady(tx, actor.tenantId, [...stayUnits.values()], today, body.override);
  const facts: Array<GuestFacts & { unitId: string }> = [];
  for (const g of body.guests) {
    const exemption = g.touristTaxExemption ?? (ageOn(g.birthDate, r.arrival) < 18 ? 'under_18' : null);
    const [guest] = await tx
      .insert(hospitalityGuests)
      .values({
        tenantId: actor.tenantId,
        reservationId: id,
        unitId: g.unitId,
        gender: g.gender,
        birthYear: Number(g.birthDate.slice(0, 4)),
        nationality: g.nationality,
        residenceCountry: g.residenceCountry,
        residencePostcode: g.residencePostcode,
        touristTaxExemption: exemption,
        checkedInAt: now,
      })
      .returning();
    const personal = { ...g, touristTaxExemption: undefined, unitId: undefined };
    await tx.insert(hospitalityGuestRegister).values({
      guestId: guest!.id,
      tenantId: actor.tenantId,
      displayName: `${g.familyName} ${g.givenName}`,
      data: sealSecret(serverSecret, GUEST_REGISTER_PURPOSE, JSON.stringify(personal)),
      collectedOn: today,
      purgeAfter: registerPurgeAfter(today),
    });
    facts.push({ ...guest!, unitId: g.unitId });
  }
  await bump(tx, actor.tenantId, id, { status: 'checked_in', checkedInAt: now });
  await event(tx, actor, id, 'checked_in', { guests: body.guests.length, ...(notReady.length ? { override: { units: notReady.map((u) => `${u.name} (${u.housekeeping})`), reason: body.overrideReason } } : {}) });
  for (const [unitId, unit] of stayUnits) {
    const here = facts.filter((f) => f.unitId === unitId);
    if (here.length > 0) await queueNtakMessage(tx, actor.tenantId, { propertyId: r.propertyId, kind: 'BEJELENTKEZES', reservationId: id, payload: checkInMessage(r.number, unit, here, now) });
  }
  await auditHospitality(tx, actor, 'check_in', id, { guests: body.guests.length, override: body.override });
  return { id, number: r.number };
}

export async function checkOut(tx: TenantTx, actor: PersonActor, id: string, body: { version: number }, now = new Date()) {
  const r = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (!canMove(r.status, 'checked_out')) throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  const today = todayInBudapest(now);
  const stays = await staysOf(tx, actor.tenantId, id);
  // An early departure gives the unslept nights back (their prices leave the folio).
  let total = 0;
  for (const s of stays) {
    if (s.endsOn > today && s.startsOn < today) {
      const kept = s.nightPrices.slice(0, nightsBetween(s.startsOn, today));
      await tx.update(hospitalityStays).set({ endsOn: today, nightPrices: kept }).where(eq(hospitalityStays.id, s.id));
      total += kept.reduce((a, b) => a + b, 0);
    } else if (s.startsOn >= today && today > r.arrival) {
      await tx.delete(hospitalityStays).where(eq(hospitalityStays.id, s.id));
    } else total += s.nightPrices.reduce((a, b) => a + b, 0);
  }
  const departure = r.departure > today && today > r.arrival ? today : r.departure;
  const current = await staysOf(tx, actor.tenantId, id);
  const lastStays = current.filter(
    (s) =>
      s.endsOn ===
      current
        .map((c) => c.endsOn)
        .sort()
        .at(-1),
  );
  const units = await unitsByIds(
    tx,
    actor.tenantId,
    lastStays.map((s) => s.unitId),
  );
  const guests = await guestsOf(tx, actor.tenantId, id);
  await tx
    .update(hospitalityGuests)
    .set({ checkedOutAt: now })
    .where(and(eq(hospitalityGuests.tenantId, actor.tenantId), eq(hospitalityGuests.reservationId, id)));
  for (const unit of units.values()) await logHousekeeping(tx, actor.tenantId, unit.id, 'dirty', 'check_out', actor.userId, `Kijelentkezés: ${r.number}`);
  await bump(tx, actor.tenantId, id, { status: 'checked_out', checkedOutAt: now, departure, accommodationTotal: total });
  await event(tx, actor, id, 'checked_out', departure !== r.departure ? { departure: { from: r.departure, to: departure }, accommodationTotal: { from: r.accommodationTotal, to: total } } : {});
  for (const [unitId, unit] of units) {
    const here = guests.filter((g) => g.unitId === unitId);
    if (here.length > 0) await queueNtakMessage(tx, actor.tenantId, { propertyId: r.propertyId, kind: 'KIJELENTKEZES', reservationId: id, payload: checkOutMessage(r.number, unit, here, now) });
  }
  if (departure !== r.departure) await reportReservation(tx, actor.tenantId, id, now);
  await auditHospitality(tx, actor, 'check_out', id, { number: r.number });
  return { id, number: r.number };
}

export async function roomChange(tx: TenantTx, actor: PersonActor, id: string, body: z.output<typeof roomChangeBodySchema>, now = new Date()) {
  const r = await lockedReservation(tx, actor.tenantId, id, body.version);
  if (r.status !== 'checked_in') throw new HttpError(409, 'HOSPITALITY_STATUS_MOVE');
  const today = todayInBudapest(now);
  const stays = await staysOf(tx, actor.tenantId, id);
  const from = stays.find((s) => s.unitId === body.fromUnitId && s.startsOn <= today && s.endsOn > today);
  if (!from || body.toUnitId === body.fromUnitId || stays.some((s) => s.unitId === body.toUnitId && s.endsOn > today)) throw new HttpError(400, 'HOSPITALITY_ROOM_CHANGE_UNIT');
  const [to] = await lockUnits(tx, actor.tenantId, r.propertyId, [body.toUnitId]);
  await refuseBlocked(tx, actor.tenantId, [to!.id], today, from.endsOn);
  const notReady = await requireReady(tx, actor.tenantId, [to!], today, body.override);
  const slept = nightsBetween(from.startsOn, today);
  if (slept === 0) {
    await tx.delete(hospitalityStays).where(eq(hospitalityStays.id, from.id));
    await insertStays(tx, actor.tenantId, id, [{ unitId: to!.id, startsOn: from.startsOn, endsOn: from.endsOn, nightPrices: from.nightPrices, previousStayId: from.previousStayId }]);
  } else {
    await tx
      .update(hospitalityStays)
      .set({ endsOn: today, nightPrices: from.nightPrices.slice(0, slept) })
      .where(eq(hospitalityStays.id, from.id));
    await insertStays(tx, actor.tenantId, id, [{ unitId: to!.id, startsOn: today, endsOn: from.endsOn, nightPrices: from.nightPrices.slice(slept), previousStayId: from.id }]);
  }
  const moved = (await guestsOf(tx, actor.tenantId, id)).filter((g) => g.unitId === from.unitId);
  await tx
    .update(hospitalityGuests)
    .set({ unitId: to!.id })
    .where(and(eq(hospitalityGuests.tenantId, actor.tenantId), eq(hospitalityGuests.reservationId, id), eq(hospitalityGuests.unitId, from.unitId)));
  const fromUnit = (await unitsByIds(tx, actor.tenantId, [from.unitId])).get(from.unitId)!;
  await logHousekeeping(tx, actor.tenantId, fromUnit.id, 'dirty', 'room_change', actor.userId, `Szobacsere: ${r.number}`);
  await bump(tx, actor.tenantId, id, {});
  await event(tx, actor, id, 'room_change', { unit: { from: fromUnit.name, to: to!.name }, ...(notReady.length ? { override: { reason: body.overrideReason } } : {}) });
  if (moved.length > 0) await queueNtakMessage(tx, actor.tenantId, { propertyId: r.propertyId, kind: 'SZOBAVALTOZAS', reservationId: id, payload: roomChangeMessage(r.number, fromUnit, to!, moved, now) });
  await auditHospitality(tx, actor, 'room_change', id, { from: body.fromUnitId, to: body.toUnitId, override: body.override });
  return { id, number: r.number };
}

export type { ReservationStatus };
