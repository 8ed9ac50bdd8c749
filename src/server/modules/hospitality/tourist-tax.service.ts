// The tourist tax (IFA) of a month (issue 37 point 7): what the municipality's monthly return
// (due by the 15th of the next month) needs — guest-nights, exempt guest-nights by reason,
// liable guest-nights and the tax — computed from the nights guests actually stayed (checked in),
// and what was collected (IFA lines of issued stay invoices not cancelled).
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { addDays } from '@shared/dates/iso-date';
import { TOURIST_TAX_EXEMPTION_INFO, type TouristTaxExemption } from '@shared/hospitality/codes';
import { touristTaxOfStay, touristTaxReturnDue, type TouristTaxRule } from '@shared/hospitality/tourist-tax';
import { stayNights } from '@shared/hospitality/stay';
import { toCsv } from '@shared/csv/csv';
import { hospitalityCharges, hospitalityGuests, hospitalityReservations, hospitalityStays, invoices } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import type { InvoicingPort } from './folio.service';
import { firstProperty, propertyRow } from './properties.service';

export type TouristTaxMonth = {
  propertyId: string;
  propertyName: string;
  month: string;
  dueOn: string;
  rule: TouristTaxRule;
  guestNights: number;
  liableGuestNights: number;
  exemptGuestNights: number;
  exemptByReason: Array<{ reason: TouristTaxExemption; label: string; guestNights: number }>;
  taxDue: number;
  collected: number;
  days: Array<{ date: string; guestNights: number; liable: number; exempt: number; tax: number }>;
};

function monthRange(month: string) {
  const from = `${month}-01`;
  const [y, m] = month.split('-').map(Number) as [number, number];
  const to = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return { from, to };
}

/** The month of a property (by default the firm's first one; a firm without properties gets an empty month). */
export async function touristTaxMonth(tx: TenantTx, port: InvoicingPort, tenantId: string, requestedPropertyId: string | undefined, month: string): Promise<TouristTaxMonth> {
  const property = requestedPropertyId ? await propertyRow(tx, tenantId, requestedPropertyId) : await firstProperty(tx, tenantId);
  if (!property)
    return {
      propertyId: '',
      propertyName: '',
      month,
      dueOn: touristTaxReturnDue(month),
      rule: { mode: 'none' },
      guestNights: 0,
      liableGuestNights: 0,
      exemptGuestNights: 0,
      exemptByReason: [],
      taxDue: 0,
      collected: 0,
      days: [],
    };
  const propertyId = property.id;
  const { from, to } = monthRange(month);
  const stays = await tx
    .select({
      reservationId: hospitalityStays.reservationId,
      unitId: hospitalityStays.unitId,
      startsOn: hospitalityStays.startsOn,
      endsOn: hospitalityStays.endsOn,
      nightPrices: hospitalityStays.nightPrices,
      arrival: hospitalityReservations.arrival,
    })
    .from(hospitalityStays)
    .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityStays.reservationId))
    .where(
      and(
        eq(hospitalityStays.tenantId, tenantId),
        eq(hospitalityReservations.propertyId, propertyId),
        inArray(hospitalityReservations.status, ['checked_in', 'checked_out']),
        lt(hospitalityStays.startsOn, to),
        gte(hospitalityStays.endsOn, addDays(from, 1)),
      ),
    );
  const guests = stays.length
    ? await tx
        .select()
        .from(hospitalityGuests)
        .where(and(eq(hospitalityGuests.tenantId, tenantId), inArray(hospitalityGuests.reservationId, [...new Set(stays.map((s) => s.reservationId))])))
    : [];
  const rule = property.touristTax;
  const byDay = new Map<string, { guestNights: number; liable: number; exempt: number; tax: number }>();
  const byReason = new Map<TouristTaxExemption, number>();
  for (const stay of stays) {
    const own = guests.filter((g) => g.reservationId === stay.reservationId);
    // Guests of a multi-unit stay count in the unit they were checked into (or the first stay's).
    const here = own.filter((g) => g.unitId === stay.unitId);
    const list = here.length > 0 || stays.filter((s) => s.reservationId === stay.reservationId).length > 1 ? here : own;
    const nights = stayNights(stay.startsOn, stay.endsOn)
      .map((night, i) => ({ night, price: stay.nightPrices[i] ?? 0 }))
      .filter((n) => n.night >= from && n.night < to);
    const taxGuests = list.map((g) => ({ exemption: g.touristTaxExemption as TouristTaxExemption | null }));
    for (const t of touristTaxOfStay(rule, taxGuests, stay.arrival, nights)) {
      const d = byDay.get(t.night) ?? { guestNights: 0, liable: 0, exempt: 0, tax: 0 };
      d.guestNights += t.liableGuests + t.exemptGuests;
      d.liable += t.liableGuests;
      d.exempt += t.exemptGuests;
      d.tax += t.amount;
      byDay.set(t.night, d);
    }
    for (const g of list) if (g.touristTaxExemption) byReason.set(g.touristTaxExemption as TouristTaxExemption, (byReason.get(g.touristTaxExemption as TouristTaxExemption) ?? 0) + nights.length);
  }
  const invoiced = await tx
    .select({ amount: hospitalityCharges.unitPrice, quantity: hospitalityCharges.quantity, invoiceId: invoices.id })
    .from(hospitalityCharges)
    .innerJoin(invoices, eq(invoices.id, hospitalityCharges.invoiceId))
    .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityCharges.reservationId))
    .where(
      and(
        eq(hospitalityCharges.tenantId, tenantId),
        eq(hospitalityCharges.kind, 'tourist_tax'),
        eq(hospitalityReservations.propertyId, propertyId),
        gte(hospitalityCharges.serviceDate, from),
        lt(hospitalityCharges.serviceDate, to),
        eq(invoices.status, 'issued'),
      ),
    );
  const cancelled = await port.cancelledInvoices(
    tx,
    tenantId,
    invoiced.map((r) => r.invoiceId),
  );
  const collected = invoiced.filter((r) => !cancelled.has(r.invoiceId)).reduce((a, r) => a + Math.round(Number(r.quantity) * r.amount), 0);
  const days = [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, d]) => ({ date, ...d }));
  const sum = (f: (d: (typeof days)[number]) => number) => days.reduce((a, d) => a + f(d), 0);
  return {
    propertyId,
    propertyName: property.name,
    month,
    dueOn: touristTaxReturnDue(month),
    rule,
    guestNights: sum((d) => d.guestNights),
    liableGuestNights: sum((d) => d.liable),
    exemptGuestNights: sum((d) => d.exempt),
    exemptByReason: [...byReason.entries()].map(([reason, guestNights]) => ({ reason, label: TOURIST_TAX_EXEMPTION_INFO[reason].label, guestNights })),
    taxDue: sum((d) => d.tax),
    collected,
    days,
  };
}

/** The month as CSV (decision 0123's format): one row per day, then the totals. */
export function touristTaxCsv(m: TouristTaxMonth): string {
  const rows = m.days.map((d) => [d.date, String(d.guestNights), String(d.liable), String(d.exempt), String(d.tax)]);
  rows.push(['Összesen', String(m.guestNights), String(m.liableGuestNights), String(m.exemptGuestNights), String(m.taxDue)]);
  for (const r of m.exemptByReason) rows.push([`Mentes: ${r.label}`, String(r.guestNights), '', String(r.guestNights), '']);
  return toCsv(['Nap', 'Vendégéjszaka', 'Adóköteles vendégéjszaka', 'Mentes vendégéjszaka', 'Fizetendő adó (Ft)'], rows);
}
