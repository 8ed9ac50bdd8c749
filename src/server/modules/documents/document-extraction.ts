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
import { BlobNotFoundError, type BlobStorage } from '../../storage';
import { queueOcr, wantsOcr } from './document-ocr';
import { readBytes } from './stored-bytes';

/** One version's text extraction; keyed by the version, so a version is read once. */
export const extractTextJob = defineJob({
  name: 'documents.extract',
  scope: 'tenant',
  // The stored file's key, type and size ride along (decision 0441): the job need not read its
  // version first. Jobs enqueued before carry the id only and read them.
  payload: z.object({
    versionId: z.string().min(1).max(100),
    storageKey: z.string().min(1).max(300).optional(),
    mime: z.string().min(1).max(200).optional(),
    sizeBytes: z.number().int().nonnegative().optional(),
  }),
  retry: { maxAttempts: 5, baseMs: 5_000, capMs: 5 * 60_000 },
  leaseMs: 5 * 60_000,
  // A PDF's text layer takes a core for a moment; two at once leave the requests room.
  concurrency: 2,
});

/** The version whose text a job reads: its id and its stored file. */
export interface VersionToRead {
  id: string;
  storageKey: string;
  mime: string;
  sizeBytes: number;
}

const payloadOf = (v: VersionToRead) => ({ versionId: v.id, storageKey: v.storageKey, mime: v.mime, sizeBytes: v.sizeBytes });

/** Enqueues the extraction of a version just written (in the upload's transaction), acting as the uploader (RLS: a confidential matter's document). */
export async function enqueueExtraction(tx: TenantTx, tenantId: string, version: VersionToRead, uploaderId: string | null): Promise<void> {
  await enqueue(tx, extractTextJob, payloadOf(version), { tenantId, key: `extract:${version.id}`, actingUserId: uploaderId });
}

/** `enqueueExtraction` as a hand-written insert (decision 0441), made where `where` holds. */
export function extractionInsert(p: StatementParams, tenantId: string, version: VersionToRead, uploaderId: string | null, where: string): string {
  return enqueueInsert(p, extractTextJob, payloadOf(version), { tenantId, key: `extract:${version.id}`, actingUserId: uploaderId }, where);
}

/**
 * The job's work: read the stored file, write its text and `done` with the job's completion. The
 * file's key, type and size come with the job (decision 0441); a job enqueued before carries the
 * id only and reads them from the version. A purged or already read version is left as it is: the
 * write below changes only a version still `queued`.
 */
export async function runExtraction(ctx: TenantJobContext, storage: BlobStorage, job: { versionId: string; storageKey?: string; mime?: string; sizeBytes?: number }): Promise<void> {
  const versionId = job.versionId;
  const stored = async () => {
    const [row] = await ctx.inTenant((tx) =>
      tx
        .select({ storageKey: documentVersions.storageKey, mime: documentVersions.mime, sizeBytes: documentVersions.sizeBytes, status: documentVersions.extractionStatus })
        .from(documentVersions)
        .where(and(eq(documentVersions.tenantId, ctx.tenantId), eq(documentVersions.id, versionId))),
    );
    return row;
  };
  const carried = job.storageKey !== undefined && job.mime !== undefined && job.sizeBytes !== undefined;
  const v = carried ? { storageKey: job.storageKey!, mime: job.mime!, sizeBytes: job.sizeBytes!, status: 'queued' as const } : await stored();
  // Purged meanwhile, or already read (a retry after the commit): nothing to do.
  if (!v || v.status !== 'queued') return;
  let bytes: Buffer | null;
  try {
    bytes = v.sizeBytes <= MAX_EXTRACT_BYTES ? await readBytes(storage, v.storageKey, MAX_EXTRACT_BYTES) : null;
  } catch (error) {
    // No file: a version purged since the upload (nothing to do), or a missing file (the job fails).
    const now = carried && error instanceof BlobNotFoundError ? await stored() : v;
    if (!now || now.status !== 'queued') return;
    throw error;
  }
  // extractText keeps a damaged file's refusal to itself (no text); a zip bomb was refused on upload.
  const text = bytes ? await extractText(bytes, v.mime) : null;
  if (!needsOcr(v.mime, text)) {
    // Text found (or a type OCR does not read): the text and the job's completion in one call (decision 0504).
    await ctx.commitStatements([
      {
        text: `update document_versions set extracted_text = $1, extraction_status = 'done' where tenant_id = $2 and id = $3 and extraction_status = 'queued'`,
        values: [text, ctx.tenantId, versionId],
      },
    ]);
    return;
  }
  await ctx.commit(async (tx) => {
    const [read] = await tx
      .update(documentVersions)
      .set({ extractedText: text, extractionStatus: 'done' })
      .where(and(eq(documentVersions.id, versionId), eq(documentVersions.extractionStatus, 'queued')))
      .returning({ uploadedBy: documentVersions.uploadedBy });
    // A scan or an image without text goes on to OCR, as the uploader (decision 0238).
    if (read && (await wantsOcr(tx, ctx.tenantId, v.mime, text))) await queueOcr(tx, ctx.tenantId, versionId, read.uploadedBy);
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
