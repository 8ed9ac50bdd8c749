// Usage metering (spec 3.4, 7.3): one tracking row per tenant and calendar month, raised
// atomically with the access check (modules/usage), and one event row per metered action.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';
import { uuidPrimaryKey } from './columns';

export const usageTracking = pgTable(
  'usage_tracking',
  {
    id: uuidPrimaryKey(),
    /** The user whose action opened the month's row (spec 3.4 user_id). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    agentsUsed: integer('agents_used').notNull().default(0),
    automationsUsed: integer('automations_used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('usage_tracking_tenant_period_uq').on(t.organizationId, t.periodStart),
    check('usage_tracking_non_negative', sql`${t.agentsUsed} >= 0 and ${t.automationsUsed} >= 0`),
    tenantIsolationPolicy('usage_tracking'),
  ],
).enableRLS();

export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuidPrimaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_tenant_time_idx').on(t.organizationId, t.timestamp), tenantIsolationPolicy('usage_events')],
).enableRLS();

export type UsageTrackingRow = typeof usageTracking.$inferSelect;
export type UsageEventRow = typeof usageEvents.$inferSelect;
