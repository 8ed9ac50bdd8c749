// The documents module's background work as jobs on the one runtime (issue 33 point 3, decisions
// 0280, 0281): the bin's purge, a recurring platform job (one per slot across instances, never
// overlapping itself), so it keeps no claim of its own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import type { BlobStorage } from '../../storage';
import { purgeExpiredDocuments } from './documents-purge';

/** Documents past the bin's restore period deleted for good, their unreferenced files after a grace period (decision 0205). */
export const purgeBinJob = defineJob({ name: 'documents.purge-bin', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 60_000, capMs: 10 * 60_000 }, leaseMs: 15 * 60_000 });

export const documentsJobs = [purgeBinJob];

export function registerDocumentsJobs(app: FastifyInstance, storage: BlobStorage): void {
  app.jobs.handle(purgeBinJob, async (ctx) => {
    const result = await purgeExpiredDocuments(ctx.db, storage, ctx.now());
    if (result.documents > 0 || result.files > 0) ctx.log.info(result, 'document bin purged');
  });
  app.jobs.recurring(purgeBinJob, app.env.DOCUMENT_PURGE_INTERVAL_MS, {});
}
