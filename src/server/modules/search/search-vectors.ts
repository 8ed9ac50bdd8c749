// The searched text of each table, written exactly as the expression indexes of the search
// migrations (GIN full-text: drizzle/0029_search_knowledge.sql, decision 0136; GIN trigram:
// drizzle/0054_search_trigrams.sql, decision 0315) so the planner uses them. Change one only
// together with its index.
import { sql, type SQL } from 'drizzle-orm';

const expressions = {
  contacts: `name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')`,
  matters: `number || ' ' || title || ' ' || coalesce(authority_case_number, '')`,
  documents: `title || ' ' || file_name || ' ' || public.vi_search_tags(tags)`,
  documentVersions: `extracted_text`,
  kbArticles: `title || ' ' || public.vi_search_tags(tags) || ' ' || body`,
};

type Searched = keyof typeof expressions;

const each = (wrap: (expression: string) => string) =>
  Object.fromEntries(Object.entries(expressions).map(([key, expression]) => [key, sql.raw(wrap(expression))])) as Record<Searched, SQL>;

/** The stemmed full-text vector (tsvector) of each table's searched text. */
export const searchVectors = each((e) => `public.vi_search_vector(${e})`);

/** The folded searched text as the trigram indexes hold it (LIKE '%stem%' finds compounds). */
export const searchTexts = each((e) => `public.vi_search_text(${e})`);
