/**
 * Invoice documents: an original invoice (CREATE), a modifying invoice (módosító számla, MODIFY) and
 * a cancelling invoice (érvénytelenítő számla, STORNO), per hu-invoicing-nav.md §4:
 * - a correction gets its own number and issue date, refers to the original through
 *   `invoiceReference` (original number, modification index from 1), keeps the original's category,
 *   currency and exchange rate;
 * - its lines are differences, numbered 1..n inside the document, each with a
 *   `lineNumberReference` that continues the chain's numbering (lineOperation CREATE);
 * - its totals are the difference it makes, never the new totals;
 * - a storno repeats every line of the chain with negated quantity.
 */
import { calculateLine, calculateTotals, type CalculatedLine, type InvoiceTotals } from './invoice-calculation';
import type { InvoiceDraft, InvoiceLine } from './invoice-generator.schemas';
import { decimal, formatDecimal, isZero, negate, normalizeDecimal, sub } from './decimal';

export type DocumentOperation = 'CREATE' | 'MODIFY' | 'STORNO';

export interface InvoiceReference {
  originalInvoiceNumber: string;
  /** 1 for the first correction of the original, 2 for the second… (unique per original). */
  modificationIndex: number;
  /** Only when the original was never reported to NAV (not the case for invoices issued here). */
  modifyWithoutMaster: boolean;
}

export type InvoiceHeader = Omit<InvoiceDraft, 'lines'>;

export interface InvoiceDocument extends InvoiceHeader {
  operation: DocumentOperation;
  invoiceNumber: string;
  category: 'NORMAL';
  reference?: InvoiceReference;
  lines: CalculatedLine[];
  totals: InvoiceTotals;
}

/** The original invoice and its corrections in `modificationIndex` order. */
export interface InvoiceChain {
  original: InvoiceDocument;
  corrections: readonly InvoiceDocument[];
}

export class InvoiceChainError extends Error {
  constructor(
    readonly code: 'NOT_AN_ORIGINAL' | 'CHAIN_ORDER' | 'ALREADY_CANCELLED' | 'NOTHING_TO_CANCEL',
    message: string,
  ) {
    super(message);
    this.name = 'InvoiceChainError';
  }
}

/** Computes an original invoice (CREATE) from a draft and its allocated number. */
export function createInvoice(draft: InvoiceDraft, invoiceNumber: string): InvoiceDocument {
  const { lines, ...header } = draft;
  const calculated = lines.map((line, i) => calculateLine(line, i + 1, header));
  return { ...header, operation: 'CREATE', invoiceNumber, category: 'NORMAL', lines: calculated, totals: calculateTotals(calculated, header) };
}

function checkChain(chain: InvoiceChain): void {
  if (chain.original.operation !== 'CREATE' || chain.original.reference) {
    throw new InvoiceChainError('NOT_AN_ORIGINAL', 'A correction must refer to an original invoice, not to another correction.');
  }
  chain.corrections.forEach((c, i) => {
    if (c.reference?.originalInvoiceNumber !== chain.original.invoiceNumber || c.reference.modificationIndex !== i + 1) {
      throw new InvoiceChainError('CHAIN_ORDER', `Correction ${c.invoiceNumber} is not modification ${i + 1} of ${chain.original.invoiceNumber}.`);
    }
  });
}

export function nextModificationIndex(chain: InvoiceChain): number {
  return chain.corrections.length + 1;
}

/** Every line number used in the chain so far (original line numbers and correction references). */
export function lastLineNumberOfChain(chain: InvoiceChain): number {
  const numbers = [...chain.original.lines.map((l) => l.lineNumber), ...chain.corrections.flatMap((c) => c.lines.map((l) => l.lineNumberReference ?? 0))];
  return Math.max(0, ...numbers);
}

/** The chain's effective totals (original plus all differences). */
export function chainTotals(chain: InvoiceChain): InvoiceTotals {
  return calculateTotals(
    [chain.original, ...chain.corrections].flatMap((d) => d.lines),
    chain.original,
  );
}

export function isCancelled(chain: InvoiceChain): boolean {
  return chain.corrections.at(-1)?.operation === 'STORNO';
}

export interface CorrectionInput {
  invoiceNumber: string;
  issueDate: string;
  /**
   * Corrected header data (e.g. the customer's address, the payment date). Category, currency and
   * exchange rate always stay the original's.
   */
  header?: Partial<Omit<InvoiceHeader, 'currency' | 'exchangeRate' | 'issueDate'>>;
}

function correctionDocument(chain: InvoiceChain, operation: 'MODIFY' | 'STORNO', input: CorrectionInput, lines: readonly InvoiceLine[]): InvoiceDocument {
  checkChain(chain);
  const last = chain.corrections.at(-1) ?? chain.original;
  const { lines: _lines, totals: _totals, reference: _reference, operation: _op, invoiceNumber: _n, category: _c, ...lastHeader } = last;
  const header: InvoiceHeader = {
    ...lastHeader,
    ...input.header,
    issueDate: input.issueDate,
    currency: chain.original.currency,
    exchangeRate: chain.original.exchangeRate,
  };
  const firstReference = lastLineNumberOfChain(chain) + 1;
  const calculated = lines.map((line, i) => calculateLine(line, i + 1, header, firstReference + i));
  return {
    ...header,
    operation,
    invoiceNumber: input.invoiceNumber,
    category: chain.original.category,
    reference: { originalInvoiceNumber: chain.original.invoiceNumber, modificationIndex: nextModificationIndex(chain), modifyWithoutMaster: false },
    lines: calculated,
    // A header-only correction still reports one (zero) VAT group: the original's first.
    totals: calculateTotals(calculated, header, chain.original.totals.byVat[0]?.vat),
  };
}

/**
 * A modifying invoice carrying `lines` as differences (negative quantities reduce). Build the
 * differences from before/after states with {@link lineDifferences}.
 */
export function buildModification(chain: InvoiceChain, input: CorrectionInput & { lines: readonly InvoiceLine[] }): InvoiceDocument {
  return correctionDocument(chain, 'MODIFY', input, input.lines);
}

/** Negates a line (quantity; a value discount follows the quantity's sign). */
export function negateLine(line: InvoiceLine): InvoiceLine {
  const { lineNumber: _a, lineNumberReference: _b, unitPriceHUF: _c, discountValue: _d, amounts: _e, ...input } = line as CalculatedLine;
  return { ...input, quantity: formatDecimal(negate(decimal(line.quantity))) };
}

/** The cancelling invoice: every line of the chain repeated with negated quantity. */
export function buildStorno(chain: InvoiceChain, input: CorrectionInput): InvoiceDocument {
  if (isCancelled(chain)) throw new InvoiceChainError('ALREADY_CANCELLED', `${chain.original.invoiceNumber} is already cancelled.`);
  const lines = [chain.original, ...chain.corrections].flatMap((d) => d.lines).map(negateLine);
  if (lines.length === 0) throw new InvoiceChainError('NOTHING_TO_CANCEL', `${chain.original.invoiceNumber} has no lines.`);
  return correctionDocument(chain, 'STORNO', input, lines);
}

function sameDiscount(a: InvoiceLine, b: InvoiceLine): boolean {
  const norm = (v: string | undefined) => (v === undefined ? '' : normalizeDecimal(v));
  return (a.discount?.description ?? '') === (b.discount?.description ?? '') && norm(a.discount?.rate) === norm(b.discount?.rate) && norm(a.discount?.value) === norm(b.discount?.value);
}

/** Same item data apart from the quantity (and the discount, compared separately). */
function sameExceptQuantity(a: InvoiceLine, b: InvoiceLine): boolean {
  return (
    a.description === b.description &&
    a.nature === b.nature &&
    a.unitOfMeasure === b.unitOfMeasure &&
    (a.unitOfMeasureOwn ?? '') === (b.unitOfMeasureOwn ?? '') &&
    normalizeDecimal(a.unitPrice) === normalizeDecimal(b.unitPrice) &&
    a.vat.code === b.vat.code &&
    (a.vat.reason ?? '') === (b.vat.reason ?? '')
  );
}

/**
 * The difference lines between two states of the same items, keyed by a stable item id (e.g. the
 * original line's id). A pure quantity change yields one line with the quantity difference; any
 * other change yields the negation of the old line plus the new line (as NAV's samples correct a
 * wrong product); removed items are negated, new items added.
 */
export function lineDifferences(before: Readonly<Record<string, InvoiceLine>>, after: Readonly<Record<string, InvoiceLine>>): InvoiceLine[] {
  const result: InvoiceLine[] = [];
  for (const [key, old] of Object.entries(before)) {
    const next = after[key];
    if (!next) {
      result.push(negateLine(old));
      continue;
    }
    const delta = sub(decimal(next.quantity), decimal(old.quantity));
    const unchangedItem = sameExceptQuantity(old, next) && sameDiscount(old, next);
    if (unchangedItem && isZero(delta)) continue;
    // A quantity difference alone is exact only without a discount (a rate discount would round anew).
    if (unchangedItem && !old.discount) result.push({ ...next, quantity: formatDecimal(delta) });
    else result.push(negateLine(old), next);
  }
  for (const [key, line] of Object.entries(after)) if (!(key in before)) result.push(line);
  return result;
}
