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
}

export interface SavedGeneratedDocument {
  documentId: string;
  versionId: string;
  versionNumber: number;
  sha256: string;
}

export type GeneratedDocumentSaver = (tx: TenantTx, storage: BlobStorage, input: GeneratedDocumentInput) => Promise<SavedGeneratedDocument>;

let saver: GeneratedDocumentSaver | null = null;

/** Called by the documents module when it is registered. */
export function provideGeneratedDocumentSaver(fn: GeneratedDocumentSaver): void {
  saver = fn;
}

export function saveGeneratedDocument(tx: TenantTx, storage: BlobStorage, input: GeneratedDocumentInput): Promise<SavedGeneratedDocument> {
  if (!saver) throw new Error('the documents module is not registered: generated documents cannot be saved');
  return saver(tx, storage, input);
}
