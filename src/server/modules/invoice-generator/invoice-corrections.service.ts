// Corrections of an issued invoice (módosító / érvénytelenítő számla), in the request transaction
// like issuing (invoices.service.ts, decisions 0141, 0146, 0149); split out of it (issue 33.8).
import { and, asc, eq } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import { buildModification, buildStorno, InvoiceChainError, isCancelled, type InvoiceChain } from '@shared/invoice-generator/invoice-document';
import { invoiceDraftSchema, type InvoiceLineInput } from '@shared/invoice-generator/invoice-generator.schemas';
import { invoices, type InvoiceRow } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { unlockEntriesOfInvoice } from '../time-tracking';
import { allocateNumber, checkedReport, insertIssued, lockedInvoice, PLACEHOLDER_PREFIX, type Actor, type IssueOptions } from './invoice-generator.service';

export async function chainOf(tx: TenantTx, tenantId: string, original: InvoiceRow): Promise<InvoiceChain> {
  const corrections = await tx
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.originalInvoiceId, original.id), eq(invoices.status, 'issued')))
    .orderBy(asc(invoices.modificationIndex));
  return { original: original.document!, corrections: corrections.map((c) => c.document!) };
}

export type CorrectionKind = 'STORNO' | 'MODIFY';

export interface CorrectionInput {
  lines?: readonly InvoiceLineInput[];
  paymentDate?: string | null;
  note?: string | null;
}

/**
 * Issues a storno or a modification of an original invoice: own number from the original's series,
 * `invoiceReference` with the next modification index, lines continuing the chain's numbering and
 * carrying only the difference. The original's row is locked, so two corrections of one invoice
 * are serialised (and the unique (original, index) pair backs that up).
 */
export async function issueCorrection(tx: TenantTx, actor: Actor, originalId: string, kind: CorrectionKind, input: CorrectionInput, options: IssueOptions = {}) {
  const today = options.today ?? todayInBudapest();
  const original = await lockedInvoice(tx, actor.tenantId, originalId);
  if (original.status !== 'issued') throw new HttpError(409, 'INVOICE_NOT_ISSUED');
  if (original.operation !== 'CREATE') throw new HttpError(409, 'INVOICE_NOT_AN_ORIGINAL');
  const chain = await chainOf(tx, actor.tenantId, original);
  if (isCancelled(chain)) throw new HttpError(409, 'INVOICE_ALREADY_CANCELLED');
  const lines = (input.lines ?? []).map((l) => invoiceDraftSchema.shape.lines.element.parse(l));
  if (kind === 'MODIFY' && lines.length === 0 && !input.paymentDate) throw new HttpError(400, 'INVOICE_MODIFICATION_EMPTY');
  const build = (invoiceNumber: string) => {
    try {
      const header = input.paymentDate ? { paymentDate: input.paymentDate } : undefined;
      return kind === 'STORNO'
        ? buildStorno(chain, { invoiceNumber, issueDate: today, ...(header ? { header } : {}) })
        : buildModification(chain, { invoiceNumber, issueDate: today, lines, ...(header ? { header } : {}) });
    } catch (e) {
      if (e instanceof InvoiceChainError) throw new HttpError(409, e.code === 'ALREADY_CANCELLED' ? 'INVOICE_ALREADY_CANCELLED' : 'INVOICE_NOT_AN_ORIGINAL');
      throw e;
    }
  };
  await checkedReport(build(`${PLACEHOLDER_PREFIX}/000000`), { chain, today });
  const number = await allocateNumber(tx, actor.tenantId, original.seriesId);
  const doc = build(number);
  const report = await checkedReport(doc, { chain, today });
  const id = crypto.randomUUID();
  await tx.insert(invoices).values({
    id,
    tenantId: actor.tenantId,
    seriesId: original.seriesId,
    operation: kind,
    originalInvoiceId: original.id,
    modificationIndex: doc.reference!.modificationIndex,
    contactId: original.contactId,
    matterId: original.matterId,
    customerName: original.customerName,
    currency: doc.currency,
    exchangeRate: doc.exchangeRate,
    exchangeRateSource: doc.exchangeRateSource ?? null,
    exchangeRateDate: doc.exchangeRateDate ?? null,
    paymentMethod: doc.paymentMethod ?? 'TRANSFER',
    note: input.note ?? null,
    createdBy: actor.userId,
  });
  await insertIssued(tx, actor, id, doc, report.base64, options.now ?? new Date());
  // Decision 0149: a storno makes the original's time billable again (a modification keeps it locked).
  if (kind === 'STORNO') await unlockEntriesOfInvoice(tx, actor.tenantId, original.id);
  return { id, number, originalNumber: original.number! };
}
