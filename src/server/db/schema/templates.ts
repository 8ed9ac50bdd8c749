// Document templates and generations (issue 16, decisions 0182-0183). Built-in templates have
// tenant_id NULL: every firm reads them (policy *_read: own firm or NULL), none can write them
// (the write policy needs tenant_id = the request's firm, which NULL never equals); the seed
// writes them as the owner, outside request transactions. A firm's own templates and every
// generation are tenant-isolated as usual.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { templateCategories, templateComplexities, templateStatuses } from '@shared/document-templates/document-templates';
import type { VariableDefinition } from '@shared/document-templates/variables';
import { users } from './auth';
import { documents } from './documents';
import { matters } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';
import { tenants } from './tenants';
import { bytea, tenantIdColumn } from './columns';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Own firm's rows and the shared built-ins (tenant_id NULL) are readable; only own rows writable. */
function sharedReadPolicies(table: string) {
  const readable = sql.raw(`tenant_id is null or tenant_id = (select vi_request_tenant())`);
  const own = sql.raw(`tenant_id = (select vi_request_tenant())`);
  return [
    pgPolicy(`${table}_read`, { as: 'permissive', for: 'select', to: appRole, using: readable }),
    pgPolicy(`${table}_insert`, { as: 'permissive', for: 'insert', to: appRole, withCheck: own }),
    pgPolicy(`${table}_update`, { as: 'permissive', for: 'update', to: appRole, using: own, withCheck: own }),
    pgPolicy(`${table}_delete`, { as: 'permissive', for: 'delete', to: appRole, using: own }),
  ];
}

export const documentTemplates = pgTable(
  'document_templates',
  {
    id: id(),
    /** NULL: a built-in template of the product. */
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stable key of a built-in ("megbizasi-szerzodes-ugyvedi"); NULL for a firm's own. */
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category', { enum: templateCategories }).notNull(),
    language: text('language').notNull().default('hu'),
    complexity: text('complexity', { enum: templateComplexities }).notNull().default('simple'),
    status: text('status', { enum: templateStatuses }).notNull().default('active'),
    /** The current version's text and variables (copied into template_versions on every change). */
    content: text('content').notNull(),
    variables: jsonb('variables').$type<VariableDefinition[]>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    estimatedTimeMinutes: integer('estimated_time_minutes').notNull().default(10),
    version: integer('version').notNull().default(1),
    /** A firm's copy of a built-in (or another template) names its origin. */
    basedOnId: text('based_on_id'),
    /** An uploaded DOCX with placeholders (decision 0183): filled as it is; `content` is its text. */
    sourceDocx: bytea('source_docx'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('document_templates_builtin_slug_uq')
      .on(t.slug)
      .where(sql`${t.tenantId} is null`),
    index('document_templates_tenant_idx').on(t.tenantId, t.category),
    ...sharedReadPolicies('document_templates'),
  ],
).enableRLS();

export const documentTemplateVersions = pgTable(
  'document_template_versions',
  {
    templateId: text('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    content: text('content').notNull(),
    variables: jsonb('variables').$type<VariableDefinition[]>().notNull(),
    changeNote: text('change_note'),
    sourceDocx: bytea('source_docx'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.templateId, t.version] }), ...sharedReadPolicies('document_template_versions')],
).enableRLS();

/**
 * usage_count of spec 3.8, per firm: how many documents this firm generated from the template.
 * Kept per firm because built-ins are shared (one firm's activity is no other firm's business)
 * and read-only to firms. Raised in the generating transaction.
 */
export const documentTemplateUsage = pgTable(
  'document_template_usage',
  {
    tenantId: tenantIdColumn(),
    templateId: text('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'cascade' }),
    usageCount: integer('usage_count').notNull().default(0),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.templateId] }), tenantIsolationPolicy('document_template_usage')],
).enableRLS();

const generationVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))`);

/** One generation: the template version, the validated inputs, who, when, for which matter, and the files. */
export const documentGenerations = pgTable(
  'document_generations',
  {
    id: id(),
    tenantId: tenantIdColumn(),
    templateId: text('template_id')
      .notNull()
      .references(() => documentTemplates.id, { onDelete: 'restrict' }),
    templateVersion: integer('template_version').notNull(),
    templateName: text('template_name').notNull(),
    matterId: text('matter_id').references(() => matters.id, { onDelete: 'set null' }),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    docx: bytea('docx').notNull(),
    pdf: bytea('pdf').notNull(),
    /** Where the files were saved in the document vault (decision 0184); null without the vault module. */
    docxDocumentId: text('docx_document_id').references(() => documents.id, { onDelete: 'set null' }),
    pdfDocumentId: text('pdf_document_id').references(() => documents.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('document_generations_tenant_idx').on(t.tenantId, t.createdAt),
    index('document_generations_matter_idx').on(t.tenantId, t.matterId),
    // A document made for a confidential matter is seen only by those who see the matter.
    pgPolicy('document_generations_visible', { as: 'permissive', for: 'all', to: appRole, using: generationVisible, withCheck: generationVisible }),
  ],
).enableRLS();

export type DocumentTemplateRow = typeof documentTemplates.$inferSelect;
