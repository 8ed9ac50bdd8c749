// Support (issue 35 point 7, decision 0409): the customer's FAQ is the firm's knowledge-base
// articles marked for clients (visibility 'client'), searchable; "Kérdésem van" opens a message
// thread through the messages service. The service reads only articles marked for clients, and RLS
// (kb_articles_customer_faq) holds the same for a customer in the database.
import { and, desc, eq, sql } from 'drizzle-orm';
import { prefixTsQuery, queryWords } from '@shared/search/normalise';
import type { FaqList } from '@shared/client-portal/complaints.schemas';
import { type Actor, authorize } from '../../actor/actor';
import { kbArticles } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';

/**
 * The FAQ, newest first; with a query, the articles holding every word – as a whole word or its
 * beginning (the stored full-text vector) or inside a compound word (the folded stored text).
 */
export async function faqArticles(tx: TenantTx, actor: Actor, q: string | undefined): Promise<FaqList> {
  authorize(actor, 'canRequestSupport');
  const words = q ? queryWords(q) : [];
  const match = words.length
    ? sql`(${sql.raw('kb_articles.search_vector')} @@ public.vi_search_query(${prefixTsQuery(words)}) or (${sql.join(
        words.map((w) => sql`${sql.raw('kb_articles.search_text')} like ${`%${w}%`}`),
        sql` and `,
      )}))`
    : undefined;
  const rows = await tx
    .select({ id: kbArticles.id, title: kbArticles.title, body: kbArticles.body, tags: kbArticles.tags, updatedAt: kbArticles.updatedAt })
    .from(kbArticles)
    .where(and(eq(kbArticles.tenantId, actor.tenantId), eq(kbArticles.visibility, 'client'), match))
    .orderBy(desc(kbArticles.updatedAt))
    .limit(100);
  return { items: rows.map((r) => ({ id: r.id, title: r.title, body: r.body, tags: r.tags, updatedAt: r.updatedAt.toISOString() })) };
}
