// A draft invoice as GET /api/invoice-generator/:id answers it, for the invoice components' tests.
import type { ApiAnswer } from '@client/lib/api-client';

type InvoiceAnswer = ApiAnswer<'get', '/api/invoice-generator/{id}'>;

export const draftAmounts = { net: '80000', vat: '21600', gross: '101600', netHUF: '80000', vatHUF: '21600', grossHUF: '101600' };

/** Two hours of legal advice at 40 000 Ft + 27 % VAT for Tóth és Fia Kft.; `over` changes what a test needs. */
export function draftInvoice(over: Partial<InvoiceAnswer> = {}): InvoiceAnswer {
  return {
    id: 'inv-1',
    status: 'draft',
    operation: 'CREATE',
    number: null,
    originalInvoiceId: null,
    originalInvoiceNumber: null,
    modificationIndex: null,
    contactId: 'c-1',
    customerName: 'Tóth és Fia Kft.',
    currency: 'HUF',
    issueDate: null,
    deliveryDate: '2032-12-01',
    paymentDate: '2026-01-01',
    totals: draftAmounts,
    cancelled: false,
    overdue: false,
    payment: null,
    nav: null,
    matterId: null,
    seriesId: 's-1',
    paymentMethod: 'TRANSFER',
    exchangeRate: '1',
    exchangeRateSource: null,
    exchangeRateDate: null,
    note: null,
    lines: [
      { id: 'l-1', lineNumber: 1, lineNumberReference: null, description: 'Jogi tanácsadás', nature: 'SERVICE', quantity: '2', unitOfMeasure: 'HOUR', unitPrice: '40000', vat: { code: '27' }, amounts: draftAmounts },
    ],
    byVat: [],
    corrections: [],
    seller: null,
    customer: null,
    ...over,
  };
}
