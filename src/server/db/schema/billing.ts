// Plans, per-tenant subscriptions with their change history, and pro-formas (díjbekérő).
// Plans are platform rows (edited by the platform admin only); subscriptions, plan changes and
// pro-formas belong to a tenant and are isolated by RLS (decision 0040).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, uuidPrimaryKey } from './columns';
import { tenantIsolationPolicy } from './rls';

export const plans = pgTable(
  'plans',
  {
    id: uuidPrimaryKey(),
    /** Stable key: `alap` is the default lower tier, `halado`, `profi`. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** Bullet points shown on the pricing page. */
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** Null means unlimited (spec 3.4). */
    agentsLimit: integer('agents_limit'),
    automationsLimit: integer('automations_limit'),
    /** Seats: the firm's staff (firm admins and lawyers) the plan allows; null means unlimited (decision 0330). */
    usersLimit: integer('users_limit'),
    mobileApp: boolean('mobile_app').notNull().default(false),
    customBranding: boolean('custom_branding').notNull().default(false),
    prioritySupport: boolean('priority_support').notNull().default(false),
    apiAccess: boolean('api_access').notNull().default(false),
    /** Net monthly price in whole forints; 0 for the default tier. */
    monthlyPriceHuf: integer('monthly_price_huf').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_limits_non_negative', sql`coalesce(${t.agentsLimit}, 0) >= 0 and coalesce(${t.automationsLimit}, 0) >= 0`),
    check('plans_price_non_negative', sql`${t.monthlyPriceHuf} >= 0`),
    check('plans_users_limit_positive', sql`coalesce(${t.usersLimit}, 1) >= 1`),
    uniqueIndex('plans_one_default_uq')
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    /** Who started it (spec 3.4 user_id); the subscription itself belongs to the tenant. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id),
    /** active is the one read; ended rows are the plan history. */
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscriptions_one_active_uq')
      .on(t.tenantId)
      .where(sql`${t.status} = 'active'`),
    index('subscriptions_tenant_started_idx').on(t.tenantId, t.startedAt),
    tenantIsolationPolicy('subscriptions'),
  ],
).enableRLS();

export const proformas = pgTable(
  'proformas',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    number: text('number').notNull().unique(),
    /** What the transfer pays for. */
    kind: text('kind', { enum: ['plan_change', 'credit_purchase', 'module_rental'] }).notNull(),
    description: text('description').notNull(),
    netHuf: integer('net_huf').notNull(),
    vatHuf: integer('vat_huf').notNull(),
    grossHuf: integer('gross_huf').notNull(),
    status: text('status', { enum: ['issued', 'paid', 'cancelled'] })
      .notNull()
      .default('issued'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    check('proformas_amounts', sql`${t.netHuf} > 0 and ${t.vatHuf} >= 0 and ${t.grossHuf} = ${t.netHuf} + ${t.vatHuf}`),
    index('proformas_tenant_issued_idx').on(t.tenantId, t.issuedAt),
    tenantIsolationPolicy('proformas'),
  ],
).enableRLS();

/** One row per year: the last pro-forma sequence number issued (locked by UPDATE ... RETURNING). */
export const proformaCounters = pgTable('proforma_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

export const planChanges = pgTable(
  'plan_changes',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    fromPlanId: text('from_plan_id').references(() => plans.id),
    toPlanId: text('to_plan_id')
      .notNull()
      .references(() => plans.id),
    /** awaiting_payment until the admin activates a paid change; free changes are activated at once. */
    status: text('status', { enum: ['awaiting_payment', 'activated', 'rejected', 'cancelled'] }).notNull(),
    proformaId: text('proforma_id').references(() => proformas.id),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('plan_changes_one_open_uq')
      .on(t.tenantId)
      .where(sql`${t.status} = 'awaiting_payment'`),
    index('plan_changes_tenant_requested_idx').on(t.tenantId, t.requestedAt),
    tenantIsolationPolicy('plan_changes'),
  ],
).enableRLS();

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProformaRow = typeof proformas.$inferSelect;
export type PlanChangeRow = typeof planChanges.$inferSelect;

/**
 * The platform operator's billing details printed as the payee on every pro-forma (issue 38.11,
 * decision 0430). One row (id 1), set by the platform admin; a detail left empty here falls back
 * to the LEGAL_OPERATOR_* configuration. Platform data: requests may only read it.
 */
export const platformOperator = pgTable(
  'platform_operator',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    address: text('address'),
    taxNumber: text('tax_number'),
    bank: text('bank'),
    bankAccount: text('bank_account'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('platform_operator_single_row', sql`${t.id} = 1`)],
);
export type PlatformOperatorRow = typeof platformOperator.$inferSelect;
