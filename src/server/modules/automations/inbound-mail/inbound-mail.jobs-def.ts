// E-mail to case's jobs (issue 36.1, decisions 0433–0434), declared apart from their handlers:
// filing one received message, polling one firm's IMAP mailbox, and the platform sweep that
// starts the polls. Bound in inbound-mail.jobs.ts.
import { z } from 'zod';
import { defineJob } from '../../../jobs/definition';

/** Parse, deduplicate and file one message; a database error is retried, a refusal is final. */
export const processInboundMailJob = defineJob({ name: 'automations.inbound-mail', scope: 'tenant', payload: z.object({ mailId: z.string() }), retry: { maxAttempts: 5, baseMs: 30_000, capMs: 30 * 60_000 } });

/** One firm's mailbox: new messages since the last UID become queued rows (one poll per slot). */
export const pollImapJob = defineJob({ name: 'automations.inbound-imap', scope: 'tenant', payload: z.object({}), retry: { maxAttempts: 1, baseMs: 60_000, capMs: 60_000 }, leaseMs: 5 * 60_000 });

/** Every INBOUND_IMAP_POLL_INTERVAL_MS: a poll for each firm with a mailbox switched on. */
export const imapSweepJob = defineJob({ name: 'automations.inbound-imap-sweep', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 } });

export const inboundMailJobs = [processInboundMailJob, pollImapJob, imapSweepJob];
