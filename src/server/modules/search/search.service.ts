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
import { sql, type SQL } from 'drizzle-orm';
import { markdownPlainText } from '@shared/knowledge/markdown-text';
import { compoundPatterns, prefixTsQuery, queryWords, snippet } from '@shared/search/normalise';
import { type SearchGroup, type SearchHit, searchGroups } from '@shared/search/search.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { searchTexts as t, searchVectors as v } from './search-vectors';

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

interface Terms {
  /** The prefix tsquery text of the words (whole words and their beginnings). */
  tsquery: string;
  /** LIKE patterns, one per word ('%stem%'), all required; empty: no compound matching. */
  patterns: string[];
  /** The folded words, compared with the titles by strict_word_similarity. */
  phrase: string;
}

/**
 * Rank: 2 for a whole-word (full-text) hit, 1 for a hit inside a compound word only; plus up to
 * 0.89 for the trigram similarity of the query to the record's title, plus up to 0.1 for ts_rank
 * (normalised to 0..1). A compound-only hit therefore never ranks above a whole-word hit.
 */
const rankOf = (fullText: SQL, title: SQL, vector: SQL, terms: Terms) =>
  sql`(case when ${fullText} then 2 else 1 end + 0.89 * public.strict_word_similarity(${terms.phrase}::text, ${title}) + 0.1 * ts_rank(${vector}, public.vi_search_query(${terms.tsquery}), 32))::float8`;

const matchesText = (vector: SQL, terms: Terms) => sql`${vector} @@ public.vi_search_query(${terms.tsquery})`;

/** Every pattern in the folded text (the trigram index); false when the query has none. */
const matchesCompound = (text: SQL, terms: Terms) =>
  terms.patterns.length ? sql`(${sql.join(terms.patterns.map((p) => sql`${text} like ${p}`), sql` and `)})` : sql`false`;

/** The stem to place an excerpt at: the first word's pattern without its wildcards. */
const anchorOf = (terms: Terms) => (terms.patterns[0] ?? `%${terms.phrase.split(' ')[0] ?? ''}%`).slice(1, -1);

/** At most SNIPPET_EXCERPT_CHARS of `text` starting a little before the first match. */
const excerptOf = (text: SQL, terms: Terms) =>
  sql`substr(${text}, greatest(1, strpos(public.vi_search_text(${text}), ${anchorOf(terms)}) - ${EXCERPT_BEFORE}), ${SNIPPET_EXCERPT_CHARS})`;

type Branch = (tenantId: string, terms: Terms, limit: number) => SQL;

const contactsOf = (kind: 'person' | 'organisation'): Branch => (tenantId, terms, limit) => sql`
  select ${kind === 'person' ? 'contacts' : 'organisations'}::text as grp, c.id, c.name as title, coalesce(c.email, c.company) as subtitle, null::text as text,
    ${rankOf(matchesText(v.contacts, terms), t.contacts, v.contacts, terms)} as rank
  from contacts c
  where c.tenant_id = ${tenantId} and c.kind = ${kind} and c.deleted_at is null
    and (${matchesText(v.contacts, terms)} or ${matchesCompound(t.contacts, terms)})
  order by rank desc, c.name limit ${limit}`;

const branches: Record<SearchGroup, Branch> = {
  contacts: contactsOf('person'),
  organisations: contactsOf('organisation'),
  matters: (tenantId, terms, limit) => sql`
    select 'matters'::text as grp, m.id, m.number || ' – ' || m.title as title, m.authority_case_number as subtitle, null::text as text,
      ${rankOf(matchesText(v.matters, terms), t.matters, v.matters, terms)} as rank
    from matters m
    where m.tenant_id = ${tenantId} and (${matchesText(v.matters, terms)} or ${matchesCompound(t.matters, terms)})
    order by rank desc, m.number desc limit ${limit}`,
  // A document matches by its title, file name or tags, or by the text of its current version,
  // each through its own index; its rank compares the query with the title only (the text's
  // vector is never computed), and the excerpt is cut for the shown hits only.
  documents: (tenantId, terms, limit) => sql`
    select 'documents'::text as grp, d.id, d.title, coalesce(m.number, nullif(d.folder, '')) as subtitle,
      ${excerptOf(sql`cv.extracted_text`, terms)} as text, ranked.rank
    from (
      select d.id, d.updated_at,
        (max(hits.tier) + 0.89 * public.strict_word_similarity(${terms.phrase}::text, ${t.documents})
          + 0.1 * ts_rank(${v.documents}, public.vi_search_query(${terms.tsquery}), 32))::float8 as rank
      from (
        select d.id, 2 as tier from documents d where d.tenant_id = ${tenantId} and ${matchesText(v.documents, terms)}
        union all
        select d.id, 2 from document_versions dv join documents d on d.current_version_id = dv.id
        where dv.tenant_id = ${tenantId} and ${matchesText(v.documentVersions, terms)}
        union all
        select d.id, 1 from documents d where d.tenant_id = ${tenantId} and ${matchesCompound(t.documents, terms)}
        union all
        select d.id, 1 from document_versions dv join documents d on d.current_version_id = dv.id
        where dv.tenant_id = ${tenantId} and ${matchesCompound(t.documentVersions, terms)}
      ) hits
      join documents d on d.id = hits.id
      where d.deleted_at is null
      group by d.id
      order by rank desc, d.updated_at desc limit ${limit}
    ) ranked
    join documents d on d.id = ranked.id
    left join document_versions cv on cv.id = d.current_version_id
    left join matters m on m.id = d.matter_id
    order by ranked.rank desc, ranked.updated_at desc`,
  articles: (tenantId, terms, limit) => sql`
    select 'articles'::text as grp, a.id, a.title, a.category as subtitle, ${excerptOf(sql`a.body`, terms)} as text, ranked.rank
    from (
      select a.id, a.updated_at,
        ${rankOf(matchesText(v.kbArticles, terms), sql.raw("public.vi_search_text(a.title || ' ' || public.vi_search_tags(a.tags))"), sql.raw("public.vi_search_vector(a.title || ' ' || public.vi_search_tags(a.tags))"), terms)} as rank
      from kb_articles a
      where a.tenant_id = ${tenantId} and (${matchesText(v.kbArticles, terms)} or ${matchesCompound(t.kbArticles, terms)})
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

/** The stems the database makes of each word (Hungarian snowball; none for a stop word). */
async function stemsOf(tx: TenantTx, words: readonly string[]): Promise<string[][]> {
  const rows = resultRows<{ stems: string[] | null }>(
    await tx.execute(sql`select tsvector_to_array(public.vi_search_vector(w)) as stems from unnest(string_to_array(${words.join(' ')}, ' ')) with ordinality as u(w, n) order by n`),
  );
  return words.map((_, i) => rows[i]?.stems ?? []);
}

export interface SearchResult {
  groups: { group: SearchGroup; items: SearchHit[] }[];
}

export async function searchRecords(tx: TenantTx, tenantId: string, query: string, groups: readonly SearchGroup[], limit: number): Promise<SearchResult> {
  const words = queryWords(query);
  if (!words.length || !groups.length) return { groups: [] };
  const stems = await stemsOf(tx, words);
  const terms: Terms = { tsquery: prefixTsQuery(words), patterns: compoundPatterns(words, stems), phrase: words.join(' ') };
  const statement = sql.join(
    groups.map((group) => sql`(${branches[group](tenantId, terms, limit)})`),
    sql` union all `,
  );
  const rows = resultRows<Row>(await tx.execute(statement));
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
