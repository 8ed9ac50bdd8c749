-- >>> hand-written (issue 39 point 5, issue 40 point 1, decisions 0315–0316): compound words in the search.
-- Hungarian writes compounds as one word ("munkaszerződés", "lakásbérlet"), so the stemmed
-- full-text search, which matches whole words and their beginnings, misses "szerződés" inside
-- them. pg_trgm indexes the same folded text by its trigrams; the search asks for the query's
-- stems as substrings (LIKE '%szerzodes%'), ranks such hits below whole-word hits, and orders
-- within a tier by strict_word_similarity. pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner creates it without superuser rights; PGlite loads its bundle
-- (db/client.ts PGLITE_EXTENSIONS). The index expressions live once in
-- server/modules/search/search-vectors.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The searched text as the trigram indexes hold it: the search fold of its first 400 000
-- characters (the full-text vectors cover the same part). Immutable SQL without SET options, so
-- the planner inlines it and matches the indexes, like vi_search_vector.
CREATE FUNCTION public.vi_search_text(p text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT public.vi_search_fold(pg_catalog.left(coalesce(p, ''), 400000)) $$;
--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin (public.vi_search_text(name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "matters_search_trgm" ON "matters" USING gin (public.vi_search_text(number || ' ' || title || ' ' || coalesce(authority_case_number, '')) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin (public.vi_search_text(title || ' ' || file_name || ' ' || public.vi_search_tags(tags)) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "document_versions_search_trgm" ON "document_versions" USING gin (public.vi_search_text(extracted_text) public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "kb_articles_search_trgm" ON "kb_articles" USING gin (public.vi_search_text(title || ' ' || public.vi_search_tags(tags) || ' ' || body) public.gin_trgm_ops);
-- <<< end of hand-written block
