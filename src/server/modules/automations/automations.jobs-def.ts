// The automations module's jobs (issue 36.1, decision 0360): one run of a rule, in its firm's
// scope as the rule's author; and the schedule sweep that starts the scheduled rules whose time
// has come. Declared here (pure data), bound in automations.jobs.ts.
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import { inboundMailJobs } from './inbound-mail/inbound-mail.jobs-def';

/** One run: retried with backoff on an unexpected failure; a refusal by a service (403, 404, 400) is final. */
export const automationRunJob = defineJob({ name: 'automations.run', scope: 'tenant', payload: z.object({ runId: z.string() }), retry: { maxAttempts: 4, baseMs: 30_000, capMs: 30 * 60_000 } });

/** Every minute: the scheduled rules due, one run each per slot. */
export const automationScheduleJob = defineJob({ name: 'automations.schedule', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 } });

/**
 * Every few minutes: the states no event announces – invoices gone overdue, deadlines N working
 * days from their last day – one run per rule and invoice / deadline day (decision 0438).
 */
export const automationSweepJob = defineJob({ name: 'automations.sweep', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 } });

export const automationsJobs = [automationRunJob, automationScheduleJob, automationSweepJob, ...inboundMailJobs];
