// How another module takes a file upload into the vault (decision 0247) and sends one back (0366), e.g. a knowledge-base
// article's new attachment. Modules may not import each other (lint boundary), so the documents
// module provides its upload here when it is registered: the same multipart reading, type
// sniffing, plan limits, name sanitising, storage and `documents.upload` audit entry as
// POST /api/documents — there is no second upload implementation. Stateless: the app is passed in.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permission } from '@shared/permissions/permissions';
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
  /**
   * The permission that lets the caller add this file to the vault; default the vault's own
   * (canGenerateDocuments). A portal message names the permission of its thread route instead: a
   * customer adds files only to their own client's thread (decision 0366).
   */
  permission?: Permission;
  /** Fixed links of the new document (the caller's, not the form's; read after `check`), e.g. a portal thread's client and matter. */
  links?: () => { clientContactId: string | null; matterId: string | null };
  /** Form fields the vault does not read itself (short texts, e.g. a message body), read before the file. */
  fields?: readonly string[];
  /** Runs in the transaction that writes the new document's rows; a throw removes the file again. */
  then: (tx: TenantTx, actor: VaultActor, document: { id: string; fileName: string }, fields: Readonly<Record<string, string>>) => Promise<T>;
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

/** A stored version of a vault document to send as a download. */
export interface VaultFile {
  storageKey: string;
  mime: string;
  fileName: string;
  sizeBytes: number;
}

export type VaultSender = (app: FastifyInstance, reply: FastifyReply, file: VaultFile) => Promise<FastifyReply>;

let sender: VaultSender | null = null;

/** Called by the documents module when it is registered. */
export function provideVaultSender(fn: VaultSender): void {
  sender = fn;
}

/**
 * Streams a vault file as a download with the vault's own headers (safe disposition, nosniff, no
 * cache, sandboxing CSP). The caller has checked that the reader may see it.
 */
export function sendFromVault(app: FastifyInstance, reply: FastifyReply, file: VaultFile): Promise<FastifyReply> {
  if (!sender) throw new Error('the documents module is not registered: vault downloads are not possible');
  return sender(app, reply, file);
}
