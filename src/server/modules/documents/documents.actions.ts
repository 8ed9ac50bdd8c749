// The vault's reads and changes as services (issue 33.1/33.2, decisions 0290, 0291, 0293): each
// takes the Actor, checks canViewDocuments / canGenerateDocuments, and writes its audit entry and
// domain event in the caller's transaction. Receiving the bytes of an upload (multipart, storage,
// plan limits) stays at the edge, documents-http.ts; the rows, the audit entry and the event are
// written here.
import { documentPlanLimits } from '@shared/documents/documents';
import type { DocumentDetail, StorageUsage } from '@shared/documents/documents.schemas';
import type { Permission } from '@shared/permissions/permissions';
import { type Actor, asPerson, authorize } from '../../actor/actor';
import { audit, auditInsert } from '../../audit/audit';
import { firmPlanKey } from '../../billing/plan-key';
import type { DocumentVersionRow } from '../../db/schema';
import type { Database } from '../../db/client';
import { selectAllInTenant, type TenantTx } from '../../db/tenant-scope';
import { consumersIdle, emit, eventInsert } from '../../events/domain-events';
import { HttpError } from '../../lib/http-error';
import {
  appendVersion,
  createDocument,
  newDocumentStatements,
  documentDetail,
  type DocumentLinks,
  restoreDeleted,
  restoreVersion,
  softDelete,
  type StorageCheck,
  type StoredFile,
  updateLinks,
  versionOf,
  visibleDocument,
} from './documents.service';
import { ocrView, requestOcr } from './ocr.service';
import './documents.events';

const subjectOf = (id: string) => ({ type: 'document', id });

/** The viewer's document (canViewDocuments), audited as `documents.view`. */
export async function viewDocument(tx: TenantTx, actor: Actor, id: string): Promise<DocumentDetail> {
  authorize(actor, 'canViewDocuments');
  const detail = await documentDetail(tx, asPerson(actor), id);
  await audit(tx, actor, 'documents.view', subjectOf(id), { version: detail.versionNumber });
  return detail;
}

/** The version to stream (the current one without `number`), audited as `documents.view` (inline) or `documents.download`. */
export async function openDocumentVersion(tx: TenantTx, actor: Actor, id: string, number: number | undefined, inline: boolean): Promise<DocumentVersionRow> {
  authorize(actor, 'canViewDocuments');
  const doc = await visibleDocument(tx, actor.tenantId, id);
  const v = await versionOf(tx, actor.tenantId, doc.id, number ?? doc.versionNumber);
  await audit(tx, actor, inline ? 'documents.view' : 'documents.download', subjectOf(doc.id), { version: v.number, inline });
  return v;
}

/** Two versions to compare (canViewDocuments), audited as `documents.version_diff`. */
export async function versionsToCompare(tx: TenantTx, actor: Actor, id: string, fromNumber: number | undefined, toNumber: number | undefined) {
  authorize(actor, 'canViewDocuments');
  const doc = await visibleDocument(tx, actor.tenantId, id, { allowDeleted: true });
  const toN = toNumber ?? doc.versionNumber;
  const from = await versionOf(tx, actor.tenantId, doc.id, fromNumber ?? Math.max(1, toN - 1));
  const to = await versionOf(tx, actor.tenantId, doc.id, toN);
  await audit(tx, actor, 'documents.version_diff', subjectOf(doc.id), { from: from.number, to: to.number });
  return { from, to };
}

/**
 * The rows of a stored upload (canGenerateDocuments): `documents.upload`, `document.uploaded`.
 * `source` names the module that uploaded through the vault's port (decision 0247).
 */
export async function recordUpload(tx: TenantTx, actor: Actor, file: StoredFile, links: DocumentLinks, source: string | null = null, permission: Permission = 'canGenerateDocuments') {
  authorize(actor, permission);
  const created = await createDocument(tx, asPerson(actor), file, links);
  const matterId = links.matterId ?? null;
  await audit(tx, actor, 'documents.upload', subjectOf(created.id), { fileName: file.fileName, mime: file.mime, sizeBytes: file.blob.sizeBytes, sha256: file.blob.sha256, matterId, ...(source ? { source } : {}) });
  await emit(tx, actor, 'document.uploaded', subjectOf(created.id), {
    fileName: file.fileName,
    mime: file.mime,
    sizeBytes: file.blob.sizeBytes,
    sha256: file.blob.sha256,
    matterId,
    clientContactId: links.clientContactId ?? null,
    source,
  });
  return created;
}

/**
 * `recordUpload` of new bytes in ONE call into the database (decision 0441): the document, its
 * version, the extraction job, the `documents.upload` audit entry and the `document.uploaded`
 * event as two hand-written statements (decision 0456) in one request transaction
 * (`selectAllInTenant`: one call into PGlite, one round trip on PostgreSQL) instead of a dozen
 * statements in a drizzle transaction.
 * The same rows, the same refusals of a link the user cannot see. The event's consumers run only
 * inside `emit`: when one of them may have work (a webhook endpoint or an automation rule for the
 * type, or a consumer that cannot say so in SQL), nothing is written and the answer is null – the
 * caller then writes the upload with `recordUpload`. With `storage` the first statement also
 * checks the plan's storage (decision 0451): DOCUMENT_STORAGE_FULL when the file does not fit.
 */
export async function recordUploadInOneCall(db: Database, actor: Actor, file: StoredFile, links: DocumentLinks, options: { source?: string | null; permission?: Permission; storage?: StorageCheck } = {}) {
  const source = options.source ?? null;
  authorize(actor, options.permission ?? 'canGenerateDocuments');
  const person = asPerson(actor);
  let probe = true;
  const created = newDocumentStatements(
    person,
    file,
    links,
    (p, tenant) => {
      const idle = consumersIdle(p, 'document.uploaded', tenant);
      if (idle === null) probe = false;
      return idle ?? 'false';
    },
    options.storage,
    (p, written, id) => {
      const matterId = links.matterId ?? null;
      const details = { fileName: file.fileName, mime: file.mime, sizeBytes: file.blob.sizeBytes, sha256: file.blob.sha256, matterId };
      return [
        `${auditInsert(p, actor, 'documents.upload', subjectOf(id), { ...details, ...(source ? { source } : {}) })} where ${written}`,
        `${eventInsert(p, actor, 'document.uploaded', subjectOf(id), { ...details, clientContactId: links.clientContactId ?? null, source })} where ${written}`,
      ];
    },
  );
  // A consumer that cannot say in SQL whether it has work: the caller writes the upload with
  // `recordUpload` (and checks the storage itself).
  if (!probe) return null;
  const [[gate]] = await selectAllInTenant<[{ matter_ok: boolean; client_ok: boolean; idle: boolean; storage_ok: boolean }[]]>(db, actor.tenantId, created.statements, { userId: person.userId });
  // The storage first, as when it was checked while the file streamed in.
  if (gate && !gate.storage_ok) throw new HttpError(413, 'DOCUMENT_STORAGE_FULL');
  if (!gate?.matter_ok) throw new HttpError(400, 'DOCUMENT_MATTER_NOT_FOUND');
  if (!gate.client_ok) throw new HttpError(400, 'DOCUMENT_CLIENT_NOT_FOUND');
  if (!gate.idle) return null;
  return { id: created.id, versionId: created.versionId, extraction: created.extraction };
}

/** A new version from a stored upload: `documents.version_upload`, `document.version_added`. */
export async function recordVersionUpload(tx: TenantTx, actor: Actor, id: string, file: StoredFile) {
  authorize(actor, 'canGenerateDocuments');
  const v = await appendVersion(tx, asPerson(actor), id, file);
  await audit(tx, actor, 'documents.version_upload', subjectOf(id), { version: v.number, fileName: file.fileName, sha256: file.blob.sha256 });
  await emit(tx, actor, 'document.version_added', subjectOf(id), { version: v.number, fileName: file.fileName, sha256: file.blob.sha256, restoredFrom: null });
  return v;
}

/** Restores version `number` as the newest one: `documents.version_restore`, `document.version_added`. */
export async function restoreDocumentVersion(tx: TenantTx, actor: Actor, id: string, number: number) {
  authorize(actor, 'canGenerateDocuments');
  const v = await restoreVersion(tx, asPerson(actor), id, number);
  const restored = await versionOf(tx, actor.tenantId, id, v.number);
  await audit(tx, actor, 'documents.version_restore', subjectOf(id), { restoredFrom: number, version: v.number });
  await emit(tx, actor, 'document.version_added', subjectOf(id), { version: v.number, fileName: restored.fileName, sha256: restored.sha256, restoredFrom: number });
  return v;
}

/** Title, folder, tags, matter and client: `documents.update`, `document.updated`. */
export async function updateDocument(tx: TenantTx, actor: Actor, id: string, body: DocumentLinks): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  await updateLinks(tx, asPerson(actor), id, body);
  const changed = Object.keys(body);
  await audit(tx, actor, 'documents.update', subjectOf(id), { changed });
  await emit(tx, actor, 'document.updated', subjectOf(id), { changed });
}

/** Into the bin (restorable): `documents.delete`, `document.deleted`. */
export async function binDocument(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  const doc = await softDelete(tx, asPerson(actor), id);
  await audit(tx, actor, 'documents.delete', subjectOf(doc.id), { title: doc.title });
  await emit(tx, actor, 'document.deleted', subjectOf(doc.id), { title: doc.title });
}

/** Back from the bin: `documents.restore`, `document.restored`. */
export async function unbinDocument(tx: TenantTx, actor: Actor, id: string): Promise<void> {
  authorize(actor, 'canGenerateDocuments');
  const doc = await restoreDeleted(tx, asPerson(actor), id);
  await audit(tx, actor, 'documents.restore', subjectOf(doc.id), { title: doc.title });
  await emit(tx, actor, 'document.restored', subjectOf(doc.id), { title: doc.title });
}

/** Asks for a recognition of the current version (canGenerateDocuments), audited as `documents.ocr_request`. */
export async function askForOcr(tx: TenantTx, actor: Actor, id: string) {
  authorize(actor, 'canGenerateDocuments');
  const { documentId, version } = await requestOcr(tx, actor.tenantId, id, actor.userId);
  await audit(tx, actor, 'documents.ocr_request', subjectOf(documentId), { version });
  return ocrView(tx, actor.tenantId, documentId);
}

/**
 * The plan's vault limits (canViewDocuments; the integrations page's storage, issue 36.5). The bytes
 * used are `storageUsed`'s, read on the owner connection (confidential matters' files count too)
 * outside this transaction, as the upload checks read them.
 */
export async function storageLimits(tx: TenantTx, actor: Actor): Promise<Omit<StorageUsage, 'usedBytes'>> {
  authorize(actor, 'canViewDocuments');
  const plan = await firmPlanKey(tx, actor.tenantId);
  return { plan, ...documentPlanLimits[plan] };
}
