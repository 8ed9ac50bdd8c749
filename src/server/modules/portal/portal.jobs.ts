// The portal's background work on the job runtime (decision 0280): once a day, complaints past
// their keeping period are deleted (decision 0407). The delete is idempotent, so a repeated run
// across instances removes nothing twice.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import { purgeExpiredComplaints } from './complaints.service';

export const complaintRetentionJob = defineJob({ name: 'portal.complaint-retention', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 60_000, capMs: 60 * 60_000 } });

export const portalJobs = [complaintRetentionJob];

const DAY_MS = 24 * 60 * 60_000;

export function registerPortalJobs(app: FastifyInstance): void {
  app.jobs.handle(complaintRetentionJob, async (ctx) => {
    const purged = await purgeExpiredComplaints(ctx.db, ctx.now());
    if (purged > 0) ctx.log.info({ purged }, 'complaint retention');
  });
  app.jobs.recurring(complaintRetentionJob, DAY_MS, {});
}
