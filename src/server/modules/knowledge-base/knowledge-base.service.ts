// Knowledge-base articles (decision 0138): every save writes the article and appends revision n,
// so an earlier text is never lost. Runs inside withTenant; RLS keeps each firm to its own.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { KbArticle, KbArticleSummary, KbRevision, KbVisibility, kbArticleBodySchema, kbListQuerySchema } from '@shared/knowledge-base/knowledge-base';
import type { z } from 'zod';
import { resultRows } from '../../db/client';
import { kbArticleRevisions, kbArticles, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { DomainError } from '../../lib/domain-error';
import type { PersonActor } from '../../actor/actor';

/** Who reads or writes the knowledge base: the tenant and the person (a user, an API key's owner, an automation's author). */
type Actor = Pick<PersonActor, 'tenantId' | 'userId'>;

type Body = z.output<typeof kbArticleBodySchema>;
const author = alias(users, 'kb_author');
const editor = alias(users, 'kb_editor');
const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

function summaryColumns() {
  return {
    id: kbArticles.id,
    title: kbArticles.title,
    category: kbArticles.category,
    tags: kbArticles.tags,
    visibility: kbArticles.visibility,
    authorId: kbArticles.authorId,
    authorName: author.name,
    updatedById: kbArticles.updatedBy,
    updatedByName: editor.name,
    updatedAt: kbArticles.updatedAt,
    version: kbArticles.version,
  };
}

interface SummaryRow extends Omit<KbArticleSummary, 'author' | 'updatedBy' | 'updatedAt'> {
  authorId: string | null;
  authorName: string | null;
  updatedById: string | null;
  updatedByName: string | null;
  updatedAt: Date;
}

function toSummary(r: SummaryRow): KbArticleSummary {
  return {
    id: r.id,
    title: r.title,
    category: r.category,
    tags: r.tags,
    visibility: r.visibility,
    author: person(r.authorId, r.authorName),
    updatedBy: person(r.updatedById, r.updatedByName),
    updatedAt: r.updatedAt.toISOString(),
    version: r.version,
  };
}

export async function listArticles(tx: TenantTx, actor: Actor, query: z.output<typeof kbListQuerySchema>) {
  const where = and(eq(kbArticles.tenantId, actor.tenantId), query.category ? eq(kbArticles.category, query.category) : undefined, query.tag ? sql`${query.tag} = any(${kbArticles.tags})` : undefined);
  const rows = await tx
    .select(summaryColumns())
    .from(kbArticles)
    .leftJoin(author, eq(author.id, kbArticles.authorId))
    .leftJoin(editor, eq(editor.id, kbArticles.updatedBy))
    .where(where)
    .orderBy(desc(kbArticles.updatedAt));
  const tags = resultRows<{ tag: string }>(await tx.execute(sql`select distinct unnest(tags) as tag from kb_articles where tenant_id = ${actor.tenantId} order by 1`)).map((t) => t.tag);
  return { items: rows.map(toSummary), tags };
}

export async function getArticle(tx: TenantTx, actor: Actor, id: string): Promise<KbArticle> {
  const [row] = await tx
    .select({ ...summaryColumns(), body: kbArticles.body, createdAt: kbArticles.createdAt })
    .from(kbArticles)
    .leftJoin(author, eq(author.id, kbArticles.authorId))
    .leftJoin(editor, eq(editor.id, kbArticles.updatedBy))
    .where(and(eq(kbArticles.tenantId, actor.tenantId), eq(kbArticles.id, id)));
  if (!row) throw new DomainError('KB_ARTICLE_NOT_FOUND');
  return { ...toSummary(row), body: row.body, createdAt: row.createdAt.toISOString() };
}

export async function createArticle(tx: TenantTx, actor: Actor, body: Body): Promise<string> {
  const [row] = await tx
    .insert(kbArticles)
    .values({ tenantId: actor.tenantId, ...body, authorId: actor.userId, updatedBy: actor.userId })
    .returning({ id: kbArticles.id });
  await tx.insert(kbArticleRevisions).values({ tenantId: actor.tenantId, articleId: row!.id, number: 1, title: body.title, body: body.body, category: body.category, editedBy: actor.userId });
  return row!.id;
}

/** Saves a new state: revision n+1, numbered under the article's row lock. */
export async function updateArticle(tx: TenantTx, actor: Actor, id: string, body: Body): Promise<number> {
  const [locked] = await tx
    .select({ version: kbArticles.version })
    .from(kbArticles)
    .where(and(eq(kbArticles.tenantId, actor.tenantId), eq(kbArticles.id, id)))
    .for('update');
  if (!locked) throw new DomainError('KB_ARTICLE_NOT_FOUND');
  const version = locked.version + 1;
  await tx
    .update(kbArticles)
    .set({ ...body, updatedBy: actor.userId, updatedAt: new Date(), version })
    .where(eq(kbArticles.id, id));
  await tx.insert(kbArticleRevisions).values({ tenantId: actor.tenantId, articleId: id, number: version, title: body.title, body: body.body, category: body.category, editedBy: actor.userId });
  return version;
}

/** Sets who sees the article (the firm only, or its customers too) under its row lock; returns the state before. */
export async function changeVisibility(tx: TenantTx, actor: Actor, id: string, visibility: KbVisibility) {
  const [before] = await tx
    .select({ visibility: kbArticles.visibility, title: kbArticles.title, category: kbArticles.category, version: kbArticles.version })
    .from(kbArticles)
    .where(and(eq(kbArticles.tenantId, actor.tenantId), eq(kbArticles.id, id)))
    .for('update');
  if (!before) throw new DomainError('KB_ARTICLE_NOT_FOUND');
  if (before.visibility !== visibility) await tx.update(kbArticles).set({ visibility, updatedBy: actor.userId, updatedAt: new Date() }).where(eq(kbArticles.id, id));
  return before;
}

export async function deleteArticle(tx: TenantTx, actor: Actor, id: string): Promise<{ title: string; version: number }> {
  const [row] = await tx
    .delete(kbArticles)
    .where(and(eq(kbArticles.tenantId, actor.tenantId), eq(kbArticles.id, id)))
    .returning({ title: kbArticles.title, version: kbArticles.version });
  if (!row) throw new DomainError('KB_ARTICLE_NOT_FOUND');
  return row;
}

export async function listRevisions(tx: TenantTx, actor: Actor, id: string): Promise<KbRevision[]> {
  await getArticle(tx, actor, id);
  const rows = await tx
    .select({
      number: kbArticleRevisions.number,
      title: kbArticleRevisions.title,
      body: kbArticleRevisions.body,
      category: kbArticleRevisions.category,
      editedById: kbArticleRevisions.editedBy,
      editedByName: editor.name,
      editedAt: kbArticleRevisions.editedAt,
    })
    .from(kbArticleRevisions)
    .leftJoin(editor, eq(editor.id, kbArticleRevisions.editedBy))
    .where(and(eq(kbArticleRevisions.tenantId, actor.tenantId), eq(kbArticleRevisions.articleId, id)))
    .orderBy(asc(kbArticleRevisions.number));
  return rows.map((r) => ({ number: r.number, title: r.title, body: r.body, category: r.category, editedBy: person(r.editedById, r.editedByName), editedAt: r.editedAt.toISOString() })).reverse();
}
