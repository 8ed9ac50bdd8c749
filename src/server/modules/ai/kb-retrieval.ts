// Themis grounded in the knowledge base too (issue 19 point 5, decision 0248): the firm's articles
// (internal and client-facing) ranked by the same full text as the documents – the same accent
// folding (`folded`), the same prefix-stemmed query terms (`queryTerms`), the same passage choice
// (`bestPassage`) – and merged with the documents' passages by rank. Runs in the request's tenant
// transaction: RLS on kb_articles keeps another firm's articles out; the query adds no tenant logic.
import { sql } from 'drizzle-orm';
import { type Citation } from '@shared/ai/themis.schemas';
import { markdownPlainText } from '@shared/knowledge/markdown-text';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { bestPassage, folded, queryTerms, retrievePassages } from './retrieval';

/** The most relevant articles of the firm by full text over title, tags and body. */
export async function kbPassages(tx: TenantTx, terms: readonly string[], limit: number): Promise<Citation[]> {
  if (terms.length === 0) return [];
  const tsquery = terms.map((t) => `${t}:*`).join(' | ');
  const article = sql.raw(`to_tsvector('simple', ${folded("a.title || ' ' || array_to_string(a.tags, ' ') || ' ' || a.body")})`);
  const rows = resultRows<{ id: string; title: string; body: string; rank: number }>(
    await tx.execute(sql`
      select a.id, a.title, a.body, ts_rank(${article}, to_tsquery('simple', ${tsquery}))::float8 as rank
      from kb_articles a
      where ${article} @@ to_tsquery('simple', ${tsquery})
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

/** Reciprocal rank of the n-th hit (same constant as the documents' fusion, decision 0251). */
const reciprocal = (i: number) => Math.round((1 / (60 + i + 1)) * 10_000) / 10_000;

/**
 * The passages for a question: the documents' (retrievePassages) and the articles', merged by
 * rank. Both text ranks are ts_rank over the same folding, so they compare directly; with a
 * vector the documents' ranks are reciprocal-rank scores, so the articles are scored the same way
 * by their place (like a document found by full text only).
 */
export async function retrieveGrounding(
  tx: TenantTx,
  input: { question: string; matterId?: string | null; limit?: number; vector?: { values: readonly number[]; model: string } | null },
): Promise<Citation[]> {
  const limit = input.limit ?? 4;
  const documents = await retrievePassages(tx, { ...input, limit });
  const articles = await kbPassages(tx, queryTerms(input.question), limit);
  const scored = input.vector ? articles.map((a, i) => ({ ...a, rank: reciprocal(i) })) : articles;
  // Stable: on equal rank a document comes before an article.
  return [...documents, ...scored].sort((a, b) => b.rank - a.rank).slice(0, limit);
}
