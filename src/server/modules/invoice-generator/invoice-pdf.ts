// The printable invoice (PDF) of an issued document, with every item of Áfa tv. 169. §: issue
// date, number, seller's and buyer's names, addresses and tax numbers, delivery date, line data
// (description, quantity, unit, net unit price, discount), VAT rate or the legal ground of an
// exemption, VAT by rate, totals, HUF twins with the exchange rate of a foreign-currency invoice,
// the reference to the original of a correction, and the gross amount in words (decision 0147).
import { abs, decimal, formatDecimal, isNegative, normalizeDecimal, roundTo } from '@shared/invoice-generator/decimal';
import type { Amounts } from '@shared/invoice-generator/invoice-calculation';
import type { InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import type { Address, TaxNumber } from '@shared/invoice-generator/invoice-generator.schemas';
import { isPercentageCode, vatReason, type LineVat } from '@shared/invoice-generator/vat';
import { formatHuDate, formatHuDecimal, NBSP, type HuCurrency } from '@shared/hu/format';
import { amountInWords } from '@shared/hu/number-words';
import { createHungarianPdf, pdfToBuffer } from '../../lib/pdf/hungarian-pdf';

const TITLES: Record<InvoiceDocument['operation'], string> = { CREATE: 'SZÁMLA', MODIFY: 'MÓDOSÍTÓ SZÁMLA', STORNO: 'ÉRVÉNYTELENÍTŐ SZÁMLA' };
const PAYMENT_METHODS: Record<string, string> = { TRANSFER: 'átutalás', CASH: 'készpénz', CARD: 'bankkártya', VOUCHER: 'utalvány', OTHER: 'egyéb' };
const UNITS: Record<string, string> = {
  PIECE: 'db',
  KILOGRAM: 'kg',
  TON: 't',
  KWH: 'kWh',
  DAY: 'nap',
  HOUR: 'óra',
  MINUTE: 'perc',
  MONTH: 'hónap',
  LITER: 'l',
  KILOMETER: 'km',
  CUBIC_METER: 'm³',
  METER: 'm',
  LINEAR_METER: 'fm',
  CARTON: 'karton',
  PACK: 'csomag',
};

export interface InvoicePdfExtras {
  /** The firm's footer (register number, "e.v." …). */
  footerNote?: string | null;
  note?: string | null;
  /** What happened to the NAV report (nav-display.ts navPdfNote): never a claim the outbox has not made true. */
  navNote?: string;
  /** A díjbekérő (decision 0368): titled and marked as a payment request, not a tax invoice. */
  proforma?: boolean;
}

/** The notice every pro-forma carries where an invoice says "Elektronikus számla.". */
export const PROFORMA_NOTICE = 'Díjbekérő – nem számla: áfa levonására nem jogosít, a NAV-nak nem jelentjük. A számlát a befizetés után állítjuk ki.';

/** U+2212, the one minus sign of the printed invoice (a storno's amounts, quantities, discounts). */
const MINUS = '\u2212';

/**
 * A decimal string as printed: exact (never through a float), at least `minFractionDigits`
 * decimals, more when the value has them, and a negative with the minus sign.
 */
function num(value: string, minFractionDigits = 0): string {
  return formatHuDecimal(normalizeDecimal(value), { minFractionDigits }).replace(/^-/, MINUS);
}

/** "1 250 000 Ft", "1 250,50 EUR"; HUF twins keep their fillér when they have any. */
export function money(value: string, currency: string): string {
  const normalized = normalizeDecimal(formatDecimal(decimal(value), 2));
  return `${num(normalized, currency === 'HUF' && !normalized.includes('.') ? 0 : 2)}${NBSP}${currency === 'HUF' ? 'Ft' : currency}`;
}

/**
 * A unit price with every decimal the XML carries (NAV allows more than the currency's two:
 * 33.335 EUR × 3 = 100.01 EUR), and at least the currency's own (issue 39.8).
 */
export function unitPriceText(value: string, currency: string): string {
  return `${num(value, currency === 'HUF' ? 0 : 2)}${NBSP}${currency === 'HUF' ? 'Ft' : currency}`;
}

export function taxNumberText(t: TaxNumber | undefined): string | undefined {
  if (!t) return undefined;
  return [t.taxpayerId, t.vatCode, t.countyCode].filter(Boolean).join('-');
}

/** "1132 Budapest, Váci út 12." (foreign: "AT-1010 Wien, …"), as the invoice prints it. */
export function addressText(a: Address | undefined): string {
  if (!a) return '';
  return `${a.countryCode === 'HU' ? '' : `${a.countryCode}-`}${a.postalCode} ${a.city}, ${a.addressLine}`;
}

function vatLabel(vat: LineVat): string {
  return isPercentageCode(vat.code) ? `${vat.code}%` : vat.code;
}

/** "egymillió-… forint"; a negative (storno) amount as "mínusz …". */
export function grossInWords(gross: string, currency: string): string | null {
  if (!['HUF', 'EUR', 'USD', 'GBP', 'CHF'].includes(currency)) return null;
  const d = decimal(gross);
  const negative = isNegative(d);
  const words = amountInWords(roundTo(abs(d), currency === 'HUF' ? 0 : 2), currency as HuCurrency);
  return negative ? `mínusz ${words}` : words;
}

export async function renderInvoicePdf(doc: InvoiceDocument, extras: InvoicePdfExtras = {}): Promise<Buffer> {
  const title = extras.proforma ? 'DÍJBEKÉRŐ' : TITLES[doc.operation];
  const pdf = createHungarianPdf({ title: `${title} ${doc.invoiceNumber}`, author: doc.supplier.name, subject: extras.proforma ? 'Díjbekérő' : 'Számla', creationDate: new Date(`${doc.issueDate}T12:00:00Z`) });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const foreign = doc.currency !== 'HUF';

  // Title and number
  pdf.font('bold').fontSize(18).text(title, left, 50);
  pdf.font('regular').fontSize(10).text(`Sorszám: ${doc.invoiceNumber}`, left, 74);
  if (doc.reference) {
    pdf.text(`Az eredeti számla sorszáma: ${doc.reference.originalInvoiceNumber} · ${doc.reference.modificationIndex}. módosítás`, left, 88);
  }

  // Parties
  const partyTop = 115;
  const column = (x: number, heading: string, lines: (string | undefined)[]) => {
    pdf.font('bold').fontSize(9).text(heading, x, partyTop);
    pdf
      .font('bold')
      .fontSize(11)
      .text(lines[0] ?? '', x, partyTop + 14, { width: width / 2 - 10 });
    pdf.font('regular').fontSize(9);
    for (const line of lines.slice(1)) if (line) pdf.text(line, { width: width / 2 - 10 });
    return pdf.y;
  };
  const s = doc.supplier;
  const sellerBottom = column(left, 'ELADÓ', [
    s.name,
    addressText(s.address),
    `Adószám: ${taxNumberText(s.taxNumber)}`,
    s.groupMemberTaxNumber ? `Csoporttag adószáma: ${taxNumberText(s.groupMemberTaxNumber)}` : undefined,
    s.communityVatNumber ? `Közösségi adószám: ${s.communityVatNumber}` : undefined,
    s.bankAccountNumber ? `Bankszámla: ${s.bankAccountNumber}` : undefined,
  ]);
  const c = doc.customer;
  const buyerBottom = column(left + width / 2 + 10, 'VEVŐ', [
    c.name ?? 'Magánszemély',
    addressText(c.address),
    c.taxNumber ? `Adószám: ${taxNumberText(c.taxNumber)}` : undefined,
    c.groupMemberTaxNumber ? `Csoporttag adószáma: ${taxNumberText(c.groupMemberTaxNumber)}` : undefined,
    c.communityVatNumber ? `Közösségi adószám: ${c.communityVatNumber}` : undefined,
    c.thirdStateTaxId ? `Adóazonosító: ${c.thirdStateTaxId}` : undefined,
  ]);

  // Dates and terms
  let y = Math.max(sellerBottom, buyerBottom) + 14;
  const facts: [string, string][] = [
    [extras.proforma ? 'Kelte' : 'Számla kelte', formatHuDate(doc.issueDate)],
    ['Teljesítés dátuma', formatHuDate(doc.deliveryDate)],
    ['Fizetési határidő', doc.paymentDate ? formatHuDate(doc.paymentDate) : '—'],
    ['Fizetési mód', PAYMENT_METHODS[doc.paymentMethod ?? 'TRANSFER'] ?? '—'],
    ['Pénznem', doc.currency],
  ];
  if (foreign)
    facts.push(['Árfolyam', `1 ${doc.currency} = ${num(doc.exchangeRate)} Ft${doc.exchangeRateSource ? ` (${doc.exchangeRateSource}${doc.exchangeRateDate ? `, ${formatHuDate(doc.exchangeRateDate)}` : ''})` : ''}`]);
  const factWidth = width / 3;
  facts.forEach(([label, value], i) => {
    const x = left + (i % 3) * factWidth;
    const rowY = y + Math.floor(i / 3) * 28;
    pdf
      .font('regular')
      .fontSize(8)
      .fillColor('#555555')
      .text(label, x, rowY, { width: factWidth - 6 });
    pdf
      .font('bold')
      .fontSize(9)
      .fillColor('#000000')
      .text(value, x, rowY + 10, { width: factWidth - 6 });
  });
  y += Math.ceil(facts.length / 3) * 28 + 10;
  if (doc.cashAccounting) {
    pdf.font('bold').fontSize(9).text('Pénzforgalmi elszámolás', left, y);
    y += 14;
  }

  // Lines
  const cols = [
    { key: '#', w: 20, align: 'left' as const },
    { key: 'Megnevezés', w: 129, align: 'left' as const },
    { key: 'Mennyiség', w: 58, align: 'right' as const },
    { key: 'Egység', w: 42, align: 'left' as const },
    { key: 'Nettó egységár', w: 62, align: 'right' as const },
    { key: 'Nettó érték', w: 66, align: 'right' as const },
    { key: 'Áfa', w: 46, align: 'left' as const },
    { key: 'Áfaösszeg', w: width - 423, align: 'right' as const },
  ];
  const drawRow = (cells: string[], bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(8);
    let x = left;
    const heights = cells.map((cell, i) => pdf.heightOfString(cell, { width: cols[i]!.w - 4 }));
    const h = Math.max(...heights) + 4;
    if (y + h > pdf.page.height - pdf.page.margins.bottom - 20) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 2, y + 2, { width: cols[i]!.w - 4, align: cols[i]!.align });
      x += cols[i]!.w;
    });
    y += h;
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke();
  };
  drawRow(
    cols.map((c2) => c2.key),
    true,
  );
  const reasons = new Map<string, string>();
  for (const line of doc.lines) {
    const reason = vatReason(line.vat);
    if (reason) reasons.set(line.vat.code, reason);
    const unit = line.unitOfMeasure === 'OWN' ? (line.unitOfMeasureOwn ?? '') : (UNITS[line.unitOfMeasure] ?? line.unitOfMeasure);
    const discount = line.discount ? `Engedmény${line.discount.description ? ` (${line.discount.description})` : ''}: ${MINUS}${money(formatDecimal(abs(decimal(line.discountValue ?? '0'))), doc.currency)}` : undefined;
    const description = [line.description, discount].filter(Boolean).join('\n');
    drawRow([
      String(line.lineNumberReference ?? line.lineNumber),
      description,
      num(line.quantity),
      unit,
      unitPriceText(line.unitPrice, doc.currency),
      money(line.amounts.net, doc.currency),
      vatLabel(line.vat),
      money(line.amounts.vat, doc.currency),
    ]);
  }
  y += 10;

  // VAT summary by rate
  const ensure = (space: number) => {
    if (y + space > pdf.page.height - pdf.page.margins.bottom) {
      pdf.addPage();
      y = pdf.page.margins.top;
    }
  };
  ensure(40 + doc.totals.byVat.length * 14);
  pdf.font('bold').fontSize(9).text('Áfa-összesítő kulcsonként', left, y);
  y += 14;
  const sumCols = [100, 95, 95, 95, width - 385];
  const sumRow = (cells: string[], bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(8);
    let x = left;
    cells.forEach((cell, i) => {
      pdf.text(cell, x + 2, y + 2, { width: sumCols[i]! - 4, align: i === 0 ? 'left' : 'right' });
      x += sumCols[i]!;
    });
    y += 14;
  };
  sumRow(['Kulcs', 'Nettó', 'Áfa', 'Bruttó', foreign ? 'Áfa forintban' : ''], true);
  for (const g of doc.totals.byVat) {
    sumRow([vatLabel(g.vat), money(g.amounts.net, doc.currency), money(g.amounts.vat, doc.currency), money(g.amounts.gross, doc.currency), foreign ? money(g.amounts.vatHUF, 'HUF') : '']);
  }
  y += 6;

  // Totals
  ensure(110);
  const t: Amounts = doc.totals.total;
  const totalLine = (label: string, value: string, bold = false) => {
    pdf.font(bold ? 'bold' : 'regular').fontSize(bold ? 12 : 9);
    pdf.text(label, left + width - 360, y, { width: 215, lineBreak: false });
    pdf.text(value, left + width - 140, y, { width: 140, align: 'right', lineBreak: false });
    y += bold ? 18 : 13;
  };
  totalLine('Nettó összesen', money(t.net, doc.currency));
  totalLine('Áfa összesen', money(t.vat, doc.currency));
  totalLine('Fizetendő (bruttó) összesen', money(t.gross, doc.currency), true);
  if (foreign) {
    totalLine('Nettó forintban', money(t.netHUF, 'HUF'));
    totalLine('Áfa forintban', money(t.vatHUF, 'HUF'));
    totalLine('Bruttó forintban', money(t.grossHUF, 'HUF'));
  }
  const words = grossInWords(t.gross, doc.currency);
  if (words) {
    y += 4;
    pdf.font('regular').fontSize(9).text(`Azaz: ${words}.`, left, y, { width });
    y = pdf.y + 6;
  }

  // Legal grounds of VAT cases, notes, footer
  ensure(60);
  pdf.font('regular').fontSize(8);
  for (const [code, reason] of reasons) {
    pdf.text(`${code}: ${reason}`, left, y, { width });
    y = pdf.y + 2;
  }
  if (extras.note) {
    pdf.text(`Megjegyzés: ${extras.note}`, left, y + 4, { width });
    y = pdf.y + 2;
  }
  if (extras.footerNote) {
    pdf.text(extras.footerNote, left, y + 4, { width });
    y = pdf.y + 2;
  }
  pdf.fillColor('#555555').text(extras.proforma ? PROFORMA_NOTICE : [extras.navNote, 'Elektronikus számla.'].filter(Boolean).join(' '), left, y + 8, { width });
  return pdfToBuffer(pdf);
}
