/**
 * NAV Online Számla 3.0 `InvoiceData` XML of an invoice document (CREATE, MODIFY or STORNO), in the
 * element order of invoiceData.xsd. `completenessIndicator` is false: the XML is the data report,
 * the invoice itself is the PDF.
 */
import { normalizeDecimal } from '@shared/invoice-generator/decimal';
import type { Amounts, CalculatedLine } from '@shared/invoice-generator/invoice-calculation';
import type { InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import type { Address, Customer, TaxNumber } from '@shared/invoice-generator/invoice-generator.schemas';
import { isExemptionCode, isOutOfScopeCode, vatPercentage, vatReason, type LineVat } from '@shared/invoice-generator/vat';
import { el, serializeXml, type XmlChild, type XmlElement } from './xml-writer';

export const NAV_DATA_NS = 'http://schemas.nav.gov.hu/OSA/3.0/data';
export const NAV_BASE_NS = 'http://schemas.nav.gov.hu/OSA/3.0/base';
export const NAV_COMMON_NS = 'http://schemas.nav.gov.hu/NTCA/1.0/common';

function taxNumber(name: string, t: TaxNumber, extra: XmlChild[] = []): XmlElement | null {
  return el(name, [el('base:taxpayerId', t.taxpayerId), el('base:vatCode', t.vatCode), el('base:countyCode', t.countyCode), ...extra]);
}

function address(name: string, a: Address | undefined): XmlElement | null {
  if (!a) return null;
  return el(name, [el('base:simpleAddress', [el('base:countryCode', a.countryCode), el('base:postalCode', a.postalCode), el('base:city', a.city), el('base:additionalAddressDetail', a.addressLine)])]);
}

function customerVatData(c: Customer): XmlElement | null {
  if (c.taxNumber) {
    return el('customerVatData', [taxNumber('customerTaxNumber', c.taxNumber, [c.groupMemberTaxNumber ? taxNumber('groupMemberTaxNumber', c.groupMemberTaxNumber) : null])]);
  }
  if (c.communityVatNumber) return el('customerVatData', [el('communityVatNumber', c.communityVatNumber)]);
  if (c.thirdStateTaxId) return el('customerVatData', [el('thirdStateTaxId', c.thirdStateTaxId)]);
  return null;
}

function customerInfo(c: Customer): XmlElement | null {
  // A private person's identity is not reported (NAV 3.0: status only, no name, address or tax data).
  if (c.vatStatus === 'PRIVATE_PERSON') return el('customerInfo', [el('customerVatStatus', c.vatStatus)]);
  return el('customerInfo', [el('customerVatStatus', c.vatStatus), customerVatData(c), el('customerName', c.name), address('customerAddress', c.address), el('customerBankAccountNumber', c.bankAccountNumber)]);
}

function vatRate(name: string, vat: LineVat): XmlElement | null {
  const pct = vatPercentage(vat.code);
  if (pct !== null) return el(name, [el('vatPercentage', pct)]);
  const reason = vatReason(vat);
  if (isExemptionCode(vat.code)) return el(name, [el('vatExemption', [el('case', vat.code), el('reason', reason)])]);
  if (isOutOfScopeCode(vat.code)) return el(name, [el('vatOutOfScope', [el('case', vat.code), el('reason', reason)])]);
  if (vat.code === 'FAD') return el(name, [el('vatDomesticReverseCharge', true)]);
  return el(name, [el('noVatCharge', true)]);
}

function line(l: CalculatedLine): XmlElement | null {
  const a = l.amounts;
  const discount = l.discount;
  return el('line', [
    el('lineNumber', l.lineNumber),
    l.lineNumberReference === undefined ? null : el('lineModificationReference', [el('lineNumberReference', l.lineNumberReference), el('lineOperation', 'CREATE')]),
    el('lineExpressionIndicator', true),
    el('lineNatureIndicator', l.nature),
    el('lineDescription', l.description),
    el('quantity', normalizeDecimal(l.quantity)),
    el('unitOfMeasure', l.unitOfMeasure),
    el('unitOfMeasureOwn', l.unitOfMeasure === 'OWN' ? l.unitOfMeasureOwn : undefined),
    el('unitPrice', normalizeDecimal(l.unitPrice)),
    el('unitPriceHUF', normalizeDecimal(l.unitPriceHUF)),
    discount
      ? el('lineDiscountData', [el('discountDescription', discount.description), el('discountValue', l.discountValue), el('discountRate', discount.rate === undefined ? undefined : normalizeDecimal(discount.rate))])
      : null,
    el('lineAmountsNormal', [
      el('lineNetAmountData', [el('lineNetAmount', a.net), el('lineNetAmountHUF', a.netHUF)]),
      vatRate('lineVatRate', l.vat),
      el('lineVatData', [el('lineVatAmount', a.vat), el('lineVatAmountHUF', a.vatHUF)]),
      el('lineGrossAmountData', [el('lineGrossAmountNormal', a.gross), el('lineGrossAmountNormalHUF', a.grossHUF)]),
    ]),
  ]);
}

function summary(doc: InvoiceDocument): XmlElement | null {
  const t: Amounts = doc.totals.total;
  return el('invoiceSummary', [
    el('summaryNormal', [
      ...doc.totals.byVat.map((g) =>
        el('summaryByVatRate', [
          vatRate('vatRate', g.vat),
          el('vatRateNetData', [el('vatRateNetAmount', g.amounts.net), el('vatRateNetAmountHUF', g.amounts.netHUF)]),
          el('vatRateVatData', [el('vatRateVatAmount', g.amounts.vat), el('vatRateVatAmountHUF', g.amounts.vatHUF)]),
          el('vatRateGrossData', [el('vatRateGrossAmount', g.amounts.gross), el('vatRateGrossAmountHUF', g.amounts.grossHUF)]),
        ]),
      ),
      el('invoiceNetAmount', t.net),
      el('invoiceNetAmountHUF', t.netHUF),
      el('invoiceVatAmount', t.vat),
      el('invoiceVatAmountHUF', t.vatHUF),
    ]),
    el('summaryGrossData', [el('invoiceGrossAmount', t.gross), el('invoiceGrossAmountHUF', t.grossHUF)]),
  ]);
}

/** The `InvoiceData` document as an element tree (for tests and for embedding). */
export function invoiceDataElement(doc: InvoiceDocument): XmlElement {
  const s = doc.supplier;
  const ref = doc.reference;
  const root = el(
    'InvoiceData',
    [
      el('invoiceNumber', doc.invoiceNumber),
      el('invoiceIssueDate', doc.issueDate),
      el('completenessIndicator', false),
      el('invoiceMain', [
        el('invoice', [
          ref ? el('invoiceReference', [el('originalInvoiceNumber', ref.originalInvoiceNumber), el('modifyWithoutMaster', ref.modifyWithoutMaster), el('modificationIndex', ref.modificationIndex)]) : null,
          el('invoiceHead', [
            el('supplierInfo', [
              taxNumber('supplierTaxNumber', s.taxNumber),
              s.groupMemberTaxNumber ? taxNumber('groupMemberTaxNumber', s.groupMemberTaxNumber) : null,
              el('communityVatNumber', s.communityVatNumber),
              el('supplierName', s.name),
              address('supplierAddress', s.address),
              el('supplierBankAccountNumber', s.bankAccountNumber),
            ]),
            customerInfo(doc.customer),
            el('invoiceDetail', [
              el('invoiceCategory', doc.category),
              el('invoiceDeliveryDate', doc.deliveryDate),
              el('invoiceDeliveryPeriodStart', doc.deliveryPeriodStart),
              el('invoiceDeliveryPeriodEnd', doc.deliveryPeriodEnd),
              el('smallBusinessIndicator', s.smallBusiness ? true : undefined),
              el('currencyCode', doc.currency),
              el('exchangeRate', normalizeDecimal(doc.exchangeRate)),
              el('paymentMethod', doc.paymentMethod),
              el('paymentDate', doc.paymentDate),
              el('cashAccountingIndicator', doc.cashAccounting ? true : undefined),
              el('invoiceAppearance', doc.appearance),
            ]),
          ]),
          doc.lines.length > 0 ? el('invoiceLines', [el('mergedItemIndicator', false), ...doc.lines.map(line)]) : null,
          summary(doc),
        ]),
      ]),
    ],
    { xmlns: NAV_DATA_NS, 'xmlns:base': NAV_BASE_NS, 'xmlns:common': NAV_COMMON_NS },
  );
  return root!;
}

export function buildInvoiceDataXml(doc: InvoiceDocument): string {
  return serializeXml(invoiceDataElement(doc));
}
