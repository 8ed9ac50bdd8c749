/**
 * Invoice drafts for tests (shared and server): a law firm's HUF fee invoice, an EUR invoice to an
 * EU business (EUFAD37) and NAV's own "Eredeti szamla modositasokhoz" sample as a draft. The tax
 * numbers pass the törzsszám checksum (reference vectors, see src/shared/hu/tax-number.test.ts).
 */
import { invoiceDraftSchema, type InvoiceDraft, type InvoiceDraftInput, type InvoiceLineInput } from './invoice-generator.schemas';

export const lawFirm: InvoiceDraftInput['supplier'] = {
  name: 'Kovács és Társai Ügyvédi Iroda',
  taxNumber: { taxpayerId: '24225221', vatCode: '2', countyCode: '43' },
  communityVatNumber: 'HU24225221',
  address: { countryCode: 'HU', postalCode: '1055', city: 'Budapest', addressLine: 'Kossuth Lajos tér 1–3. 2. em. 4.' },
  bankAccountNumber: '11700027-20000000-00000002',
};

export const domesticClient: InvoiceDraftInput['customer'] = {
  vatStatus: 'DOMESTIC',
  name: 'Győri Fűrészüzem Kft.',
  taxNumber: { taxpayerId: '12892312', vatCode: '2', countyCode: '08' },
  address: { countryCode: 'HU', postalCode: '9021', city: 'Győr', addressLine: 'Árpád út 5.' },
};

export const euClient: InvoiceDraftInput['customer'] = {
  vatStatus: 'OTHER',
  name: 'Müller Holz GmbH',
  communityVatNumber: 'DE123456789',
  address: { countryCode: 'DE', postalCode: '80331', city: 'München', addressLine: 'Marienplatz 8' },
};

export function feeLine(overrides: Partial<InvoiceLineInput> = {}): InvoiceLineInput {
  return {
    description: 'Jogi tanácsadás – szerződés felülvizsgálata',
    nature: 'SERVICE',
    quantity: '1.2',
    unitOfMeasure: 'HOUR',
    unitPrice: '45000',
    vat: { code: '27' },
    ...overrides,
  };
}

export function draft(overrides: Partial<InvoiceDraftInput> = {}): InvoiceDraft {
  return invoiceDraftSchema.parse({
    issueDate: '2026-11-20',
    deliveryDate: '2026-11-20',
    paymentDate: '2026-12-05',
    paymentMethod: 'TRANSFER',
    currency: 'HUF',
    exchangeRate: '1',
    appearance: 'ELECTRONIC',
    supplier: lawFirm,
    customer: domesticClient,
    lines: [
      feeLine(),
      feeLine({ description: 'Tárgyalás a felperes képviselőjével', quantity: '2.5', unitPrice: '38000' }),
      feeLine({ description: 'Illeték megfizetése (továbbszámlázott)', quantity: '1', unitOfMeasure: 'OWN', unitOfMeasureOwn: 'eset', unitPrice: '30000', vat: { code: 'ATK' } }),
    ],
    ...overrides,
  } satisfies InvoiceDraftInput);
}

export function eurDraft(): InvoiceDraft {
  return draft({
    currency: 'EUR',
    exchangeRate: '391.25',
    exchangeRateSource: 'MNB',
    exchangeRateDate: '2026-11-19',
    customer: euClient,
    lines: [
      feeLine({ description: 'Legal advice on Hungarian employment law', quantity: '3.75', unitPrice: '180', vat: { code: 'EUFAD37' } }),
      feeLine({ description: 'Company registration fee advance', quantity: '1', unitOfMeasure: 'PIECE', unitPrice: '99.99', vat: { code: 'EUFAD37' }, discount: { rate: '0.1', description: 'Törzsügyfél-kedvezmény' } }),
    ],
  });
}

/** NAV sample "Eredeti szamla modositasokhoz.xml" (ZZZ000001) as a draft. */
export function navModificationBaseDraft(): InvoiceDraft {
  const product = (name: string, quantity: string, unitPrice: string): InvoiceLineInput => ({
    description: `${name} termék`,
    nature: 'PRODUCT',
    quantity,
    unitOfMeasure: 'PIECE',
    unitPrice,
    vat: { code: '27' },
  });
  return draft({
    issueDate: '2021-05-15',
    deliveryDate: '2021-05-10',
    paymentDate: '2021-05-30',
    lines: [product('A', '1.00', '100000.00'), product('B', '2.00', '200000'), product('C', '3.00', '300000'), product('D', '4.00', '400000'), product('E', '5.00', '500000')],
  });
}
