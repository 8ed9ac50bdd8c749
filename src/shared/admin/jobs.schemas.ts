// Background jobs as the platform admin sees them (decision 0280): the dead letter – jobs that failed
// for good – with retry and discard, and how many wait, run or failed.
import { z } from 'zod';

/** queued → running → succeeded, or back to queued (retry, snooze, release), or dead (the dead letter). */
export const jobStates = ['queued', 'running', 'succeeded', 'dead'] as const;
export const jobStateSchema = z.enum(jobStates);
export type JobState = (typeof jobStates)[number];

export const adminJobsQuerySchema = z.object({
  state: jobStateSchema.default('dead'),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const adminJobSchema = z.object({
  id: z.string(),
  /** The job definition's name, e.g. `documents.extract-text`. */
  name: z.string(),
  /** The firm it worked for; null: a platform job. */
  tenant: z.object({ id: z.string(), name: z.string() }).nullable(),
  state: jobStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z.object({
  items: z.array(adminJobSchema),
  total: z.number().int(),
  counts: z.object({ queued: z.number().int(), running: z.number().int(), dead: z.number().int() }),
});
export type AdminJobList = z.infer<typeof adminJobListSchema>;
