// For features that make documents (the templates generator, Themis): save a generated file as a
// new document of a matter, or as the next version of an existing document, inside the caller's
// transaction (decision 0173). The same rules as an upload apply: the type is sniffed from the
// bytes, the plan's file size limit holds, the text is extracted (by the documents.extract job the
// version's rows enqueue, decision 0411), the audit log names the action.
// The file is written to storage before the rows; if the caller's transaction rolls back, the
// stored file is left without a row (content-addressed, so a retry reuses it). The templates
// generator stores its files before its transaction (prepareGeneratedFile, decision 0414).
import { Readable } from 'node:stream';
import type { TenantTx } from '../../db/tenant-scope';
import { recordAudit } from '../../audit/audit';
import { HttpError } from '../../lib/http-error';
import { type BlobStorage } from '../../storage';
import { type Actor, appendVersion, createDocument, type DocumentLinks, planLimitsOf, storeFile, type StoredFile } from './documents.service';

declare const preparedFile: unique symbol;
/** A generated file already in storage: what the vault records in the transaction (its text read by documents.extract). */
export type PreparedGeneratedFile = { readonly [preparedFile]: true };

export interface SaveGeneratedInput {
  actor: Actor;
  bytes: Buffer;
  fileName: string;
  /** Given: the new version of this document. Absent: a new document with `links`. */
  documentId?: string;
  links?: DocumentLinks;
  /** Who made it, for the audit log (e.g. 'templates', 'themis'). */
  source: string;
  /** Stored before the transaction (prepareGeneratedFile). */
  prepared?: PreparedGeneratedFile | null;
}

/** Stores the file outside any transaction; its size is checked against the plan when it is saved. */
export async function prepareGeneratedFile(storage: BlobStorage, bytes: Buffer, fileName: string, tenantId: string): Promise<PreparedGeneratedFile> {
  const file = await storeFile(storage, Readable.from([bytes]), fileName, { tenantId, maxBytes: bytes.length });
  return file as unknown as PreparedGeneratedFile;
}

export interface SavedDocument {
  documentId: string;
  versionId: string;
  versionNumber: number;
  sha256: string;
}

export async function saveGeneratedDocument(tx: TenantTx, storage: BlobStorage, input: SaveGeneratedInput): Promise<SavedDocument> {
  const { actor } = input;
  const limits = await planLimitsOf(tx, actor.tenantId);
  let file: StoredFile;
  if (input.prepared) {
    file = input.prepared as unknown as StoredFile;
    if (file.blob.sizeBytes > limits.maxFileBytes) throw new HttpError(413, 'DOCUMENT_TOO_LARGE');
  } else file = await storeFile(storage, Readable.from([input.bytes]), input.fileName, { tenantId: actor.tenantId, maxBytes: limits.maxFileBytes });
  if (input.documentId) {
    const { versionId, number } = await appendVersion(tx, actor, input.documentId, file);
    await recordAudit(tx, {
      action: 'documents.version_upload',
      tenantId: actor.tenantId,
      actorUserId: actor.userId,
      targetType: 'document',
      targetId: input.documentId,
      metadata: { version: number, source: input.source, sha256: file.blob.sha256 },
    });
    return { documentId: input.documentId, versionId, versionNumber: number, sha256: file.blob.sha256 };
  }
  const created = await createDocument(tx, actor, file, input.links ?? {});
  await recordAudit(tx, {
    action: 'documents.upload',
    tenantId: actor.tenantId,
    actorUserId: actor.userId,
    targetType: 'document',
    targetId: created.id,
    metadata: { version: 1, source: input.source, fileName: file.fileName, matterId: input.links?.matterId ?? null },
  });
  return { documentId: created.id, versionId: created.versionId, versionNumber: 1, sha256: file.blob.sha256 };
}
