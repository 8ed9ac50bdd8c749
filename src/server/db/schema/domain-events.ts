// Domain events (issue 33.2, decision 0291): one row per business event (`matter.created`,
// `invoice.issued`, …), written by the service in the transaction of the change, so an event
// exists exactly when its change was committed. Consumers (notifications, e-mails, webhooks,
// automations) read these rows, not the routes. Append-only for the request role; isolated by
// tenant like every tenant-owned table.
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt, tenantIdColumn, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    /** Increases with every event written (all tenants share it); gaps where a transaction rolled back. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    /** `<subject>.<past tense>`, e.g. `matter.created`, `payment.recorded`. */
    type: text('type').notNull(),
    /** Version of the payload's shape for this type; a consumer reads the versions it knows. */
    version: integer('version').notNull(),
    actorKind: text('actor_kind', { enum: ['user', 'apiKey', 'automation', 'system'] }).notNull(),
    /** The user's, key's or automation's id, or `system:<job>`. */
    actorId: text('actor_id').notNull(),
    /** The person behind the actor (no foreign key: the trail outlives the user). */
    actorUserId: text('actor_user_id'),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The event an automation reacted to when it caused this one, and how deep that chain is. */
    causationId: text('causation_id'),
    depth: integer('depth').notNull().default(0),
    /** The request that made the change (x-request-id), to join logs and audit. */
    requestId: text('request_id'),
    occurredAt: stampedAt('occurred_at'),
  },
  (t) => [
    uniqueIndex('domain_events_sequence_idx').on(t.sequence),
    index('domain_events_tenant_sequence_idx').on(t.tenantId, t.sequence),
    index('domain_events_subject_idx').on(t.tenantId, t.subjectType, t.subjectId),
    tenantIsolationPolicy('domain_events'),
  ],
).enableRLS();

export type DomainEventRow = typeof domainEvents.$inferSelect;
