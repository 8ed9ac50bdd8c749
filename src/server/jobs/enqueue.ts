// Enqueueing a job (decision 0280): one insert into `jobs`, on whatever connection the caller holds.
// Given the transaction of a change (a firm's request transaction under RLS, or the owner's), the
// job commits or rolls back with the change: an upload's extraction, an issued invoice's NAV report
// and – next – a domain event's consumers are never lost and never run for a change that was not made.
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema';
import type { Database } from '../db/client';
import type { StatementParams, TenantTx } from '../db/tenant-scope';
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
function checked<Payload>(definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions) {
  if (definition.scope === 'tenant' && !options.tenantId) throw new Error(`job ${definition.name} is a firm's job: enqueue it with its tenantId`);
  if (definition.scope === 'platform' && options.tenantId) throw new Error(`job ${definition.name} is a platform job: it has no tenantId`);
  return definition.payload.parse(payload);
}

export async function enqueue<Payload>(db: Database | TenantTx, definition: JobDefinition<Payload>, payload: Payload, options: EnqueueOptions = {}): Promise<string | null> {
  const parsed = checked(definition, payload, options);
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

/**
 * `enqueue`'s row as a hand-written insert for a change written in one message (decision 0441):
 * `where` (SQL, its parameters in `p`) says whether to insert; a job with the same key is left as
 * it is. The same columns as `enqueue` writes, due now by the database clock to the millisecond.
 */
export function enqueueInsert<Payload>(p: StatementParams, definition: JobDefinition<Payload>, payload: Payload, options: Omit<EnqueueOptions, 'runAt'>, where: string): string {
  const parsed = checked(definition, payload, options);
  return (
    'insert into jobs (id, name, tenant_id, payload, payload_version, key, acting_user_id, run_at) select ' +
    `${p.add(crypto.randomUUID())}::text, ${p.add(definition.name)}::text, ${p.add(options.tenantId ?? null)}::text, ${p.add(JSON.stringify(parsed))}::jsonb, ` +
    `${p.add(definition.version)}::int, ${p.add(options.key ?? null)}::text, ${p.add(options.actingUserId ?? null)}::text, date_trunc('milliseconds', now()) ` +
    `where ${where} on conflict do nothing`
  );
}
