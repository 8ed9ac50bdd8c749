// How another module takes a file upload into the vault (decision 0247), e.g. a knowledge-base
// article's new attachment. Modules may not import each other (lint boundary), so the documents
// module provides its upload here when it is registered: the same multipart reading, type
// sniffing, plan limits, name sanitising, storage and `documents.upload` audit entry as
// POST /api/documents — there is no second upload implementation. Stateless: the app is passed in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TenantTx } from '../../db/tenant-scope';

/** Upload bodies are streamed; this only bounds a request's total size (plan limits apply per file). */
export const VAULT_UPLOAD_BODY_LIMIT = 2 * 1024 ** 3;

export interface VaultActor {
  tenantId: string;
  userId: string;
}

export interface VaultUpload<T> {
  /** Runs before the first byte is stored (e.g. the article exists); throws to refuse. */
  check: (tx: TenantTx, actor: VaultActor) => Promise<void>;
  /** The vault folder when the form names none. */
  defaultFolder: string;
  /** Who uploads through the port, for the audit entry (e.g. 'knowledge-base'). */
  source: string;
  /** Runs in the transaction that writes the new document's rows; a throw removes the file again. */
  then: (tx: TenantTx, actor: VaultActor, document: { id: string; fileName: string }) => Promise<T>;
}

export type VaultUploader = <T>(app: FastifyInstance, request: FastifyRequest, upload: VaultUpload<T>) => Promise<T>;

let uploader: VaultUploader | null = null;

/** Called by the documents module when it is registered. */
export function provideVaultUploader(fn: VaultUploader): void {
  uploader = fn;
}

/** One uploaded file (multipart, field `file`) saved as a new vault document. */
export function uploadToVault<T>(app: FastifyInstance, request: FastifyRequest, upload: VaultUpload<T>): Promise<T> {
  if (!uploader) throw new Error('the documents module is not registered: uploads into the vault are not possible');
  return uploader(app, request, upload);
}
