/**
 * The invoice draft as entered (no computed amounts): parties, dates, currency and lines. One
 * schema for the form, the API and the calculation. Field limits follow NAV's invoiceData.xsd so
 * that a draft that parses here also fits the XML.
 */
import { z } from 'zod';
import { isDecimalString } from './decimal';
import { VAT_CODES } from './vat';

const decimalString = (maxFraction: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => isDecimalString(v) && (v.split('.')[1]?.length ?? 0) <= maxFraction, message);

/** `YYYY-MM-DD`, on or after 2010-01-01 (NAV InvoiceDateType). */
export const invoiceDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'A dátum formátuma ÉÉÉÉ-HH-NN.')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Érvénytelen dátum.')
  .refine((v) => v >= '2010-01-01', 'A dátum nem lehet 2010-01-01 előtti.');

export const taxNumberSchema = z.object({
  /** törzsszám: 8 digits, the last one a check digit. */
  taxpayerId: z.string().regex(/^\d{8}$/, 'A törzsszám 8 számjegy.'),
  /** ÁFA-kód 1–5. */
  vatCode: z
    .string()
    .regex(/^[1-5]$/, 'Az áfakód 1 és 5 közötti számjegy.')
    .optional(),
  /** Megyekód: 2 digits. */
  countyCode: z
    .string()
    .regex(/^\d{2}$/, 'A megyekód 2 számjegy.')
    .optional(),
});
export type TaxNumber = z.infer<typeof taxNumberSchema>;

/** NAV `simpleAddress`: street, number, etc. in one line. */
export const addressSchema = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'Az országkód két nagybetű (pl. HU).'),
  postalCode: z.string().regex(/^[A-Z0-9][A-Z0-9\s-]{1,8}[A-Z0-9]$/, 'Érvénytelen irányítószám.'),
  city: z.string().trim().min(1).max(255),
  /** Street, public-place category, number, floor, door. */
  addressLine: z.string().trim().min(1).max(255),
});
export type Address = z.infer<typeof addressSchema>;

const communityVatNumberSchema = z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, 'Érvénytelen közösségi adószám.');
const bankAccountSchema = z.string().regex(/^([0-9]{8}-[0-9]{8}-[0-9]{8}|[0-9]{8}-[0-9]{8}|[A-Z]{2}[0-9]{2}[0-9A-Za-z]{11,30})$/, 'Érvénytelen bankszámlaszám.');

export const supplierSchema = z.object({
  name: z.string().trim().min(1).max(512),
  taxNumber: taxNumberSchema,
  /** VAT group member's own number when `taxNumber` is the group ID (vatCode 5). */
  groupMemberTaxNumber: taxNumberSchema.optional(),
  communityVatNumber: communityVatNumberSchema.optional(),
  address: addressSchema,
  bankAccountNumber: bankAccountSchema.optional(),
  /** Kisadózó / "egyéni vállalkozó" notes are printed; NAV only knows smallBusinessIndicator. */
  smallBusiness: z.boolean().optional(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const CUSTOMER_VAT_STATUSES = ['DOMESTIC', 'OTHER', 'PRIVATE_PERSON'] as const;
export type CustomerVatStatus = (typeof CUSTOMER_VAT_STATUSES)[number];

export const customerSchema = z.object({
  /** DOMESTIC: Hungarian taxable person; OTHER: foreign or non-taxable entity; PRIVATE_PERSON. */
  vatStatus: z.enum(CUSTOMER_VAT_STATUSES),
  name: z.string().trim().min(1).max(512).optional(),
  address: addressSchema.optional(),
  taxNumber: taxNumberSchema.optional(),
  groupMemberTaxNumber: taxNumberSchema.optional(),
  communityVatNumber: communityVatNumberSchema.optional(),
  thirdStateTaxId: z.string().trim().min(1).max(50).optional(),
  bankAccountNumber: bankAccountSchema.optional(),
});
export type Customer = z.infer<typeof customerSchema>;

export const UNITS_OF_MEASURE = ['PIECE', 'KILOGRAM', 'TON', 'KWH', 'DAY', 'HOUR', 'MINUTE', 'MONTH', 'LITER', 'KILOMETER', 'CUBIC_METER', 'METER', 'LINEAR_METER', 'CARTON', 'PACK', 'OWN'] as const;
export type UnitOfMeasure = (typeof UNITS_OF_MEASURE)[number];

export const lineVatSchema = z.object({
  code: z.enum(VAT_CODES, { error: 'Ismeretlen áfakulcs vagy áfaeset.' }),
  reason: z.string().trim().min(1).max(200).optional(),
});

export const lineDiscountSchema = z
  .object({
    description: z.string().trim().min(1).max(255).optional(),
    /** Fraction 0..1 of quantity × unit price, e.g. "0.1" for 10 %. */
    rate: decimalString(4, 'A kedvezmény mértéke legfeljebb 4 tizedes jegy.').optional(),
    /** Absolute discount in the invoice currency (positive number). */
    value: decimalString(2, 'A kedvezmény összege legfeljebb 2 tizedes jegy.').optional(),
  })
  .refine((d) => (d.rate === undefined) !== (d.value === undefined), 'Adj meg kedvezménymértéket vagy kedvezményösszeget (pontosan egyet).');
export type LineDiscount = z.infer<typeof lineDiscountSchema>;

export const invoiceLineInputSchema = z.object({
  description: z.string().trim().min(1, 'A tétel megnevezése kötelező.').max(512),
  nature: z.enum(['SERVICE', 'PRODUCT', 'OTHER']).default('SERVICE'),
  quantity: decimalString(10, 'A mennyiség legfeljebb 10 tizedes jegy.'),
  unitOfMeasure: z.enum(UNITS_OF_MEASURE),
  /** Printed unit when `unitOfMeasure` is OWN, e.g. "óra", "eset". */
  unitOfMeasureOwn: z.string().trim().min(1).max(50).optional(),
  /** Net unit price in the invoice currency. */
  unitPrice: decimalString(10, 'Az egységár legfeljebb 10 tizedes jegy.'),
  discount: lineDiscountSchema.optional(),
  vat: lineVatSchema,
});
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>;
export type InvoiceLine = z.output<typeof invoiceLineInputSchema>;

export const PAYMENT_METHODS = ['TRANSFER', 'CASH', 'CARD', 'VOUCHER', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const invoiceHeaderSchema = z.object({
  issueDate: invoiceDateSchema,
  /** Teljesítés dátuma (equals the issue date when the invoice states none). */
  deliveryDate: invoiceDateSchema,
  deliveryPeriodStart: invoiceDateSchema.optional(),
  deliveryPeriodEnd: invoiceDateSchema.optional(),
  /** Fizetési határidő. */
  paymentDate: invoiceDateSchema.optional(),
  paymentMethod: z.enum(PAYMENT_METHODS).optional(),
  currency: z.string().regex(/^[A-Z]{3}$/, 'A pénznem háromjegyű ISO-kód (pl. HUF, EUR).'),
  /** HUF per 1 unit of `currency` (≤6 decimals); "1" for HUF. */
  exchangeRate: decimalString(6, 'Az árfolyam legfeljebb 6 tizedes jegy.').refine((v) => Number(v) > 0, 'Az árfolyam pozitív.'),
  /** Where the rate comes from (MNB, the firm's bank, ECB) and its date: printed, not reported. */
  exchangeRateSource: z.string().trim().max(100).optional(),
  exchangeRateDate: invoiceDateSchema.optional(),
  cashAccounting: z.boolean().optional(),
  appearance: z.enum(['PAPER', 'ELECTRONIC', 'EDI', 'UNKNOWN']).default('ELECTRONIC'),
  supplier: supplierSchema,
  customer: customerSchema,
});

export const invoiceDraftSchema = invoiceHeaderSchema.extend({
  lines: z.array(invoiceLineInputSchema).max(10_000),
});
export type InvoiceDraftInput = z.input<typeof invoiceDraftSchema>;
export type InvoiceDraft = z.output<typeof invoiceDraftSchema>;
