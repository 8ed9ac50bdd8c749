// The module system's tables (issue 13, decision 0090). The registry (src/shared/modules) defines
// what a module is; these tables hold what a platform admin changed (module_catalog), which firm
// a module is hidden from (module_tenant_visibility) and what each firm installed (tenant_modules).
// Uninstalling only marks the row: a module's records stay, so reinstalling brings them back.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { moduleStatuses } from '@shared/modules/registry';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenantIdColumn } from './columns';

/** Platform admin's overrides of the registry defaults; a missing row or null column = default. */
export const moduleCatalog = pgTable(
  'module_catalog',
  {
    key: text('key').primaryKey(),
    status: text('status', { enum: moduleStatuses }),
    featured: boolean('featured').notNull().default(false),
    /** Net monthly add-on price in whole forints; null = the registry's default. */
    monthlyPriceHuf: integer('monthly_price_huf'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('module_catalog_price_non_negative', sql`coalesce(${t.monthlyPriceHuf}, 0) >= 0`)],
);

/** A module hidden from one firm by the platform admin (visibility per firm). */
export const moduleTenantVisibility = pgTable(
  'module_tenant_visibility',
  {
    moduleKey: text('module_key').notNull(),
    tenantId: tenantIdColumn(),
    hidden: boolean('hidden').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A firm's requests may read whether something is hidden from it; only the owner (platform admin) writes.
  (t) => [primaryKey({ columns: [t.moduleKey, t.tenantId] }), tenantIsolationPolicy('module_tenant_visibility')],
).enableRLS();

export const tenantModuleStatuses = ['installed', 'uninstalled'] as const;

/** One row per firm and module ever installed; `status` says whether it is in use now. */
export const tenantModules = pgTable(
  'tenant_modules',
  {
    tenantId: tenantIdColumn(),
    moduleKey: text('module_key').notNull(),
    status: text('status', { enum: tenantModuleStatuses }).notNull().default('installed'),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
    installedBy: text('installed_by').references(() => users.id, { onDelete: 'set null' }),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true }),
    uninstalledBy: text('uninstalled_by').references(() => users.id, { onDelete: 'set null' }),
    /** Until when the data of an uninstalled module is kept for a reinstall. */
    retainUntil: timestamp('retain_until', { withTimezone: true }),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.moduleKey] }), index('tenant_modules_module_idx').on(t.moduleKey, t.status), tenantIsolationPolicy('tenant_modules')],
).enableRLS();

export type TenantModuleRow = typeof tenantModules.$inferSelect;

/**
 * Who uses a module: one row per firm, module, user and day with at least one request to the
 * module's API (written at most once a minute per firm, module and user by the module guard).
 * Feeds "who uses it" on my modules and the active firms of the admin's usage chart.
 */
export const moduleUsageDaily = pgTable(
  'module_usage_daily',
  {
    tenantId: tenantIdColumn(),
    moduleKey: text('module_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.moduleKey, t.day, t.userId] }), index('module_usage_daily_module_day_idx').on(t.moduleKey, t.day), tenantIsolationPolicy('module_usage_daily')],
).enableRLS();
