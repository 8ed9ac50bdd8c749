// Invoices (issue 17 points 2–3, decisions 0141, 0144, 0145–0147). Every table is tenant-isolated;
// an invoice of a confidential matter – its corrections, lines, time links, payments, reminders
// and NAV report too – is visible only to that matter's team, enforced by RLS through
// vi_invoice_visible() (hand-written in migration 0049, decision 0300), not only by the API.
// An issued invoice never changes: the server refuses with stable codes and a trigger
// (hand-written in the invoices migration) refuses any update or delete of an issued invoice or
// its lines made by the request role.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { InvoiceDocument } from '@shared/invoice-generator/invoice-document';
import type { Address, LineDiscount } from '@shared/invoice-generator/invoice-generator.schemas';
import { users } from './auth';
import { contacts } from './contacts';
// One definition of the tenant key and the uuid key for every tenant-owned table.
import { matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, customerOwnPolicy, tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** Own firm, a matter the request's user may see (or none), and for a correction an original they may see. */
const invoiceVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and (original_invoice_id is null or vi_invoice_visible(original_invoice_id))`);
const invoiceRowVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)`);
/**
 * The buyer reads what was issued to her even on a confidential matter (decision 0371): a customer
 * (vi_portal_contacts() is her contacts; NULL for staff, so this never widens a lawyer's view) sees
 * an issued invoice or pro-forma billed to one of her contacts. The matter itself stays hidden.
 */
const issuedToOwnContact = sql.raw(`tenant_id = (select vi_request_tenant()) and status = 'issued' and array[contact_id] <@ (select vi_portal_contacts())`);
const proformaToOwnContact = sql.raw(`tenant_id = (select vi_request_tenant()) and array[contact_id] <@ (select vi_portal_contacts())`);

/** A row belonging to an invoice (line, time link, payment, reminder, NAV report): visible where its invoice is. */
export function invoiceChildPolicy(table: string) {
  return pgPolicy(`${table}_invoice_visible`, { as: 'permissive', for: 'all', to: appRole, using: invoiceRowVisible, withCheck: invoiceRowVisible });
}

/**
 * A customer reads a row of an invoice only when the invoice is issued to one of their own contacts
 * (decision 0400): vi_invoice_visible() is a security-definer function and does not see the
 * invoices' own customer_own policy, so each child table narrows itself through its parent.
 */
export function invoiceChildCustomerOwn(table: string) {
  return customerOwnPolicy(table, 'vi_portal_invoice(invoice_id)');
}

/** The firm as seller: copied into every invoice at issue (a later change never alters an issued one). */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    sellerName: text('seller_name').notNull(),
    /** "12345678-2-41" */
    taxNumber: text('tax_number').notNull(),
    communityVatNumber: text('community_vat_number'),
    address: jsonb('address').$type<Address>().notNull(),
    bankAccountNumber: text('bank_account_number'),
    /** Days between issue and the payment due date when a draft names none. */
    paymentDays: integer('payment_days').notNull().default(8),
    /** Printed under the totals (e.g. the firm's register number, "e.v."). */
    footerNote: text('footer_note'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantIsolationPolicy('invoice_settings')],
).enableRLS();

/** A numbering series: `last` is raised inside the issuing transaction (gapless; a rollback gives it back). */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    id: id(),
    tenantId: tenantId(),
    /** Numbers are `${prefix}/${last padded to 6}`, e.g. "KTI-2026/000012". */
    prefix: text('prefix').notNull(),
    name: text('name').notNull(),
    last: integer('last').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_series_tenant_prefix_uq').on(t.tenantId, t.prefix), check('invoice_series_last_non_negative', sql`${t.last} >= 0`), tenantIsolationPolicy('invoice_series')],
).enableRLS();

export const invoiceStatuses = ['draft', 'issued'] as const;
export const invoiceOperations = ['CREATE', 'MODIFY', 'STORNO'] as const;

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    tenantId: tenantId(),
    seriesId: text('series_id')
      .notNull()
      .references(() => invoiceSeries.id),
    status: text('status', { enum: invoiceStatuses }).notNull().default('draft'),
    operation: text('operation', { enum: invoiceOperations }).notNull().default('CREATE'),
    /** Null while a draft. */
    number: text('number'),
    /** The original invoice a MODIFY/STORNO document corrects, and its index in the chain (from 1). */
    originalInvoiceId: text('original_invoice_id'),
    modificationIndex: integer('modification_index'),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    /** The buyer's name as snapshotted (draft: from the contact when saved; issued: frozen). */
    customerName: text('customer_name').notNull().default(''),
    currency: text('currency').notNull().default('HUF'),
    exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6 }).notNull().default('1'),
    exchangeRateSource: text('exchange_rate_source'),
    exchangeRateDate: date('exchange_rate_date'),
    issueDate: date('issue_date'),
    deliveryDate: date('delivery_date'),
    paymentDate: date('payment_date'),
    paymentMethod: text('payment_method').notNull().default('TRANSFER'),
    note: text('note'),
    netAmount: money('net_amount').notNull().default('0'),
    vatAmount: money('vat_amount').notNull().default('0'),
    grossAmount: money('gross_amount').notNull().default('0'),
    netAmountHuf: money('net_amount_huf').notNull().default('0'),
    vatAmountHuf: money('vat_amount_huf').notNull().default('0'),
    grossAmountHuf: money('gross_amount_huf').notNull().default('0'),
    /** The computed document (shared model) as issued, with the seller and buyer snapshot. */
    document: jsonb('document').$type<InvoiceDocument>(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_tenant_number_uq').on(t.tenantId, t.number),
    uniqueIndex('invoices_original_modification_uq').on(t.originalInvoiceId, t.modificationIndex),
    index('invoices_tenant_status_idx').on(t.tenantId, t.status, t.issueDate),
    index('invoices_tenant_contact_idx').on(t.tenantId, t.contactId),
    check('invoices_issued_complete', sql`${t.status} = 'draft' or (${t.number} is not null and ${t.document} is not null and ${t.issueDate} is not null)`),
    check('invoices_correction_reference', sql`(${t.operation} = 'CREATE') = (${t.originalInvoiceId} is null and ${t.modificationIndex} is null)`),
    pgPolicy('invoices_visible', { as: 'permissive', for: 'all', to: appRole, using: invoiceVisible, withCheck: invoiceVisible }),
    pgPolicy('invoices_buyer_reads', { as: 'permissive', for: 'select', to: appRole, using: issuedToOwnContact }),
    customerOwnPolicy('invoices', 'array[contact_id] <@ (select vi_portal_contacts())'),
  ],
).enableRLS();

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    /** 1..n inside the document. */
    lineNumber: integer('line_number').notNull(),
    /** Corrections: the line's number in the chain (continues the original's). */
    lineNumberReference: integer('line_number_reference'),
    description: text('description').notNull(),
    nature: text('nature').notNull().default('SERVICE'),
    quantity: numeric('quantity', { precision: 22, scale: 10 }).notNull(),
    unitOfMeasure: text('unit_of_measure').notNull(),
    unitOfMeasureOwn: text('unit_of_measure_own'),
    unitPrice: numeric('unit_price', { precision: 22, scale: 10 }).notNull(),
    discount: jsonb('discount').$type<LineDiscount>(),
    vatCode: text('vat_code').notNull(),
    vatReason: text('vat_reason'),
    netAmount: money('net_amount').notNull(),
    vatAmount: money('vat_amount').notNull(),
    grossAmount: money('gross_amount').notNull(),
    netAmountHuf: money('net_amount_huf').notNull(),
    vatAmountHuf: money('vat_amount_huf').notNull(),
    grossAmountHuf: money('gross_amount_huf').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_invoice_number_uq').on(t.invoiceId, t.lineNumber), invoiceChildPolicy('invoice_lines'), invoiceChildCustomerOwn('invoice_lines')],
).enableRLS();

export const navReportStates = ['pending', 'sending', 'sent', 'done', 'aborted', 'failed'] as const;

/** Decision 0144: one row per issued document, inserted in the issuing transaction; the outbox's truth. */
export const navReports = pgTable(
  'nav_reports',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: text('invoice_id')
      .notNull()
      .unique('nav_reports_invoice_uq')
      .references(() => invoices.id),
    operation: text('operation', { enum: invoiceOperations }).notNull(),
    /** base64 of the InvoiceData XML, frozen at issue. */
    invoiceData: text('invoice_data').notNull(),
    state: text('state', { enum: navReportStates }).notNull().default('pending'),
    attempt: integer('attempt').notNull().default(0),
    requestId: text('request_id'),
    sendStartedAt: timestamp('send_started_at', { withTimezone: true }),
    transactionId: text('transaction_id'),
    navStatus: text('nav_status'),
    navMessages: jsonb('nav_messages').$type<unknown[]>().notNull().default([]),
    /** Decision 0165: status queries made so far (poll backoff). */
    polls: integer('polls').notNull().default(0),
    /** Decision 0165: the outbox sweep takes the row when this time has come (also its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Consecutive failed steps (backoff); reset by progress. */
    failures: integer('failures').notNull().default(0),
    /** The last error code and message (NAV's or the network's), shown on the invoice page. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('nav_reports_tenant_state_idx').on(t.tenantId, t.state), index('nav_reports_due_idx').on(t.nextAttemptAt), invoiceChildPolicy('nav_reports'), invoiceChildCustomerOwn('nav_reports')],
).enableRLS();

export const navEnvironments = ['test', 'live'] as const;

/**
 * Decision 0166: the firm's NAV technical user. Login and tax number are plain; the password's
 * SHA-512, the signature key and the exchange key are one AES-256-GCM box (`secrets`), never
 * returned by the API. The endpoint is a choice of NAV's test or live system, not a free URL.
 */
export const navCredentials = pgTable(
  'nav_credentials',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: navEnvironments }).notNull().default('test'),
    login: text('login').notNull(),
    /** The taxpayer's törzsszám (8 digits). */
    taxNumber: text('tax_number').notNull(),
    secrets: text('secrets').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantIsolationPolicy('nav_credentials')],
).enableRLS();

/** Own firm, and a matter the request's user may see (or none) – the invoices' own rule. */
const proformaVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))`);

/**
 * A díjbekérő (pro-forma) the firm issued from an invoice draft (issue 35 point 4, decision 0368): a
 * frozen copy of the draft's computed document under its own number ("DB-2026/000001"). Not a tax
 * invoice: no NAV report, no VAT deduction; the invoice follows when the draft is issued. Written
 * once (the request role may not update or delete it, migration 0067); a customer reads only those
 * issued to her own client contacts.
 */
export const invoiceProformas = pgTable(
  'invoice_proformas',
  {
    id: id(),
    tenantId: tenantId(),
    /** The draft it was made from: once that is issued, the pro-forma is settled by that invoice; a deleted draft withdraws it. */
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    customerName: text('customer_name').notNull(),
    currency: text('currency').notNull(),
    grossAmount: money('gross_amount').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date'),
    document: jsonb('document').$type<InvoiceDocument>().notNull(),
    issuedBy: text('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoice_proformas_tenant_number_uq').on(t.tenantId, t.number),
    index('invoice_proformas_tenant_contact_idx').on(t.tenantId, t.contactId),
    index('invoice_proformas_invoice_idx').on(t.invoiceId),
    pgPolicy('invoice_proformas_visible', { as: 'permissive', for: 'all', to: appRole, using: proformaVisible, withCheck: proformaVisible }),
    pgPolicy('invoice_proformas_buyer_reads', { as: 'permissive', for: 'select', to: appRole, using: proformaToOwnContact }),
    customerOwnPolicy('invoice_proformas', 'array[contact_id] <@ (select vi_portal_contacts())'),
  ],
).enableRLS();

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;
export type InvoiceProformaRow = typeof invoiceProformas.$inferSelect;

export const paymentMethods = ['TRANSFER', 'CASH', 'CARD'] as const;

/**
 * Decision 0167: payments received against an issued original invoice, in the invoice's currency.
 * The paid / partially paid / overdue status is computed from these and the due date, never stored.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paidOn: date('paid_on').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    note: text('note'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.tenantId, t.invoiceId),
    check('invoice_payments_amount_positive', sql`${t.amount} > 0`),
    invoiceChildPolicy('invoice_payments'),
    invoiceChildCustomerOwn('invoice_payments'),
  ],
).enableRLS();

/** Decision 0167: every payment reminder (fizetési felszólítás) sent, with its recipient and amount due. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: id(),
    tenantId: tenantId(),
    invoiceId: text('invoice_id')
      .notNull()
      .references(() => invoices.id),
    recipient: text('recipient').notNull(),
    amountDue: money('amount_due').notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Budapest calendar day of sending: one reminder per invoice and day (decision 0211). */
    sentOn: date('sent_on')
      .notNull()
      .default(sql`(now() at time zone 'Europe/Budapest')::date`),
  },
  (t) => [
    index('payment_reminders_invoice_idx').on(t.tenantId, t.invoiceId),
    uniqueIndex('payment_reminders_invoice_day_uq').on(t.invoiceId, t.sentOn),
    invoiceChildPolicy('payment_reminders'),
    invoiceChildCustomerOwn('payment_reminders'),
  ],
).enableRLS();
