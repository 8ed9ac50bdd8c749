// The folio of a stay and its invoice (issue 37 point 6, decision 0343). The folio is what the
// guest owes: every night of every stay at its price (5 % VAT, kereskedelmi szálláshely-szolgáltatás
// since 2020-01-01), the tourist tax of each guest-night (outside the VAT base: NAV vatOutOfScope
// ATK), extras at their own VAT, a cancellation fee (ATK), minus deposits and payments. Nights and
// tax are derived from the stays and guests until they are invoiced; invoicing writes them as rows
// on the invoice, so a later change of the stay cannot change what was billed. A storno of the
// invoice (the invoice module's rules) makes its rows billable again.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { splitHungarianName } from '@shared/profile/person-name';
import type { chargeBodySchema, folioInvoiceBodySchema, folioPaymentBodySchema } from '@shared/hospitality/hospitality.schemas';
import { touristTaxOfStay, type TouristTaxRule } from '@shared/hospitality/tourist-tax';
import { stayNights } from '@shared/hospitality/stay';
import type { Folio, FolioLine } from '@shared/hospitality/folio';
import { invoiceDraftBodySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { InvoiceLineInput } from '@shared/invoice-generator/invoice-generator.schemas';
import { vatPercentage, type VatCode } from '@shared/invoice-generator/vat';
import {
  contacts,
  hospitalityCharges,
  hospitalityFolioInvoices,
  hospitalityGuests,
  hospitalityPayments,
  hospitalityProperties,
  hospitalityReservations,
  hospitalityStays,
  hospitalityUnits,
  invoicePayments,
  invoices,
} from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import type { PersonActor } from '../../actor/actor';
import { auditHospitality } from './hospitality-audit';

/**
 * What the folio needs of the invoicing module (wired in hospitality/module.ts from the invoicing
 * module's face): a draft from lines, issuing it with NAV's checks, and which invoices a storno cancelled.
 */
export interface InvoicingPort {
  createDraft(tx: TenantTx, actor: PersonActor, body: ReturnType<typeof invoiceDraftBodySchema.parse>): Promise<string>;
  issueInvoice(tx: TenantTx, actor: PersonActor, id: string): Promise<{ id: string; number: string }>;
  cancelledInvoices(tx: TenantTx, tenantId: string, ids: readonly string[]): Promise<Set<string>>;
}

type ChargeBody = z.output<typeof chargeBodySchema>;

export const TOURIST_TAX_REASON = 'Idegenforgalmi adó (Htv. 30. §): az önkormányzat javára beszedett adó, nem az áfa alapjába tartozó ellenérték';

/** A unit as a folio or invoice line names it: a bare number is a room ("2" → "2. szoba"), any other name stays as it is. */
export function unitLabel(name: string): string {
  return /^\d+$/.test(name) ? `${name}. szoba` : name;
}

async function reservationOf(tx: TenantTx, tenantId: string, id: string) {
  const [r] = await tx
    .select()
    .from(hospitalityReservations)
    .where(and(eq(hospitalityReservations.tenantId, tenantId), eq(hospitalityReservations.id, id)));
  if (!r) throw notFound();
  return r;
}

/** Every line of the folio: stored rows, and the nights and tourist tax not stored yet. */
export async function folioLines(tx: TenantTx, port: InvoicingPort, tenantId: string, reservationId: string): Promise<FolioLine[]> {
  const r = await reservationOf(tx, tenantId, reservationId);
  const [property] = await tx.select({ touristTax: hospitalityProperties.touristTax }).from(hospitalityProperties).where(eq(hospitalityProperties.id, r.propertyId));
  const stored = await tx
    .select()
    .from(hospitalityCharges)
    .where(and(eq(hospitalityCharges.tenantId, tenantId), eq(hospitalityCharges.reservationId, reservationId)))
    .orderBy(asc(hospitalityCharges.serviceDate), asc(hospitalityCharges.createdAt));
  const cancelled = await port.cancelledInvoices(
    tx,
    tenantId,
    stored.flatMap((c) => (c.invoiceId ? [c.invoiceId] : [])),
  );
  const lines: FolioLine[] = stored.map((c) => ({
    id: c.id,
    kind: c.kind,
    description: c.description,
    serviceDate: c.serviceDate,
    unitId: c.unitId,
    quantity: Number(c.quantity),
    unitPrice: c.unitPrice,
    gross: Math.round(Number(c.quantity) * c.unitPrice),
    vatCode: c.vatCode,
    ntakCategory: c.ntakCategory,
    invoiceId: c.invoiceId && !cancelled.has(c.invoiceId) ? c.invoiceId : null,
  }));
  const have = new Set(stored.filter((c) => c.kind === 'accommodation' || c.kind === 'tourist_tax').map((c) => `${c.kind}|${c.unitId}|${c.serviceDate}`));
  if (r.status === 'cancelled' || r.status === 'no_show') return lines;
  const stays = await tx
    .select({ unitId: hospitalityStays.unitId, unitName: hospitalityUnits.name, startsOn: hospitalityStays.startsOn, endsOn: hospitalityStays.endsOn, nightPrices: hospitalityStays.nightPrices })
    .from(hospitalityStays)
    .innerJoin(hospitalityUnits, eq(hospitalityUnits.id, hospitalityStays.unitId))
    .where(and(eq(hospitalityStays.tenantId, tenantId), eq(hospitalityStays.reservationId, reservationId)))
    .orderBy(asc(hospitalityStays.startsOn));
  const guests = await tx
    .select()
    .from(hospitalityGuests)
    .where(and(eq(hospitalityGuests.tenantId, tenantId), eq(hospitalityGuests.reservationId, reservationId)));
  const rule = (property?.touristTax ?? { mode: 'none' }) as TouristTaxRule;
  for (const stay of stays) {
    const nights = stayNights(stay.startsOn, stay.endsOn).map((night, i) => ({ night, price: stay.nightPrices[i] ?? 0 }));
    for (const { night, price } of nights) {
      if (!have.has(`accommodation|${stay.unitId}|${night}`)) {
        lines.push({
          id: null,
          kind: 'accommodation',
          description: `Szállásdíj – ${unitLabel(stay.unitName)}`,
          serviceDate: night,
          unitId: stay.unitId,
          quantity: 1,
          unitPrice: price,
          gross: price,
          vatCode: '5',
          ntakCategory: 'SZALLASDIJ',
          invoiceId: null,
        });
      }
    }
    // Before check-in the guests are the booking's adults (liable) and children (exempt by age).
    const taxGuests =
      guests.length > 0
        ? guests.filter((g) => g.unitId === stay.unitId || stays.length === 1).map((g) => ({ exemption: g.touristTaxExemption as never, ageAtArrival: null }))
        : [...Array.from({ length: r.adults }, () => ({ ageAtArrival: 30 })), ...r.childrenAges.map((a) => ({ ageAtArrival: a }))];
    if (stays.length > 1 && guests.length === 0) continue; // a multi-unit booking's tax waits for the guests' units
    for (const t of touristTaxOfStay(rule, taxGuests, r.arrival, nights)) {
      if (t.amount > 0 && !have.has(`tourist_tax|${stay.unitId}|${t.night}`)) {
        lines.push({
          id: null,
          kind: 'tourist_tax',
          description: `Idegenforgalmi adó – ${t.liableGuests} vendégéjszaka`,
          serviceDate: t.night,
          unitId: stay.unitId,
          quantity: 1,
          unitPrice: t.amount,
          gross: t.amount,
          vatCode: 'ATK',
          ntakCategory: 'IFA',
          invoiceId: null,
        });
      }
    }
  }
  return lines.sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.kind.localeCompare(b.kind));
}

export async function folio(tx: TenantTx, port: InvoicingPort, tenantId: string, reservationId: string): Promise<Folio> {
  const lines = await folioLines(tx, port, tenantId, reservationId);
  const payments = await tx
    .select()
    .from(hospitalityPayments)
    .where(and(eq(hospitalityPayments.tenantId, tenantId), eq(hospitalityPayments.reservationId, reservationId)))
    .orderBy(asc(hospitalityPayments.paidOn));
  const invoiceRows = await tx
    .select({ id: invoices.id, number: invoices.number, status: invoices.status, grossAmount: invoices.grossAmount, customerName: invoices.customerName, issueDate: invoices.issueDate })
    .from(hospitalityFolioInvoices)
    .innerJoin(invoices, eq(invoices.id, hospitalityFolioInvoices.invoiceId))
    .where(and(eq(hospitalityFolioInvoices.tenantId, tenantId), eq(hospitalityFolioInvoices.reservationId, reservationId)))
    .orderBy(asc(hospitalityFolioInvoices.createdAt));
  const cancelled = await port.cancelledInvoices(
    tx,
    tenantId,
    invoiceRows.map((i) => i.id),
  );
  const total = lines.reduce((a, l) => a + l.gross, 0);
  const paid = payments.reduce((a, p) => a + p.amount, 0);
  return {
    lines,
    payments: payments.map((p) => ({ id: p.id, kind: p.kind, paidOn: p.paidOn, amount: p.amount, method: p.method, note: p.note, invoiceId: p.invoiceId })),
    invoices: invoiceRows.map((i) => ({ id: i.id, number: i.number, status: i.status, gross: Number(i.grossAmount), customerName: i.customerName, issueDate: i.issueDate, cancelled: cancelled.has(i.id) })),
    total,
    touristTax: lines.filter((l) => l.kind === 'tourist_tax').reduce((a, l) => a + l.gross, 0),
    paid,
    balance: total - paid,
    uninvoiced: lines.filter((l) => !l.invoiceId).reduce((a, l) => a + l.gross, 0),
  };
}

export async function addCharge(tx: TenantTx, actor: PersonActor, reservationId: string, body: ChargeBody) {
  const r = await reservationOf(tx, actor.tenantId, reservationId);
  const [row] = await tx
    .insert(hospitalityCharges)
    .values({
      tenantId: actor.tenantId,
      reservationId: r.id,
      kind: 'extra',
      description: body.description,
      serviceDate: body.serviceDate,
      quantity: String(body.quantity),
      unitPrice: body.unitPrice,
      vatCode: body.vatCode,
      ntakCategory: body.category,
      createdBy: actor.userId,
    })
    .returning({ id: hospitalityCharges.id });
  await auditHospitality(tx, actor, 'charge_add', row!.id, { reservationId: r.id, ...body });
  return { id: row!.id, number: r.number };
}

export async function deleteCharge(tx: TenantTx, port: InvoicingPort, actor: PersonActor, reservationId: string, chargeId: string) {
  const { tenantId } = actor;
  const [row] = await tx
    .select()
    .from(hospitalityCharges)
    .where(and(eq(hospitalityCharges.tenantId, tenantId), eq(hospitalityCharges.reservationId, reservationId), eq(hospitalityCharges.id, chargeId)));
  if (!row || row.kind !== 'extra') throw notFound();
  if (row.invoiceId && !(await port.cancelledInvoices(tx, tenantId, [row.invoiceId])).has(row.invoiceId)) throw new HttpError(409, 'INVOICE_ISSUED_IMMUTABLE');
  await tx.delete(hospitalityCharges).where(eq(hospitalityCharges.id, chargeId));
  await auditHospitality(tx, actor, 'charge_delete', chargeId, { reservationId });
  return { id: chargeId };
}

export async function addPayment(tx: TenantTx, actor: PersonActor, reservationId: string, body: z.output<typeof folioPaymentBodySchema>) {
  const r = await reservationOf(tx, actor.tenantId, reservationId);
  const [row] = await tx
    .insert(hospitalityPayments)
    .values({ tenantId: actor.tenantId, reservationId: r.id, ...body, createdBy: actor.userId })
    .returning({ id: hospitalityPayments.id });
  await auditHospitality(tx, actor, 'payment_add', row!.id, { reservationId: r.id, amount: body.amount, kind: body.kind });
  return { id: row!.id, number: r.number };
}

/**
 * The net amount whose VAT makes exactly `gross` at the rate (HUF, whole forints); when no net
 * does (the rounding skips some sums), the nearest below. Case codes (ATK) carry no VAT: net = gross.
 */
export function netForGross(gross: number, code: VatCode): number {
  const rate = vatPercentage(code);
  if (rate === null) return gross;
  const r = Number(rate);
  const start = Math.floor(gross / (1 + r)) - 2;
  let best = start;
  for (let n = start; n <= start + 4; n++) {
    if (n + Math.round(n * r) <= gross) best = n;
    if (n + Math.round(n * r) === gross) return n;
  }
  return best;
}

const NIGHT = { unitOfMeasure: 'OWN' as const, unitOfMeasureOwn: 'éj' };

/** Invoice lines of folio lines: nights of a unit at one price as one line, tax per month, extras as they are. */
export function invoiceLinesOf(lines: readonly FolioLine[], unitNames: ReadonlyMap<string, string>): InvoiceLineInput[] {
  const groups = new Map<string, { line: FolioLine; count: number; gross: number; from: string; to: string }>();
  for (const l of lines) {
    const key = l.kind === 'accommodation' ? `a|${l.unitId}|${l.unitPrice}` : l.kind === 'tourist_tax' ? `t|${l.serviceDate.slice(0, 7)}` : `x|${l.id ?? l.description}|${l.serviceDate}`;
    const g = groups.get(key);
    if (g) {
      g.count += l.quantity;
      g.gross += l.gross;
      g.to = l.serviceDate > g.to ? l.serviceDate : g.to;
      g.from = l.serviceDate < g.from ? l.serviceDate : g.from;
    } else groups.set(key, { line: l, count: l.quantity, gross: l.gross, from: l.serviceDate, to: l.serviceDate });
  }
  return [...groups.values()].map(({ line, count, gross, from, to }) => {
    const code = line.vatCode as VatCode;
    const net = netForGross(gross, code);
    const quantity = Number(count.toFixed(2));
    const unitPrice = (net / quantity).toFixed(10).replace(/\.?0+$/, '');
    if (line.kind === 'accommodation') {
      const unit = unitNames.get(line.unitId ?? '') ?? '';
      return { description: `Szállásdíj – ${unit} (${from}${from === to ? '' : ` – ${to}`})`, nature: 'SERVICE' as const, quantity: String(quantity), ...NIGHT, unitPrice, vat: { code } };
    }
    if (line.kind === 'tourist_tax') {
      return {
        description: `Idegenforgalmi adó (${from} – ${to})`,
        nature: 'OTHER' as const,
        quantity: '1',
        unitOfMeasure: 'PIECE' as const,
        unitPrice: String(net),
        vat: { code: 'ATK' as const, reason: TOURIST_TAX_REASON },
      };
    }
    return {
      description: line.description,
      nature: 'SERVICE' as const,
      quantity: String(quantity),
      unitOfMeasure: 'PIECE' as const,
      unitPrice,
      vat: { code, ...(code === 'ATK' ? { reason: 'Lemondási díj (kötbér): kártérítés jellegű, nem ellenérték – Áfa tv. 2. §' } : {}) },
    };
  });
}

const INVOICE_METHOD: Record<string, 'TRANSFER' | 'CASH' | 'CARD'> = { KESZPENZ: 'CASH', BANKKARTYA: 'CARD', SZEP_KARTYA: 'CARD' };

/**
 * Turns the folio's open lines into an invoice of the existing invoicing (draft, then issued with
 * its NAV checks): the booker as a private person (a contact made from the name and address
 * given) or a company contact. Deposits and payments not yet credited go onto the issued invoice as
 * its payments, dated the issue day (the invoice module refuses a payment before issue).
 */
export async function invoiceFolio(tx: TenantTx, port: InvoicingPort, actor: PersonActor, reservationId: string, body: z.output<typeof folioInvoiceBodySchema>) {
  const r = await reservationOf(tx, actor.tenantId, reservationId);
  const open = (await folioLines(tx, port, actor.tenantId, reservationId)).filter((l) => !l.invoiceId && l.gross > 0);
  if (open.length === 0) throw new HttpError(409, 'HOSPITALITY_FOLIO_EMPTY');
  let contactId: string;
  if (body.payer.kind === 'contact') {
    const [c] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, actor.tenantId), eq(contacts.id, body.payer.contactId)));
    if (!c) throw new HttpError(400, 'HOSPITALITY_PAYER_REQUIRED');
    contactId = c.id;
  } else {
    const [c] = await tx
      .insert(contacts)
      .values({
        tenantId: actor.tenantId,
        kind: 'person',
        name: r.bookerName,
        ...splitHungarianName(r.bookerName),
        email: r.bookerEmail,
        address: { country: body.payer.address.country, postalCode: body.payer.address.postalCode, city: body.payer.address.city, street: body.payer.address.addressLine },
      })
      .returning({ id: contacts.id });
    contactId = c!.id;
  }
  const unitIds = [...new Set(open.flatMap((l) => (l.unitId ? [l.unitId] : [])))];
  const unitNames = new Map(
    (unitIds.length ? await tx.select({ id: hospitalityUnits.id, name: hospitalityUnits.name }).from(hospitalityUnits).where(inArray(hospitalityUnits.id, unitIds)) : []).map((u) => [u.id, unitLabel(u.name)]),
  );
  const draft = invoiceDraftBodySchema.parse({
    contactId,
    deliveryDate: r.departure <= todayInBudapest() ? r.departure : todayInBudapest(),
    paymentMethod: body.paymentMethod,
    note: `Foglalás: ${r.number} (${r.arrival} – ${r.departure})`,
    lines: invoiceLinesOf(open, unitNames),
  });
  const invoiceId = await port.createDraft(tx, actor, draft);
  await tx.insert(hospitalityFolioInvoices).values({ invoiceId, tenantId: actor.tenantId, reservationId, payerContactId: contactId });
  for (const l of open) {
    if (l.id) await tx.update(hospitalityCharges).set({ invoiceId }).where(eq(hospitalityCharges.id, l.id));
    else
      await tx.insert(hospitalityCharges).values({
        tenantId: actor.tenantId,
        reservationId,
        kind: l.kind,
        description: l.description,
        serviceDate: l.serviceDate,
        quantity: String(l.quantity),
        unitPrice: l.unitPrice,
        vatCode: l.vatCode,
        ntakCategory: l.ntakCategory,
        unitId: l.unitId,
        invoiceId,
        createdBy: actor.userId,
      });
  }
  if (!body.issue) {
    await auditHospitality(tx, actor, 'folio_invoice', invoiceId, { reservationId, issued: false });
    return { id: invoiceId, number: r.number };
  }
  const issued = await port.issueInvoice(tx, actor, invoiceId);
  const today = todayInBudapest();
  const [inv] = await tx.select({ gross: invoices.grossAmount }).from(invoices).where(eq(invoices.id, invoiceId));
  let left = Math.round(Number(inv?.gross ?? 0));
  const credits = await tx
    .select()
    .from(hospitalityPayments)
    .where(and(eq(hospitalityPayments.tenantId, actor.tenantId), eq(hospitalityPayments.reservationId, reservationId), sql`${hospitalityPayments.invoiceId} is null`))
    .orderBy(asc(hospitalityPayments.paidOn));
  for (const p of credits) {
    const amount = Math.min(p.amount, left);
    if (amount <= 0) break;
    await tx.insert(invoicePayments).values({
      tenantId: actor.tenantId,
      invoiceId,
      paidOn: today,
      amount: String(amount),
      method: INVOICE_METHOD[p.method] ?? 'TRANSFER',
      note: `${p.kind === 'deposit' ? 'Foglaló' : 'Befizetés'} (${p.paidOn}, ${r.number})`,
      createdBy: actor.userId,
    });
    await tx.update(hospitalityPayments).set({ invoiceId }).where(eq(hospitalityPayments.id, p.id));
    left -= amount;
  }
  await auditHospitality(tx, actor, 'folio_invoice', invoiceId, { reservationId, issued: true, number: issued.number });
  return { id: invoiceId, number: issued.number };
}
