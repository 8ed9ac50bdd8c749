// Knowledge base (issue 15 point 6, decision 0138): a firm's articles and every revision of them.
// Tenant-isolated by RLS. The full-text index over the articles is an expression index written by
// hand in the migration (vi_search_vector, decision 0136), like the other searched tables'.
import { index, integer, pgPolicy, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { kbCategories, kbVisibilities } from '@shared/knowledge-base/knowledge-base';
import { documents } from './documents';
import { tenantIdColumn as tenantId, uuidPrimaryKey as id } from './matters';
import { appRole, tenantIsolationPolicy } from './rls';
import { parentRef, stampedAt, userRef } from './columns';

/** The firm's staff and the system (vi_portal_contacts() is null for them, decision 0350), not a customer. */
const staff = '(select vi_portal_contacts()) is null';

export const kbArticles = pgTable(
  'kb_articles',
  {
    id: id(),
    tenantId: tenantId(),
    title: text('title').notNull(),
    /** Markdown (or plain text); rendered by the client without HTML. */
    body: text('body').notNull(),
    category: text('category', { enum: kbCategories }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: kbVisibilities }).notNull().default('internal'),
    authorId: userRef('author_id'),
    updatedBy: userRef('updated_by'),
    version: integer('version').notNull().default(1),
    createdAt: stampedAt(),
    updatedAt: stampedAt('updated_at'),
  },
  (t) => [
    index('kb_articles_tenant_updated_idx').on(t.tenantId, t.updatedAt),
    tenantIsolationPolicy('kb_articles'),
    // A customer of the firm reads only the articles marked for clients (the support FAQ, decision
    // 0409) and writes none; the firm's staff are not narrowed (vi_portal_contacts() is null).
    pgPolicy('kb_articles_customer_faq', { as: 'restrictive', for: 'all', to: appRole, using: sql.raw(`${staff} or visibility = 'client'`), withCheck: sql.raw(staff) }),
    pgPolicy('kb_articles_customer_no_delete', { as: 'restrictive', for: 'delete', to: appRole, using: sql.raw(staff) }),
  ],
).enableRLS();

/** Every saved state of an article, the current one included (version n = the n-th save). */
export const kbArticleRevisions = pgTable(
  'kb_article_revisions',
  {
    id: id(),
    tenantId: tenantId(),
    articleId: parentRef('article_id', () => kbArticles.id),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    category: text('category', { enum: kbCategories }).notNull(),
    editedBy: userRef('edited_by'),
    editedAt: stampedAt('edited_at'),
  },
  (t) => [
    uniqueIndex('kb_article_revisions_number_uq').on(t.articleId, t.number),
    tenantIsolationPolicy('kb_article_revisions'),
    // Earlier texts are the firm's working history: never a customer's (decision 0409).
    pgPolicy('kb_article_revisions_staff_only', { as: 'restrictive', for: 'all', to: appRole, using: sql.raw(staff), withCheck: sql.raw(staff) }),
  ],
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
    articleId: parentRef('article_id', () => kbArticles.id),
    documentId: parentRef('document_id', () => documents.id),
    createdBy: userRef('created_by'),
    createdAt: stampedAt(),
  },
  (t) => [
    primaryKey({ name: 'knowledge_article_documents_pk', columns: [t.articleId, t.documentId] }),
    index('knowledge_article_documents_document_idx').on(t.documentId),
    pgPolicy('knowledge_article_documents_visible', { as: 'permissive', for: 'all', to: appRole, using: attachmentVisible, withCheck: attachmentVisible }),
  ],
).enableRLS();

export type KbArticleRow = typeof kbArticles.$inferSelect;
