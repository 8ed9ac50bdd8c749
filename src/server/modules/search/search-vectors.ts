// The searched text of each table, written exactly as the GIN expression indexes of the search
// migration (drizzle/0029_search_knowledge.sql, decision 0136) so the planner uses them. Change
// one only together with its index.
import { sql, type SQL } from 'drizzle-orm';

const vector = (expression: string) => sql.raw(`public.vi_search_vector(${expression})`);

export const searchVectors = {
  contacts: vector(`name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')`),
  matters: vector(`number || ' ' || title || ' ' || coalesce(authority_case_number, '')`),
  documents: vector(`title || ' ' || file_name || ' ' || public.vi_search_tags(tags)`),
  documentVersions: vector(`extracted_text`),
  kbArticles: vector(`title || ' ' || public.vi_search_tags(tags) || ' ' || body`),
} satisfies Record<string, SQL>;
