// API keys (issue 36.2, decision 0390): a firm's keys for the public API. Only the SHA-256 of a
// key is stored (a 190-bit random key needs no slow hash, and the digest is what a request is
// looked up by); `start` keeps the first characters to recognise it. Keys are never deleted: a
// revoked or rotated key stays as the audit trail's subject.
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '@shared/api-keys/api-keys';
import { stampedAt, tenantIdColumn, userRef, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    start: text('start').notNull(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text('secret_hash').notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    /** The person the key acts for: it never holds more than they do now (decision 0390). */
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: userRef('revoked_by'),
    /** The key that replaced this one by rotation (this one then expires after the overlap). */
    replacedBy: text('replaced_by'),
    ratePerMinute: integer('rate_per_minute').notNull().default(600),
  },
  (t) => [uniqueIndex('api_keys_secret_hash_idx').on(t.secretHash), index('api_keys_tenant_idx').on(t.tenantId, t.createdAt), tenantIsolationPolicy('api_keys')],
).enableRLS();

export type ApiKeyRow = typeof apiKeys.$inferSelect;
