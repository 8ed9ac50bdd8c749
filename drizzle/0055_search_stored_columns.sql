-- >>> hand-written (issue 40 point 1, decision 0316): the searched vector and folded text stored.
-- Computing to_tsvector and the fold at query time cost the search most of its time on PGlite
-- (PostgreSQL in WebAssembly: every candidate row's text stemmed and folded again for the filter,
-- the tier and the rank). Stored generated columns keep both per row, written when the row is;
-- the full-text and trigram GIN indexes of migrations 0029 and 0054 move onto them under the same
-- names. The expressions are unchanged; server/modules/search/search-vectors.ts names the columns.
-- The columns are not in the Drizzle schema: the app never writes or selects them as such.
DROP INDEX IF EXISTS "contacts_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "contacts_search_trgm";
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vi_search_vector(name || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) STORED;
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.vi_search_text(name || ' ' || coalesce(email, '') || ' ' || coalesce(company, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "contacts_search_fts" ON "contacts" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "contacts_search_trgm" ON "contacts" USING gin ("search_text" public.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "matters_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "matters_search_trgm";
--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vi_search_vector(number || ' ' || title || ' ' || coalesce(authority_case_number, ''))) STORED;
--> statement-breakpoint
ALTER TABLE "matters" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.vi_search_text(number || ' ' || title || ' ' || coalesce(authority_case_number, ''))) STORED;
--> statement-breakpoint
CREATE INDEX "matters_search_fts" ON "matters" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "matters_search_trgm" ON "matters" USING gin ("search_text" public.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "documents_search_trgm";
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vi_search_vector(title || ' ' || file_name || ' ' || public.vi_search_tags(tags))) STORED;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.vi_search_text(title || ' ' || file_name || ' ' || public.vi_search_tags(tags))) STORED;
--> statement-breakpoint
CREATE INDEX "documents_search_fts" ON "documents" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "documents_search_trgm" ON "documents" USING gin ("search_text" public.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "document_versions_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "document_versions_search_trgm";
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vi_search_vector(extracted_text)) STORED;
--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.vi_search_text(extracted_text)) STORED;
--> statement-breakpoint
CREATE INDEX "document_versions_search_fts" ON "document_versions" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "document_versions_search_trgm" ON "document_versions" USING gin ("search_text" public.gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "kb_articles_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "kb_articles_search_trgm";
--> statement-breakpoint
ALTER TABLE "kb_articles" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (public.vi_search_vector(title || ' ' || public.vi_search_tags(tags) || ' ' || body)) STORED;
--> statement-breakpoint
ALTER TABLE "kb_articles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (public.vi_search_text(title || ' ' || public.vi_search_tags(tags) || ' ' || body)) STORED;
--> statement-breakpoint
CREATE INDEX "kb_articles_search_fts" ON "kb_articles" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "kb_articles_search_trgm" ON "kb_articles" USING gin ("search_text" public.gin_trgm_ops);
-- <<< end of hand-written block
