// The dead letter of the job runtime for the platform admin (decision 0280): a job that failed for
// good is sent back to the queue or discarded, each audited as a platform event (no tenant: the
// entry outlives the firm) with the job's name, firm and last error, in the same transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JobState } from '@shared/admin/jobs.schemas';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { discardDeadJob, listJobs, retryDeadJob } from '../../jobs/dead-letter';
import { DomainError, notFound } from '../../lib/domain-error';

export function adminJobsService(app: FastifyInstance, request: FastifyRequest) {
  const audit = (action: string, job: { id: string; name: string; tenantId: string | null; lastError: string | null }) => (tx: Parameters<typeof recordAudit>[0]) =>
    recordAudit(tx, { ...requestOrigin(request), tenantId: null, action, targetType: 'job', targetId: job.id, metadata: { name: job.name, tenantId: job.tenantId, lastError: job.lastError } });

  return {
    list: (query: { state: JobState; limit: number; offset: number }) => listJobs(app.db, query),

    retry: (id: string) =>
      app.db.transaction(async (tx) => {
        const job = await retryDeadJob(tx, id);
        if (job === null) throw notFound();
        if (job === 'notDead') throw new DomainError('JOB_NOT_IN_DEAD_LETTER');
        await audit('admin.job.retry', job)(tx);
        app.jobs.kick();
      }),

    discard: (id: string) =>
      app.db.transaction(async (tx) => {
        const job = await discardDeadJob(tx, id);
        if (job === null) throw notFound();
        if (job === 'notDead') throw new DomainError('JOB_NOT_IN_DEAD_LETTER');
        await audit('admin.job.discard', job)(tx);
      }),
  };
}
