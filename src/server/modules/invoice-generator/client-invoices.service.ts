// A client's issued invoices as the customer portal shows them (issue 35 point 4, decision 0402),
// and the issued invoice's PDF for both the firm's invoice page and the portal. The portal reaches
// these through the port the portal's module.ts wires to this module's face.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { navPdfNote } from '@shared/invoice-generator/nav-display';
import { cents, daysBetween, fromCents, type PaymentMethod, type PaymentStatus } from '@shared/invoice-generator/payments';
import { invoicePayments, invoices, matters } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { renderInvoicePdf } from './invoice-pdf';
import { footerNoteOf } from './invoice-settings.service';
import { invoiceDetail, invoiceRow } from './invoice-reads.service';
import { cancelledSql, owedSql, paidSql, paymentStateOf } from './payments.service';

export interface ClientInvoice {
  id: string;
  number: string;
  customerName: string;
  matterTitle: string | null;
  currency: string;
  issueDate: string;
  dueDate: string | null;
  owed: string;
  paid: string;
  open: string;
  status: PaymentStatus | 'cancelled';
  daysOverdue: number;
  documents: { id: string; number: string; operation: 'CREATE' | 'MODIFY' | 'STORNO'; issueDate: string; gross: string }[];
  payments: { id: string; paidOn: string; amount: string; method: PaymentMethod }[];
}

/**
 * The issued originals billed to these contacts, newest first, each with its corrections, payments
 * and payment state (storno → cancelled). Drafts are never shown: they are the firm's work in progress.
 */
export async function clientInvoices(tx: TenantTx, tenantId: string, contactIds: readonly string[], today = todayInBudapest()): Promise<ClientInvoice[]> {
  if (contactIds.length === 0) return [];
  const originals = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      customerName: invoices.customerName,
      matterTitle: matters.title,
      currency: invoices.currency,
      issueDate: invoices.issueDate,
      dueDate: invoices.paymentDate,
      gross: invoices.grossAmount,
      owed: owedSql,
      paid: paidSql,
      cancelled: cancelledSql,
    })
    .from(invoices)
    .leftJoin(matters, eq(matters.id, invoices.matterId))
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued'), eq(invoices.operation, 'CREATE'), inArray(invoices.contactId, [...contactIds])))
    .orderBy(desc(invoices.issueDate), desc(invoices.number));
  if (originals.length === 0) return [];
  const ids = originals.map((o) => o.id);
  const [corrections, payments] = await Promise.all([
    tx
      .select({ id: invoices.id, originalId: invoices.originalInvoiceId, number: invoices.number, operation: invoices.operation, issueDate: invoices.issueDate, gross: invoices.grossAmount })
      .from(invoices)
      .where(and(eq(invoices.tenantId, tenantId), eq(invoices.status, 'issued'), inArray(invoices.originalInvoiceId, ids)))
      .orderBy(asc(invoices.modificationIndex)),
    tx
      .select({ id: invoicePayments.id, invoiceId: invoicePayments.invoiceId, paidOn: invoicePayments.paidOn, amount: invoicePayments.amount, method: invoicePayments.method })
      .from(invoicePayments)
      .where(and(eq(invoicePayments.tenantId, tenantId), inArray(invoicePayments.invoiceId, ids)))
      .orderBy(asc(invoicePayments.paidOn), asc(invoicePayments.createdAt)),
  ]);
  return originals.map((o) => {
    const state = paymentStateOf(o.owed, o.paid, o.dueDate, today);
    const status = o.cancelled ? 'cancelled' : state.status;
    return {
      id: o.id,
      number: o.number!,
      customerName: o.customerName,
      matterTitle: o.matterTitle,
      currency: o.currency,
      issueDate: o.issueDate!,
      dueDate: o.dueDate,
      owed: state.owed,
      paid: state.paid,
      open: state.open,
      status,
      daysOverdue: status === 'overdue' && o.dueDate ? Math.max(0, daysBetween(o.dueDate, today)) : 0,
      documents: [
        { id: o.id, number: o.number!, operation: 'CREATE' as const, issueDate: o.issueDate!, gross: fromCents(cents(o.gross)) },
        ...corrections.filter((c) => c.originalId === o.id).map((c) => ({ id: c.id, number: c.number!, operation: c.operation, issueDate: c.issueDate!, gross: fromCents(cents(c.gross)) })),
      ],
      payments: payments.filter((p) => p.invoiceId === o.id).map((p) => ({ id: p.id, paidOn: p.paidOn, amount: fromCents(cents(p.amount)), method: p.method })),
    };
  });
}

/** The contact an issued invoice (or correction) was billed to; null for a draft; 404 when the transaction cannot see it. */
export async function issuedInvoiceContactOf(tx: TenantTx, tenantId: string, id: string): Promise<string | null> {
  const row = await invoiceRow(tx, tenantId, id);
  return row.status === 'issued' ? row.contactId : null;
}

/** The printable PDF of an issued invoice with the firm's footer and the NAV report's state (409 for a draft). */
export async function issuedInvoicePdf(tx: TenantTx, tenantId: string, id: string): Promise<{ number: string; fileName: string; pdf: Buffer }> {
  const row = await invoiceRow(tx, tenantId, id);
  if (row.status !== 'issued' || !row.document) throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  const footerNote = await footerNoteOf(tx, tenantId);
  const { nav } = await invoiceDetail(tx, tenantId, row.id);
  return { number: row.number!, fileName: invoiceFileName(row.number!, 'pdf'), pdf: await renderInvoicePdf(row.document, { footerNote, note: row.note, navNote: navPdfNote(nav) }) };
}

/** "SZ/000012" → "szamla-SZ-000012.pdf" for a download's file name. */
export const invoiceFileName = (number: string, ext: string) => `szamla-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.${ext}`;
