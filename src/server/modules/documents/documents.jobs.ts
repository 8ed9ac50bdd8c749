// The documents module's background work as jobs on the one runtime (issue 33 point 3, decisions
// 0280, 0281): the bin's purge, a recurring platform job (one per slot across instances, never
// overlapping itself), keeping no claim of its own. Each upload's text extraction (decision 0411)
// and each scan's recognition (decision 0443) are firm's jobs of their own, enqueued in the
// transaction that asks for them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import type { BlobStorage } from '../../storage';
import { stopOcrEngine } from '../../lib/ocr/ocr-engine';
import { purgeExpiredDocuments } from './documents-purge';
import { markOcrFailure, ocrScanJob, runOcrScan } from './document-ocr';
import { extractTextJob, markExtractionFailed, runExtraction } from './document-extraction';

/** Documents past the bin's restore period deleted for good, their unreferenced files after a grace period (decision 0205). */
export const purgeBinJob = defineJob({ name: 'documents.purge-bin', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 60_000, capMs: 10 * 60_000 }, leaseMs: 15 * 60_000 });

export const documentsJobs = [purgeBinJob, ocrScanJob, extractTextJob];

export function registerDocumentsJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(purgeBinJob, async (ctx) => {
    const result = await purgeExpiredDocuments(ctx.db, storage, ctx.now());
    if (result.documents > 0 || result.files > 0) ctx.log.info(result, 'document bin purged');
  });
  app.jobs.recurring(purgeBinJob, app.env.DOCUMENT_PURGE_INTERVAL_MS, {});
  // An upload's text, read after the upload answered (decision 0411).
  app.jobs.handle(extractTextJob, (ctx, payload) => runExtraction(ctx, storage, payload), {
    onFailure: async (ctx, { versionId }, failure) => {
      if (failure.dead) await markExtractionFailed(ctx, versionId);
    },
  });
}

export function registerOcrJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(ocrScanJob, (ctx, { versionId }) => runOcrScan(ctx, storage, versionId), {
    onFailure: (ctx, { versionId }, failure) => markOcrFailure(ctx, versionId, failure),
  });
  app.addHook('onClose', stopOcrEngine);
}
