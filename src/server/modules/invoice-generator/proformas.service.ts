// Díjbekérő – the firm's pro-forma to its client (issue 35 point 4, decision 0368). Issued from an
// invoice draft: the draft's document as issuing it today would compute it (same checks of the
// seller, buyer and lines), frozen under its own number "DB-<year>/<n>" in `invoice_proformas`. Not
// a tax invoice: no NAV report, no series number, no VAT deduction; the invoice follows when the
// firm issues the draft (the pro-forma then reads "settled" with that invoice's number), and a
// deleted draft withdraws it. The customer portal lists a client's pro-formas and downloads their
// PDF through the port the portal's module.ts wires; RLS narrows a customer to her own clients' rows.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { createInvoice } from '@shared/invoice-generator/invoice-document';
import { cents, fromCents } from '@shared/invoice-generator/payments';
import type { PurchaseProforma } from '@shared/client-portal/purchases.schemas';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { type Actor, asPerson, authorizeAction } from '../../actor/actor';
import { audit } from '../../audit/audit';
import { emit } from '../../events/domain-events';
import { invoiceProformas, invoices, matters } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';
import { renderInvoicePdf } from './invoice-pdf';
import { footerNoteOf } from './invoice-settings.service';
import { formatInvoiceNumber, issuableDraft } from './invoice-generator.service';
import './invoice-generator.events';

export const PROFORMA_PREFIX = 'DB';

/** Issues a díjbekérő from a draft (the draft stays a draft): `invoices.proforma_issue`. */
export async function issueProforma(tx: TenantTx, actor: Actor, draftId: string, options: { today?: string; now?: Date } = {}): Promise<{ id: string; number: string }> {
  authorizeAction(actor, invoiceActions.issue);
  const today = options.today ?? todayInBudapest();
  const { draftRow, draft } = await issuableDraft(tx, asPerson(actor), draftId, today);
  const prefix = `${PROFORMA_PREFIX}-${today.slice(0, 4)}`;
  // The next free number of the year. A pro-forma of a confidential matter is invisible to this
  // user but still holds its number in the unique index: ON CONFLICT moves on to the next one.
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(invoiceProformas)
    .where(and(eq(invoiceProformas.tenantId, actor.tenantId), sql`${invoiceProformas.number} like ${`${prefix}/%`}`))) as [{ n: number }];
  for (let next = n + 1; ; next++) {
    const number = formatInvoiceNumber(prefix, next);
    const doc = createInvoice(draft, number);
    const [row] = await tx
      .insert(invoiceProformas)
      .values({
        tenantId: actor.tenantId,
        invoiceId: draftRow.id,
        contactId: draftRow.contactId,
        matterId: draftRow.matterId,
        number,
        customerName: doc.customer.name ?? '',
        currency: doc.currency,
        grossAmount: doc.totals.total.gross,
        issueDate: doc.issueDate,
        dueDate: doc.paymentDate ?? null,
        document: doc,
        issuedBy: actor.userId,
        issuedAt: options.now ?? new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: invoiceProformas.id, grossAmount: invoiceProformas.grossAmount, dueDate: invoiceProformas.dueDate });
    if (row) {
      await audit(tx, actor, 'invoices.proforma_issue', { type: 'invoice', id: draftRow.id }, { proformaId: row.id, number });
      await emit(
        tx,
        actor,
        'proforma.issued',
        { type: 'invoice', id: draftRow.id },
        { proformaId: row.id, number, contactId: draftRow.contactId, matterId: draftRow.matterId, currency: doc.currency, grossAmount: String(row.grossAmount), dueDate: row.dueDate },
      );
      return { id: row.id, number };
    }
  }
}

/** As the portal shows it (decision 0368): open, invoiced (with the invoice's number) or withdrawn. */
export type ClientProforma = PurchaseProforma;

/** The pro-formas issued to these contacts, newest first, with whether the invoice has followed. */
export async function clientProformas(tx: TenantTx, tenantId: string, contactIds: readonly string[]): Promise<ClientProforma[]> {
  if (contactIds.length === 0) return [];
  const rows = await tx
    .select({
      id: invoiceProformas.id,
      number: invoiceProformas.number,
      customerName: invoiceProformas.customerName,
      matterTitle: matters.title,
      currency: invoiceProformas.currency,
      issueDate: invoiceProformas.issueDate,
      dueDate: invoiceProformas.dueDate,
      gross: invoiceProformas.grossAmount,
      invoiceStatus: invoices.status,
      invoiceNumber: invoices.number,
    })
    .from(invoiceProformas)
    .leftJoin(matters, eq(matters.id, invoiceProformas.matterId))
    .leftJoin(invoices, eq(invoices.id, invoiceProformas.invoiceId))
    .where(and(eq(invoiceProformas.tenantId, tenantId), inArray(invoiceProformas.contactId, [...contactIds])))
    .orderBy(desc(invoiceProformas.issueDate), desc(invoiceProformas.number));
  return rows.map(({ invoiceStatus, invoiceNumber, gross, ...r }): ClientProforma => ({
    ...r,
    gross: fromCents(cents(gross)),
    status: invoiceStatus === 'issued' ? 'invoiced' : invoiceStatus === 'draft' ? 'open' : 'withdrawn',
    invoiceNumber: invoiceStatus === 'issued' ? invoiceNumber : null,
  }));
}

async function proformaRow(tx: TenantTx, tenantId: string, id: string) {
  const [row] = await tx
    .select()
    .from(invoiceProformas)
    .where(and(eq(invoiceProformas.tenantId, tenantId), eq(invoiceProformas.id, id)));
  if (!row) throw notFound();
  return row;
}

/** The contact a pro-forma was issued to; 404 when the transaction cannot see it. */
export async function proformaContactOf(tx: TenantTx, tenantId: string, id: string): Promise<string | null> {
  return (await proformaRow(tx, tenantId, id)).contactId;
}

/** The pro-forma's PDF: titled DÍJBEKÉRŐ, with the notice that it is not a tax invoice, and the firm's footer. */
export async function proformaPdf(tx: TenantTx, tenantId: string, id: string): Promise<{ number: string; fileName: string; pdf: Buffer }> {
  const row = await proformaRow(tx, tenantId, id);
  const footerNote = await footerNoteOf(tx, tenantId);
  return { number: row.number, fileName: `dijbekero-${row.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`, pdf: await renderInvoicePdf(row.document, { footerNote, proforma: true }) };
}
