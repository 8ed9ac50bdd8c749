// The job runtime's one table (issue 33 point 3, decision 0280): every piece of background work –
// a firm's (tenant_id set, isolated by RLS like any tenant row, so a request transaction can
// enqueue its own firm's job together with the change that caused it) or the platform's
// (tenant_id null, seen only by the owner connection). `run_at` is when the job is due; while it
// runs it is the end of its lease, so a job whose worker died is due again when the lease ends.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobStates } from '@shared/admin/jobs.schemas';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

export type { JobState } from '@shared/admin/jobs.schemas';

export const jobs = pgTable(
  'jobs',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    /** The job definition's name, `<module>.<what>` (e.g. `documents.extract-text`). */
    name: text('name').notNull(),
    /** The firm the job works for; null: a platform job (run on the owner connection). */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').notNull(),
    /** The definition's payload version when the job was enqueued (older payloads are upgraded when run). */
    payloadVersion: integer('payload_version').notNull(),
    state: text('state', { enum: jobStates }).notNull().default('queued'),
    /** Idempotency key: a second enqueue with the same name, firm and key is a no-op while this row is kept. */
    key: text('key'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims since the job last succeeded or moved on (a snooze resets it); the retry count. */
    attempts: integer('attempts').notNull().default(0),
    /** The instance running it and the claim's token: only that claim may finish or extend it. */
    lockedBy: text('locked_by'),
    claimToken: text('claim_token'),
    lastError: text('last_error'),
    /** The user a firm's job acts for (their visibility under RLS, e.g. a confidential matter's uploader). */
    actingUserId: text('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_key_uq')
      .on(t.name, sql`coalesce(${t.tenantId}, '')`, t.key)
      .where(sql`${t.key} is not null`),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.state} in ('queued', 'running')`),
    index('jobs_state_idx').on(t.state, t.updatedAt),
    index('jobs_tenant_idx').on(t.tenantId),
    check('jobs_state_known', sql`${t.state} in ('queued', 'running', 'succeeded', 'dead')`),
    check('jobs_attempts_non_negative', sql`${t.attempts} >= 0`),
    tenantIsolationPolicy('jobs'),
  ],
).enableRLS();

export type JobRow = typeof jobs.$inferSelect;
