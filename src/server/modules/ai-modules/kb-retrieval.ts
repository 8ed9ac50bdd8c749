// Themis grounded in the knowledge base too (issue 19 point 5, decision 0248): the firm's articles
// (internal and client-facing) ranked by the same full text as the documents – the same accent
// folding (`folded`), the same prefix-stemmed query terms (`queryTerms`), the same passage choice
// (`bestPassage`) – and merged with the documents' passages by rank. Runs in the request's tenant
// transaction: RLS on kb_articles keeps another firm's articles out; the query adds no tenant logic.
// With an embedding model the articles' chunks are searched by vector too (decision 0266).
// In a matter's conversation (decision 0496) the matter's own documents come first, and the
// articles written for the firm's customers (the portal's FAQ) are left out: the lawyer asks
// about the matter, not about how a customer books an appointment.
import { sql } from 'drizzle-orm';
import { type Citation } from '@shared/ai-modules/themis.schemas';
import { markdownPlainText } from '@shared/knowledge-base/markdown-text';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { similarArticleChunks } from './embeddings';
import { bestPassage, folded, fuseByReciprocalRank, queryTerms, retrievePassages } from './retrieval';

/** The most relevant articles of the firm by full text over title, tags and body (only the internal ones if asked). */
export async function kbPassages(tx: TenantTx, terms: readonly string[], limit: number, internalOnly = false): Promise<Citation[]> {
  if (terms.length === 0) return [];
  const tsquery = terms.map((t) => `${t}:*`).join(' | ');
  const article = sql.raw(`to_tsvector('simple', ${folded("a.title || ' ' || array_to_string(a.tags, ' ') || ' ' || a.body")})`);
  const rows = resultRows<{ id: string; title: string; body: string; rank: number }>(
    await tx.execute(sql`
      select a.id, a.title, a.body, ts_rank(${article}, to_tsquery('simple', ${tsquery}))::float8 as rank
      from kb_articles a
      where ${article} @@ to_tsquery('simple', ${tsquery})
        ${internalOnly ? sql`and a.visibility = 'internal'` : sql``}
      order by rank desc, a.updated_at desc
      limit ${limit}`),
  );
  return rows.map((r) => ({
    source: 'kb_article' as const,
    articleId: r.id,
    title: r.title,
    snippet: bestPassage(markdownPlainText(r.body), terms, r.title),
    rank: Math.round(Number(r.rank) * 10_000) / 10_000,
  }));
}

/**
 * The passages for a question: the documents' (retrievePassages) and the articles', merged by
 * rank. Both text ranks are ts_rank over the same folding, so they compare directly. With a
 * vector the documents' ranks are reciprocal-rank scores, and the articles are fused the same way
 * from their full-text and vector lists (decision 0266), so both kinds compare again. In a
 * matter's conversation the matter's documents come before the internal articles (decision 0496).
 */
export async function retrieveGrounding(tx: TenantTx, input: { question: string; matterId?: string | null; limit?: number; vector?: { values: readonly number[]; model: string } | null }): Promise<Citation[]> {
  const limit = input.limit ?? 4;
  const terms = queryTerms(input.question);
  const documents = await retrievePassages(tx, { ...input, limit });
  const inMatter = Boolean(input.matterId);
  const articles = input.vector ? await fusedArticles(tx, terms, input.vector, limit, inMatter) : await kbPassages(tx, terms, limit, inMatter);
  if (inMatter) return [...documents, ...articles].slice(0, limit);
  // Stable: on equal rank a document comes before an article.
  return [...documents, ...articles].sort((a, b) => b.rank - a.rank).slice(0, limit);
}

/** The articles by full text and by vector similarity, fused by reciprocal rank. */
async function fusedArticles(tx: TenantTx, terms: readonly string[], vector: { values: readonly number[]; model: string }, limit: number, internalOnly: boolean): Promise<Citation[]> {
  const text = await kbPassages(tx, terms, limit * 2, internalOnly);
  const similar = await similarArticleChunks(tx, { vector: vector.values, model: vector.model, limit: limit * 2, internalOnly });
  return fuseByReciprocalRank(
    text,
    similar.map((hit) => ({ key: hit.articleId, citation: { source: 'kb_article' as const, articleId: hit.articleId, title: hit.title, snippet: bestPassage(hit.text, terms, hit.title), rank: 0 } })),
    (c) => c.articleId!,
    limit,
  );
}
