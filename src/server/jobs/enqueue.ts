// Enqueueing a job (decision 0280): one insert into `jobs`, on whatever connection the caller holds.
// Given the transaction of a change (a firm's request transaction under RLS, or the owner's), the
// job commits or rolls back with the change: an upload's extraction, an issued invoice's NAV report
// and – next – a domain event's consumers are never lost and never run for a change that was not made.
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Database } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';
import type { JobDefinition } from './definition';

export interface EnqueueOptions {
  /** A firm's job: the firm (required for a tenant job, refused for a platform job). */
  tenantId?: string;
  /** Idempotency key: a second enqueue with the same name, firm and key does nothing while the first row is kept. */
  key?: string;
  /** Not before this time (a scheduled job); default: now. */
  runAt?: Date;
  /** A firm's job acts with this user's visibility under RLS (e.g. the uploader of a confidential matter's document). */
  actingUserId?: string | null;
}

/** Inserts the job; returns its id, or null when a job with the same key already exists. */
export async function enqueue<Payload>(db: Database | TenantTx, definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions = {}): Promise<string | null> {
  if (definition.scope === 'tenant' && !options.tenantId) throw new Error(`job ${definition.name} is a firm's job: enqueue it with its tenantId`);
  if (definition.scope === 'platform' && options.tenantId) throw new Error(`job ${definition.name} is a platform job: it has no tenantId`);
  const parsed = definition.payload.parse(payload);
  const [row] = await db
    .insert(jobs)
    .values({
      name: definition.name,
      tenantId: options.tenantId ?? null,
      payload: parsed as object,
      payloadVersion: definition.version,
      key: options.key ?? null,
      actingUserId: options.actingUserId ?? null,
      // Due now by the database clock, to the millisecond: now() carries microseconds, and a worker's
      // claim compares with a JavaScript Date, so an untruncated run_at could be "not yet due" for the
      // rest of the millisecond it was enqueued in (a drain right after an enqueue found nothing on PostgreSQL).
      runAt: options.runAt ?? sql`date_trunc('milliseconds', now())`,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return row?.id ?? null;
}
