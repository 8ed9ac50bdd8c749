// The webhook delivery job (decision 0426), declared apart from its handler so the service that
// enqueues it and the plugin that runs it both import it without a cycle.
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';

/**
 * One delivery's attempts. The 3-day backoff schedule is the handler's (it snoozes the job to the
 * next attempt and logs each one); the runtime's own retries only cover the handler's unexpected
 * failures (a database error), never the receiver's.
 */
export const deliverWebhookJob = defineJob({
  name: 'webhooks.deliver',
  scope: 'tenant',
  payload: z.object({ deliveryId: z.string(), manual: z.boolean() }),
  retry: { maxAttempts: 10, baseMs: 30_000, capMs: 30 * 60_000 },
  // The receiver's timeout (at most 60 s) and the bookkeeping around it.
  leaseMs: 2 * 60_000,
});

export const webhooksJobs = [deliverWebhookJob];
