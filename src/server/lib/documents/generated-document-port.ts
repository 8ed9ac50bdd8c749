// How a feature other than the vault saves a generated file into it (decision 0173, 0184). A
// module may not import another module (lint boundary), so the documents module provides its
// saveGeneratedDocument here when it is registered, and the templates generator calls it here.
// Without the documents module in the app the call fails loudly rather than dropping a file.
import type { TenantTx } from '../../db/tenant-scope';
import type { BlobStorage } from '../../storage';

export interface GeneratedDocumentInput {
  actor: { tenantId: string; userId: string };
  bytes: Buffer;
  fileName: string;
  /** Given: the new version of this document. Absent: a new document with `links`. */
  documentId?: string;
  links?: { title?: string | null; folder?: string; tags?: readonly string[]; matterId?: string | null; clientContactId?: string | null };
  /** Who made it, for the audit log (e.g. 'templates', 'themis'). */
  source: string;
  /** The file stored and read before the transaction (prepareGeneratedFile); absent: stored here. */
  prepared?: PreparedGeneratedFile | null;
}

declare const preparedFile: unique symbol;
/** A generated file already in storage with its text read: what the vault records in the transaction. */
export type PreparedGeneratedFile = { readonly [preparedFile]: true };

export interface SavedGeneratedDocument {
  documentId: string;
  versionId: string;
  versionNumber: number;
  sha256: string;
}

export type GeneratedDocumentSaver = (tx: TenantTx, storage: BlobStorage, input: GeneratedDocumentInput) => Promise<SavedGeneratedDocument>;

export type GeneratedFilePreparer = (storage: BlobStorage, bytes: Buffer, fileName: string, tenantId: string) => Promise<PreparedGeneratedFile>;

let saver: GeneratedDocumentSaver | null = null;
let preparer: GeneratedFilePreparer | null = null;

/** Called by the documents module when it is registered. */
export function provideGeneratedDocumentSaver(fn: GeneratedDocumentSaver, prepare?: GeneratedFilePreparer): void {
  saver = fn;
  if (prepare) preparer = prepare;
}

/**
 * Stores a generated file and reads its text (the DOCX in the isolation worker, the PDF's text
 * layer) with no transaction open (decision 0414); null without the documents module. The plan's
 * file size limit is checked when the file is recorded.
 */
export function prepareGeneratedFile(storage: BlobStorage, bytes: Buffer, fileName: string, tenantId: string): Promise<PreparedGeneratedFile> | null {
  return preparer ? preparer(storage, bytes, fileName, tenantId) : null;
}

export function saveGeneratedDocument(tx: TenantTx, storage: BlobStorage, input: GeneratedDocumentInput): Promise<SavedGeneratedDocument> {
  if (!saver) throw new Error('the documents module is not registered: generated documents cannot be saved');
  return saver(tx, storage, input);
}
