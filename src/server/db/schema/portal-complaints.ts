// Complaints of the customer portal (issue 35 point 5, decisions 0405–0408). A complaint belongs to
// one client contact of the firm and optionally to one of its matters or invoices. The record's
// contents (Fgytv. 17/A. § (5)) are copied in when it comes in – name, address, consumer or not –
// so the record stays whole for its five years even if the contact is later erased (contact_id is
// then set null and the customer no longer sees it; the firm still does).
// RLS: the firm's staff see every complaint whose matter, invoice and deadline they may see; a customer sees and files
// only those of their own clients (vi_portal_contacts(), decision 0350); only staff change one.
import { sql } from 'drizzle-orm';
import { boolean, date, index, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { complaintOutcomes, complaintStatuses } from '@shared/client-portal/complaints.schemas';
import { stampedAt, tenantIdColumn as tenantId, userRef, uuidPrimaryKey as id } from './columns';
import { contacts } from './contacts';
import { matterDeadlines } from './deadlines';
import { invoices } from './invoices';
import { matters } from './matters';
import { appRole } from './rls';

const inTenant = 'tenant_id = (select vi_request_tenant())';
const staff = '(select vi_portal_contacts()) is null';
/** A complaint follows what it is about: its matter, its invoice and its deadline (a confidential matter's are its team's). */
const follows = '(matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id))';
/** Visible: what it is about is visible and, to a customer, it is of their own client. */
const visible = sql.raw(`${inTenant} and ${follows} and (${staff} or array[contact_id] <@ (select vi_portal_contacts()))`);
/** Changed only by the firm's staff, on complaints they see. */
const staffOnly = sql.raw(`${inTenant} and ${staff} and ${follows}`);

export const portalComplaints = pgTable(
  'portal_complaints',
  {
    id: id(),
    tenantId: tenantId(),
    /** The complaint's unique identifier shown to both sides (P-2026-7KQ2XM). */
    reference: text('reference').notNull(),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    invoiceId: text('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: complaintStatuses }).notNull().default('submitted'),
    // The record (17/A. § (5)): who complained, from where, when, how.
    complainantName: text('complainant_name').notNull(),
    complainantAddress: text('complainant_address'),
    consumer: boolean('consumer').notNull(),
    /** How it came in: written, through the portal (the only channel built). */
    channel: text('channel').notNull().default('portal'),
    receivedAt: stampedAt('received_at'),
    /** The last day of the 30-day answer period (Europe/Budapest calendar day). */
    dueOn: date('due_on').notNull(),
    submittedBy: userRef('submitted_by'),
    /** The firm member handling it (the related matter's responsible lawyer at first). */
    handlerId: userRef('handler_id'),
    /** Its answer deadline in the firm's deadline list, when it is tied to a matter. */
    deadlineId: text('deadline_id').references(() => matterDeadlines.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: complaintOutcomes }),
    answer: text('answer'),
    reasons: text('reasons'),
    remedies: text('remedies'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: userRef('answered_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Kept until this day (received + 5 years, moved on by the answer); the retention sweep deletes it after. */
    retainUntil: date('retain_until').notNull(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    uniqueIndex('portal_complaints_reference_uq').on(t.tenantId, t.reference),
    index('portal_complaints_tenant_status_idx').on(t.tenantId, t.status, t.dueOn),
    index('portal_complaints_contact_idx').on(t.contactId),
    index('portal_complaints_matter_idx').on(t.matterId),
    index('portal_complaints_retain_idx').on(t.retainUntil),
    pgPolicy('portal_complaints_read', { as: 'permissive', for: 'select', to: appRole, using: visible }),
    pgPolicy('portal_complaints_file', { as: 'permissive', for: 'insert', to: appRole, withCheck: visible }),
    pgPolicy('portal_complaints_firm_update', { as: 'permissive', for: 'update', to: appRole, using: staffOnly, withCheck: staffOnly }),
    pgPolicy('portal_complaints_firm_delete', { as: 'permissive', for: 'delete', to: appRole, using: staffOnly }),
  ],
).enableRLS();

export type PortalComplaintRow = typeof portalComplaints.$inferSelect;
