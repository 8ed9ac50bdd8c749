// Reports NAV rejected (ABORTED) and their resubmission under the same number (issue 39.6,
// decision 0313). NAV stores nothing of an ABORTED report, so the number is still free at NAV; the
// issued invoice itself is final (Áfa tv., NAV spec §1.9.1, the database trigger of decision 0146),
// so what is sent again is the same document: its InvoiceData is built anew from it with today's
// generator and checked again (rules + XSD), and the outbox row starts over as pending. The cause
// NAV named is removed outside the invoice first – typically the technical user (its tax number
// must be the seller's) – and a mistake in the invoice's own content is corrected by a storno and
// a new invoice, never by overwriting the number's data.
import { and, desc, eq, lt } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { NavRejectedItem, NavStatus } from '@shared/invoice-generator/invoice-generator.api.schemas';
import type { InvoiceChain } from '@shared/invoice-generator/invoice-document';
import { invoices, navReports } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { chainOf } from './invoice-corrections.service';
import { checkedReport, lockedInvoice, type Actor } from './invoice-generator.service';

/** The firm's invoices whose NAV report was rejected, newest rejection first, with NAV's messages. */
export async function navRejectedReports(tx: TenantTx, tenantId: string): Promise<NavRejectedItem[]> {
  const rows = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      operation: invoices.operation,
      customerName: invoices.customerName,
      issueDate: invoices.issueDate,
      transactionId: navReports.transactionId,
      messages: navReports.navMessages,
      rejectedAt: navReports.updatedAt,
    })
    .from(navReports)
    .innerJoin(invoices, eq(invoices.id, navReports.invoiceId))
    .where(and(eq(navReports.tenantId, tenantId), eq(navReports.state, 'aborted')))
    .orderBy(desc(navReports.updatedAt))
    .limit(200);
  return rows.map((r) => ({ ...r, number: r.number ?? '', messages: r.messages as NavStatus['messages'], rejectedAt: r.rejectedAt.toISOString() }));
}

/** The chain a correction was issued against: the original and the corrections before it. */
async function chainBefore(tx: TenantTx, tenantId: string, correction: typeof invoices.$inferSelect): Promise<InvoiceChain | undefined> {
  if (!correction.originalInvoiceId) return undefined;
  const original = await lockedInvoice(tx, tenantId, correction.originalInvoiceId);
  const chain = await chainOf(tx, tenantId, original);
  const before = await tx
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.originalInvoiceId, original.id), eq(invoices.status, 'issued'), lt(invoices.modificationIndex, correction.modificationIndex ?? 0)));
  return { original: chain.original, corrections: chain.corrections.filter((c) => before.some((b) => b.document?.invoiceNumber === c.invoiceNumber)) };
}

/**
 * Resubmits a rejected report: the invoice's own document under its own number, its InvoiceData
 * built and checked again; refuses (409 INVOICE_NAV_NOT_REJECTED) a report that is not ABORTED.
 * Returns NAV's earlier messages for the audit.
 */
export async function resubmitRejectedReport(tx: TenantTx, actor: Actor, id: string, now = new Date()) {
  const row = await lockedInvoice(tx, actor.tenantId, id);
  if (row.status !== 'issued' || !row.document || !row.number) throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  const [report] = await tx
    .select()
    .from(navReports)
    .where(and(eq(navReports.tenantId, actor.tenantId), eq(navReports.invoiceId, id)))
    .for('update');
  if (!report || report.state !== 'aborted') throw new HttpError(409, 'INVOICE_NAV_NOT_REJECTED');
  const chain = row.operation === 'CREATE' ? undefined : await chainBefore(tx, actor.tenantId, row);
  // Judged as on its issue day: the document is the one issued then.
  const checked = await checkedReport(row.document, { ...(chain ? { chain } : {}), today: row.issueDate ?? todayInBudapest(now) });
  // Back to the start of the outbox's state machine; `attempt` keeps counting the sends.
  await tx
    .update(navReports)
    .set({
      invoiceData: checked.base64,
      state: 'pending',
      requestId: null,
      sendStartedAt: null,
      transactionId: null,
      navStatus: null,
      navMessages: [],
      polls: 0,
      failures: 0,
      lastError: null,
      nextAttemptAt: now,
      updatedAt: now,
    })
    .where(eq(navReports.id, report.id));
  return { id, number: row.number, rejectedTransactionId: report.transactionId, rejectedMessages: report.navMessages };
}
