// The matching core of the Hungarian search (decisions 0136, 0315, 0316), shared by the top bar's
// search (modules/search) and the document list's own search (issue 38.8): the terms of a query
// (prefix tsquery, compound-word patterns from the database's stems) and the conditions a row's
// stored search columns must meet.
import { sql, type SQL } from 'drizzle-orm';
import { compoundPatterns, prefixTsQuery, queryWords } from '@shared/search/normalise';
import { type Database, resultRows } from '../db/client';
import type { TenantTx } from '../db/tenant-scope';
import { searchText as text, searchVector as vector, versionSearchText, versionSearchVector } from './search-vectors';

/**
 * A query's terms. The conditions below only place them as parameters, so a statement can also be
 * built once with placeholders in their stead (`V` = drizzle's Placeholder) and filled per query.
 */
export interface Terms<V = string> {
  /** The prefix tsquery text of the words (whole words and their beginnings). */
  tsquery: V;
  /** LIKE patterns, one per word ('%stem%'), all required; empty: no compound matching. */
  patterns: V[];
  /** The folded words, compared with the titles by strict_word_similarity. */
  phrase: V;
}

/** Terms as the conditions take them: real values or placeholders. */
type AnyTerms = Terms<unknown>;

/**
 * The query's tsquery, made once per statement: a prepared statement's generic plan (what the
 * search's named statements settle on) cannot fold `vi_search_query($n)` into a constant and
 * stemmed it again for every row and every use; as a scalar subquery it is an InitPlan, computed
 * once (decision 0454).
 */
const tsQuery = (terms: AnyTerms) => sql`(select public.vi_search_query(${terms.tsquery}))`;

/** The stored vector matches the prefix tsquery (whole words and their beginnings). */
export const matchesText = (vector: SQL, terms: AnyTerms) => sql`${vector} @@ ${tsQuery(terms)}`;

/** Every pattern in the folded text (the trigram index); false when the query has none. */
export const matchesCompound = (folded: SQL, terms: AnyTerms) =>
  terms.patterns.length
    ? sql`(${sql.join(
        terms.patterns.map((p) => sql`${folded} like ${p}`),
        sql` and `,
      )})`
    : sql`false`;

/**
 * Rank: 2 for a whole-word (full-text) hit, 1 for a hit inside a compound word only; plus up to
 * 0.89 for the trigram similarity of the query to the record's title, plus up to 0.1 for ts_rank
 * (normalised to 0..1). A compound-only hit therefore never ranks above a whole-word hit.
 */
export const rankOf = (tier: SQL, title: SQL, vector: SQL, terms: AnyTerms) =>
  sql`(${tier} + 0.89 * public.strict_word_similarity(${terms.phrase}::text, ${title}) + 0.1 * ts_rank(${vector}, ${tsQuery(terms)}, 32))::float8`;

/** Stems of words seen before, by word (the stemmer is fixed: the database's 'hungarian'). */
const stemCache = new Map<string, string[]>();
const STEM_CACHE_SIZE = 5000;

/** The statement giving each word's stems (none for a stop word). */
export const stemStatement = (words: readonly string[]) => sql`select w, tsvector_to_array(public.vi_search_vector(w)) as stems from unnest(string_to_array(${words.join(' ')}, ' ')) as w`;

/** The stems of `words`, asking `load` only for the words not seen before. */
export async function cachedStems(words: readonly string[], load: (missing: string[]) => Promise<{ w: string; stems: string[] | null }[]>): Promise<string[][]> {
  const missing = words.filter((w) => !stemCache.has(w));
  if (missing.length) {
    const rows = await load(missing);
    if (stemCache.size + rows.length > STEM_CACHE_SIZE) stemCache.clear();
    for (const row of rows) stemCache.set(row.w, row.stems ?? []);
  }
  return words.map((w) => stemCache.get(w) ?? []);
}

/**
 * The search terms of `query` inside a request transaction (the document list's own search, issue
 * 38.8) or on the database itself (the help centre, which reads no table); null when the query has
 * no word to search.
 */
export async function termsIn(tx: Pick<TenantTx, 'execute'> | Pick<Database, 'execute'>, query: string): Promise<Terms | null> {
  const words = queryWords(query);
  if (!words.length) return null;
  const stems = await cachedStems(words, async (missing) => resultRows<{ w: string; stems: string[] | null }>(await tx.execute(stemStatement(missing))));
  return { tsquery: prefixTsQuery(words), patterns: compoundPatterns(words, stems), phrase: words.join(' ') };
}

/**
 * A row of `documents` (named `alias`) matching `terms` by the top bar's rule: its title, file name
 * or tags, or the text of its current version (that version's columns copied onto the row, decision
 * 0454) – accent-free, stemmed, inside compound words.
 */
export const documentMatches = (terms: AnyTerms, alias = 'documents'): SQL =>
  sql`(${matchesText(vector(alias), terms)} or ${matchesCompound(text(alias), terms)} or ${matchesText(versionSearchVector(alias), terms)} or ${matchesCompound(versionSearchText(alias), terms)})`;
