// Idempotency keys of the public API's POSTs (issue 36.3, decision 0392): one row per caller
// (API key or session user), firm and `Idempotency-Key` value. The row is claimed and committed
// before the work runs (a concurrent twin sees it: 409) and holds the body's fingerprint (another
// body under the same key: 422) and, once done, the answer that a repeat replays.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { stampedAt, tenantIdColumn } from './columns';
import { tenantIsolationPolicy } from './rls';

export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    /** `key:<api key id>` or `user:<user id>`: one caller can never see another's answers. */
    caller: text('caller').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the method, the path and the canonical JSON body. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: stampedAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.caller, t.key] }), index('api_idempotency_keys_created_idx').on(t.tenantId, t.createdAt), tenantIsolationPolicy('api_idempotency_keys')],
).enableRLS();

export type ApiIdempotencyRow = typeof apiIdempotencyKeys.$inferSelect;
