// OCR of a scan or an image without text (issue 15 point 5, decision 0238) as a firm's job of its
// own on the one job runtime (issue 33 point 3, decision 0443): each queued version is one
// `documents.ocr-scan` job, enqueued in the transaction that queues it, so the runtime's claim,
// lease, retries with backoff and dead letter are the only ones – the version rows keep no claim.
// The job reads the pages one by one and writes the progress and the page's text after every page,
// extending its lease; a worker that dies mid-scan leaves the job to another worker when the lease
// ends, which goes on from the first page not stored (decision 0246). The job's attempt is written
// on the row, and every write of a scan is guarded by it, so a worker that lost its lease cannot
// overwrite the one that took over. The text goes into extracted_text, which the full-text search
// indexes (search-vectors.ts).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { needsOcr } from '@shared/documents/documents';
import { documentVersions } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import type { JobFailure, TenantJobContext } from '../../jobs/context';
import { defineJob } from '../../jobs/definition';
import { enqueue } from '../../jobs/enqueue';
import { MAX_EXTRACTED_CHARS } from '../../lib/documents/document-text';
import { recognizePage } from '../../lib/ocr/ocr-engine';
import { pageSource } from '../../lib/ocr/page-images';
import { installedModuleKeys } from '../../module-system/installed';
import type { BlobStorage } from '../../storage';
import { readBytes } from './stored-bytes';

/** Files larger than this are not OCR'd (a 200-page scan at 300 dpi is far smaller). */
const MAX_OCR_BYTES = 100 * 1024 * 1024;

/** One version's recognition; one scan at a time per instance (a scan takes a core). */
export const ocrScanJob = defineJob({
  name: 'documents.ocr-scan',
  scope: 'tenant',
  payload: z.object({ versionId: z.string().min(1).max(100) }),
  // Three attempts, a minute apart and more, as the version rows' own retries were (decision 0238).
  retry: { maxAttempts: 3, baseMs: 60_000, capMs: 5 * 60_000 },
  // Longer than a page takes; every stored page extends it.
  leaseMs: 10 * 60_000,
  concurrency: 1,
});

/** Whether a version with this file and text is read by OCR: a scan or an image without text, in a firm with the OCR module. */
export async function wantsOcr(tx: TenantTx, tenantId: string, mime: string, text: string | null): Promise<boolean> {
  return needsOcr(mime, text) && (await installedModuleKeys(tx, tenantId)).has('ocr');
}

/**
 * Queues a version for recognition in the caller's transaction: its OCR columns start afresh and
 * its scan job is enqueued, acting as `actingUserId` (RLS: a confidential matter's document).
 */
export async function queueOcr(tx: TenantTx, tenantId: string, versionId: string, actingUserId: string | null): Promise<void> {
  await tx
    .update(documentVersions)
    .set({ ocrStatus: 'queued', ocrAttempts: 0, ocrPagesDone: 0, ocrPagesTotal: null, ocrError: null, ocrPageTexts: null })
    .where(and(eq(documentVersions.tenantId, tenantId), eq(documentVersions.id, versionId)));
  await enqueue(tx, ocrScanJob, { versionId }, { tenantId, actingUserId });
}

export type Recognizer = (image: Buffer) => Promise<string>;

/** Tests read pages with a recognizer of their own (counting calls, failing, hanging); null: Tesseract. */
let recognizerForTests: Recognizer | null = null;
export function useOcrRecognizer(recognize: Recognizer | null): void {
  recognizerForTests = recognize;
}

/** The job's work: read the pages not stored yet, then store the joined text with the job's completion. */
export async function runOcrScan(ctx: TenantJobContext, storage: BlobStorage, versionId: string): Promise<void> {
  const recognize = recognizerForTests ?? recognizePage;
  const attempt = ctx.job.attempt;
  const row = await ctx.inTenant(async (tx) => {
    const [v] = await tx
      .select({ storageKey: documentVersions.storageKey, mime: documentVersions.mime, status: documentVersions.ocrStatus, pageTexts: documentVersions.ocrPageTexts })
      .from(documentVersions)
      .where(and(eq(documentVersions.tenantId, ctx.tenantId), eq(documentVersions.id, versionId)));
    // Purged meanwhile, or already read: nothing to do.
    if (!v || (v.status !== 'queued' && v.status !== 'running')) return null;
    const pageTexts = v.pageTexts ?? [];
    await tx.update(documentVersions).set({ ocrStatus: 'running', ocrAttempts: attempt, ocrPagesDone: pageTexts.length, ocrError: null }).where(eq(documentVersions.id, versionId));
    return { ...v, pageTexts };
  });
  if (!row) return;
  // Only this attempt may write: a worker that lost its lease finds the row taken over.
  const ours = and(eq(documentVersions.id, versionId), eq(documentVersions.ocrStatus, 'running'), eq(documentVersions.ocrAttempts, attempt));
  const bytes = await readBytes(storage, row.storageKey, MAX_OCR_BYTES);
  if (!bytes) throw new Error('a fájl túl nagy a szövegfelismeréshez');
  const pages = await pageSource(bytes, row.mime);
  // The pages an earlier worker stored are not read again (the file is the same: content-addressed).
  const texts = row.pageTexts.slice(0, pages.pageCount);
  try {
    await ctx.inTenant((tx) => tx.update(documentVersions).set({ ocrPagesTotal: pages.pageCount }).where(ours));
    for (let n = texts.length + 1; n <= pages.pageCount; n++) {
      const text = await recognize(await pages.page(n));
      texts.push(text);
      await ctx.extendLease();
      await ctx.inTenant((tx) =>
        tx
          .update(documentVersions)
          .set({ ocrPagesDone: n, ocrPageTexts: sql`coalesce(${documentVersions.ocrPageTexts}, '[]'::jsonb) || jsonb_build_array(${text}::text)` })
          .where(ours),
      );
    }
  } finally {
    await pages.close();
  }
  const text = texts
    .join('\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_EXTRACTED_CHARS);
  await ctx.commit((tx) =>
    tx
      .update(documentVersions)
      .set({ ocrStatus: 'done', extractedText: text || null, ocrPageTexts: null })
      .where(ours),
  );
}

/** A failed attempt shows on the version: queued again with its error, or failed after the last one (it may be asked again). */
export async function markOcrFailure(ctx: TenantJobContext, versionId: string, failure: JobFailure): Promise<void> {
  const error = failure.error.slice(0, 500);
  await ctx.inTenant((tx) =>
    tx
      .update(documentVersions)
      .set(failure.dead ? { ocrStatus: 'failed', ocrError: error } : { ocrStatus: 'queued', ocrError: error })
      .where(and(eq(documentVersions.id, versionId), inArray(documentVersions.ocrStatus, ['queued', 'running']))),
  );
}
