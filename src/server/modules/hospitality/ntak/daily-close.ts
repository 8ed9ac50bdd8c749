// The NTAK daily close of one day (decision 0345), built from stored facts only — stays with their
// night prices, guests, out-of-order periods, folio extras and payments — never from "now", so a day
// asked for again (NTAK's scheduler may ask for days far back) gives the same answer.
import { and, eq, gt, inArray, lte, or, isNull } from 'drizzle-orm';
import { addDays } from '@shared/dates/iso-date';
import { touristTaxOfStay, type TouristTaxRule } from '@shared/hospitality/tourist-tax';
import { stayNights } from '@shared/hospitality/stay';
import { hospitalityCharges, hospitalityGuests, hospitalityPayments, hospitalityProperties, hospitalityReservations, hospitalityStays, hospitalityUnitBlocks, hospitalityUnits } from '../../../db/schema';
import type { TenantTx } from '../../../db/tenant-scope';
import { ntakGuest, ntakUnit } from './ntak-messages';
import type { DailyCloseMessage } from './ntak-schema';

const VAT_PERCENT: Record<string, number> = { '27': 27, '18': 18, '5': 5 };
const noon = (day: string) => `${day} 11:00:00`;

export async function buildDailyClose(tx: TenantTx, tenantId: string, propertyId: string, day: string): Promise<DailyCloseMessage> {
  const [property] = await tx
    .select()
    .from(hospitalityProperties)
    .where(and(eq(hospitalityProperties.tenantId, tenantId), eq(hospitalityProperties.id, propertyId)));
  if (!property) throw new Error('property not found');
  const units = await tx
    .select()
    .from(hospitalityUnits)
    .where(
      and(
        eq(hospitalityUnits.tenantId, tenantId),
        eq(hospitalityUnits.propertyId, propertyId),
        lte(hospitalityUnits.createdAt, new Date(`${addDays(day, 1)}T00:00:00Z`)),
        or(isNull(hospitalityUnits.archivedAt), gt(hospitalityUnits.archivedAt, new Date(`${day}T00:00:00Z`))),
      ),
    );
  if (property.operatingSince && day < property.operatingSince) return { accommodationNotOperating: true, closedDay: day, residentialUnits: { all: units.length } };
  const unitIds = units.map((u) => u.id);
  const byId = new Map(units.map((u) => [u.id, u]));
  const blocks = unitIds.length
    ? await tx
        .select()
        .from(hospitalityUnitBlocks)
        .where(and(eq(hospitalityUnitBlocks.tenantId, tenantId), inArray(hospitalityUnitBlocks.unitId, unitIds), lte(hospitalityUnitBlocks.startsOn, day), gt(hospitalityUnitBlocks.endsOn, day)))
    : [];
  // Nights slept: stays of reservations whose guests arrived (checked in or out) covering the night,
  // and the departures of the day (their day's sales).
  const stays = unitIds.length
    ? await tx
        .select({
          stay: hospitalityStays,
          number: hospitalityReservations.number,
          salesChannel: hospitalityReservations.salesChannel,
          marketSegment: hospitalityReservations.marketSegment,
          arrival: hospitalityReservations.arrival,
        })
        .from(hospitalityStays)
        .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityStays.reservationId))
        .where(
          and(
            eq(hospitalityStays.tenantId, tenantId),
            inArray(hospitalityStays.unitId, unitIds),
            inArray(hospitalityReservations.status, ['checked_in', 'checked_out']),
            lte(hospitalityStays.startsOn, day),
            gt(hospitalityStays.endsOn, addDays(day, -1)),
          ),
        )
    : [];
  const reservationIds = [...new Set(stays.map((s) => s.stay.reservationId))];
  // One statement after another: a caller's transaction may be a plain one (the demo seed's),
  // whose client runs one statement at a time (decision 0509).
  const none = reservationIds.length === 0;
  const guests = none
    ? []
    : await tx
        .select()
        .from(hospitalityGuests)
        .where(and(eq(hospitalityGuests.tenantId, tenantId), inArray(hospitalityGuests.reservationId, reservationIds)));
  const charges = none
    ? []
    : await tx
        .select()
        .from(hospitalityCharges)
        .where(and(eq(hospitalityCharges.tenantId, tenantId), inArray(hospitalityCharges.reservationId, reservationIds), eq(hospitalityCharges.serviceDate, day), eq(hospitalityCharges.kind, 'extra')));
  const payments = none
    ? []
    : await tx
        .select()
        .from(hospitalityPayments)
        .where(and(eq(hospitalityPayments.tenantId, tenantId), inArray(hospitalityPayments.reservationId, reservationIds), eq(hospitalityPayments.paidOn, day)));
  const rule = property.touristTax as TouristTaxRule;
  const nights: DailyCloseMessage extends infer M ? (M extends { residentialUnitNights: infer N } ? N : never) : never = [];
  const checkOutDaySales: Extract<DailyCloseMessage, { accommodationNotOperating: false }>['checkOutDaySales'] = [];
  const expenses = payments.map((p) => ({ date: noon(day), amount: p.amount, paymentOption: p.method as never }));
  for (const s of stays) {
    const unit = byId.get(s.stay.unitId)!;
    // The guests in this unit that night: those now in it, or (after a room change) those whose later stay continues this one.
    const continued = stays.some((o) => o.stay.previousStayId === s.stay.id);
    const inUnit = guests.filter((g) => g.reservationId === s.stay.reservationId && (g.unitId === s.stay.unitId || continued));
    const extras = charges.filter((c) => c.reservationId === s.stay.reservationId && (c.unitId === null || c.unitId === s.stay.unitId));
    const extraLoads = extras.map((c) => ({ date: noon(day), amount: Math.round(Number(c.quantity) * c.unitPrice), category: c.ntakCategory as never, isTouristTax: false, taxPercentage: VAT_PERCENT[c.vatCode] ?? 0 }));
    const sales = { residentialUnit: ntakUnit(unit), salesChannel: s.salesChannel as never, marketSegment: s.marketSegment as never, reservationNumber: s.number };
    if (s.stay.endsOn === day) {
      if (extraLoads.length > 0) checkOutDaySales.push({ ...sales, loads: extraLoads, expenses: [] });
      continue;
    }
    const index = stayNights(s.stay.startsOn, s.stay.endsOn).indexOf(day);
    const price = s.stay.nightPrices[index] ?? 0;
    const [tax] = touristTaxOfStay(
      rule,
      inUnit.map((g) => ({ exemption: g.touristTaxExemption as never })),
      s.arrival,
      [{ night: day, price }],
    );
    const loads = [
      { date: noon(day), amount: price, category: 'SZALLASDIJ' as const, isTouristTax: false, taxPercentage: 5 },
      ...(tax && tax.amount > 0 ? [{ date: noon(day), amount: tax.amount, category: 'IFA' as const, isTouristTax: true, taxPercentage: 0 }] : []),
      ...extraLoads,
    ];
    if (inUnit.length === 0) continue;
    nights.push({ ...sales, guests: inUnit.map(ntakGuest), dayUse: false, loads, expenses: [] });
  }
  const ooo = new Set(blocks.filter((b) => b.kind === 'out_of_order').map((b) => b.unitId));
  const oos = new Set(blocks.filter((b) => b.kind === 'out_of_service').map((b) => b.unitId));
  const occupied = new Set(nights.map((n) => `${n.residentialUnit.building}|${n.residentialUnit.number}`)).size;
  return {
    accommodationNotOperating: false,
    closedDay: day,
    residentialUnits: { all: units.length, ooo: ooo.size, oos: oos.size, occupied, available: units.length - ooo.size },
    residentialUnitNights: nights,
    checkOutDaySales,
    otherLoads: [],
    otherExpenses: expenses,
    outOfOrderResidentialUnits: units.filter((u) => ooo.has(u.id)).map(ntakUnit),
  };
}
