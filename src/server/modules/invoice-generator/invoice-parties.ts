// Seller and buyer of an invoice as the shared model wants them: the firm's invoicing settings and
// a contact of the firm, mapped once here and snapshotted into the document at issue.
import type { Address, Customer, Supplier, TaxNumber } from '@shared/invoice-generator/invoice-generator.schemas';
import type { ContactRow, StoredAddress } from '../../db/schema/contacts';
import type { InvoiceSettingsRow } from '../../db/schema';

/** "12345678-2-41" (or its 11 digits) → NAV's three parts; null when it is not a Hungarian adószám. */
export function parseHungarianTaxNumber(value: string | null | undefined): TaxNumber | null {
  const digits = (value ?? '').replace(/[\s-]/g, '');
  const m = /^(\d{8})(\d)(\d{2})$/.exec(digits);
  if (!m) return null;
  return { taxpayerId: m[1]!, vatCode: m[2]!, countyCode: m[3]! };
}

export function storedToInvoiceAddress(a: StoredAddress | null | undefined): Address | undefined {
  if (!a || !a.city || !a.postalCode || !a.street) return undefined;
  return { countryCode: (a.country || 'HU').toUpperCase(), postalCode: a.postalCode, city: a.city, addressLine: a.street };
}

export function supplierFromSettings(s: InvoiceSettingsRow): Supplier {
  const taxNumber = parseHungarianTaxNumber(s.taxNumber);
  return {
    name: s.sellerName,
    taxNumber: taxNumber ?? { taxpayerId: s.taxNumber },
    ...(s.communityVatNumber ? { communityVatNumber: s.communityVatNumber } : {}),
    address: s.address,
    ...(s.bankAccountNumber ? { bankAccountNumber: s.bankAccountNumber } : {}),
  };
}

/**
 * The buyer from a contact (decision 0145): an organisation with a Hungarian adószám is DOMESTIC; a
 * foreign organisation (or one with only an EU VAT number) is OTHER with its community VAT number;
 * a person is a PRIVATE_PERSON (NAV gets no personal data; the PDF shows name and address).
 */
export function customerFromContact(c: Pick<ContactRow, 'kind' | 'name' | 'taxNumber' | 'euVatNumber' | 'address'>): Customer {
  const address = storedToInvoiceAddress(c.address);
  const base = { name: c.name, ...(address ? { address } : {}) };
  if (c.kind !== 'organisation') return { vatStatus: 'PRIVATE_PERSON', ...base };
  const domestic = (address?.countryCode ?? 'HU') === 'HU';
  const taxNumber = parseHungarianTaxNumber(c.taxNumber);
  if (domestic && taxNumber) return { vatStatus: 'DOMESTIC', ...base, taxNumber };
  if (domestic) return { vatStatus: 'DOMESTIC', ...base };
  const eu = c.euVatNumber?.replace(/\s/g, '').toUpperCase();
  return { vatStatus: 'OTHER', ...base, ...(eu ? { communityVatNumber: eu } : c.taxNumber ? { thirdStateTaxId: c.taxNumber } : {}) };
}
