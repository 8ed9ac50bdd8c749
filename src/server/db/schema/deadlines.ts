// Deadlines on matters (issue 18, decisions 0153-0156). A deadline belongs to a matter and follows
// its visibility: a confidential matter's deadlines are visible only to its team, enforced by RLS
// through vi_matter_visible() (matters migration) like the matter's other child rows. Reminders,
// the firm's reminder settings and the personal calendar-feed tokens are tenant-isolated.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deadlineKinds, deadlineStatuses } from '@shared/deadlines/matter-deadlines.schemas';
import { users } from './auth';
import { childPolicy, matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';

/** The rule a computed deadline was counted with (the shared engine's input, defaults resolved). */
export interface StoredDeadlineRule {
  start: string;
  length: number;
  unit: string;
  procedure: string;
  recess: boolean;
  saturdayWorkdays: boolean;
}

export const matterDeadlines = pgTable(
  'matter_deadlines',
  {
    id: id(),
    tenantId: tenantId(),
    matterId: text('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    kind: text('kind', { enum: deadlineKinds }).notNull(),
    /** computed only: the start event and the rule. */
    rule: jsonb('rule').$type<StoredDeadlineRule>(),
    /** The last day (the act may still be done on it). */
    dueOn: date('due_on').notNull(),
    /** workday / working_saturday … of the last day. */
    endDayKind: text('end_day_kind').notNull().default('workday'),
    /** The engine's Hungarian sentence and its steps, as computed (decision 0152). */
    explanation: text('explanation').notNull().default(''),
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    provisional: boolean('provisional').notNull().default(false),
    /** The working-day calendar's version used: recompute when the calendar changes. */
    calendarVersion: text('calendar_version'),
    responsibleId: text('responsible_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: deadlineStatuses }).notNull().default('open'),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: text('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('matter_deadlines_matter_idx').on(t.matterId, t.dueOn),
    index('matter_deadlines_tenant_status_due_idx').on(t.tenantId, t.status, t.dueOn),
    index('matter_deadlines_responsible_idx').on(t.responsibleId, t.status, t.dueOn),
    childPolicy('matter_deadlines'),
  ],
).enableRLS();

/**
 * One row per deadline and lead time, claimed atomically by the reminder sweep (INSERT … ON
 * CONFLICT DO NOTHING in the transaction that writes the notification and the outbox mail), so a
 * reminder goes out once across restarts and instances (decision 0154).
 */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    id: id(),
    tenantId: tenantId(),
    deadlineId: text('deadline_id')
      .notNull()
      .references(() => matterDeadlines.id, { onDelete: 'cascade' }),
    /** Working days before the last day. */
    leadDays: integer('lead_days').notNull(),
    remindOn: date('remind_on').notNull(),
    recipientId: text('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    /** sent, or superseded by a more urgent lead time claimed in the same sweep. */
    outcome: text('outcome', { enum: ['sent', 'superseded', 'no_recipient'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('deadline_reminders_deadline_lead_uq').on(t.deadlineId, t.leadDays), check('deadline_reminders_lead_positive', sql`${t.leadDays} > 0`), tenantIsolationPolicy('deadline_reminders')],
).enableRLS();

/** The firm's reminder lead times (working days before the last day); no row = the defaults 7, 3, 1. */
export const deadlineSettings = pgTable(
  'deadline_settings',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    leadDays: integer('lead_days').array().notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantIsolationPolicy('deadline_settings')],
).enableRLS();

/** A personal iCal feed: only the SHA-256 of the token is kept; revoking sets revoked_at (decision 0155). */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_hash_uq').on(t.tokenHash), index('calendar_feed_tokens_user_idx').on(t.tenantId, t.userId), tenantIsolationPolicy('calendar_feed_tokens')],
).enableRLS();

export type MatterDeadlineRow = typeof matterDeadlines.$inferSelect;
