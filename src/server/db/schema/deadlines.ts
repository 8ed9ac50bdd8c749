// Deadlines on matters (issue 18, decisions 0153-0156). A deadline belongs to a matter and follows
// its visibility: a confidential matter's deadlines are visible only to its team, enforced by RLS
// through vi_matter_visible() (matters migration) like the matter's other child rows. Reminders,
// the firm's reminder settings and the personal calendar-feed tokens are tenant-isolated.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarEntryKinds } from '@shared/compliance-tracker/calendar-data';
import { complianceCategories } from '@shared/compliance-tracker/compliance.schemas';
import { recurrenceFrequencies } from '@shared/compliance-tracker/recurrence';
import { deadlineKinds, deadlineStatuses } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { users } from './auth';
import { contacts } from './contacts';
import { documents } from './documents';
import { childPolicy, matters, tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';
import { parentRef, stampedAt, userRef } from './columns';
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
    matterId: parentRef('matter_id', () => matters.id),
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
    responsibleId: userRef('responsible_id'),
    status: text('status', { enum: deadlineStatuses }).notNull().default('open'),
    /** Set by the sweep when the last day passed while open (decision 0157); cleared by any human status change. */
    missedAutomatically: boolean('missed_automatically').notNull().default(false),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: userRef('completed_by'),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('matter_deadlines_matter_idx').on(t.matterId, t.dueOn),
    index('matter_deadlines_tenant_status_due_idx').on(t.tenantId, t.status, t.dueOn),
    index('matter_deadlines_responsible_idx').on(t.responsibleId, t.status, t.dueOn),
    childPolicy('matter_deadlines'),
  ],
).enableRLS();

/** A reminder row: visible where its deadline is (vi_deadline_visible, migration 0049, decision 0300). */
const reminderVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_deadline_visible(deadline_id)`);

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
    deadlineId: parentRef('deadline_id', () => matterDeadlines.id),
    /** Working days before the last day. */
    leadDays: integer('lead_days').notNull(),
    remindOn: date('remind_on').notNull(),
    recipientId: userRef('recipient_id'),
    /** sent, or superseded by a more urgent lead time claimed in the same sweep. */
    outcome: text('outcome', { enum: ['sent', 'superseded', 'no_recipient'] }).notNull(),
    sentAt: stampedAt('sent_at'),
  },
  (t) => [
    uniqueIndex('deadline_reminders_deadline_lead_uq').on(t.deadlineId, t.leadDays),
    check('deadline_reminders_lead_positive', sql`${t.leadDays} > 0`),
    pgPolicy('deadline_reminders_deadline_visible', { as: 'permissive', for: 'all', to: appRole, using: reminderVisible, withCheck: reminderVisible }),
  ],
).enableRLS();

/** The firm's reminder lead times (working days before the last day); no row = the defaults 7, 3, 1. */
export const deadlineSettings = pgTable(
  'deadline_settings',
  {
    tenantId: text('tenant_id')
      .primaryKey()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    leadDays: integer('lead_days').array().notNull(),
    updatedBy: userRef('updated_by'),
    updatedAt: stampedAt('updated_at'),
  },
  () => [tenantIsolationPolicy('deadline_settings')],
).enableRLS();

/** A personal iCal feed: only the SHA-256 of the token is kept; revoking sets revoked_at (decision 0155). */
export const calendarFeedTokens = pgTable(
  'calendar_feed_tokens',
  {
    id: id(),
    tenantId: tenantId(),
    userId: parentRef('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: stampedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('calendar_feed_tokens_hash_uq').on(t.tokenHash), index('calendar_feed_tokens_user_idx').on(t.tenantId, t.userId), tenantIsolationPolicy('calendar_feed_tokens')],
).enableRLS();

export type MatterDeadlineRow = typeof matterDeadlines.$inferSelect;

/** Documents of the deadline's matter linked to it (decision 0159): visible only where the document is. */
const linkVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id)`);
export const deadlineDocuments = pgTable(
  'deadline_documents',
  {
    tenantId: tenantId(),
    deadlineId: parentRef('deadline_id', () => matterDeadlines.id),
    documentId: parentRef('document_id', () => documents.id),
    linkedBy: userRef('linked_by'),
    createdAt: stampedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.deadlineId, t.documentId] }),
    index('deadline_documents_document_idx').on(t.documentId),
    pgPolicy('deadline_documents_visible', { as: 'permissive', for: 'all', to: appRole, using: linkVisible, withCheck: linkVisible }),
  ],
).enableRLS();

/** A user's deadline e-mail preferences in a firm: the daily digest (decision 0157). */
export const deadlineUserPrefs = pgTable(
  'deadline_user_prefs',
  {
    tenantId: tenantId(),
    userId: parentRef('user_id', () => users.id),
    dailyDigest: boolean('daily_digest').notNull().default(false),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), tenantIsolationPolicy('deadline_user_prefs')],
).enableRLS();

/** One row per user, firm and day, claimed by the sweep in the transaction that writes the digest mail. */
export const deadlineDigests = pgTable(
  'deadline_digests',
  {
    id: id(),
    tenantId: tenantId(),
    userId: parentRef('user_id', () => users.id),
    digestOn: date('digest_on').notNull(),
    itemCount: integer('item_count').notNull(),
    sentAt: stampedAt('sent_at'),
  },
  (t) => [uniqueIndex('deadline_digests_user_day_uq').on(t.tenantId, t.userId, t.digestOn), tenantIsolationPolicy('deadline_digests')],
).enableRLS();

/**
 * Recurring compliance obligations of the firm or of a client (decision 0156): the recurrence,
 * the next occurrence (nominal day and the working day it is due) and the owner.
 */
export const complianceObligations = pgTable(
  'compliance_obligations',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    category: text('category', { enum: complianceCategories }).notNull(),
    /** null = the firm's own obligation. */
    clientContactId: text('client_contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    ownerId: userRef('owner_id'),
    frequency: text('frequency', { enum: recurrenceFrequencies }).notNull(),
    dayOfMonth: integer('day_of_month').notNull(),
    month: integer('month').notNull().default(1),
    nextNominal: date('next_nominal').notNull(),
    nextDue: date('next_due').notNull(),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('compliance_obligations_tenant_due_idx').on(t.tenantId, t.active, t.nextDue),
    check('compliance_obligations_day', sql`${t.dayOfMonth} between 1 and 31 and ${t.month} between 1 and 12`),
    tenantIsolationPolicy('compliance_obligations'),
  ],
).enableRLS();

/** The history: each fulfilled occurrence once (unique per nominal day), with its evidence. */
export const complianceCompletions = pgTable(
  'compliance_completions',
  {
    id: id(),
    tenantId: tenantId(),
    obligationId: parentRef('obligation_id', () => complianceObligations.id),
    nominal: date('nominal').notNull(),
    dueOn: date('due_on').notNull(),
    note: text('note'),
    evidenceDocumentId: text('evidence_document_id').references(() => documents.id, { onDelete: 'set null' }),
    completedBy: userRef('completed_by'),
    completedAt: stampedAt('completed_at'),
  },
  (t) => [uniqueIndex('compliance_completions_occurrence_uq').on(t.obligationId, t.nominal), tenantIsolationPolicy('compliance_completions')],
).enableRLS();

/** Platform-wide calendar: days entered by the platform admin for a year (decision 0158); read by every firm. */
const readableByApp = pgPolicy('platform_calendar_read', { as: 'permissive', for: 'select', to: appRole, using: sql`true` });
export const huCalendarEntries = pgTable(
  'hu_calendar_entries',
  {
    date: date('date').primaryKey(),
    kind: text('kind', { enum: calendarEntryKinds }).notNull(),
    name: text('name').notNull(),
    source: text('source').notNull(),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  () => [readableByApp],
).enableRLS();

/** A year whose work-schedule decree is known: it stops being provisional. */
export const huWorkScheduleDecrees = pgTable(
  'hu_work_schedule_decrees',
  {
    year: integer('year').primaryKey(),
    decree: text('decree').notNull(),
    source: text('source').notNull(),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  () => [pgPolicy('platform_decrees_read', { as: 'permissive', for: 'select', to: appRole, using: sql`true` })],
).enableRLS();

export type ComplianceObligationRow = typeof complianceObligations.$inferSelect;
