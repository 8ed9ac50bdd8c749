// The searched text of each table, stored per row (drizzle/0055_search_stored_columns.sql,
// decision 0316) as generated columns the search's GIN indexes cover:
//   search_vector = public.vi_search_vector(<text>)  full text, stemmed (decision 0136)
//   search_text   = public.vi_search_text(<text>)    folded, for LIKE '%stem%' by trigrams (decision 0315)
// with <text> per table as below. Change a text only in a migration that regenerates its columns.
import { sql, type SQL } from 'drizzle-orm';

/** The text each table's search columns are generated from (documentation and tests). */
export const searchedTexts = {
  contacts: `name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')`,
  matters: `number || ' ' || title || ' ' || coalesce(authority_case_number, '')`,
  documents: `title || ' ' || file_name || ' ' || public.vi_search_tags(tags)`,
  documentVersions: `extracted_text`,
  kbArticles: `title || ' ' || public.vi_search_tags(tags) || ' ' || body`,
} as const;

export type SearchedTable = keyof typeof searchedTexts;

/** The stored full-text vector of the row `alias` names. */
export const searchVector = (alias: string): SQL => sql.raw(`${alias}.search_vector`);

/** The stored folded text of the row `alias` names. */
export const searchText = (alias: string): SQL => sql.raw(`${alias}.search_text`);

// A document's row also carries its current version's two columns, copied by triggers when the
// version's text arrives or another version becomes current (migration 0077, decision 0454), so
// that a document matches by its text without a lookup of its version.

/** The current version's full-text vector on the document `alias` names (null: no text yet). */
export const versionSearchVector = (alias: string): SQL => sql.raw(`${alias}.version_search_vector`);

/** The current version's folded text on the document `alias` names (null: no text yet). */
export const versionSearchText = (alias: string): SQL => sql.raw(`${alias}.version_search_text`);
