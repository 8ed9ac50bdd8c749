// Reading invoices: the list with payment and NAV state, one invoice's detail, its frozen NAV XML
// (split out of invoices.service.ts, issue 33.8).
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { InvoiceDetail, InvoiceSummary, NavStatus, listInvoicesQuerySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { normalizeDecimal } from '@shared/invoice-generator/decimal';
import { calculateTotals, type Amounts } from '@shared/invoice-generator/invoice-calculation';
import { vatReason, type VatCode } from '@shared/invoice-generator/vat';
import { navDisplayState } from '@shared/invoice-generator/nav-display';
import type { z } from 'zod';
import { invoiceLines, invoices, navReports, type InvoiceLineRow, type InvoiceRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { currencyContext, lineInput } from './invoice-generator.service';
import { cancelledSql, owedSql, paidSql, paymentStateOf } from './payments.service';

type ListQuery = z.output<typeof listInvoicesQuerySchema>;

function summaryOf(
  row: InvoiceRow & {
    cancelled: boolean;
    originalNumber: string | null;
    navState: string | null;
    navStatus: string | null;
    transactionId: string | null;
    navMessages: unknown[] | null;
    navConfigured: boolean;
    navAttempts: number | null;
    navLastError: string | null;
    navNextAttemptAt: Date | null;
    owed: string;
    paid: string;
  },
  today: string,
): InvoiceSummary {
  // Payments belong to issued originals that were not cancelled (decision 0167).
  const payment = row.status === 'issued' && row.operation === 'CREATE' && !row.cancelled ? paymentStateOf(row.owed, row.paid, row.paymentDate, today) : null;
  return {
    id: row.id,
    status: row.status,
    operation: row.operation,
    number: row.number,
    originalInvoiceId: row.originalInvoiceId,
    originalInvoiceNumber: row.originalNumber,
    modificationIndex: row.modificationIndex,
    contactId: row.contactId,
    customerName: row.customerName,
    currency: row.currency,
    issueDate: row.issueDate,
    deliveryDate: row.deliveryDate,
    paymentDate: row.paymentDate,
    totals: amountsOut({ net: row.netAmount, vat: row.vatAmount, gross: row.grossAmount, netHUF: row.netAmountHuf, vatHUF: row.vatAmountHuf, grossHUF: row.grossAmountHuf }),
    cancelled: row.cancelled,
    overdue: payment?.status === 'overdue',
    payment,
    nav: row.navState
      ? {
          state: navDisplayState(row.navState, row.navStatus, row.navConfigured),
          navStatus: row.navStatus,
          transactionId: row.transactionId,
          messages: (row.navMessages ?? []) as NavStatus['messages'],
          attempts: row.navAttempts ?? 0,
          lastError: row.navLastError,
          nextAttemptAt: row.navState === 'pending' || row.navState === 'sending' || row.navState === 'sent' ? (row.navNextAttemptAt?.toISOString() ?? null) : null,
        }
      : null,
  };
}

/** Columns of a summary besides the invoice row: storno state, the original's number, NAV state. */
const summaryColumns = {
  cancelled: cancelledSql,
  originalNumber: sql<string | null>`(select o.number from invoices o where o.id = ${invoices.originalInvoiceId})`,
  navState: navReports.state,
  navStatus: navReports.navStatus,
  transactionId: navReports.transactionId,
  navMessages: navReports.navMessages,
  navConfigured: sql<boolean>`exists (select 1 from nav_credentials c where c.tenant_id = ${invoices.tenantId})`,
  navAttempts: navReports.attempt,
  navLastError: navReports.lastError,
  navNextAttemptAt: navReports.nextAttemptAt,
  owed: owedSql,
  paid: paidSql,
};

export async function listInvoices(tx: TenantTx, tenantId: string, q: ListQuery): Promise<{ items: InvoiceSummary[]; total: number }> {
  const where: SQL[] = [eq(invoices.tenantId, tenantId)];
  if (q.status === 'draft' || q.status === 'issued') where.push(eq(invoices.status, q.status));
  if (q.status === 'cancelled') where.push(cancelledSql);
  if (q.status === 'overdue') {
    where.push(eq(invoices.status, 'issued'), eq(invoices.operation, 'CREATE'), sql`not ${cancelledSql}`, sql`${invoices.paymentDate} < ${todayInBudapest()}`, sql`${owedSql} - ${paidSql} > 0`);
  }
  if (q.contactId) where.push(eq(invoices.contactId, q.contactId));
  if (q.matterId) where.push(eq(invoices.matterId, q.matterId));
  if (q.from) where.push(gte(invoices.issueDate, q.from));
  if (q.to) where.push(lte(invoices.issueDate, q.to));
  if (q.q) {
    const like = `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(invoices.number, like), ilike(invoices.customerName, like))!);
  }
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    tx
      .select({ invoice: invoices, ...summaryColumns })
      .from(invoices)
      .leftJoin(navReports, eq(navReports.invoiceId, invoices.id))
      .where(condition)
      .orderBy(sql`${invoices.status} = 'issued'`, desc(invoices.issueDate), desc(invoices.number), desc(invoices.createdAt))
      .limit(q.limit)
      .offset(q.offset),
    tx.select({ n: count() }).from(invoices).where(condition),
  ]);
  const today = todayInBudapest();
  return { items: rows.map((r) => summaryOf({ ...r.invoice, ...r, cancelled: Boolean(r.cancelled), navConfigured: Boolean(r.navConfigured) }, today)), total: counted?.n ?? 0 };
}

export async function invoiceRow(tx: TenantTx, tenantId: string, id: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function invoiceDetail(tx: TenantTx, tenantId: string, id: string): Promise<InvoiceDetail> {
  const [r] = await tx
    .select({ invoice: invoices, ...summaryColumns })
    .from(invoices)
    .leftJoin(navReports, eq(navReports.invoiceId, invoices.id))
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, id)));
  if (!r) throw notFound();
  const row = r.invoice;
  const lines = await tx
    .select()
    .from(invoiceLines)
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceId, id)))
    .orderBy(asc(invoiceLines.lineNumber));
  const corrections =
    row.operation === 'CREATE'
      ? await tx
          .select({ id: invoices.id, number: invoices.number, operation: invoices.operation, modificationIndex: invoices.modificationIndex, issueDate: invoices.issueDate })
          .from(invoices)
          .where(and(eq(invoices.tenantId, tenantId), eq(invoices.originalInvoiceId, id), inArray(invoices.operation, ['MODIFY', 'STORNO'])))
          .orderBy(asc(invoices.modificationIndex))
      : [];
  const ctx = currencyContext(row);
  const byVat = row.document
    ? row.document.totals.byVat
    : calculateTotals(
        lines.map((l) => ({ vat: { code: l.vatCode as VatCode, ...(l.vatReason ? { reason: l.vatReason } : {}) }, amounts: lineAmounts(l) })),
        ctx,
      ).byVat;
  return {
    ...summaryOf({ ...row, ...r, cancelled: Boolean(r.cancelled), navConfigured: Boolean(r.navConfigured) }, todayInBudapest()),
    matterId: row.matterId,
    seriesId: row.seriesId,
    paymentMethod: row.paymentMethod as InvoiceDetail['paymentMethod'],
    exchangeRate: row.exchangeRate,
    exchangeRateSource: row.exchangeRateSource,
    exchangeRateDate: row.exchangeRateDate,
    note: row.note,
    lines: lines.map((l) => ({ ...lineInput(l), nature: lineInput(l).nature ?? 'SERVICE', id: l.id, lineNumber: l.lineNumber, lineNumberReference: l.lineNumberReference, amounts: lineAmounts(l) })),
    byVat: byVat.map((g) => ({ code: g.vat.code, reason: vatReason(g.vat) ?? null, amounts: g.amounts })),
    corrections: corrections.map((c) => ({ id: c.id, number: c.number ?? '', operation: c.operation as 'MODIFY' | 'STORNO', modificationIndex: c.modificationIndex ?? 0, issueDate: c.issueDate ?? '' })),
    seller: row.document?.supplier ?? null,
    customer: row.document?.customer ?? null,
  };
}

function lineAmounts(l: InvoiceLineRow) {
  return amountsOut({ net: l.netAmount, vat: l.vatAmount, gross: l.grossAmount, netHUF: l.netAmountHuf, vatHUF: l.vatAmountHuf, grossHUF: l.grossAmountHuf });
}

/** numeric(18,2) columns as the model writes amounts: "115725.00" → "115725", "1250.50" → "1250.5". */
function amountsOut(a: Amounts): Amounts {
  return { net: normalizeDecimal(a.net), vat: normalizeDecimal(a.vat), gross: normalizeDecimal(a.gross), netHUF: normalizeDecimal(a.netHUF), vatHUF: normalizeDecimal(a.vatHUF), grossHUF: normalizeDecimal(a.grossHUF) };
}

/** The frozen InvoiceData XML of an issued document (exactly what goes to NAV). */
export async function issuedXml(tx: TenantTx, tenantId: string, id: string): Promise<{ number: string; xml: string }> {
  const row = await invoiceRow(tx, tenantId, id);
  if (row.status !== 'issued') throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  const [report] = await tx
    .select({ data: navReports.invoiceData })
    .from(navReports)
    .where(and(eq(navReports.tenantId, tenantId), eq(navReports.invoiceId, id)));
  if (!report) throw notFound();
  return { number: row.number!, xml: Buffer.from(report.data, 'base64').toString('utf8') };
}
