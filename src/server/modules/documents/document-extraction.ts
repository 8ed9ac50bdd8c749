// A version's text, read after the upload answered (issue 40 point 3, decision 0411). The upload
// stores the bytes, their SHA-256 and the rows, writes extraction_status = 'queued' and enqueues
// documents.extract in the same transaction (so the job commits or rolls back with the upload);
// this job reads the PDF's text layer, the DOCX or the plain text, writes extracted_text (the
// search columns are generated from it: decisions 0136, 0315, 0316) and `done`, and queues a scan
// or an image without text for OCR as the upload used to (decision 0238). The embedding sweep
// picks the text up as before (it reads versions with text).
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { needsOcr } from '@shared/documents/documents';
import { documentVersions } from '../../db/schema';
import type { StatementParams, TenantTx } from '../../db/tenant-scope';
import { defineJob } from '../../jobs/definition';
import type { TenantJobContext } from '../../jobs/context';
import { enqueue, enqueueInsert } from '../../jobs/enqueue';
import { extractText, MAX_EXTRACT_BYTES } from '../../lib/documents/document-text';
import { installedModuleKeys } from '../../module-system/installed';
import type { BlobStorage } from '../../storage';

/** One version's text extraction; keyed by the version, so a version is read once. */
export const extractTextJob = defineJob({
  name: 'documents.extract',
  scope: 'tenant',
  payload: z.object({ versionId: z.string().min(1).max(100) }),
  retry: { maxAttempts: 5, baseMs: 5_000, capMs: 5 * 60_000 },
  leaseMs: 5 * 60_000,
  // A PDF's text layer takes a core for a moment; two at once leave the requests room.
  concurrency: 2,
});

/** Enqueues the extraction of a version just written (in the upload's transaction), acting as the uploader (RLS: a confidential matter's document). */
export async function enqueueExtraction(tx: TenantTx, tenantId: string, versionId: string, uploaderId: string | null): Promise<void> {
  await enqueue(tx, extractTextJob, { versionId }, { tenantId, key: `extract:${versionId}`, actingUserId: uploaderId });
}

/** `enqueueExtraction` as a hand-written insert (decision 0441), made where `where` holds. */
export function extractionInsert(p: StatementParams, tenantId: string, versionId: string, uploaderId: string | null, where: string): string {
  return enqueueInsert(p, extractTextJob, { versionId }, { tenantId, key: `extract:${versionId}`, actingUserId: uploaderId }, where);
}

/** OCR for a scan or an image without text, when the firm has the OCR module (decision 0238). */
export async function ocrQueueFieldsFor(tx: TenantTx, tenantId: string, mime: string, text: string | null, now: Date) {
  if (!needsOcr(mime, text) || !(await installedModuleKeys(tx, tenantId)).has('ocr')) return {};
  return { ocrStatus: 'queued' as const, ocrDueAt: now };
}

/** A stored file's bytes, or null when it is larger than `limit`. */
export async function readBytes(storage: BlobStorage, key: string, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of await storage.get(key)) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The job's work: read the stored file, write its text and `done` with the job's completion. */
export async function runExtraction(ctx: TenantJobContext, storage: BlobStorage, versionId: string): Promise<void> {
  const [v] = await ctx.inTenant((tx) =>
    tx
      .select({ storageKey: documentVersions.storageKey, mime: documentVersions.mime, sizeBytes: documentVersions.sizeBytes, status: documentVersions.extractionStatus })
      .from(documentVersions)
      .where(and(eq(documentVersions.tenantId, ctx.tenantId), eq(documentVersions.id, versionId))),
  );
  // Purged meanwhile, or already read (a retry after the commit): nothing to do.
  if (!v || v.status !== 'queued') return;
  const bytes = v.sizeBytes <= MAX_EXTRACT_BYTES ? await readBytes(storage, v.storageKey, MAX_EXTRACT_BYTES) : null;
  // extractText keeps a damaged file's refusal to itself (no text); a zip bomb was refused on upload.
  const text = bytes ? await extractText(bytes, v.mime) : null;
  await ctx.commit(async (tx) => {
    const ocr = await ocrQueueFieldsFor(tx, ctx.tenantId, v.mime, text, ctx.now());
    await tx
      .update(documentVersions)
      .set({ extractedText: text, extractionStatus: 'done', ...ocr })
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.extractionStatus, 'queued')));
  });
}

/** After the last attempt the version says so (the screen stops waiting); the file itself stays. */
export async function markExtractionFailed(ctx: TenantJobContext, versionId: string): Promise<void> {
  await ctx.inTenant((tx) =>
    tx
      .update(documentVersions)
      .set({ extractionStatus: 'failed' })
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.extractionStatus, 'queued'))),
  );
}
