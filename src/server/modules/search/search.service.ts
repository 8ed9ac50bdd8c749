// The search (decisions 0136, 0315, 0316): one statement over every kind of record the caller may
// see. A record matches by the stemmed full text (the words and their beginnings: "szerzodesben"
// finds "szerződés", "kov" finds "Kovács") or, for the compound words Hungarian writes as one
// ("munkaszerződés", "lakásbérlet"), by its folded text holding every query stem (pg_trgm's GIN
// index answers LIKE '%szerzodes%'). Whole-word hits rank above compound hits; within each tier the
// trigram similarity of the query to the record's title decides ("szerző": "Szerzői jog" before
// "szerződés"), then ts_rank. Snippets are cut from a bounded excerpt of the shown hits only.
// Every query runs inside withTenant with the user, so RLS keeps other firms' rows and confidential
// matters (and their documents) out; the explicit tenant conditions only help the planner. Which
// groups are searched at all (installed module, role permission) is decided by the route.
import { fillPlaceholders, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { markdownPlainText } from '@shared/knowledge-base/markdown-text';
import { compoundPatterns, prefixTsQuery, queryWords, snippet } from '@shared/search/normalise';
import { type SearchGroup, type SearchHit, searchGroups } from '@shared/search/search.schemas';
import type { Database } from '../../db/client';
import { type HandWrittenStatement, selectInTenant } from '../../db/tenant-scope';
import { searchText as text, searchVector as vector, versionSearchVector } from '../../search/search-vectors';
import { cachedStems, documentMatches, matchesCompound, matchesText, rankOf, stemStatement, type Terms } from '../../search/search-terms';

/** Characters of a shown hit's text sent for its snippet: this much around the first match. */
export const SNIPPET_EXCERPT_CHARS = 900;
const EXCERPT_BEFORE = 300;

interface Row extends Record<string, unknown> {
  grp: SearchGroup;
  id: string;
  title: string;
  subtitle: string | null;
  text: string | null;
  rank: number;
}

const tierOf = (alias: string, terms: Terms<unknown>) => sql`case when ${matchesText(vector(alias), terms)} then 2 else 1 end`;

/** The stem to place an excerpt at: the first word's pattern without its wildcards. */
const anchorOf = (terms: Terms) => terms.patterns[0]?.slice(1, -1) ?? terms.phrase.split(' ')[0] ?? '';

/**
 * At most SNIPPET_EXCERPT_CHARS of `source` from a little before the first match; `position` is
 * the match's 1-based place in the source (0 or less: none, the beginning).
 */
const excerptOf = (source: SQL, position: SQL) => sql`substr(${source}, greatest(1, ${position} - ${EXCERPT_BEFORE}), ${SNIPPET_EXCERPT_CHARS})`;

/**
 * One group's query. Its values are placeholders: the statement is built once per shape and filled
 * per query (searchStatement). `anchor` is where a shown hit's excerpt starts (anchorOf).
 */
type Branch = (tenantId: Placeholder, terms: Terms<Placeholder>, limit: Placeholder, anchor: Placeholder) => SQL;

const contactsOf =
  (kind: 'person' | 'organisation'): Branch =>
  (tenantId, terms, limit) => sql`
  select ${kind === 'person' ? 'contacts' : 'organisations'}::text as grp, c.id, c.name as title, coalesce(c.email, c.company) as subtitle, null::text as text,
    ${rankOf(tierOf('c', terms), text('c'), vector('c'), terms)} as rank
  from contacts c
  where c.tenant_id = ${tenantId} and c.kind = ${kind} and c.deleted_at is null
    and (${matchesText(vector('c'), terms)} or ${matchesCompound(text('c'), terms)})
  order by rank desc, c.name limit ${limit}`;

export const branches: Record<SearchGroup, Branch> = {
  contacts: contactsOf('person'),
  organisations: contactsOf('organisation'),
  matters: (tenantId, terms, limit) => sql`
    select 'matters'::text as grp, m.id, m.number || ' – ' || m.title as title, m.authority_case_number as subtitle, null::text as text,
      ${rankOf(tierOf('m', terms), text('m'), vector('m'), terms)} as rank
    from matters m
    where m.tenant_id = ${tenantId} and (${matchesText(vector('m'), terms)} or ${matchesCompound(text('m'), terms)})
    order by rank desc, m.number desc limit ${limit}`,
  // A document matches by its title, file name or tags, or by the text of its current version –
  // every condition on the document's own row (the version's columns copied onto it, decision
  // 0454), so the GIN indexes answer and no version is read to match. Ranked, limited, and the
  // excerpt cut from the shown hits' versions only (decision 0450).
  documents: (tenantId, terms, limit, anchor) => sql`
    with ranked as materialized (
      select d.id, d.title, d.folder, d.matter_id, d.current_version_id, d.updated_at,
        ${rankOf(sql`case when ${matchesText(vector('d'), terms)} or ${matchesText(versionSearchVector('d'), terms)} then 2 else 1 end`, text('d'), vector('d'), terms)} as rank
      from documents d
      where d.tenant_id = ${tenantId} and d.deleted_at is null and ${documentMatches(terms, 'd')}
      order by rank desc, d.updated_at desc limit ${limit}
    )
    select 'documents'::text as grp, ranked.id, ranked.title,
      coalesce((select m.number from matters m where m.id = ranked.matter_id), nullif(ranked.folder, '')) as subtitle,
      (select ${excerptOf(sql`cv.extracted_text`, sql`strpos(cv.search_text, ${anchor})`)} from document_versions cv where cv.id = ranked.current_version_id) as text,
      ranked.rank
    from ranked
    order by ranked.rank desc, ranked.updated_at desc`,
  // The stored text is title, tags and body: the body's match is placed past the first two.
  articles: (tenantId, terms, limit, anchor) => sql`
    select 'articles'::text as grp, a.id, a.title, a.category as subtitle,
      ${excerptOf(sql`a.body`, sql`strpos(a.search_text, ${anchor}) - length(a.title || ' ' || public.vi_search_tags(a.tags) || ' ')`)} as text, ranked.rank
    from (
      select a.id, a.updated_at, ${rankOf(tierOf('a', terms), sql`public.vi_search_fold(a.title || ' ' || public.vi_search_tags(a.tags))`, vector('a'), terms)} as rank
      from kb_articles a
      where a.tenant_id = ${tenantId} and (${matchesText(vector('a'), terms)} or ${matchesCompound(text('a'), terms)})
      order by rank desc, a.updated_at desc limit ${limit}
    ) ranked
    join kb_articles a on a.id = ranked.id
    order by ranked.rank desc, ranked.updated_at desc`,
};

const hrefOf: Record<SearchGroup, (id: string) => string> = {
  contacts: (id) => `/app/contacts/${id}`,
  organisations: (id) => `/app/contacts/${id}`,
  matters: (id) => `/app/matters/${id}`,
  documents: (id) => `/app/documents/${id}`,
  articles: (id) => `/app/kb/${id}`,
};

const dialect = new PgDialect();

/** A statement built with drizzle's `sql` as text with $n parameters (prepared by its text). */
function handWritten(statement: SQL): HandWrittenStatement {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { text, values: params };
}

/** The stems the database makes of each word (Hungarian snowball; none for a stop word). */
async function stemsOf(db: Database, tenantId: string, userId: string | null, words: readonly string[]): Promise<string[][]> {
  return cachedStems(words, (missing) => selectInTenant<{ w: string; stems: string[] | null }>(db, tenantId, handWritten(stemStatement(missing)), { userId: userId ?? undefined }));
}

/** The search statement's text and parameters per shape (the groups, the number of patterns). */
const builtShapes = new Map<string, { text: string; params: unknown[] }>();
/** Shapes kept: 31 sets of groups × a few pattern counts fit many times over. */
const SHAPES_KEPT = 256;

/**
 * The one statement of every group searched (also profiled as is by bench/profile-search.ts). Its
 * text depends only on the shape, so it is built with placeholders once per shape and filled with
 * the query's values: building it with drizzle and naming it by its text cost ~10 % of the search's
 * Node time under load (decision 0458).
 */
export function searchStatement(tenantId: string, terms: Terms, groups: readonly SearchGroup[], limit: number): HandWrittenStatement {
  const shape = `${groups.join(',')}/${terms.patterns.length}`;
  let built = builtShapes.get(shape);
  if (!built) {
    const slots: Terms<Placeholder> = { tsquery: sql.placeholder('tsquery'), patterns: terms.patterns.map((_, i) => sql.placeholder(`p${i}`)), phrase: sql.placeholder('phrase') };
    const statement = sql.join(
      groups.map((group) => sql`(${branches[group](sql.placeholder('tenantId'), slots, sql.placeholder('limit'), sql.placeholder('anchor'))})`),
      sql` union all `,
    );
    const { sql: text, params } = dialect.sqlToQuery(statement);
    built = { text, params };
    if (builtShapes.size >= SHAPES_KEPT) builtShapes.clear();
    builtShapes.set(shape, built);
  }
  const values: Record<string, unknown> = { tenantId, limit, anchor: anchorOf(terms), tsquery: terms.tsquery, phrase: terms.phrase };
  terms.patterns.forEach((pattern, i) => (values[`p${i}`] = pattern));
  return { text: built.text, values: fillPlaceholders(built.params, values) };
}

export interface SearchResult {
  groups: { group: SearchGroup; items: SearchHit[] }[];
}

/**
 * The hits of `query` in `groups` for the user, in the firm's request scope (RLS): the stems
 * (cached), then every group in one statement through the one-call path (decision 0316).
 */
export async function searchRecords(db: Database, tenantId: string, userId: string | null, query: string, groups: readonly SearchGroup[], limit: number): Promise<SearchResult> {
  const words = queryWords(query);
  if (!words.length || !groups.length) return { groups: [] };
  const stems = await stemsOf(db, tenantId, userId, words);
  const terms: Terms = { tsquery: prefixTsQuery(words), patterns: compoundPatterns(words, stems), phrase: words.join(' ') };
  const rows = await selectInTenant<Row>(db, tenantId, searchStatement(tenantId, terms, groups, limit), { userId: userId ?? undefined });
  const marks = [...new Set([...stems.flat(), ...words])];
  const out: SearchResult['groups'] = [];
  for (const group of searchGroups) {
    if (!groups.includes(group)) continue;
    const mine = rows.filter((r) => r.grp === group).sort((a, b) => Number(b.rank) - Number(a.rank));
    if (!mine.length) continue;
    out.push({
      group,
      items: mine.map((r) => ({
        id: r.id,
        group,
        title: r.title,
        subtitle: r.subtitle ?? null,
        snippet: r.text ? snippet(group === 'articles' ? markdownPlainText(r.text).replace(/\*\*/g, '') : r.text, marks) : [],
        href: hrefOf[group](r.id),
        rank: Number(r.rank),
      })),
    });
  }
  return { groups: out };
}
