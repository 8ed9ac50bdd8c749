// Documents vault and versions (issue 15 points 1-4, decisions 0170-0173). Tenant-isolated; a
// document of a confidential matter – and each of its versions – is visible only to that matter's
// team, enforced by RLS through vi_matter_visible() / vi_document_visible() (hand-written in the
// documents migration), not only by the API.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, index, integer, jsonb, pgPolicy, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { documentKinds, extractionStatuses, ocrStatuses } from '@shared/documents/documents';
import { users } from './auth';
import { contacts } from './contacts';
// One definition of the tenant key and the uuid key for every tenant-owned table.
import { matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, customerOwnPolicy, tenantIsolationPolicy } from './rls';

/** Own firm, and – for a matter's document – a matter the request's user may see. */
const documentVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))`);
/** A version: its firm, and a document the request's user may see. */
const versionVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id)`);

export const documents = pgTable(
  'documents',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** The current version's sanitised file name. */
    fileName: text('file_name').notNull(),
    /** "Szerződések/2026"; '' is the top level. */
    folder: text('folder').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    kind: text('kind', { enum: documentKinds }).notNull(),
    /** The current version's sniffed type and size (kept here for the list and its filters). */
    mime: text('mime').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    clientContactId: text('client_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'no action' }),
    currentVersionId: text('current_version_id').references((): AnyPgColumn => documentVersions.id, { onDelete: 'set null' }),
    versionNumber: integer('version_number').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Soft delete: restorable for DOCUMENT_RESTORE_DAYS. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: text('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /** Left out of Themis's vault: not retrieved, not embedded (decision 0252). */
    themisExcluded: boolean('themis_excluded').notNull().default(false),
  },
  (t) => [
    index('documents_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    index('documents_matter_idx').on(t.matterId),
    index('documents_client_idx').on(t.tenantId, t.clientContactId),
    index('documents_tags_gin').using('gin', t.tags),
    check('documents_size_non_negative', sql`${t.sizeBytes} >= 0`),
    pgPolicy('documents_visible', { as: 'permissive', for: 'all', to: appRole, using: documentVisible, withCheck: documentVisible }),
    // A customer's own scope (decision 0400): documents of their own clients or of their own matters only.
    customerOwnPolicy('documents', 'array[client_contact_id] <@ (select vi_portal_contacts()) or (matter_id is not null and vi_portal_matter(matter_id))'),
  ],
).enableRLS();

export const documentVersions = pgTable(
  'document_versions',
  {
    id: id(),
    tenantId: tenantId(),
    documentId: text('document_id')
      .notNull()
      .references((): AnyPgColumn => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** `<tenantId>/<sha256>` in the blob storage. */
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    mime: text('mime').notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when this version was made by restoring an earlier one. */
    restoredFrom: integer('restored_from'),
    /** Text extracted after upload (PDF text layer, DOCX, plain text) by the documents.extract job; null when there is none. */
    extractedText: text('extracted_text'),
    /**
     * The text extraction (issue 40 point 3, decision 0411): an upload writes `queued` and enqueues
     * documents.extract in its transaction; the job writes the text and `done` (or `failed`), and
     * queues OCR for a scan. Rows from before the job existed had their text read on upload: `done`.
     */
    extractionStatus: text('extraction_status', { enum: extractionStatuses }).notNull().default('done'),
    /**
     * OCR of a scanned PDF or an image (issue 15 point 5, decision 0238): null = not needed;
     * queued → running → done | failed. Each queued version is a documents.ocr-scan job of its own
     * (decision 0443, document-ocr.ts); the job's attempt is `ocr_attempts`, and progress is written
     * page by page.
     */
    ocrStatus: text('ocr_status', { enum: ocrStatuses }),
    ocrPagesDone: integer('ocr_pages_done').notNull().default(0),
    ocrPagesTotal: integer('ocr_pages_total'),
    ocrAttempts: integer('ocr_attempts').notNull().default(0),
    ocrError: text('ocr_error'),
    /**
     * The text of each page read so far (decision 0246), written with the progress: a scan whose
     * worker died resumes after the last stored page. Cleared when the joined text is stored.
     */
    ocrPageTexts: jsonb('ocr_page_texts').$type<string[]>(),
  },
  (t) => [
    uniqueIndex('document_versions_number_uq').on(t.documentId, t.number),
    index('document_versions_storage_idx').on(t.tenantId, t.storageKey),
    check('document_versions_number_positive', sql`${t.number} >= 1`),
    pgPolicy('document_versions_visible', { as: 'permissive', for: 'all', to: appRole, using: versionVisible, withCheck: versionVisible }),
    // vi_document_visible() is security definer and does not see documents_customer_own: narrow through the parent.
    customerOwnPolicy('document_versions', 'vi_portal_document(document_id)'),
  ],
).enableRLS();

/**
 * The bytes a firm's vault keeps – each stored file once, however many versions share it – kept by
 * the triggers on document_versions (issue 40.3, decision 0441; hand-written in its migration), so
 * the upload's plan check reads one row instead of summing every version. The owner's triggers
 * write it (security definer: a confidential matter's files count too); a request only reads it.
 */
export const documentStorageUsage = pgTable(
  'document_storage_usage',
  {
    tenantId: tenantId().primaryKey(),
    usedBytes: bigint('used_bytes', { mode: 'number' }).notNull().default(0),
  },
  () => [tenantIsolationPolicy('document_storage_usage')],
).enableRLS();

export type DocumentRow = typeof documents.$inferSelect;
export type DocumentVersionRow = typeof documentVersions.$inferSelect;
