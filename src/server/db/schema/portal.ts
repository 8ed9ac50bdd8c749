// The customer portal (issues 33.5 and 35, decisions 0350–0359). A customer user is tied to the
// client contacts they act for by an explicit portal_users row (never by e-mail, decision 0350);
// vi_portal_contacts() (hand-written in migration 0056) reads these rows for the request's user, and
// the RLS policies below and the restrictive "own" policies of contacts, matters and invoices
// (rls.ts customerOwnPolicy) keep a customer to their own rows in the database itself.
// Messages: threads between a client contact and the firm, optionally on one of its matters (a
// thread on a confidential matter is visible only to the matter's team, vi_matter_visible).
import { sql } from 'drizzle-orm';
import { boolean, index, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, stampedAt, tenantIdColumn as tenantId, userRef, uuidPrimaryKey as id } from './columns';
import { contacts } from './contacts';
import { documents } from './documents';
import { matters } from './matters';
import { appRole } from './rls';
import { invitations } from './tenants';

const inTenant = 'tenant_id = (select vi_request_tenant())';
/** The firm's staff and the system (vi_portal_contacts() is null for them), not a customer. */
const staff = '(select vi_portal_contacts()) is null';

/** A customer user acts for a client contact of the firm (a person, or the company they represent). */
export const portalUsers = pgTable(
  'portal_users',
  {
    id: id(),
    tenantId: tenantId(),
    userId: parentRef('user_id', () => users.id),
    contactId: parentRef('contact_id', () => contacts.id),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [
    uniqueIndex('portal_users_tenant_user_contact_uq').on(t.tenantId, t.userId, t.contactId),
    index('portal_users_contact_idx').on(t.contactId),
    // A customer reads their own links; only the firm (or the system, e.g. an accepted invitation) writes them.
    pgPolicy('portal_users_read', { as: 'permissive', for: 'select', to: appRole, using: sql.raw(`${inTenant} and (${staff} or user_id = (select vi_request_user()))`) }),
    pgPolicy('portal_users_firm_write', { as: 'permissive', for: 'insert', to: appRole, withCheck: sql.raw(`${inTenant} and ${staff}`) }),
    pgPolicy('portal_users_firm_update', { as: 'permissive', for: 'update', to: appRole, using: sql.raw(`${inTenant} and ${staff}`), withCheck: sql.raw(`${inTenant} and ${staff}`) }),
    pgPolicy('portal_users_firm_delete', { as: 'permissive', for: 'delete', to: appRole, using: sql.raw(`${inTenant} and ${staff}`) }),
  ],
).enableRLS();

/** The client contact a portal invitation was sent for: accepting it creates the portal_users row. */
export const portalInvitations = pgTable(
  'portal_invitations',
  {
    invitationId: text('invitation_id')
      .primaryKey()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    tenantId: tenantId(),
    contactId: parentRef('contact_id', () => contacts.id),
    createdAt: stampedAt(),
  },
  () => [pgPolicy('portal_invitations_firm_only', { as: 'permissive', for: 'all', to: appRole, using: sql.raw(`${inTenant} and ${staff}`), withCheck: sql.raw(`${inTenant} and ${staff}`) })],
).enableRLS();

/** A thread is the firm's and the customer's when its matter is visible and its contact is the customer's own. */
const threadVisible = sql.raw(`${inTenant} and (matter_id is null or vi_matter_visible(matter_id)) and (${staff} or array[contact_id] <@ (select vi_portal_contacts()))`);
/** A row of a thread follows the thread's visibility (vi_portal_thread_visible, migration 0056). */
const ofVisibleThread = sql.raw(`${inTenant} and vi_portal_thread_visible(thread_id)`);

/** A message written by a customer is never marked as the firm's, nor the firm's as the customer's. */
const firmSideHonest = sql.raw(`${inTenant} and vi_portal_thread_visible(thread_id) and from_firm = (${staff})`);

export const portalThreadStatuses = ['open', 'closed'] as const;

export const portalThreads = pgTable(
  'portal_threads',
  {
    id: id(),
    tenantId: tenantId(),
    contactId: parentRef('contact_id', () => contacts.id),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: portalThreadStatuses }).notNull().default('open'),
    /** The firm member who answers it (the lawyer-side inbox's assignment). */
    assignedTo: userRef('assigned_to'),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    lastMessageAt: stampedAt('last_message_at'),
    /** The last message came from the firm; false means the customer waits for a reply. */
    lastFromFirm: boolean('last_from_firm').notNull().default(false),
  },
  (t) => [
    index('portal_threads_tenant_last_idx').on(t.tenantId, t.lastMessageAt),
    index('portal_threads_contact_idx').on(t.contactId),
    index('portal_threads_matter_idx').on(t.matterId),
    pgPolicy('portal_threads_visible', { as: 'permissive', for: 'all', to: appRole, using: threadVisible, withCheck: threadVisible }),
  ],
).enableRLS();

export const portalMessages = pgTable(
  'portal_messages',
  {
    id: id(),
    tenantId: tenantId(),
    threadId: parentRef('thread_id', () => portalThreads.id),
    authorId: userRef('author_id'),
    fromFirm: boolean('from_firm').notNull(),
    body: text('body').notNull(),
    /** The message's attachment (one per message, decision 0366): a vault document of the thread's client and matter. */
    documentId: text('document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdAt: stampedAt(),
  },
  (t) => [
    index('portal_messages_thread_idx').on(t.threadId, t.createdAt),
    index('portal_messages_document_idx').on(t.documentId),
    pgPolicy('portal_messages_thread_visible', { as: 'permissive', for: 'all', to: appRole, using: ofVisibleThread, withCheck: firmSideHonest }),
  ],
).enableRLS();

/** The user's own read mark on a thread they see. */
const ownRead = sql.raw(`${inTenant} and user_id = (select vi_request_user()) and vi_portal_thread_visible(thread_id)`);

/** Up to when a user has read a thread: unread counts and the read receipts. */
export const portalReads = pgTable(
  'portal_reads',
  {
    tenantId: tenantId(),
    threadId: parentRef('thread_id', () => portalThreads.id),
    userId: parentRef('user_id', () => users.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    pgPolicy('portal_reads_thread_visible', { as: 'permissive', for: 'select', to: appRole, using: ofVisibleThread }),
    pgPolicy('portal_reads_own_insert', { as: 'permissive', for: 'insert', to: appRole, withCheck: ownRead }),
    pgPolicy('portal_reads_own_update', { as: 'permissive', for: 'update', to: appRole, using: ownRead, withCheck: ownRead }),
  ],
).enableRLS();

export type PortalThreadRow = typeof portalThreads.$inferSelect;
export type PortalMessageRow = typeof portalMessages.$inferSelect;
