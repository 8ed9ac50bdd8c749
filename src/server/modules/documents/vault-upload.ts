// How another module takes a file upload into the vault (decision 0247) and sends one back (0366),
// e.g. a knowledge-base article's new attachment or a portal message's file: what the caller
// describes. The documents module's face (index.ts) exports uploadToVault and sendFromVault
// (documents-http.ts), which do the same multipart reading, type sniffing, plan limits, name
// sanitising, storage and `documents.upload` audit entry as POST /api/documents – there is no
// second upload implementation (decision 0416: a face import, no longer a port set at registration).
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
  /** Who uploads through uploadToVault, for the audit entry (e.g. 'knowledge-base'). */
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

/** A stored version of a vault document to send as a download. */
export interface VaultFile {
  storageKey: string;
  mime: string;
  fileName: string;
  sizeBytes: number;
}
