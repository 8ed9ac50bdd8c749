// The help centre (issue 36 point 6, decision 0437): the platform's articles (src/shared/help) and
// their search. The articles live in the code, so the search reads no table: the database's
// Hungarian search functions (decisions 0136, 0315) are applied to the articles' text passed as one
// parameter, with the top bar's matching and ranking rules (server/search) – stemmed words and
// their beginnings, accent-free, compound words – and the same snippet marking.
import { sql } from 'drizzle-orm';
import { type HelpArticle, helpArticles, helpArticleVisible } from '@shared/help/help-articles';
import type { HelpArticleSummary } from '@shared/help/help.schemas';
import { markdownPlainText } from '@shared/knowledge-base/markdown-text';
import type { Role } from '@shared/permissions/roles';
import { snippet } from '@shared/search/normalise';
import { type Database, resultRows } from '../../db/client';
import { matchesCompound, matchesText, rankOf, termsIn } from '../../search/search-terms';

/** The searchable text of an article: title, summary and the body without Markdown marks. */
const plainBody = (a: HelpArticle) => markdownPlainText(a.body);
const documentOf = (a: HelpArticle) => `${a.title} ${a.summary} ${plainBody(a)}`;

const summaryOf = (a: HelpArticle): HelpArticleSummary => ({ slug: a.slug, title: a.title, category: a.category, summary: a.summary, snippet: [] });

/** The articles a holder of `roles` is shown, in the centre's order. */
export function visibleArticles(roles: readonly Role[]): HelpArticle[] {
  return helpArticles.filter((a) => helpArticleVisible(a, roles));
}

/**
 * The articles shown to `roles` that match `query`, best first (whole-word hits before hits
 * inside compound words, then the title's similarity); every shown article when the query has no
 * word.
 */
export async function searchHelp(db: Database, roles: readonly Role[], query: string): Promise<HelpArticleSummary[]> {
  const shown = visibleArticles(roles);
  const terms = await termsIn(db, query);
  if (!terms) return shown.map(summaryOf);
  if (!shown.length) return [];
  const docs = JSON.stringify(shown.map((a) => ({ slug: a.slug, title: a.title, doc: documentOf(a) })));
  const rows = resultRows<{ slug: string; rank: number }>(
    await db.execute(sql`
      with a as materialized (
        select d.slug, public.vi_search_fold(d.title) as title, public.vi_search_vector(d.doc) as v, public.vi_search_text(d.doc) as t
        from jsonb_to_recordset(${docs}::jsonb) as d(slug text, title text, doc text)
      )
      select a.slug, ${rankOf(sql`case when ${matchesText(sql`a.v`, terms)} then 2 else 1 end`, sql`a.title`, sql`a.v`, terms)} as rank
      from a
      where ${matchesText(sql`a.v`, terms)} or ${matchesCompound(sql`a.t`, terms)}
      order by rank desc, a.slug`),
  );
  const marks = [...new Set([...terms.patterns.map((p) => p.slice(1, -1)), ...terms.phrase.split(' ')])];
  const bySlug = new Map(shown.map((a) => [a.slug, a]));
  return rows.flatMap((r) => {
    const article = bySlug.get(r.slug);
    return article ? [{ ...summaryOf(article), snippet: snippet(`${article.summary} ${plainBody(article)}`, marks) }] : [];
  });
}
