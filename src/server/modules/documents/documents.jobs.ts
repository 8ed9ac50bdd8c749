// The documents module's background work as jobs on the one runtime (issue 33 point 3, decisions
// 0280, 0281): the bin's purge and the OCR queue's drain, recurring platform jobs (one per slot
// across instances, never overlapping itself). The purge keeps no claim of its own; the OCR queue
// still claims its version rows (ocr-sweep.ts, decision 0238) until each scan is a job of its own.
// Each upload's text extraction is a firm's job of its own, enqueued with the upload (decision 0411).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import type { BlobStorage } from '../../storage';
import { stopOcrEngine } from '../../lib/ocr/ocr-engine';
import { purgeExpiredDocuments } from './documents-purge';
import { drainOcr } from './ocr-sweep';
import { extractTextJob, markExtractionFailed, runExtraction } from './document-extraction';

/** Documents past the bin's restore period deleted for good, their unreferenced files after a grace period (decision 0205). */
export const purgeBinJob = defineJob({ name: 'documents.purge-bin', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 60_000, capMs: 10 * 60_000 }, leaseMs: 15 * 60_000 });

/** The queued scans and images read (decision 0238); one at a time per instance (a scan takes a core). */
export const ocrDrainJob = defineJob({ name: 'documents.ocr', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 }, leaseMs: 30 * 60_000, concurrency: 1 });

export const documentsJobs = [purgeBinJob, ocrDrainJob, extractTextJob];

export function registerDocumentsJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(purgeBinJob, async (ctx) => {
    const result = await purgeExpiredDocuments(ctx.db, storage, ctx.now());
    if (result.documents > 0 || result.files > 0) ctx.log.info(result, 'document bin purged');
  });
  app.jobs.recurring(purgeBinJob, app.env.DOCUMENT_PURGE_INTERVAL_MS, {});
  // An upload's text, read after the upload answered (decision 0411).
  app.jobs.handle(extractTextJob, (ctx, { versionId }) => runExtraction(ctx, storage, versionId), {
    onFailure: async (ctx, { versionId }, failure) => {
      if (failure.dead) await markExtractionFailed(ctx, versionId);
    },
  });
}

export function registerOcrJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(ocrDrainJob, async (ctx) => {
    const n = await drainOcr(ctx.db, storage);
    if (n > 0) ctx.log.info({ versions: n }, 'OCR finished');
  });
  app.jobs.recurring(ocrDrainJob, app.env.OCR_SWEEP_INTERVAL_MS, {});
  app.addHook('onClose', stopOcrEngine);
}
