// The /api/invoice-generator shapes (issue 17 points 2–3), used by the server routes and the client.
// The draft's lines are the shared `invoiceLineInputSchema` (one schema for form, API and calculation).
import { z } from 'zod';
import { addressSchema, invoiceDateSchema, invoiceLineInputSchema, PAYMENT_METHODS } from './invoice-generator.schemas';
import { paymentStateSchema } from './payments';
import { bankAccountSchema, checkCompany, euVatNumberSchema, optionalHuField, taxNumberSchema } from '../hu/hu.schemas';

/** Currencies offered by the editor (the model accepts any ISO code). */
export const INVOICE_CURRENCIES = ['HUF', 'EUR'] as const;

const rate = z
  .string()
  .trim()
  .regex(/^\d{1,8}(\.\d{1,6})?$/, 'Az árfolyam pozitív szám, legfeljebb 6 tizedes jeggyel.')
  .refine((v) => Number(v) > 0, 'Az árfolyam pozitív.');

export const invoiceDraftBodySchema = z
  .object({
    contactId: z.string().min(1).max(100).nullish(),
    matterId: z.string().min(1).max(100).nullish(),
    seriesId: z.string().min(1).max(100).nullish(),
    deliveryDate: invoiceDateSchema.nullish(),
    paymentDate: invoiceDateSchema.nullish(),
    paymentMethod: z.enum(PAYMENT_METHODS).default('TRANSFER'),
    currency: z.enum(INVOICE_CURRENCIES).default('HUF'),
    exchangeRate: rate.default('1'),
    exchangeRateSource: z.string().trim().max(100).nullish(),
    exchangeRateDate: invoiceDateSchema.nullish(),
    note: z.string().trim().max(2000).nullish(),
    lines: z.array(invoiceLineInputSchema).max(500).default([]),
  })
  .refine((d) => d.currency !== 'HUF' || Number(d.exchangeRate) === 1, { message: 'Forintszámla árfolyama 1.', path: ['exchangeRate'] });
export type InvoiceDraftBody = z.input<typeof invoiceDraftBodySchema>;

/** The either/or rule of a draft from time: one matter or one client, never both or neither (decision 0513). */
export const FROM_TIME_ONE_SOURCE = 'Válassz egy ügyet vagy egy ügyfelet: pontosan az egyiket.';

/**
 * A draft from unbilled billable time (decision 0148): one matter's (the buyer is the matter's client
 * contact) or, with `clientContactId`, every matter's where that contact is a client party (decision
 * 0513, the buyer is the contact). One line per entry. A EUR draft needs its exchange rate (the
 * entries' currency decides). Exactly one of `matterId` and `clientContactId` (400 VALIDATION_ERROR,
 * the message on `matterId`).
 */
export const invoiceFromTimeBodySchema = z
  .object({
    matterId: z.string().min(1).max(100).optional(),
    /** A client contact: the unbilled time of all its matters the user may see, on one draft. */
    clientContactId: z.string().min(1).max(100).optional(),
    /** Work up to and including this day. */
    until: invoiceDateSchema.optional(),
    seriesId: z.string().min(1).max(100).nullish(),
    exchangeRate: rate.optional(),
    exchangeRateSource: z.string().trim().max(100).nullish(),
    exchangeRateDate: invoiceDateSchema.nullish(),
    note: z.string().trim().max(2000).nullish(),
  })
  .refine((b) => (b.matterId === undefined) !== (b.clientContactId === undefined), { message: FROM_TIME_ONE_SOURCE, path: ['matterId'] });
export type InvoiceFromTimeBody = z.input<typeof invoiceFromTimeBodySchema>;
export const invoiceFromTimeResponseSchema = z.object({ id: z.string(), entries: z.number(), currency: z.string() });

/** `overdue`: issued originals with an open amount after their due date (decision 0210). */
export const invoiceStatusFilter = ['draft', 'issued', 'overdue', 'cancelled', 'all'] as const;

export const listInvoicesQuerySchema = z.object({
  status: z.enum(invoiceStatusFilter).default('all'),
  q: z.string().trim().max(200).optional(),
  contactId: z.string().max(100).optional(),
  /** One matter's invoices and their corrections (the matter's case file, issue 38.3). */
  matterId: z.string().max(100).optional(),
  from: invoiceDateSchema.optional(),
  to: invoiceDateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const amountsSchema = z.object({ net: z.string(), vat: z.string(), gross: z.string(), netHUF: z.string(), vatHUF: z.string(), grossHUF: z.string() });

/**
 * What the invoice page shows of a NAV report (decision 0165): the outbox's state, with
 * `not_configured` while the firm has no NAV technical user (the report waits, unsent) and
 * `processing` once NAV has the request but has not finished it.
 */
export const navDisplayStates = ['not_configured', 'pending', 'sending', 'sent', 'processing', 'done', 'aborted', 'failed'] as const;
export const navMessageSchema = z.object({ resultCode: z.string(), errorCode: z.string().optional(), message: z.string().optional(), line: z.number().optional() });
export const navStatusSchema = z.object({
  state: z.enum(navDisplayStates),
  navStatus: z.string().nullable(),
  transactionId: z.string().nullable(),
  messages: z.array(navMessageSchema),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type NavStatus = z.infer<typeof navStatusSchema>;

export const invoiceSummarySchema = z.object({
  id: z.string(),
  status: z.enum(['draft', 'issued']),
  operation: z.enum(['CREATE', 'MODIFY', 'STORNO']),
  number: z.string().nullable(),
  originalInvoiceId: z.string().nullable(),
  originalInvoiceNumber: z.string().nullable(),
  modificationIndex: z.number().nullable(),
  contactId: z.string().nullable(),
  customerName: z.string(),
  currency: z.string(),
  issueDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
  paymentDate: z.string().nullable(),
  totals: amountsSchema,
  /** The chain of this original ends with a storno. */
  cancelled: z.boolean(),
  /** Issued, not cancelled, something still open and the due date passed (decision 0210). */
  overdue: z.boolean(),
  /** What the chain owes and what was paid: issued, not cancelled originals only (decision 0167). */
  payment: paymentStateSchema.nullable(),
  nav: navStatusSchema.nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const listInvoicesResponseSchema = z.object({ items: z.array(invoiceSummarySchema), total: z.number() });

export const invoiceLineOutSchema = invoiceLineInputSchema.extend({
  id: z.string(),
  lineNumber: z.number(),
  lineNumberReference: z.number().nullable(),
  amounts: amountsSchema,
});

export const invoiceDetailSchema = invoiceSummarySchema.extend({
  matterId: z.string().nullable(),
  seriesId: z.string(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  exchangeRate: z.string(),
  exchangeRateSource: z.string().nullable(),
  exchangeRateDate: z.string().nullable(),
  note: z.string().nullable(),
  lines: z.array(invoiceLineOutSchema),
  /** VAT summary by rate/case (issued: as issued; draft: as computed now). */
  byVat: z.array(z.object({ code: z.string(), reason: z.string().nullable(), amounts: amountsSchema })),
  /** Corrections of this original, in modification order. */
  corrections: z.array(z.object({ id: z.string(), number: z.string(), operation: z.enum(['MODIFY', 'STORNO']), modificationIndex: z.number(), issueDate: z.string() })),
  seller: z.unknown().nullable(),
  customer: z.unknown().nullable(),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const issueResponseSchema = z.object({ id: z.string(), number: z.string() });

/** One finding of the NAV check (shared/invoice-generator/nav-rules.ts): NAV's code or the project's own. */
export const navRuleIssueSchema = z.object({
  code: z.string(),
  severity: z.enum(['error', 'warning']),
  origin: z.enum(['nav', 'own']),
  path: z.string(),
  message: z.string(),
});
export type NavRuleIssueOut = z.infer<typeof navRuleIssueSchema>;

/**
 * What issuing the draft today would meet (issue 39.6): the rules' findings and the XSD's errors;
 * `navConfigured`: whether the firm has a NAV technical user, i.e. whether the issued invoice's data
 * is sent to NAV automatically (the confirmation says so only then).
 */
export const navCheckResponseSchema = z.object({ issues: z.array(navRuleIssueSchema), xsdErrors: z.array(z.string()), navConfigured: z.boolean() });
export type NavCheckResponse = z.infer<typeof navCheckResponseSchema>;

/**
 * Issuing: warnings do not block, but each must have been seen – the codes the user accepted
 * ("Kiállítás így is"). A warning not in the list refuses the issue with 409 INVOICE_NAV_WARNINGS.
 */
export const issueBodySchema = z.object({ acceptWarnings: z.array(z.string().max(100)).max(100).default([]) });
export type IssueBody = z.input<typeof issueBodySchema>;

/** A report NAV rejected (ABORTED), with NAV's messages: corrected and resubmitted under the same number. */
export const navRejectedItemSchema = z.object({
  id: z.string(),
  number: z.string(),
  operation: z.enum(['CREATE', 'MODIFY', 'STORNO']),
  customerName: z.string(),
  issueDate: z.string().nullable(),
  transactionId: z.string().nullable(),
  messages: z.array(navMessageSchema),
  rejectedAt: z.string(),
});
export type NavRejectedItem = z.infer<typeof navRejectedItemSchema>;
export const navRejectedResponseSchema = z.object({ items: z.array(navRejectedItemSchema) });

export const stornoBodySchema = z.object({ note: z.string().trim().max(2000).nullish() });

export const modificationBodySchema = z.object({
  /** Difference lines: negative quantities reduce, new items add (decision 0141). */
  lines: z.array(invoiceLineInputSchema).max(500).default([]),
  paymentDate: invoiceDateSchema.nullish(),
  note: z.string().trim().max(2000).nullish(),
});

/**
 * The firm's seller data (issue 38.14): the tax number with its check digit and county code, the
 * bank account by the GIRO check digits (or as an IBAN), the EU VAT number matching the tax
 * number — what is printed on every invoice and sent to NAV is refused when it cannot be right.
 */
export const invoiceSettingsSchema = z
  .object({
    sellerName: z.string().trim().min(1, 'Add meg az iroda hivatalos nevét.').max(512),
    taxNumber: taxNumberSchema,
    communityVatNumber: optionalHuField(euVatNumberSchema),
    address: addressSchema,
    bankAccountNumber: optionalHuField(bankAccountSchema),
    paymentDays: z.number().int().min(0, 'A fizetési határidő 0–365 nap.').max(365, 'A fizetési határidő 0–365 nap.').default(8),
    footerNote: z.string().trim().max(500).nullish(),
  })
  .superRefine((s, ctx) => checkCompany({ taxNumber: s.taxNumber, euVatNumber: s.communityVatNumber }, { addIssue: (issue) => ctx.addIssue({ ...issue, path: ['communityVatNumber'] }) }));
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsSchema>;

/** The seller data as stored (rows saved before the checks above are shown as they are, to be corrected). */
export const invoiceSettingsViewSchema = z.object({
  sellerName: z.string(),
  taxNumber: z.string(),
  communityVatNumber: z.string().nullable(),
  address: addressSchema,
  bankAccountNumber: z.string().nullable(),
  paymentDays: z.number(),
  footerNote: z.string().nullable(),
});
export type InvoiceSettingsView = z.infer<typeof invoiceSettingsViewSchema>;

export const invoiceSeriesSchema = z.object({ id: z.string(), prefix: z.string(), name: z.string(), last: z.number(), isDefault: z.boolean() });
export const createSeriesBodySchema = z.object({
  prefix: z
    .string()
    .trim()
    .regex(/^[A-Z0-9][A-Z0-9-]{0,19}$/, 'Az előtag nagybetűk, számjegyek és kötőjel (legfeljebb 20).'),
  name: z.string().trim().min(1).max(100),
  isDefault: z.boolean().default(false),
});

/** The firm's NAV technical user as the browser sees it: never a secret (decision 0166). */
export const navCredentialsViewSchema = z.object({
  configured: z.boolean(),
  environment: z.enum(['test', 'live']),
  login: z.string().nullable(),
  taxNumber: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type NavCredentialsViewOut = z.infer<typeof navCredentialsViewSchema>;

const optionalSecret = (pattern: RegExp, message: string) =>
  z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || pattern.test(v), message);

/** Saving the technical user: empty secrets keep the stored ones. */
export const navCredentialsBodySchema = z.object({
  environment: z.enum(['test', 'live']),
  login: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,15}$/, 'A technikai felhasználó neve 6–15 betű vagy számjegy.'),
  taxNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{8}$/, 'Az adószám első 8 számjegye (törzsszám).'),
  password: z
    .string()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  signKey: optionalSecret(/^[\x21-\x7e]{32}$/, 'Az aláírókulcs 32 karakter.'),
  exchangeKey: optionalSecret(/^[\x21-\x7e]{16}$/, 'A cserekulcs 16 karakter.'),
});
export type NavCredentialsBody = z.input<typeof navCredentialsBodySchema>;

/**
 * The firm's money figures for the dashboard (issue 38.10, decision 0334), in forints as of today
 * (Budapest): what is open on issued invoices, the part of it past its due date, billable time not
 * yet on an issued invoice, and the net of the documents issued this calendar month.
 */
export const invoiceStatsSchema = z.object({
  asOf: z.string(),
  receivablesHuf: z.number(),
  receivableInvoices: z.number(),
  overdueHuf: z.number(),
  overdueInvoices: z.number(),
  unbilledHuf: z.number(),
  unbilledHours: z.number(),
  revenueThisMonthHuf: z.number(),
});
export type InvoiceStats = z.infer<typeof invoiceStatsSchema>;
