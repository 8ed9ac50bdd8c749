// Webhooks (issue 36.4, decisions 0425–0429): a firm's endpoints, one delivery per (event,
// endpoint) written in the transaction of the event, and each attempt's request and answer.
// Secrets are sealed at rest (lib/secret-box, like the NAV technical user's); a rotated secret
// keeps signing beside the new one until `previous_secret_expires_at`.
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { parentRef, stampedAt, tenantIdColumn, userRef, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types it receives (shared/integrations/webhooks.ts webhookEventTypes). */
    events: jsonb('events').$type<string[]>().notNull(),
    /** The sealed `whsec_…` secret. */
    secret: text('secret').notNull(),
    /** Its first characters, to recognise it in the list. */
    secretStart: text('secret_start').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason', { enum: ['manual', 'failing', 'gone'] }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [index('webhook_endpoints_tenant_idx').on(t.tenantId, t.createdAt), tenantIsolationPolicy('webhook_endpoints')],
).enableRLS();

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;

export interface WebhookAttemptLog {
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
  requestHeaders: Record<string, string>;
  responseBody: string | null;
  manual: boolean;
}

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    endpointId: parentRef('endpoint_id', () => webhookEndpoints.id),
    /** The `webhook-id` (`msg_…`): the same on every attempt and redelivery, the receiver's idempotency key. */
    messageId: text('message_id').notNull(),
    /** The domain event it carries (null for a test message). */
    eventId: text('event_id'),
    eventType: text('event_type').notNull(),
    /** The exact body that is signed and sent. */
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'retrying', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The job that delivers it now: a manual redelivery's new job supersedes a retry still queued. */
    jobId: text('job_id'),
    /** When the retries began (the 3-day window counts from here; a manual redelivery restarts it). */
    windowStartedAt: stampedAt('window_started_at'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** The last attempts, newest last (at most 20 kept). */
    log: jsonb('log').$type<WebhookAttemptLog[]>().notNull().default([]),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [uniqueIndex('webhook_deliveries_message_uq').on(t.tenantId, t.messageId), index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt), tenantIsolationPolicy('webhook_deliveries')],
).enableRLS();

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
