// Time tracking (issue 17 point 1, decisions 0113-0116). Every table is tenant-isolated; entries
// are visible to their author and to whoever may see the matter (confidential matters stay within
// their team), a running timer only to its own user. An entry locked by an invoice cannot change
// except for its lock (trigger vi_time_entry_locked, hand-written in the migration).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, numeric, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activityTypes } from '@shared/time-tracking/activities';
import { roundingModes } from '@shared/time-tracking/duration';
import { rateCurrencies, rateLevels, storedRateLevels } from '@shared/time-tracking/rates';
import { users } from './auth';
import { contacts } from './contacts';
import { matters, tenantIdColumn as tenantId } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';
import { uuidPrimaryKey } from './columns';

/** The firm's rounding and default rate: one row per firm, absent = the defaults (up to 6 minutes, no rate). */
export const timeTrackingSettings = pgTable(
  'time_tracking_settings',
  {
    tenantId: tenantId().primaryKey(),
    roundingMode: text('rounding_mode', { enum: roundingModes }).notNull().default('up'),
    roundingIncrement: integer('rounding_increment').notNull().default(6),
    /** The firm's default net hourly rate (the last level of the hierarchy). */
    defaultRate: numeric('default_rate', { precision: 14, scale: 2 }),
    defaultCurrency: text('default_currency', { enum: rateCurrencies }).notNull().default('HUF'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('time_tracking_settings_increment', sql`${t.roundingIncrement} in (1, 5, 6, 10, 15, 30, 60)`), tenantIsolationPolicy('time_tracking_settings')],
).enableRLS();

/** Hourly rates per matter, client (contact), activity type or lawyer (decision 0114). */
export const timeRates = pgTable(
  'time_rates',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantId(),
    level: text('level', { enum: storedRateLevels }).notNull(),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'cascade' }),
    contactId: text('contact_id').references(() => contacts.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: activityTypes }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency', { enum: rateCurrencies }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Exactly the target column of its level is set.
    check(
      'time_rates_one_target',
      sql`(${t.level} = 'matter') = (${t.matterId} is not null) and (${t.level} = 'client') = (${t.contactId} is not null) and (${t.level} = 'activity') = (${t.activity} is not null) and (${t.level} = 'lawyer') = (${t.userId} is not null)`,
    ),
    check('time_rates_amount', sql`${t.amount} >= 0 and (${t.currency} <> 'HUF' or ${t.amount} = trunc(${t.amount}))`),
    uniqueIndex('time_rates_target_uq').on(t.tenantId, t.level, sql`coalesce(${t.matterId}, ${t.contactId}, ${t.activity}, ${t.userId})`),
    tenantIsolationPolicy('time_rates'),
  ],
).enableRLS();

/** Its author, or a user who may see the matter (RLS of matters decides confidentiality). */
const entryVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (user_id = (select vi_request_user()) or vi_matter_visible(matter_id))`);

export const timeEntries = pgTable(
  'time_entries',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'no action' }),
    matterId: text('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'no action' }),
    activity: text('activity', { enum: activityTypes }).notNull().default('other'),
    description: text('description').notNull(),
    workDate: date('work_date').notNull(),
    /** As typed or measured. */
    minutes: integer('minutes').notNull(),
    /** After the firm's rounding at entry time (decision 0112: the typed minutes are kept too). */
    billedMinutes: integer('billed_minutes').notNull(),
    billable: boolean('billable').notNull().default(true),
    /** The net hourly rate resolved at entry time, its currency and the level it came from. */
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency', { enum: rateCurrencies }).notNull(),
    rateLevel: text('rate_level', { enum: rateLevels }).notNull(),
    /** billed minutes × rate in the currency's scale; 0 when not billable. */
    amount: numeric('amount', { precision: 16, scale: 2 })
      .notNull()
      .generatedAlwaysAs(sql`case when billable then round(billed_minutes * rate / 60, case when currency = 'HUF' then 0 else 2 end) else 0 end`),
    source: text('source', { enum: ['manual', 'timer'] })
      .notNull()
      .default('manual'),
    /** Set (with locked_at) by the invoicing work when the entry goes on an issued invoice; cleared by a storno. */
    invoiceId: text('invoice_id'),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('time_entries_tenant_user_date_idx').on(t.tenantId, t.userId, t.workDate),
    index('time_entries_tenant_date_idx').on(t.tenantId, t.workDate),
    index('time_entries_matter_unbilled_idx')
      .on(t.matterId)
      .where(sql`${t.invoiceId} is null`),
    index('time_entries_invoice_idx').on(t.invoiceId),
    check('time_entries_minutes', sql`${t.minutes} between 1 and 1440 and ${t.billedMinutes} between 0 and 1440`),
    check('time_entries_rate', sql`${t.rate} >= 0`),
    check('time_entries_lock_pair', sql`(${t.invoiceId} is null) = (${t.lockedAt} is null)`),
    pgPolicy('time_entries_visible', { as: 'permissive', for: 'all', to: appRole, using: entryVisible, withCheck: entryVisible }),
  ],
).enableRLS();

const ownTimer = sql.raw(`tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user())`);

/** The running timer: at most one per user in a firm (the primary key), kept on the server. */
export const timeTimers = pgTable(
  'time_timers',
  {
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matterId: text('matter_id')
      .notNull()
      .references(() => matters.id, { onDelete: 'cascade' }),
    activity: text('activity', { enum: activityTypes }).notNull().default('other'),
    description: text('description').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId] }), pgPolicy('time_timers_own', { as: 'permissive', for: 'all', to: appRole, using: ownTimer, withCheck: ownTimer })],
).enableRLS();

export type TimeEntryRow = typeof timeEntries.$inferSelect;
export type TimeRateRow = typeof timeRates.$inferSelect;
