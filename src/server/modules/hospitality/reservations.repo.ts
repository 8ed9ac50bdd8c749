// Reading reservations: the list, one reservation with its stays, guests, history and NTAK
// messages, and the calendar grid of a property (units × days, with occupancy per day).
import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { addDays } from '@shared/dates/iso-date';
import type { listReservationsQuerySchema } from '@shared/hospitality/hospitality.schemas';
import { HOLDING_STATUSES } from '@shared/hospitality/reservation-status';
import { nightsBetween } from '@shared/hospitality/stay';
import {
  hospitalityGuestRegister,
  hospitalityGuests,
  hospitalityNtakMessages,
  hospitalityProperties,
  hospitalityReservationEvents,
  hospitalityReservations,
  hospitalityStays,
  hospitalityUnitBlocks,
  hospitalityUnits,
  users,
} from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';

type ListQuery = z.output<typeof listReservationsQuerySchema>;

const summaryColumns = {
  id: hospitalityReservations.id,
  number: hospitalityReservations.number,
  status: hospitalityReservations.status,
  propertyId: hospitalityReservations.propertyId,
  propertyName: hospitalityProperties.name,
  arrival: hospitalityReservations.arrival,
  departure: hospitalityReservations.departure,
  adults: hospitalityReservations.adults,
  childrenAges: hospitalityReservations.childrenAges,
  bookerName: hospitalityReservations.bookerName,
  accommodationTotal: hospitalityReservations.accommodationTotal,
  salesChannel: hospitalityReservations.salesChannel,
  version: hospitalityReservations.version,
};

export async function listReservations(tx: TenantTx, tenantId: string, q: ListQuery) {
  const where: SQL[] = [eq(hospitalityReservations.tenantId, tenantId)];
  if (q.propertyId) where.push(eq(hospitalityReservations.propertyId, q.propertyId));
  if (q.status === 'active') where.push(inArray(hospitalityReservations.status, ['tentative', 'confirmed', 'checked_in']));
  else if (q.status !== 'all') where.push(eq(hospitalityReservations.status, q.status));
  if (q.from) where.push(gt(hospitalityReservations.departure, q.from));
  if (q.to) where.push(lt(hospitalityReservations.arrival, q.to));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(hospitalityReservations.number, like), ilike(hospitalityReservations.bookerName, like))!);
  }
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    tx
      .select(summaryColumns)
      .from(hospitalityReservations)
      .innerJoin(hospitalityProperties, eq(hospitalityProperties.id, hospitalityReservations.propertyId))
      .where(condition)
      .orderBy(asc(hospitalityReservations.arrival), asc(hospitalityReservations.number))
      .limit(q.limit)
      .offset(q.offset),
    tx.select({ n: count() }).from(hospitalityReservations).where(condition),
  ]);
  const units = await unitNamesOf(
    tx,
    tenantId,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => ({ ...r, nights: nightsBetween(r.arrival, r.departure), units: units.get(r.id) ?? [] })), total: counted?.n ?? 0 };
}

async function unitNamesOf(tx: TenantTx, tenantId: string, reservationIds: readonly string[]) {
  const map = new Map<string, string[]>();
  if (reservationIds.length === 0) return map;
  const rows = await tx
    .select({ reservationId: hospitalityStays.reservationId, name: hospitalityUnits.name, startsOn: hospitalityStays.startsOn })
    .from(hospitalityStays)
    .innerJoin(hospitalityUnits, eq(hospitalityUnits.id, hospitalityStays.unitId))
    .where(and(eq(hospitalityStays.tenantId, tenantId), inArray(hospitalityStays.reservationId, [...reservationIds])))
    .orderBy(asc(hospitalityStays.startsOn));
  for (const r of rows) {
    const names = map.get(r.reservationId) ?? [];
    if (!names.includes(r.name)) names.push(r.name);
    map.set(r.reservationId, names);
  }
  return map;
}

export async function reservationDetail(tx: TenantTx, tenantId: string, id: string, options: { withRegister: boolean }) {
  const [r] = await tx
    .select({ reservation: hospitalityReservations, propertyName: hospitalityProperties.name })
    .from(hospitalityReservations)
    .innerJoin(hospitalityProperties, eq(hospitalityProperties.id, hospitalityReservations.propertyId))
    .where(and(eq(hospitalityReservations.tenantId, tenantId), eq(hospitalityReservations.id, id)));
  if (!r) throw notFound();
  const res = r.reservation;
  const [stays, guests, events, messages] = await Promise.all([
    tx
      .select({
        id: hospitalityStays.id,
        unitId: hospitalityStays.unitId,
        unitName: hospitalityUnits.name,
        housekeeping: hospitalityUnits.housekeeping,
        startsOn: hospitalityStays.startsOn,
        endsOn: hospitalityStays.endsOn,
        nightPrices: hospitalityStays.nightPrices,
        holds: hospitalityStays.holds,
      })
      .from(hospitalityStays)
      .innerJoin(hospitalityUnits, eq(hospitalityUnits.id, hospitalityStays.unitId))
      .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.reservationId, id)))
      .orderBy(asc(hospitalityStays.startsOn), asc(hospitalityUnits.name)),
    tx
      .select({ guest: hospitalityGuests, displayName: hospitalityGuestRegister.displayName, purgedAt: hospitalityGuestRegister.purgedAt })
      .from(hospitalityGuests)
      .leftJoin(hospitalityGuestRegister, eq(hospitalityGuestRegister.guestId, hospitalityGuests.id))
      .where(and(eq(hospitalityGuests.tenantId, tenantId), eq(hospitalityGuests.reservationId, id)))
      .orderBy(asc(hospitalityGuests.createdAt)),
    tx
      .select({ id: hospitalityReservationEvents.id, kind: hospitalityReservationEvents.kind, changes: hospitalityReservationEvents.changes, at: hospitalityReservationEvents.at, userName: users.name })
      .from(hospitalityReservationEvents)
      .leftJoin(users, eq(users.id, hospitalityReservationEvents.userId))
      .where(and(eq(hospitalityReservationEvents.tenantId, tenantId), eq(hospitalityReservationEvents.reservationId, id)))
      .orderBy(desc(hospitalityReservationEvents.at), desc(hospitalityReservationEvents.id)),
    tx
      .select({
        id: hospitalityNtakMessages.id,
        kind: hospitalityNtakMessages.kind,
        state: hospitalityNtakMessages.state,
        cancelled: hospitalityNtakMessages.cancelled,
        attempts: hospitalityNtakMessages.attempts,
        ntakErrors: hospitalityNtakMessages.ntakErrors,
        lastError: hospitalityNtakMessages.lastError,
        createdAt: hospitalityNtakMessages.createdAt,
        sentAt: hospitalityNtakMessages.sentAt,
      })
      .from(hospitalityNtakMessages)
      .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), eq(hospitalityNtakMessages.reservationId, id)))
      .orderBy(asc(hospitalityNtakMessages.createdAt)),
  ]);
  return {
    id: res.id,
    number: res.number,
    status: res.status,
    version: res.version,
    propertyId: res.propertyId,
    propertyName: r.propertyName,
    arrival: res.arrival,
    departure: res.departure,
    nights: nightsBetween(res.arrival, res.departure),
    adults: res.adults,
    childrenAges: res.childrenAges,
    bookerName: res.bookerName,
    bookerEmail: res.bookerEmail,
    bookerPhone: res.bookerPhone,
    bookerNationality: res.bookerNationality,
    payerContactId: res.payerContactId,
    ratePlanId: res.ratePlanId,
    accommodationTotal: res.accommodationTotal,
    salesChannel: res.salesChannel,
    marketSegment: res.marketSegment,
    cancellationTerms: res.cancellationTerms,
    cancellationFee: res.cancellationFee,
    cancellationReason: res.cancellationReason,
    note: res.note,
    createdAt: res.createdAt.toISOString(),
    stays: stays.map((s) => ({ ...s })),
    guests: guests.map((g) => ({
      id: g.guest.id,
      unitId: g.guest.unitId,
      gender: g.guest.gender,
      birthYear: g.guest.birthYear,
      nationality: g.guest.nationality,
      residenceCountry: g.guest.residenceCountry,
      residencePostcode: g.guest.residencePostcode,
      touristTaxExemption: g.guest.touristTaxExemption,
      name: options.withRegister ? (g.displayName ?? null) : null,
      registerPurged: Boolean(g.purgedAt),
      checkedInAt: g.guest.checkedInAt?.toISOString() ?? null,
      checkedOutAt: g.guest.checkedOutAt?.toISOString() ?? null,
    })),
    history: events.map((e) => ({ id: e.id, kind: e.kind, changes: e.changes, at: e.at.toISOString(), userName: e.userName })),
    ntakMessages: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString(), sentAt: m.sentAt?.toISOString() ?? null })),
  };
}

/**
 * The calendar of a property for [from, to): its units in order, each stay touching the range
 * with its reservation, the out-of-order periods, and per day the occupied units and occupancy
 * (holding stays over units in inventory: out-of-order units leave it, decision 0342).
 */
export async function calendar(tx: TenantTx, tenantId: string, propertyId: string, from: string, to: string) {
  const units = await tx
    .select({
      id: hospitalityUnits.id,
      name: hospitalityUnits.name,
      building: hospitalityUnits.building,
      capacity: hospitalityUnits.capacity,
      ntakType: hospitalityUnits.ntakType,
      housekeeping: hospitalityUnits.housekeeping,
    })
    .from(hospitalityUnits)
    .where(and(eq(hospitalityUnits.tenantId, tenantId), eq(hospitalityUnits.propertyId, propertyId), isNull(hospitalityUnits.archivedAt)))
    .orderBy(asc(hospitalityUnits.position), asc(hospitalityUnits.name));
  const unitIds = units.map((u) => u.id);
  const [stays, blocks] = unitIds.length
    ? await Promise.all([
        tx
          .select({
            id: hospitalityStays.id,
            unitId: hospitalityStays.unitId,
            startsOn: hospitalityStays.startsOn,
            endsOn: hospitalityStays.endsOn,
            reservationId: hospitalityReservations.id,
            number: hospitalityReservations.number,
            status: hospitalityReservations.status,
            bookerName: hospitalityReservations.bookerName,
            guests: hospitalityReservations.adults,
            childrenAges: hospitalityReservations.childrenAges,
            version: hospitalityReservations.version,
          })
          .from(hospitalityStays)
          .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityStays.reservationId))
          .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.holds, true), inArray(hospitalityStays.unitId, unitIds), lt(hospitalityStays.startsOn, to), gt(hospitalityStays.endsOn, from))),
        tx
          .select({
            id: hospitalityUnitBlocks.id,
            unitId: hospitalityUnitBlocks.unitId,
            kind: hospitalityUnitBlocks.kind,
            startsOn: hospitalityUnitBlocks.startsOn,
            endsOn: hospitalityUnitBlocks.endsOn,
            reason: hospitalityUnitBlocks.reason,
          })
          .from(hospitalityUnitBlocks)
          .where(and(eq(hospitalityUnitBlocks.tenantId, tenantId), inArray(hospitalityUnitBlocks.unitId, unitIds), lt(hospitalityUnitBlocks.startsOn, to), gt(hospitalityUnitBlocks.endsOn, from))),
      ])
    : [[], []];
  const days: Array<{ date: string; occupied: number; available: number; occupancy: number }> = [];
  for (let d = from; d < to; d = addDays(d, 1)) {
    const outOfOrder = new Set(blocks.filter((b) => b.kind === 'out_of_order' && b.startsOn <= d && b.endsOn > d).map((b) => b.unitId)).size;
    const occupied = new Set(stays.filter((s) => HOLDING_STATUSES.includes(s.status) && s.startsOn <= d && s.endsOn > d).map((s) => s.unitId)).size;
    const available = units.length - outOfOrder;
    days.push({ date: d, occupied, available, occupancy: available > 0 ? Math.round((occupied / available) * 1000) / 10 : 0 });
  }
  return {
    from,
    to,
    units,
    stays: stays.map((s) => ({ ...s, guests: s.guests + s.childrenAges.length, childrenAges: undefined })),
    blocks,
    days,
  };
}
