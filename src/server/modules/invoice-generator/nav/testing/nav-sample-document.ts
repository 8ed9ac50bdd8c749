/**
 * Test helper: reads one of NAV's InvoiceData samples (fixtures/nav-samples) into the
 * `InvoiceDocument` the business rules judge, so the rules can be held against NAV's own
 * documents (issue 39.7). Normal invoices only (no aggregate or simplified line amounts); a
 * document with `invoiceReference` is read as a MODIFY. Amounts are taken as written, never
 * recomputed: what NAV accepted is what the rules see.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { add, decimal, formatDecimal } from '@shared/invoice-generator/decimal';
import type { Amounts, CalculatedLine, VatGroup } from '@shared/invoice-generator/invoice-calculation';
import type { InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import type { Address, TaxNumber } from '@shared/invoice-generator/invoice-generator.schemas';
import type { LineVat, VatCode } from '@shared/invoice-generator/vat';
import { child, childrenNamed, readXml, text, type XmlTree } from '../xml-reader';

export function navSamplePath(name: string): string {
  return fileURLToPath(new URL(`../fixtures/nav-samples/${name}`, import.meta.url));
}

const PERCENTAGES: Record<string, VatCode> = { '0.27': '27', '0.18': '18', '0.05': '5' };

function taxNumber(node: XmlTree | undefined): TaxNumber | undefined {
  if (!node) return undefined;
  return { taxpayerId: text(node, 'taxpayerId')!, vatCode: text(node, 'vatCode'), countyCode: text(node, 'countyCode') };
}

function address(node: XmlTree | undefined): Address | undefined {
  const a = child(node, 'simpleAddress') ?? child(node, 'detailedAddress');
  if (!a) return undefined;
  const line = text(a, 'additionalAddressDetail') ?? [text(a, 'streetName'), text(a, 'publicPlaceCategory'), text(a, 'number')].filter(Boolean).join(' ');
  return { countryCode: text(a, 'countryCode')!, postalCode: text(a, 'postalCode')!, city: text(a, 'city')!, addressLine: line };
}

function vatOf(rate: XmlTree | undefined): LineVat {
  const pct = text(rate, 'vatPercentage');
  if (pct !== undefined) return { code: PERCENTAGES[String(Number(pct))] ?? (pct as VatCode) };
  for (const name of ['vatExemption', 'vatOutOfScope']) {
    const c = child(rate, name);
    if (c) return { code: text(c, 'case') as VatCode, reason: text(c, 'reason') };
  }
  if (child(rate, 'vatDomesticReverseCharge')) return { code: 'FAD' };
  if (child(rate, 'noVatCharge')) return { code: 'NOVAT' };
  throw new Error(`Unsupported VAT rate in a NAV sample: ${JSON.stringify(rate?.children.map((c) => c.name))}`);
}

const amount = (node: XmlTree | undefined, ...path: string[]) => text(node, ...path) ?? '0';
/** A gross amount NAV's sample left out (it is optional) is net + VAT. */
const gross = (stated: string | undefined, net: string, vat: string) => stated ?? formatDecimal(add(decimal(net), decimal(vat)));

function withGross(a: Omit<Amounts, 'gross' | 'grossHUF'>, statedGross: string | undefined, statedGrossHUF: string | undefined): Amounts {
  return { ...a, gross: gross(statedGross, a.net, a.vat), grossHUF: gross(statedGrossHUF, a.netHUF, a.vatHUF) };
}

function lineAmounts(normal: XmlTree): Amounts {
  return withGross(
    {
      net: amount(normal, 'lineNetAmountData', 'lineNetAmount'),
      netHUF: amount(normal, 'lineNetAmountData', 'lineNetAmountHUF'),
      vat: amount(normal, 'lineVatData', 'lineVatAmount'),
      vatHUF: amount(normal, 'lineVatData', 'lineVatAmountHUF'),
    },
    text(normal, 'lineGrossAmountData', 'lineGrossAmountNormal'),
    text(normal, 'lineGrossAmountData', 'lineGrossAmountNormalHUF'),
  );
}

function line(node: XmlTree): CalculatedLine {
  const normal = child(node, 'lineAmountsNormal');
  if (!normal) throw new Error('Only normal line amounts are read from the NAV samples');
  const reference = text(node, 'lineModificationReference', 'lineNumberReference');
  const unit = text(node, 'unitOfMeasure');
  // Quantity-free lines (lineExpressionIndicator false) stay without quantity, unit and price.
  return {
    lineNumber: Number(text(node, 'lineNumber')),
    ...(reference ? { lineNumberReference: Number(reference) } : {}),
    lineExpressionIndicator: text(node, 'lineExpressionIndicator') === 'true',
    description: text(node, 'lineDescription') ?? '',
    nature: (text(node, 'lineNatureIndicator') ?? 'OTHER') as CalculatedLine['nature'],
    quantity: text(node, 'quantity'),
    unitOfMeasure: unit,
    unitOfMeasureOwn: text(node, 'unitOfMeasureOwn'),
    unitPrice: text(node, 'unitPrice'),
    unitPriceHUF: text(node, 'unitPriceHUF') ?? text(node, 'unitPrice'),
    vat: vatOf(child(normal, 'lineVatRate')),
    amounts: lineAmounts(normal),
  } as CalculatedLine;
}

function vatGroup(node: XmlTree): VatGroup {
  return {
    vat: vatOf(child(node, 'vatRate')),
    amounts: withGross(
      {
        net: amount(node, 'vatRateNetData', 'vatRateNetAmount'),
        netHUF: amount(node, 'vatRateNetData', 'vatRateNetAmountHUF'),
        vat: amount(node, 'vatRateVatData', 'vatRateVatAmount'),
        vatHUF: amount(node, 'vatRateVatData', 'vatRateVatAmountHUF'),
      },
      text(node, 'vatRateGrossData', 'vatRateGrossAmount'),
      text(node, 'vatRateGrossData', 'vatRateGrossAmountHUF'),
    ),
  };
}

export async function readNavSampleDocument(name: string): Promise<InvoiceDocument> {
  const root = await readXml(readFileSync(navSamplePath(name), 'utf8'));
  const invoice = child(child(root, 'invoiceMain'), 'invoice');
  if (!invoice) throw new Error(`${name}: not a single-invoice sample`);
  const head = child(invoice, 'invoiceHead');
  const supplier = child(head, 'supplierInfo');
  const customer = child(head, 'customerInfo');
  const detail = child(head, 'invoiceDetail');
  const ref = child(invoice, 'invoiceReference');
  const summary = child(child(invoice, 'invoiceSummary'), 'summaryNormal');
  if (!summary) throw new Error(`${name}: only normal summaries are read`);
  const customerVat = child(customer, 'customerVatData');
  const doc = {
    operation: ref ? 'MODIFY' : 'CREATE',
    invoiceNumber: text(root, 'invoiceNumber')!,
    issueDate: text(root, 'invoiceIssueDate')!,
    category: 'NORMAL',
    ...(ref
      ? { reference: { originalInvoiceNumber: text(ref, 'originalInvoiceNumber')!, modificationIndex: Number(text(ref, 'modificationIndex')), modifyWithoutMaster: text(ref, 'modifyWithoutMaster') === 'true' } }
      : {}),
    deliveryDate: text(detail, 'invoiceDeliveryDate')!,
    deliveryPeriodStart: text(detail, 'invoiceDeliveryPeriodStart'),
    deliveryPeriodEnd: text(detail, 'invoiceDeliveryPeriodEnd'),
    paymentDate: text(detail, 'paymentDate'),
    paymentMethod: text(detail, 'paymentMethod'),
    currency: text(detail, 'currencyCode')!,
    exchangeRate: text(detail, 'exchangeRate')!,
    appearance: text(detail, 'invoiceAppearance'),
    supplier: {
      name: text(supplier, 'supplierName')!,
      taxNumber: taxNumber(child(supplier, 'supplierTaxNumber'))!,
      groupMemberTaxNumber: taxNumber(child(supplier, 'groupMemberTaxNumber')),
      communityVatNumber: text(supplier, 'communityVatNumber'),
      address: address(child(supplier, 'supplierAddress')),
    },
    customer: {
      vatStatus: text(customer, 'customerVatStatus') ?? 'PRIVATE_PERSON',
      name: text(customer, 'customerName'),
      address: address(child(customer, 'customerAddress')),
      taxNumber: taxNumber(child(customerVat, 'customerTaxNumber')),
      communityVatNumber: text(customerVat, 'communityVatNumber'),
      thirdStateTaxId: text(customerVat, 'thirdStateTaxId'),
    },
    lines: childrenNamed(child(invoice, 'invoiceLines'), 'line').map(line),
    totals: {
      byVat: childrenNamed(summary, 'summaryByVatRate').map(vatGroup),
      total: withGross(
        {
          net: amount(summary, 'invoiceNetAmount'),
          netHUF: amount(summary, 'invoiceNetAmountHUF'),
          vat: amount(summary, 'invoiceVatAmount'),
          vatHUF: amount(summary, 'invoiceVatAmountHUF'),
        },
        text(child(invoice, 'invoiceSummary'), 'summaryGrossData', 'invoiceGrossAmount'),
        text(child(invoice, 'invoiceSummary'), 'summaryGrossData', 'invoiceGrossAmountHUF'),
      ),
    },
  };
  // Optional fields NAV left out stay absent (the rules test presence with `undefined`).
  return JSON.parse(JSON.stringify(doc)) as InvoiceDocument;
}
