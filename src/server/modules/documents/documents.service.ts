// The documents vault inside the request transaction (withTenant with the user, so RLS knows who
// asks and hides documents of confidential matters outside their team). Storing a file happens
// before the transaction (streamed, hashed, sniffed); the rows that point at it are written in
// one transaction per request. Every function assumes the route guard checked the permission.
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { DOCUMENT_RESTORE_DAYS, documentPlanLimits, type ExtractionStatus, kindOfMime, normalizeFolder, type OcrStatus, normalizeTags, sanitizeFileName, extensionOfMime } from '@shared/documents/documents';
import type { DocumentDetail, DocumentSummary, OcrProgress, ListDocumentsQuery, ListDocumentsResponse } from '@shared/documents/documents.schemas';
import { type Database, resultRows } from '../../db/client';
import { contacts, documents, documentVersions, matters, users, type DocumentVersionRow } from '../../db/schema';
import { type HandWrittenStatement, handWritten, selectAllInTenant, selectInTenant, StatementParams, type TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { type BlobStorage, BlobNotFoundError, BlobTooLargeError, type StoredBlob } from '../../storage';
import { firmPlanKey, firmPlanStatement, planKeyOf } from '../../billing/plan-key';
import { sniffingStream } from './document-content';
import { MAX_EXTRACT_BYTES } from '../../lib/documents/document-text';
import { docxParseable } from '../../lib/docx/docx-guard';
import { enqueueExtraction, extractionInsert } from './document-extraction';
import { queueOcr, wantsOcr } from './document-ocr';
import { readBytes } from './stored-bytes';
import { visibleDocument } from '../../lib/documents/document-access';
import { documentMatches, termsIn } from '../../search/search-terms';

export interface Actor {
  tenantId: string;
  userId: string;
}

/** A file in storage, not yet referenced by a row. */
export interface StoredFile {
  blob: StoredBlob;
  mime: string;
  fileName: string;
  /**
   * The text when it is known already (a restored version's). Absent for new bytes: the upload
   * answers without it and the documents.extract job reads it (decision 0411).
   */
  text?: string | null;
}

export interface DocumentLinks {
  title?: string | null;
  folder?: string;
  tags?: readonly string[];
  matterId?: string | null;
  clientContactId?: string | null;
}

const DAY_MS = 86_400_000;

export async function planLimitsOf(tx: TenantTx, tenantId: string) {
  return documentPlanLimits[await firmPlanKey(tx, tenantId)];
}

/**
 * Bytes the firm keeps (each stored file once, whichever versions share it): the running total the
 * triggers on document_versions keep (decision 0441), read as the owner.
 */
export async function storageUsed(db: Database, tenantId: string): Promise<number> {
  const [row] = resultRows<{ used: string | number }>(await db.execute(sql`select used_bytes as used from document_storage_usage where tenant_id = ${tenantId}`));
  return Number(row?.used ?? 0);
}

/** The firm's running total as a hand-written statement for a request transaction (rows `{ used }`). */
export function storageUsedStatement(tenantId: string): HandWrittenStatement {
  return { text: 'select used_bytes as used from document_storage_usage where tenant_id = $1', values: [tenantId] };
}

/**
 * What an upload may store: the plan's vault limits and the bytes already used, in one read
 * transaction (one call into PGlite, one round trip on PostgreSQL; decision 0441).
 */
export async function uploadBudget(db: Database, actor: Actor) {
  const [planRows, usedRows] = await selectAllInTenant<[{ code: string }[], { used: string | number }[]]>(db, actor.tenantId, [firmPlanStatement(actor.tenantId), storageUsedStatement(actor.tenantId)], {
    userId: actor.userId,
  });
  return { limits: documentPlanLimits[planKeyOf(planRows[0]?.code)], used: Number(usedRows[0]?.used ?? 0) };
}

/** The same inside a transaction that also runs the caller's check (a new version: the document is visible). */
export async function uploadBudgetIn(tx: TenantTx, tenantId: string) {
  const [row] = resultRows<{ used: string | number }>(await tx.execute(sql`select used_bytes as used from document_storage_usage where tenant_id = ${tenantId}`));
  return { limits: await planLimitsOf(tx, tenantId), used: Number(row?.used ?? 0) };
}

/**
 * The plan's storage checked where the upload's rows are written (decision 0451): the firm's
 * running total plus the bytes this upload stored anew must stay within `limitBytes`.
 */
export interface StorageCheck {
  limitBytes: number;
  addedBytes: number;
}

/**
 * The plan's storage checked inside the transaction that writes the rows (decision 0455): the
 * firm's running total read with its row locked until the commit (`vi_document_storage_held`,
 * decision 0453), so an upload at the same time waits here and is checked against the total this
 * one leaves. 413 DOCUMENT_STORAGE_FULL when the bytes stored anew do not fit.
 */
export async function assertStorageHeld(tx: TenantTx, check: StorageCheck): Promise<void> {
  const [row] = resultRows<{ used: string | number }>(await tx.execute(sql`select coalesce(public.vi_document_storage_held(), 0) as used`));
  if (Number(row?.used ?? 0) + check.addedBytes > check.limitBytes) throw new HttpError(413, 'DOCUMENT_STORAGE_FULL');
}

/** The bytes the firm keeps, read in its scope (one call; the running total of decision 0441). */
export async function storageUsedInTenant(db: Database, actor: Actor): Promise<number> {
  const [row] = await selectInTenant<{ used: string | number }>(db, actor.tenantId, storageUsedStatement(actor.tenantId), { userId: actor.userId });
  return Number(row?.used ?? 0);
}

/** A name whose extension matches what the bytes are (a PDF named "level.exe" is kept as "level.exe.pdf"). */
function nameForType(raw: string, mime: string): string {
  const name = sanitizeFileName(raw);
  const ext = extensionOfMime[mime];
  if (!ext) return name;
  const has = name.toLowerCase().split('.').pop();
  const synonyms: Record<string, string[]> = { jpg: ['jpeg', 'jpg'], tif: ['tif', 'tiff'], txt: ['txt', 'text', 'csv', 'md', 'log'] };
  return (synonyms[ext] ?? [ext]).includes(has ?? '') ? name : sanitizeFileName(`${name}.${ext}`);
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * Streams one file into storage: type sniffed from the bytes, SHA-256 computed, size limited. Its
 * text is not read here (decision 0411: the documents.extract job does after the answer); only a
 * DOCX's zip directory is measured, so a zip bomb is still refused at once (413).
 */
export async function storeFile(storage: BlobStorage, source: Readable, rawName: string, options: { tenantId: string; maxBytes: number }): Promise<StoredFile> {
  const sniffer = sniffingStream(rawName);
  let blob: StoredBlob;
  try {
    const sniffed = source.pipe(sniffer.stream);
    source.on('error', (error) => sniffer.stream.destroy(error));
    // A refusal can come before storage starts reading; put() sees it as the stream's error.
    sniffed.on('error', () => undefined);
    blob = await storage.put(sniffed, options);
  } catch (error) {
    source.resume();
    throw uploadError(error);
  }
  const mime = sniffer.mime();
  if (blob.sizeBytes === 0) throw new HttpError(400, 'DOCUMENT_EMPTY_FILE');
  if (mime === DOCX && blob.sizeBytes <= MAX_EXTRACT_BYTES) {
    try {
      const bytes = await readBytes(storage, blob.key, MAX_EXTRACT_BYTES);
      if (bytes) docxParseable(bytes);
    } catch (error) {
      // A refused DOCX (zip bomb) is not kept. Such bytes are always refused, so a blob this upload
      // created has no other version pointing at it.
      if (blob.created) await storage.delete(blob.key);
      throw error;
    }
  }
  return { blob, mime, fileName: nameForType(rawName, mime) };
}

/** The stable refusals for what can go wrong while a file streams in. */
export function uploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof BlobTooLargeError) return new HttpError(413, 'DOCUMENT_TOO_LARGE');
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'DOCUMENT_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, 'DOCUMENT_TOO_MANY_FILES');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new HttpError(400, 'DOCUMENT_BAD_FIELD');
  return error;
}

/** Removes stored files no version points at (after a refused or failed upload); read as the owner. */
export async function discardUnreferenced(db: Database, storage: BlobStorage, files: readonly StoredFile[]): Promise<void> {
  for (const file of files) {
    if (!file.blob.created) continue;
    const [used] = await db.select({ n: count() }).from(documentVersions).where(eq(documentVersions.storageKey, file.blob.key));
    if ((used?.n ?? 0) === 0) await storage.delete(file.blob.key);
  }
}

/** Refuses a matter the user cannot see (confidential of another team) or a contact of nobody. */
async function assertLinks(tx: TenantTx, tenantId: string, links: DocumentLinks): Promise<void> {
  if (links.matterId) {
    const [m] = await tx
      .select({ id: matters.id })
      .from(matters)
      .where(and(eq(matters.tenantId, tenantId), eq(matters.id, links.matterId)));
    if (!m) throw new HttpError(400, 'DOCUMENT_MATTER_NOT_FOUND');
  }
  if (links.clientContactId) {
    const [c] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, tenantId), eq(contacts.id, links.clientContactId), isNull(contacts.deletedAt)));
    if (!c) throw new HttpError(400, 'DOCUMENT_CLIENT_NOT_FOUND');
  }
}

function titleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).slice(0, 200);
}

/** A new document with its first version. */
export async function createDocument(tx: TenantTx, actor: Actor, file: StoredFile, links: DocumentLinks): Promise<{ id: string; versionId: string; extraction: ExtractionStatus }> {
  await assertLinks(tx, actor.tenantId, links);
  const id = crypto.randomUUID();
  const versionId = crypto.randomUUID();
  await tx.insert(documents).values({
    id,
    tenantId: actor.tenantId,
    title: links.title?.trim() || titleOf(file.fileName),
    fileName: file.fileName,
    folder: normalizeFolder(links.folder ?? ''),
    tags: normalizeTags(links.tags ?? []),
    kind: kindOfMime(file.mime),
    mime: file.mime,
    sizeBytes: file.blob.sizeBytes,
    clientContactId: links.clientContactId ?? null,
    matterId: links.matterId ?? null,
    versionNumber: 1,
    createdBy: actor.userId,
  });
  await insertVersion(tx, actor, versionRow(actor, id, versionId, 1, file), file);
  await tx.update(documents).set({ currentVersionId: versionId }).where(eq(documents.id, id));
  return { id, versionId, extraction: extractionOf(file) };
}

/**
 * `createDocument` for new bytes as hand-written statements, to be written in one message with the
 * audit entry and the event (decision 0441). The first statement decides: it inserts the document
 * only where the links are visible (`assertLinks`' reads) and `idle` (SQL, parameters in its `p`)
 * holds – and, with `storage`, the file fits the plan's storage – and answers
 * `{ matter_ok, client_ok, idle, storage_ok }`. The document names its version as current at once
 * (the reference is checked at the commit, migration 0075). The second statement inserts the
 * version where that document was inserted, and with it – as data-modifying CTEs of the same
 * statement, each `where written` – the extraction job and the rows `alongside` adds for the
 * document (decision 0456: one statement instead of one per row, the document looked up once).
 * Nothing is written when the first statement declines. The version cannot join the first
 * statement: its row policy looks the document up, and a statement's parts do not see each
 * other's rows.
 */
export function newDocumentStatements(
  actor: Actor,
  file: StoredFile,
  links: DocumentLinks,
  idle: (p: StatementParams, tenant: string) => string,
  storage?: StorageCheck,
  alongside: (p: StatementParams, written: string, documentId: string) => string[] = () => [],
) {
  if (file.text !== undefined) throw new Error('newDocumentStatements writes new bytes only (their text is read by the job)');
  const id = crypto.randomUUID();
  const versionId = crypto.randomUUID();
  const text = (p: StatementParams, v: unknown) => `${p.add(v)}::text`;

  const gate = new StatementParams();
  const t = text(gate, actor.tenantId);
  const matter = text(gate, links.matterId ?? null);
  const client = text(gate, links.clientContactId ?? null);
  const ok =
    `select (${matter} is null or exists (select 1 from matters where tenant_id = ${t} and id = ${matter})) as matter_ok, ` +
    `(${client} is null or exists (select 1 from contacts where tenant_id = ${t} and id = ${client} and deleted_at is null)) as client_ok, ` +
    `(${idle(gate, t)}) as idle, ` +
    // The plan's storage (decisions 0451, 0453): the firm's running total, its row locked until the
    // commit so that an upload at the same time waits and is checked against this one's total,
    // with this file's new bytes.
    (storage ? `coalesce(public.vi_document_storage_held(), 0) + ${gate.add(storage.addedBytes)}::bigint <= ${gate.add(storage.limitBytes)}::bigint` : 'true') +
    ' as storage_ok';
  const document =
    'insert into documents (id, tenant_id, title, file_name, folder, tags, kind, mime, size_bytes, client_contact_id, matter_id, version_number, created_by, current_version_id) select ' +
    `${text(gate, id)}, ${t}, ${text(gate, links.title?.trim() || titleOf(file.fileName))}, ${text(gate, file.fileName)}, ${text(gate, normalizeFolder(links.folder ?? ''))}, ` +
    `array(select jsonb_array_elements_text(${gate.add(JSON.stringify(normalizeTags(links.tags ?? [])))}::jsonb)), ${text(gate, kindOfMime(file.mime))}, ${text(gate, file.mime)}, ` +
    `${gate.add(file.blob.sizeBytes)}::bigint, ${client}, ${matter}, 1, ${text(gate, actor.userId)}, ${text(gate, versionId)} from ok where matter_ok and client_ok and idle and storage_ok`;
  const first = handWritten(`with ok as (${ok}), d as (${document} returning id) select matter_ok, client_ok, idle, storage_ok from ok`, gate);

  const v = new StatementParams();
  const row = versionRow(actor, id, versionId, 1, file);
  const version =
    'insert into document_versions (id, tenant_id, document_id, number, storage_key, sha256, size_bytes, mime, file_name, uploaded_by, extraction_status) select ' +
    `${text(v, row.id)}, ${text(v, row.tenantId)}, ${text(v, row.documentId)}, ${v.add(row.number)}::int, ${text(v, row.storageKey)}, ${text(v, row.sha256)}, ` +
    `${v.add(row.sizeBytes)}::bigint, ${text(v, row.mime)}, ${text(v, row.fileName)}, ${text(v, row.uploadedBy)}, ${text(v, row.extractionStatus)} ` +
    `where exists (select 1 from documents where id = ${text(v, id)}) returning id`;
  const written = 'exists (select 1 from written)';
  const rows = [extractionInsert(v, actor.tenantId, { id: versionId, storageKey: row.storageKey, mime: row.mime, sizeBytes: row.sizeBytes }, actor.userId, written), ...alongside(v, written, id)];
  const second = handWritten(`with written as (${version}), ${rows.map((r, i) => `w${i} as (${r})`).join(', ')} select 1`, v);
  return { id, versionId, statements: [first, second], extraction: extractionOf(file) };
}

function versionRow(actor: Actor, documentId: string, id: string, number: number, file: StoredFile, restoredFrom: number | null = null) {
  return {
    id,
    tenantId: actor.tenantId,
    documentId,
    number,
    storageKey: file.blob.key,
    sha256: file.blob.sha256,
    sizeBytes: file.blob.sizeBytes,
    mime: file.mime,
    fileName: file.fileName,
    uploadedBy: actor.userId,
    restoredFrom,
    extractedText: file.text ?? null,
    extractionStatus: extractionOf(file),
  };
}

const extractionOf = (file: StoredFile): ExtractionStatus => (file.text === undefined ? 'queued' : 'done');

/**
 * The version's row. New bytes: its extraction job is enqueued in this transaction (decision 0411),
 * which queues OCR when it finds no text. Known text (a restore): a scan or an image without text
 * is queued for OCR at once when the firm has the OCR module (decision 0238).
 */
async function insertVersion(tx: TenantTx, actor: Actor, row: ReturnType<typeof versionRow>, file: StoredFile): Promise<void> {
  await tx.insert(documentVersions).values(row);
  if (file.text === undefined) await enqueueExtraction(tx, actor.tenantId, { id: row.id, storageKey: row.storageKey, mime: row.mime, sizeBytes: row.sizeBytes }, actor.userId);
  else if (await wantsOcr(tx, actor.tenantId, file.mime, file.text)) await queueOcr(tx, actor.tenantId, row.id, actor.userId);
}

/** The document, locked for this transaction (versions are numbered under the lock); 404 when not visible. */
export async function lockDocument(tx: TenantTx, tenantId: string, id: string) {
  const [doc] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.tenantId, tenantId), eq(documents.id, id)))
    .for('update');
  if (!doc) throw notFound();
  return doc;
}

export { visibleDocument };

/** Appends a version and makes it current; history is never rewritten. */
export async function appendVersion(tx: TenantTx, actor: Actor, documentId: string, file: StoredFile, restoredFrom: number | null = null): Promise<{ versionId: string; number: number; extraction: ExtractionStatus }> {
  const doc = await lockDocument(tx, actor.tenantId, documentId);
  if (doc.deletedAt) throw new HttpError(409, 'DOCUMENT_DELETED');
  const number = doc.versionNumber + 1;
  const versionId = crypto.randomUUID();
  await insertVersion(tx, actor, versionRow(actor, doc.id, versionId, number, file, restoredFrom), file);
  await tx
    .update(documents)
    .set({ currentVersionId: versionId, versionNumber: number, fileName: file.fileName, mime: file.mime, kind: kindOfMime(file.mime), sizeBytes: file.blob.sizeBytes, updatedAt: new Date() })
    .where(eq(documents.id, doc.id));
  return { versionId, number, extraction: extractionOf(file) };
}

export async function versionOf(tx: TenantTx, tenantId: string, documentId: string, number: number): Promise<DocumentVersionRow> {
  const [v] = await tx
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.tenantId, tenantId), eq(documentVersions.documentId, documentId), eq(documentVersions.number, number)));
  if (!v) throw new HttpError(404, 'DOCUMENT_VERSION_NOT_FOUND');
  return v;
}

/** Restoring version N appends a copy of it as the newest version (same stored file). */
export async function restoreVersion(tx: TenantTx, actor: Actor, documentId: string, number: number) {
  const doc = await lockDocument(tx, actor.tenantId, documentId);
  if (doc.deletedAt) throw new HttpError(409, 'DOCUMENT_DELETED');
  if (number === doc.versionNumber) throw new HttpError(409, 'DOCUMENT_VERSION_IS_CURRENT');
  const v = await versionOf(tx, actor.tenantId, documentId, number);
  // The text is the restored version's when it was read; otherwise the copy is read by its own job.
  const file: StoredFile = {
    blob: { key: v.storageKey, sha256: v.sha256, sizeBytes: v.sizeBytes, created: false },
    mime: v.mime,
    fileName: v.fileName,
    ...(v.extractionStatus === 'done' ? { text: v.extractedText } : {}),
  };
  return appendVersion(tx, actor, documentId, file, number);
}

export async function softDelete(tx: TenantTx, actor: Actor, id: string) {
  const doc = await visibleDocument(tx, actor.tenantId, id);
  await tx.update(documents).set({ deletedAt: new Date(), deletedBy: actor.userId }).where(eq(documents.id, doc.id));
  return doc;
}

export async function restoreDeleted(tx: TenantTx, actor: Actor, id: string, now = new Date()) {
  const doc = await visibleDocument(tx, actor.tenantId, id, { allowDeleted: true });
  if (!doc.deletedAt) throw new HttpError(409, 'DOCUMENT_NOT_DELETED');
  if (now.getTime() - doc.deletedAt.getTime() > DOCUMENT_RESTORE_DAYS * DAY_MS) throw new HttpError(410, 'DOCUMENT_RESTORE_EXPIRED');
  await tx.update(documents).set({ deletedAt: null, deletedBy: null }).where(eq(documents.id, doc.id));
  return doc;
}

export async function updateLinks(tx: TenantTx, actor: Actor, id: string, body: DocumentLinks) {
  const doc = await visibleDocument(tx, actor.tenantId, id);
  await assertLinks(tx, actor.tenantId, body);
  await tx
    .update(documents)
    .set({
      ...(body.title ? { title: body.title.trim() } : {}),
      ...(body.folder !== undefined ? { folder: normalizeFolder(body.folder) } : {}),
      ...(body.tags !== undefined ? { tags: normalizeTags(body.tags) } : {}),
      ...(body.matterId !== undefined ? { matterId: body.matterId } : {}),
      ...(body.clientContactId !== undefined ? { clientContactId: body.clientContactId } : {}),
      updatedAt: new Date(),
    })
    .where(eq(documents.id, doc.id));
}

const summaryColumns = {
  doc: documents,
  matterNumber: matters.number,
  matterTitle: matters.title,
  matterConfidential: matters.confidential,
  clientName: contacts.name,
  creatorName: users.name,
};

type SummaryRow = { doc: typeof documents.$inferSelect; matterNumber: string | null; matterTitle: string | null; matterConfidential: boolean | null; clientName: string | null; creatorName: string | null };

function summaryOf(r: SummaryRow): DocumentSummary {
  const d = r.doc;
  return {
    id: d.id,
    title: d.title,
    fileName: d.fileName,
    kind: d.kind,
    mime: d.mime,
    sizeBytes: d.sizeBytes,
    folder: d.folder,
    tags: d.tags,
    matter: d.matterId && r.matterNumber ? { id: d.matterId, number: r.matterNumber, title: r.matterTitle ?? '', confidential: r.matterConfidential ?? false } : null,
    client: d.clientContactId && r.clientName ? { id: d.clientContactId, name: r.clientName } : null,
    versionNumber: d.versionNumber,
    updatedAt: d.updatedAt.toISOString(),
    createdAt: d.createdAt.toISOString(),
    createdBy: d.createdBy && r.creatorName ? { id: d.createdBy, name: r.creatorName } : null,
    deletedAt: d.deletedAt?.toISOString() ?? null,
    restorableUntil: d.deletedAt ? new Date(d.deletedAt.getTime() + DOCUMENT_RESTORE_DAYS * DAY_MS).toISOString() : null,
  };
}

function summaryQuery(tx: TenantTx) {
  return tx.select(summaryColumns).from(documents).leftJoin(matters, eq(matters.id, documents.matterId)).leftJoin(contacts, eq(contacts.id, documents.clientContactId)).leftJoin(users, eq(users.id, documents.createdBy));
}

type Count = number | string | bigint;

interface PageRow {
  id: string;
  title: string;
  fileName: string;
  kind: DocumentSummary['kind'];
  mime: string;
  sizeBytes: Count;
  folder: string;
  tags: string[];
  matterId: string | null;
  matterNumber: string | null;
  matterTitle: string | null;
  matterConfidential: boolean | null;
  clientContactId: string | null;
  clientName: string | null;
  versionNumber: number;
  updatedAt: string;
  createdAt: string;
  createdBy: string | null;
  creatorName: string | null;
  deletedAt: string | null;
  total: Count;
}

/** A timestamptz column as the text `Date#toISOString` gives (UTC, milliseconds as the driver keeps them). */
const isoText = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The list page's columns, flat: the timestamps as their ISO text (no Date parsed and formatted
// again per field and row), the joined names beside them.
const PAGE_COLUMNS =
  'd.id, d.title, d.file_name as "fileName", d.kind, d.mime, d.size_bytes as "sizeBytes", d.folder, d.tags, ' +
  'd.matter_id as "matterId", m.number as "matterNumber", m.title as "matterTitle", m.confidential as "matterConfidential", ' +
  'd.client_contact_id as "clientContactId", c.name as "clientName", d.version_number as "versionNumber", ' +
  `${isoText('d.updated_at')} as "updatedAt", ${isoText('d.created_at')} as "createdAt", d.created_by as "createdBy", u.name as "creatorName", ` +
  `${isoText('d.deleted_at')} as "deletedAt", count(*) over () as total`;

// The folders and tags of the firm's live documents (the filter's choices), in one statement.
const FACETS =
  "select array(select distinct folder from documents where tenant_id = $1 and deleted_at is null and folder <> '' order by 1) as folders, " +
  'array(select distinct unnest(tags) from documents where tenant_id = $1 and deleted_at is null order by 1) as tags';

function pageSummaryOf(r: PageRow): DocumentSummary {
  return {
    id: r.id,
    title: r.title,
    fileName: r.fileName,
    kind: r.kind,
    mime: r.mime,
    sizeBytes: Number(r.sizeBytes),
    folder: r.folder,
    tags: r.tags,
    matter: r.matterId && r.matterNumber ? { id: r.matterId, number: r.matterNumber, title: r.matterTitle ?? '', confidential: r.matterConfidential ?? false } : null,
    client: r.clientContactId && r.clientName ? { id: r.clientContactId, name: r.clientName } : null,
    versionNumber: r.versionNumber,
    updatedAt: r.updatedAt,
    createdAt: r.createdAt,
    createdBy: r.createdBy && r.creatorName ? { id: r.createdBy, name: r.creatorName } : null,
    deletedAt: r.deletedAt,
    restorableUntil: r.deletedAt ? new Date(Date.parse(r.deletedAt) + DOCUMENT_RESTORE_DAYS * DAY_MS).toISOString() : null,
  };
}

/**
 * The documents list page. Without a text search – the page everybody opens – it is hand-written
 * SQL run by `selectAllInTenant` with the acting user (RLS hides a confidential matter's documents
 * outside its team): the page with its total as a window count, and the folders and tags, issued
 * together – one round trip on PostgreSQL, one call into PGlite (decisions 0260, 0275). The
 * search keeps the query builder (`listDocuments`).
 */
export async function listDocumentsPage(db: Database, actor: Actor, q: ListDocumentsQuery): Promise<ListDocumentsResponse> {
  const values: unknown[] = [actor.tenantId];
  let where = `d.tenant_id = $1 and d.deleted_at is ${q.deleted === 'true' ? 'not null' : 'null'}`;
  if (q.matterId) where += ` and d.matter_id = $${values.push(q.matterId)}`;
  if (q.clientContactId) where += ` and d.client_contact_id = $${values.push(q.clientContactId)}`;
  if (q.kind) where += ` and d.kind = $${values.push(q.kind)}`;
  if (q.tag) where += ` and d.tags @> array[$${values.push(q.tag.toLocaleLowerCase('hu'))}::text]`;
  if (q.folder !== undefined && q.folder !== '') {
    const folder = normalizeFolder(q.folder);
    where += ` and (d.folder = $${values.push(folder)} or d.folder ilike $${values.push(`${folder.replace(/[\\%_]/g, '\\$&')}/%`)})`;
  }
  const budapestDay = "(d.updated_at at time zone 'Europe/Budapest')::date";
  if (q.from) where += ` and ${budapestDay} >= $${values.push(q.from)}::date`;
  if (q.to) where += ` and ${budapestDay} <= $${values.push(q.to)}::date`;
  const page: HandWrittenStatement = {
    text:
      `select ${PAGE_COLUMNS} from documents d left join matters m on m.id = d.matter_id left join contacts c on c.id = d.client_contact_id ` +
      `left join users u on u.id = d.created_by where ${where} order by d.updated_at desc, d.id desc limit $${values.length + 1} offset $${values.length + 2}`,
    values: [...values, q.limit, q.offset],
  };
  const facets: HandWrittenStatement = { text: FACETS, values: [actor.tenantId] };
  const [rows, [facet]] = await selectAllInTenant<[PageRow[], { folders: string[]; tags: string[] }[]]>(db, actor.tenantId, [page, facets], { userId: actor.userId });
  let total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  if (rows.length === 0 && q.offset > 0) {
    // Only a page past the end has no row to carry the window count.
    const [counted] = await selectInTenant<{ total: Count }>(db, actor.tenantId, { text: `select count(*) as total from documents d where ${where}`, values }, { userId: actor.userId });
    total = Number(counted?.total ?? 0);
  }
  return { items: rows.map(pageSummaryOf), total, folders: facet?.folders ?? [], tags: facet?.tags ?? [] };
}

export async function listDocuments(tx: TenantTx, actor: Actor, q: ListDocumentsQuery): Promise<ListDocumentsResponse> {
  // The list's own search is the top bar's (issue 38.8): accent-free, inflected forms, compound
  // words, the current version's text too – not a LIKE on the title. No word to search: nothing.
  const terms = q.q ? await termsIn(tx, q.q) : null;
  const budapestDay = sql`(${documents.updatedAt} at time zone 'Europe/Budapest')::date`;
  const filters: (SQL | undefined)[] = [
    eq(documents.tenantId, actor.tenantId),
    q.deleted === 'true' ? isNotNull(documents.deletedAt) : isNull(documents.deletedAt),
    q.matterId ? eq(documents.matterId, q.matterId) : undefined,
    q.clientContactId ? eq(documents.clientContactId, q.clientContactId) : undefined,
    q.kind ? eq(documents.kind, q.kind) : undefined,
    q.tag ? sql`${documents.tags} @> array[${q.tag.toLocaleLowerCase('hu')}]::text[]` : undefined,
    q.folder !== undefined && q.folder !== '' ? or(eq(documents.folder, normalizeFolder(q.folder)), ilike(documents.folder, `${normalizeFolder(q.folder).replace(/[\\%_]/g, '\\$&')}/%`)) : undefined,
    q.from ? gte(budapestDay, sql`${q.from}::date`) : undefined,
    q.to ? lte(budapestDay, sql`${q.to}::date`) : undefined,
    q.q ? (terms ? documentMatches(terms) : sql`false`) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total], folders, tags] = await Promise.all([
    summaryQuery(tx).where(where).orderBy(desc(documents.updatedAt), desc(documents.id)).limit(q.limit).offset(q.offset),
    tx.select({ n: count() }).from(documents).where(where),
    tx
      .selectDistinct({ folder: documents.folder })
      .from(documents)
      .where(and(eq(documents.tenantId, actor.tenantId), isNull(documents.deletedAt)))
      .orderBy(documents.folder),
    tx.execute(sql`select distinct unnest(tags) as tag from documents where tenant_id = ${actor.tenantId} and deleted_at is null order by 1`),
  ]);
  const tagRows = resultRows<{ tag: string }>(tags);
  return {
    items: rows.map(summaryOf),
    total: total?.n ?? 0,
    folders: folders.map((f) => f.folder).filter(Boolean),
    tags: tagRows.map((t) => t.tag),
  };
}

const DETAIL_TEXT_CHARS = 200_000;

export const ocrColumns = {
  ocrStatus: documentVersions.ocrStatus,
  ocrPagesDone: documentVersions.ocrPagesDone,
  ocrPagesTotal: documentVersions.ocrPagesTotal,
  ocrError: documentVersions.ocrError,
};

export function ocrProgressOf(v: { ocrStatus: OcrStatus | null; ocrPagesDone: number; ocrPagesTotal: number | null; ocrError: string | null }): OcrProgress | null {
  return v.ocrStatus ? { status: v.ocrStatus, pagesDone: v.ocrPagesDone, pagesTotal: v.ocrPagesTotal, error: v.ocrError } : null;
}

export async function documentDetail(tx: TenantTx, actor: Actor, id: string): Promise<DocumentDetail> {
  const [row] = await summaryQuery(tx).where(and(eq(documents.tenantId, actor.tenantId), eq(documents.id, id)));
  if (!row) throw notFound();
  const versions = await listVersions(tx, actor, id, row.doc.versionNumber);
  const [current] = await tx
    .select({ text: documentVersions.extractedText, sha256: documentVersions.sha256, extraction: documentVersions.extractionStatus, ...ocrColumns })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, id), eq(documentVersions.number, row.doc.versionNumber)));
  const text = current?.text ?? null;
  return {
    ...summaryOf(row),
    sha256: current?.sha256 ?? '',
    extraction: current?.extraction ?? 'done',
    ocr: current ? ocrProgressOf(current) : null,
    text: text ? text.slice(0, DETAIL_TEXT_CHARS) : null,
    textTruncated: (text?.length ?? 0) > DETAIL_TEXT_CHARS,
    versions,
  };
}

export async function listVersions(tx: TenantTx, actor: Actor, documentId: string, currentNumber: number) {
  const rows = await tx
    .select({ v: documentVersions, uploader: users.name, hasText: sql<boolean>`${documentVersions.extractedText} is not null` })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.uploadedBy))
    .where(and(eq(documentVersions.tenantId, actor.tenantId), eq(documentVersions.documentId, documentId)))
    .orderBy(desc(documentVersions.number));
  return rows.map(({ v, uploader, hasText }) => ({
    id: v.id,
    number: v.number,
    fileName: v.fileName,
    mime: v.mime,
    sizeBytes: v.sizeBytes,
    sha256: v.sha256,
    uploadedAt: v.uploadedAt.toISOString(),
    uploadedBy: v.uploadedBy && uploader ? { id: v.uploadedBy, name: uploader } : null,
    restoredFrom: v.restoredFrom,
    hasText: Boolean(hasText),
    extraction: v.extractionStatus,
    current: v.number === currentNumber,
  }));
}

/** The stored bytes of a version as a stream; a missing file is an operator's problem, said plainly. */
export async function openVersion(storage: BlobStorage, storageKey: string): Promise<Readable> {
  try {
    return await storage.get(storageKey);
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw new HttpError(500, 'DOCUMENT_FILE_MISSING');
    throw error;
  }
}

export async function readVersionBytes(storage: BlobStorage, storageKey: string, limit = MAX_EXTRACT_BYTES): Promise<Buffer | null> {
  return readBytes(storage, storageKey, limit);
}
