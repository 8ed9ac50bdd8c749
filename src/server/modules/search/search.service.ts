// The search (decision 0136): one tsquery, accent-folded and stemmed by the database, run against
// each kind of record the caller may see. Every query runs inside withTenant with the user, so RLS
// keeps other firms' rows and confidential matters (and their documents) out; the explicit
// tenant conditions only help the planner. Which groups are searched at all (installed module,
// role permission) is decided by the route.
import { sql } from 'drizzle-orm';
import { markdownPlainText } from '@shared/knowledge/markdown-text';
import { prefixTsQuery, queryWords, snippet } from '@shared/search/normalise';
import type { SearchGroup, SearchHit } from '@shared/search/search.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { searchVectors as v } from './search-vectors';

/** Characters of a document's text read to cut its snippet (the index covers 400 000). */
const SNIPPET_SOURCE_CHARS = 200_000;

interface Row extends Record<string, unknown> {
  id: string;
  title: string;
  subtitle: string | null;
  text: string | null;
  rank: number;
}

type GroupSearch = (tx: TenantTx, tenantId: string, q: string, limit: number) => Promise<Row[]>;

const contactsOf = (kind: 'person' | 'organisation'): GroupSearch => async (tx, tenantId, q, limit) =>
  resultRows<Row>(
    await tx.execute(sql`
      select c.id, c.name as title, coalesce(c.email, c.company) as subtitle, null as text, ts_rank(${v.contacts}, query) as rank
      from contacts c, public.vi_search_query(${q}) query
      where c.tenant_id = ${tenantId} and c.kind = ${kind} and c.deleted_at is null and ${v.contacts} @@ query
      order by rank desc, c.name limit ${limit}`),
  );

const searches: Record<SearchGroup, GroupSearch> = {
  contacts: contactsOf('person'),
  organisations: contactsOf('organisation'),
  matters: async (tx, tenantId, q, limit) =>
    resultRows<Row>(
      await tx.execute(sql`
        select m.id, m.number || ' – ' || m.title as title, m.authority_case_number as subtitle, null as text, ts_rank(${v.matters}, query) as rank
        from matters m, public.vi_search_query(${q}) query
        where m.tenant_id = ${tenantId} and ${v.matters} @@ query
        order by rank desc, m.number desc limit ${limit}`),
    ),
  // A document matches by its title, file name or tags, or by the text of its current version.
  documents: async (tx, tenantId, q, limit) =>
    resultRows<Row>(
      await tx.execute(sql`
        with query as (select public.vi_search_query(${q}) as query),
        hits as (
          select d.id from documents d, query where d.tenant_id = ${tenantId} and ${v.documents} @@ query.query
          union
          select d.id from document_versions dv join documents d on d.current_version_id = dv.id, query
          where dv.tenant_id = ${tenantId} and ${sql.raw('public.vi_search_vector(dv.extracted_text)')} @@ query.query
        )
        select d.id, d.title, coalesce(m.number, nullif(d.folder, '')) as subtitle,
          left(cv.extracted_text, ${SNIPPET_SOURCE_CHARS}) as text,
          2 * ts_rank(${sql.raw(`public.vi_search_vector(d.title || ' ' || d.file_name || ' ' || public.vi_search_tags(d.tags))`)}, query.query)
            + ts_rank(${sql.raw('public.vi_search_vector(cv.extracted_text)')}, query.query) as rank
        from hits join documents d on d.id = hits.id
        left join document_versions cv on cv.id = d.current_version_id
        left join matters m on m.id = d.matter_id
        cross join query
        where d.deleted_at is null
        order by rank desc, d.updated_at desc limit ${limit}`),
    ),
  articles: async (tx, tenantId, q, limit) =>
    resultRows<Row>(
      await tx.execute(sql`
        select a.id, a.title, a.category as subtitle, left(a.body, ${SNIPPET_SOURCE_CHARS}) as text,
          ts_rank(${v.kbArticles}, query) + case when ${sql.raw('public.vi_search_vector(a.title)')} @@ query then 1 else 0 end as rank
        from kb_articles a, public.vi_search_query(${q}) query
        where a.tenant_id = ${tenantId} and ${v.kbArticles} @@ query
        order by rank desc, a.updated_at desc limit ${limit}`),
    ),
};

const hrefOf: Record<SearchGroup, (id: string) => string> = {
  contacts: (id) => `/app/contacts/${id}`,
  organisations: (id) => `/app/contacts/${id}`,
  matters: (id) => `/app/matters/${id}`,
  documents: (id) => `/app/documents/${id}`,
  articles: (id) => `/app/kb/${id}`,
};

/** The stems the database made of the words (for marking hits in snippets); the words when none. */
async function stemsOf(tx: TenantTx, words: readonly string[]): Promise<string[]> {
  const [row] = resultRows<{ stems: string[] | null }>(await tx.execute(sql`select tsvector_to_array(public.vi_search_vector(${words.join(' ')})) as stems`));
  const stems = row?.stems ?? [];
  return stems.length ? stems : [...words];
}

export interface SearchResult {
  groups: { group: SearchGroup; items: SearchHit[] }[];
}

export async function searchRecords(tx: TenantTx, tenantId: string, query: string, groups: readonly SearchGroup[], limit: number): Promise<SearchResult> {
  const words = queryWords(query);
  if (!words.length || !groups.length) return { groups: [] };
  const q = prefixTsQuery(words);
  const stems = await stemsOf(tx, words);
  const out: SearchResult['groups'] = [];
  for (const group of groups) {
    const rows = await searches[group](tx, tenantId, q, limit);
    if (!rows.length) continue;
    out.push({
      group,
      items: rows.map((r) => ({
        id: r.id,
        group,
        title: r.title,
        subtitle: r.subtitle ?? null,
        snippet: r.text ? snippet(group === 'articles' ? markdownPlainText(r.text) : r.text, stems) : [],
        href: hrefOf[group](r.id),
        rank: Number(r.rank),
      })),
    });
  }
  return { groups: out };
}
