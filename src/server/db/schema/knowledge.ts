// Knowledge base (issue 15 point 6, decision 0138): a firm's articles and every revision of them.
// Tenant-isolated by RLS. The full-text index over the articles is an expression index written by
// hand in the migration (vi_search_vector, decision 0136), like the other searched tables'.
import { index, integer, pgPolicy, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { kbCategories, kbVisibilities } from '@shared/knowledge/knowledge';
import { users } from './auth';
import { documents } from './documents';
import { tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** Markdown (or plain text); rendered by the client without HTML. */
    body: text('body').notNull(),
    category: text('category', { enum: kbCategories }).notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: kbVisibilities }).notNull().default('internal'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kb_articles_tenant_updated_idx').on(t.tenantId, t.updatedAt), tenantIsolationPolicy('kb_articles')],
).enableRLS();

/** Every saved state of an article, the current one included (version n = the n-th save). */
export const kbArticleRevisions = pgTable(
  'kb_article_revisions',
  {
    id: id(),
    tenantId: tenantId(),
    articleId: text('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category', { enum: kbCategories }).notNull(),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_article_revisions_number_uq').on(t.articleId, t.number), tenantIsolationPolicy('kb_article_revisions')],
).enableRLS();

/**
 * Vault documents attached to an article (decision 0247). A link is visible only where its
 * document is (vi_document_visible: the firm, and a confidential matter's team), so an attachment
 * of a confidential matter never reaches a user outside the team, through this table or the vault.
 */
const attachmentVisible = sql.raw(`tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id)`);
export const kbArticleDocuments = pgTable(
  'knowledge_article_documents',
  {
    tenantId: tenantId(),
    articleId: text('article_id')
      .notNull()
      .references(() => kbArticles.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'knowledge_article_documents_pk', columns: [t.articleId, t.documentId] }),
    index('knowledge_article_documents_document_idx').on(t.documentId),
    pgPolicy('knowledge_article_documents_visible', { as: 'permissive', for: 'all', to: appRole, using: attachmentVisible, withCheck: attachmentVisible }),
  ],
).enableRLS();

export type KbArticleRow = typeof kbArticles.$inferSelect;
