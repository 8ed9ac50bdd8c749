// E-mail to case (issue 36.1, decisions 0432–0436): each firm's inbound address and its rules, and
// every received message as one row – queued with its raw bytes (SMTP endpoint or IMAP poll), then
// parsed, deduplicated by Message-ID (unique per firm) and filed by a job; the raw bytes are
// dropped once the message is filed. The IMAP mailbox's password is sealed at rest like the NAV
// technical user's secrets (lib/secret-box, decision 0166).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from './contacts';
import { bytea, stampedAt, tenantIdColumn, userRef, uuidPrimaryKey } from './columns';
import { matters } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';

export const inboundMailSettings = pgTable(
  'inbound_mail_settings',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn().unique('inbound_mail_settings_tenant_uq'),
    /** The local part of the firm's inbound address, unique across the platform (`<token>@<domain>`). */
    token: text('token').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** Who may send: full addresses or `@domain` entries; empty = anyone. */
    allowedSenders: jsonb('allowed_senders').$type<string[]>().notNull().default([]),
    maxBytes: integer('max_bytes').notNull(),
    imapEnabled: boolean('imap_enabled').notNull().default(false),
    imapHost: text('imap_host'),
    imapPort: integer('imap_port'),
    imapSecure: boolean('imap_secure').notNull().default(true),
    imapUser: text('imap_user'),
    /** The sealed password (secret box, purpose `inbound-imap`). */
    imapPassword: text('imap_password'),
    imapMailbox: text('imap_mailbox').notNull().default('INBOX'),
    /** The mailbox's UIDVALIDITY when it was last read (a change means: read it again from the start). */
    imapUidValidity: text('imap_uid_validity'),
    imapLastUid: integer('imap_last_uid').notNull().default(0),
    imapPolledAt: timestamp('imap_polled_at', { withTimezone: true }),
    imapError: text('imap_error'),
    /** The colleague whose permissions filing acts with (who last saved the settings). */
    configuredBy: userRef('configured_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('inbound_mail_settings_token_uq').on(t.token), tenantIsolationPolicy('inbound_mail_settings')],
).enableRLS();

export type InboundMailSettingsRow = typeof inboundMailSettings.$inferSelect;

/** A message filed onto a confidential matter is its team's, like the matter's notes and documents (vi_matter_visible). */
const mailVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))`);

export const inboundMailStatuses = ['queued', 'filed', 'intake', 'unfiled', 'duplicate', 'ignored', 'refused', 'failed'] as const;
export type InboundMailStatus = (typeof inboundMailStatuses)[number];
export const inboundMailMatches = ['thread', 'address', 'subject', 'contact'] as const;

export interface InboundAttachmentLog {
  fileName: string;
  sizeBytes: number;
  documentId: string | null;
  /** The refusal's code (DOCUMENT_TOO_LARGE, DOCX_ZIP_BOMB …) when it was not stored. */
  error: string | null;
}

export const inboundMails = pgTable(
  'inbound_mails',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    source: text('source', { enum: ['smtp', 'imap'] }).notNull(),
    /** The address it was sent to (the firm's, or a matter's plus address). */
    recipient: text('recipient').notNull(),
    envelopeFrom: text('envelope_from'),
    /** The message as received; dropped once it is processed. */
    raw: bytea('raw'),
    sizeBytes: integer('size_bytes').notNull(),
    status: text('status', { enum: inboundMailStatuses }).notNull().default('queued'),
    /** Set when parsed; unique per firm, so a message is filed once however often it arrives. */
    messageId: text('message_id'),
    duplicateOf: text('duplicate_of'),
    inReplyTo: text('in_reply_to'),
    references: jsonb('references').$type<string[]>().notNull().default([]),
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    subject: text('subject'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matchedBy: text('matched_by', { enum: inboundMailMatches }),
    noteId: text('note_id'),
    opportunityId: text('opportunity_id'),
    attachments: jsonb('attachments').$type<InboundAttachmentLog[]>().notNull().default([]),
    /** Why it was refused, ignored or failed (Hungarian). */
    error: text('error'),
    imapUidValidity: text('imap_uid_validity'),
    imapUid: integer('imap_uid'),
    receivedAt: stampedAt('received_at'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('inbound_mails_message_uq').on(t.tenantId, t.messageId),
    uniqueIndex('inbound_mails_imap_uq').on(t.tenantId, t.imapUidValidity, t.imapUid),
    index('inbound_mails_tenant_idx').on(t.tenantId, t.receivedAt),
    pgPolicy('inbound_mails_visible', { as: 'permissive', for: 'all', to: appRole, using: mailVisible, withCheck: mailVisible }),
  ],
).enableRLS();

export type InboundMailRow = typeof inboundMails.$inferSelect;
