// The module factory (issue 13 point 6, decision 0100). Platform tables: factory_modules (one row
// per designed module with the draft being edited) and factory_module_versions (every published
// definition, frozen). Tenant table: factory_records, one row per record of a firm, its data as
// jsonb keyed by field key, and the definition version it was last written with (RLS isolated).
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FactoryDefinition } from '@shared/module-factory/definition';
import { factoryModuleStatuses } from '@shared/module-factory/module-factory.schemas';
import { users } from './auth';
import { tenantIsolationPolicy } from './rls';
import { tenantIdColumn, uuidPrimaryKey } from './columns';

export const factoryModules = pgTable('factory_modules', {
  key: text('key').primaryKey(),
  /** 'draft' until the first publish; 'published' afterwards (also while a new draft is edited). */
  status: text('status', { enum: factoryModuleStatuses }).notNull().default('draft'),
  /** The definition being edited; null when nothing changed since the latest version. */
  draft: jsonb('draft').$type<FactoryDefinition>(),
  publishedVersion: integer('published_version'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const factoryModuleVersions = pgTable(
  'factory_module_versions',
  {
    moduleKey: text('module_key')
      .notNull()
      .references(() => factoryModules.key, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<FactoryDefinition>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.moduleKey, t.version] })],
);

export const factoryRecords = pgTable(
  'factory_records',
  {
    id: uuidPrimaryKey(),
    tenantId: tenantIdColumn(),
    moduleKey: text('module_key').notNull(),
    /** Values by field key; keys of fields removed in later versions stay here. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    definitionVersion: integer('definition_version').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('factory_records_tenant_module_created_idx').on(t.tenantId, t.moduleKey, t.createdAt),
    foreignKey({ columns: [t.moduleKey, t.definitionVersion], foreignColumns: [factoryModuleVersions.moduleKey, factoryModuleVersions.version], name: 'factory_records_version_fk' }),
    tenantIsolationPolicy('factory_records'),
  ],
).enableRLS();

export type FactoryModuleRow = typeof factoryModules.$inferSelect;
export type FactoryRecordRow = typeof factoryRecords.$inferSelect;
