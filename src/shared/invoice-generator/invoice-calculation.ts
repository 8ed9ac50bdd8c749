/**
 * Invoice arithmetic, exactly as the NAV reference (hu-invoicing-nav.md §6) and docs/decisions/0141
 * say:
 * - line net = quantity × unit price − discount, rounded to the currency's amount scale
 *   (HUF: whole forints, other currencies: 2 decimals), half away from zero;
 * - line VAT = round(line net × rate); line gross = net + VAT;
 * - HUF twins: each rounded currency amount × exchange rate, rounded to 2 decimals (an HUF invoice's
 *   twins are the amounts themselves); gross HUF = net HUF + VAT HUF, so NAV's "gross = net + VAT"
 *   check holds in HUF too;
 * - a VAT group sums its lines' values, the invoice total sums its groups.
 */
import { add, decimal, formatDecimal, mul, negate, roundTo, sub, sum, ZERO, type Decimal } from './decimal';
import type { InvoiceLine } from './invoice-generator.schemas';
import { vatGroupKey, vatPercentage, type LineVat } from './vat';

/** Amounts of a line, a VAT group or the whole document, as decimal strings. */
export interface Amounts {
  net: string;
  netHUF: string;
  vat: string;
  vatHUF: string;
  gross: string;
  grossHUF: string;
}

export interface CalculatedLine extends InvoiceLine {
  /** Position inside this document, from 1, gapless. */
  lineNumber: number;
  /** For modifying documents: the line's number in the invoice chain (continues the original's). */
  lineNumberReference?: number;
  /**
   * NAV `lineExpressionIndicator`: the item is expressed in natural units (quantity, unit, unit
   * price). Absent = true, as on every invoice issued here; false lines (an advance, a discount
   * on the whole invoice in NAV's samples) carry amounts only.
   */
  lineExpressionIndicator?: boolean;
  unitPriceHUF: string;
  /** The discount in the invoice currency (from the rate or the given value). */
  discountValue?: string;
  amounts: Amounts;
}

export interface VatGroup {
  vat: LineVat;
  amounts: Amounts;
}

export interface InvoiceTotals {
  /** One group per distinct VAT code (and reason), in first-appearance order. */
  byVat: VatGroup[];
  total: Amounts;
}

export interface CurrencyContext {
  currency: string;
  exchangeRate: string;
}

/** Decimals of amounts in the invoice currency: whole forints for HUF, cents otherwise. */
export function amountScale(currency: string): number {
  return currency === 'HUF' ? 0 : 2;
}

export const HUF_SCALE = 2;

function hufTwin(amount: Decimal, ctx: CurrencyContext): Decimal {
  return ctx.currency === 'HUF' ? amount : roundTo(mul(amount, decimal(ctx.exchangeRate)), HUF_SCALE);
}

interface DecimalAmounts {
  net: Decimal;
  netHUF: Decimal;
  vat: Decimal;
  vatHUF: Decimal;
}

function format(a: DecimalAmounts, ctx: CurrencyContext): Amounts {
  const scale = amountScale(ctx.currency);
  const hufScale = ctx.currency === 'HUF' ? scale : HUF_SCALE;
  return {
    net: formatDecimal(a.net, scale),
    netHUF: formatDecimal(a.netHUF, hufScale),
    vat: formatDecimal(a.vat, scale),
    vatHUF: formatDecimal(a.vatHUF, hufScale),
    gross: formatDecimal(add(a.net, a.vat), scale),
    grossHUF: formatDecimal(add(a.netHUF, a.vatHUF), hufScale),
  };
}

function parseAmounts(a: Amounts): DecimalAmounts {
  return { net: decimal(a.net), netHUF: decimal(a.netHUF), vat: decimal(a.vat), vatHUF: decimal(a.vatHUF) };
}

/** The discount in currency: the given value, or round(quantity × unit price × rate). */
export function lineDiscountValue(line: Pick<InvoiceLine, 'quantity' | 'unitPrice' | 'discount'>, ctx: CurrencyContext): Decimal | undefined {
  const d = line.discount;
  if (!d) return undefined;
  const scale = amountScale(ctx.currency);
  if (d.value !== undefined) {
    // A discount lowers the amount in the direction of the quantity (a storno line negates it too).
    const value = roundTo(decimal(d.value), scale);
    return decimal(line.quantity).units < 0n ? negate(value) : value;
  }
  return roundTo(mul(mul(decimal(line.quantity), decimal(line.unitPrice)), decimal(d.rate ?? '0')), scale);
}

export function calculateLineAmounts(line: InvoiceLine, ctx: CurrencyContext): { amounts: Amounts; discountValue?: string; unitPriceHUF: string } {
  const scale = amountScale(ctx.currency);
  const discount = lineDiscountValue(line, ctx);
  const net = roundTo(sub(mul(decimal(line.quantity), decimal(line.unitPrice)), discount ?? ZERO), scale);
  const rate = vatPercentage(line.vat.code);
  const vat = rate === null ? roundTo(ZERO, scale) : roundTo(mul(net, decimal(rate)), scale);
  const amounts = format({ net, vat, netHUF: hufTwin(net, ctx), vatHUF: hufTwin(vat, ctx) }, ctx);
  const unitPrice = decimal(line.unitPrice);
  const unitPriceHUF = ctx.currency === 'HUF' ? formatDecimal(unitPrice) : formatDecimal(roundTo(mul(unitPrice, decimal(ctx.exchangeRate)), HUF_SCALE));
  return discount === undefined ? { amounts, unitPriceHUF } : { amounts, unitPriceHUF, discountValue: formatDecimal(discount, scale) };
}

export function calculateLine(line: InvoiceLine, lineNumber: number, ctx: CurrencyContext, lineNumberReference?: number): CalculatedLine {
  const calc = calculateLineAmounts(line, ctx);
  const result: CalculatedLine = { ...line, lineNumber, unitPriceHUF: calc.unitPriceHUF, amounts: calc.amounts };
  if (lineNumberReference !== undefined) result.lineNumberReference = lineNumberReference;
  if (calc.discountValue !== undefined) result.discountValue = calc.discountValue;
  return result;
}

export function sumAmounts(items: readonly Amounts[], ctx: CurrencyContext): Amounts {
  const parsed = items.map(parseAmounts);
  return format(
    {
      net: sum(parsed.map((a) => a.net)),
      netHUF: sum(parsed.map((a) => a.netHUF)),
      vat: sum(parsed.map((a) => a.vat)),
      vatHUF: sum(parsed.map((a) => a.vatHUF)),
    },
    ctx,
  );
}

export function negateAmounts(a: Amounts, ctx: CurrencyContext): Amounts {
  const p = parseAmounts(a);
  return format({ net: negate(p.net), netHUF: negate(p.netHUF), vat: negate(p.vat), vatHUF: negate(p.vatHUF) }, ctx);
}

export function zeroAmounts(ctx: CurrencyContext): Amounts {
  return sumAmounts([], ctx);
}

/**
 * Totals by VAT group and for the document. `emptyGroupVat` gives the group a document without lines
 * still reports (NAV requires at least one `summaryByVatRate`), e.g. a header-only modification.
 */
export function calculateTotals(lines: readonly Pick<CalculatedLine, 'vat' | 'amounts'>[], ctx: CurrencyContext, emptyGroupVat?: LineVat): InvoiceTotals {
  const groups = new Map<string, { vat: LineVat; items: Amounts[] }>();
  for (const line of lines) {
    const key = vatGroupKey(line.vat);
    const group = groups.get(key) ?? { vat: { ...line.vat }, items: [] };
    group.items.push(line.amounts);
    groups.set(key, group);
  }
  const byVat = [...groups.values()].map((g) => ({ vat: g.vat, amounts: sumAmounts(g.items, ctx) }));
  if (byVat.length === 0 && emptyGroupVat) byVat.push({ vat: emptyGroupVat, amounts: zeroAmounts(ctx) });
  return {
    byVat,
    total: sumAmounts(
      byVat.map((g) => g.amounts),
      ctx,
    ),
  };
}
