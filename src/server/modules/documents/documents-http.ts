// What the documents routes share: the request's transaction with its actor (its user known to
// RLS), multipart reading, and the streamed file response. The audit entries and domain events
// are the services' (documents.actions.ts, decision 0293).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { documentPlanLimits, MAX_FILES_PER_UPLOAD } from '@shared/documents/documents';
import type { PlanKey } from '@shared/modules/registry';
import { FIRM_PLAN_TOPIC, firmPlanStatement, planKeyOf } from '../../billing/plan-key';
import { BusCache } from '../../lib/bus-cache';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Permission } from '@shared/permissions/permissions';
import { selectInTenant, type TenantTx } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { actorOf, type RequestActor, tenantScope } from '../../lib/route-scope';
import { contextOf, tenantOf } from '../../plugins/request-context';
import { documentStorage } from '../../storage';
import { contentDisposition } from './content-disposition';
import type { VaultFile, VaultUpload } from './vault-upload';
import {
  assertStorageHeld,
  discardUnreferenced,
  type DocumentLinks,
  openVersion,
  type StorageCheck,
  storageUsedInTenant,
  storeFile,
  type StoredFile,
  uploadBudget,
  uploadBudgetIn,
  uploadError,
} from './documents.service';
import { recordUpload, recordUploadInOneCall } from './documents.actions';

type Actor = RequestActor;

export function documentsHttp(app: FastifyInstance) {
  const storage = documentStorage(app.env);

  const inDocuments: <T>(request: FastifyRequest, work: (tx: TenantTx, actor: Actor) => Promise<T>) => Promise<T> = tenantScope(app);

  /**
   * Reads a multipart upload part by part: fields (which must come before the files) into
   * `links`, each file streamed into storage as it arrives. `check` runs before the first byte of
   * a file is stored (e.g. the document is visible). At most `maxFiles` files.
   */
  async function receiveFiles(request: FastifyRequest, maxFiles: number, check?: (tx: TenantTx, actor: Actor) => Promise<void>, extraFields: readonly string[] = [], options: { storageCheckAtWrite?: boolean } = {}) {
    const actor = { tenantId: tenantOf(request), userId: contextOf(request).user.id };
    // The plan's limits and the bytes used (the triggers' running total, decision 0441): one read
    // transaction, or – with the caller's check – the check's transaction. The vault's own upload
    // (decision 0451) takes the limits from the firm's cached plan and leaves the storage check of
    // one file to the statement that writes its rows; a second file reads the bytes used first.
    const budget = check
      ? await inDocuments(request, async (tx, a) => {
          await check(tx, a);
          return uploadBudgetIn(tx, a.tenantId);
        })
      : options.storageCheckAtWrite
        ? { limits: documentPlanLimits[await cachedPlanKey(actor)], used: null }
        : await uploadBudget(app.db, actor);
    const limits = budget.limits;
    let used: number | null = budget.used;
    const files: StoredFile[] = [];
    const links: DocumentLinks & { tags: string[] } = { tags: [] };
    const fields: Record<string, string> = {};
    try {
      // Checked here, after the guard and the document lookup, so a foreign id still answers 404.
      if (!request.isMultipart()) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
      const parts = request.parts({ limits: { fileSize: limits.maxFileBytes, files: Math.min(maxFiles, MAX_FILES_PER_UPLOAD), fields: 30, fieldSize: 4000, parts: 60 } });
      for await (const part of parts) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : '';
          if (part.fieldname === 'folder') links.folder = value;
          else if (part.fieldname === 'title') links.title = value.slice(0, 200);
          else if (part.fieldname === 'tags') links.tags.push(...value.split(','));
          else if (part.fieldname === 'matterId') links.matterId = value || null;
          else if (part.fieldname === 'clientContactId') links.clientContactId = value || null;
          else if (extraFields.includes(part.fieldname)) fields[part.fieldname] = value;
          continue;
        }
        if (used === null && files.length > 0) used = (await storageUsedInTenant(app.db, actor)) + addedBytes(files);
        const file = await storeFile(storage, part.file as Readable, part.filename, { tenantId: actor.tenantId, maxBytes: limits.maxFileBytes });
        files.push(file);
        if (used === null) continue;
        if (file.blob.created) used += file.blob.sizeBytes;
        if (used > limits.storageBytes) throw new HttpError(413, 'DOCUMENT_STORAGE_FULL');
      }
      if (files.length === 0) throw new HttpError(400, 'DOCUMENT_NO_FILE');
      // The check above only stops a request early; the one that counts is made again where the
      // rows are written, with the firm's total locked (decisions 0453, 0455).
      const storageCheck: StorageCheck = { limitBytes: limits.storageBytes, addedBytes: addedBytes(files) };
      return { files, links, fields, storageCheck };
    } catch (error) {
      await discardUnreferenced(app.db, storage, files);
      throw uploadError(error);
    }
  }

  /**
   * Writes the rows for stored files after the plan's storage check under the firm's lock
   * (`storageCheck`, from receiveFiles); if that fails, files no row points at are removed again.
   * Committed, this instance's worker is woken for the extraction jobs the rows enqueued (decision 0411).
   */
  async function commitFiles<T>(request: FastifyRequest, files: readonly StoredFile[], storageCheck: StorageCheck, work: (tx: TenantTx, actor: Actor) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await inDocuments(request, async (tx, actor) => {
        await assertStorageHeld(tx, storageCheck);
        return work(tx, actor);
      });
    } catch (error) {
      await discardUnreferenced(app.db, storage, files);
      throw error;
    }
    app.jobs.kick();
    return result;
  }

  /**
   * The vault's own upload (POST /api/documents): a new document per stored file. One file is
   * written in one call into the database when no consumer of its event has work (decision 0441);
   * otherwise – and for several files – in the request's transaction as before.
   */
  async function commitUpload(request: FastifyRequest, files: readonly StoredFile[], links: DocumentLinks, storageCheck: StorageCheck) {
    const file = files.length === 1 ? files[0] : undefined;
    if (file) {
      try {
        const created = await recordUploadInOneCall(app.db, actorOf(request), file, links, { storage: storageCheck });
        if (created) {
          app.jobs.kick();
          return [{ id: created.id, fileName: file.fileName, versionNumber: 1, extraction: created.extraction }];
        }
      } catch (error) {
        await discardUnreferenced(app.db, storage, files);
        throw error;
      }
    }
    return commitFiles(request, files, storageCheck, async (tx, actor) => {
      const out = [];
      for (const f of files) {
        const created = await createUploaded(tx, actor, f, { ...links, title: files.length === 1 ? links.title : null });
        out.push({ id: created.id, fileName: f.fileName, versionNumber: 1, extraction: created.extraction });
      }
      return out;
    });
  }

  /** A new document from an uploaded file, with the vault's audit entry and event (the vault's own upload and the upload port). */
  function createUploaded(tx: TenantTx, actor: Actor, file: StoredFile, links: DocumentLinks, source: string | null = null, permission?: Permission) {
    return recordUpload(tx, actor, file, links, source, permission);
  }

  /** Streams a stored file with its type, a safe disposition, no sniffing and no caching. */
  function sendFile(reply: FastifyReply, file: { stream: Readable; mime: string; fileName: string; sizeBytes: number; inline: boolean }) {
    reply
      .header('content-type', file.mime === 'text/plain' ? 'text/plain; charset=utf-8' : file.mime)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', contentDisposition(file.fileName, file.inline))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      // A stored file is never a page of the app: no scripts, even if a browser tried to run one.
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox");
    return reply.send(file.stream);
  }

  /**
   * The firm's plan, cached per process (≤ the request context's TTL, nothing while the bus is
   * down) and dropped by the bus message of the subscriptions trigger (migration 0075, decision 0451).
   */
  function cachedPlanKey(actor: { tenantId: string; userId: string }): Promise<PlanKey> {
    let cache = planCaches.get(app.bus);
    if (!cache) planCaches.set(app.bus, (cache = new BusCache<PlanKey>(app.bus, FIRM_PLAN_TOPIC, app.contextCache.ttlMs)));
    return cache.get(actor.tenantId, async () => planKeyOf((await selectInTenant<{ code: string }>(app.db, actor.tenantId, firmPlanStatement(actor.tenantId), { userId: actor.userId }))[0]?.code));
  }

  return { storage, inDocuments, receiveFiles, commitFiles, commitUpload, createUploaded, sendFile };
}

const planCaches = new WeakMap<InvalidationBus, BusCache<PlanKey>>();

/** The bytes these stored files added to the firm's storage (a file it already kept adds none). */
const addedBytes = (files: readonly StoredFile[]) => files.reduce((n, f) => n + (f.blob.created ? f.blob.sizeBytes : 0), 0);

/**
 * One uploaded file (multipart, field `file`) saved as a new vault document for another module
 * (decision 0247): the vault's checks, then the caller's rows in the same transaction.
 */
export async function uploadToVault<T>(app: FastifyInstance, request: FastifyRequest, upload: VaultUpload<T>): Promise<T> {
  const { receiveFiles, commitFiles, createUploaded } = documentsHttp(app);
  const { files, links, fields, storageCheck } = await receiveFiles(request, 1, upload.check, upload.fields);
  const file = files[0]!;
  return commitFiles(request, files, storageCheck, async (tx, actor) => {
    const created = await createUploaded(tx, actor, file, { ...links, ...upload.links?.(), folder: links.folder || upload.defaultFolder }, upload.source, upload.permission);
    return upload.then(tx, actor, { id: created.id, fileName: file.fileName }, fields);
  });
}

/**
 * Streams a vault file as a download with the vault's own headers (safe disposition, nosniff, no
 * cache, sandboxing CSP), always as an attachment (decision 0366). The caller has checked that the
 * reader may see it.
 */
export async function sendFromVault(app: FastifyInstance, reply: FastifyReply, file: VaultFile): Promise<FastifyReply> {
  const { storage, sendFile } = documentsHttp(app);
  return sendFile(reply, { stream: await openVersion(storage, file.storageKey), mime: file.mime, fileName: file.fileName, sizeBytes: file.sizeBytes, inline: false });
}

export { multipartOnly } from '../../lib/multipart-only';

/** Whether a route declares that it reads multipart uploads (`consumes` in its schema). */
export function readsMultipart(schema: unknown): boolean {
  const consumes = (schema as { consumes?: unknown } | undefined)?.consumes;
  return Array.isArray(consumes) && consumes.includes('multipart/form-data');
}
