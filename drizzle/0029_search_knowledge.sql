CREATE TABLE "kb_article_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"article_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"edited_by" text,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_article_revisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "kb_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"category" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text DEFAULT 'internal' NOT NULL,
	"author_id" text,
	"updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kb_articles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "kb_article_revisions" ADD CONSTRAINT "kb_article_revisions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_revisions" ADD CONSTRAINT "kb_article_revisions_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_article_revisions" ADD CONSTRAINT "kb_article_revisions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kb_articles" ADD CONSTRAINT "kb_articles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kb_article_revisions_number_uq" ON "kb_article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE INDEX "kb_articles_tenant_updated_idx" ON "kb_articles" USING btree ("tenant_id","updated_at");--> statement-breakpoint
CREATE POLICY "kb_article_revisions_tenant_isolation" ON "kb_article_revisions" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "kb_articles_tenant_isolation" ON "kb_articles" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issues 14/15 search, decision 0136): keep this block when regenerating the migration number.
-- Accent-folded Hungarian full text without the unaccent extension: the same translate()+lower()
-- fold as contacts.search_key (letters from shared/contacts/search-key.ts), then the built-in
-- 'hungarian' snowball configuration (stems "szerzodesben" → "szerzodes"), behind GIN expression
-- indexes. Immutable SQL functions without SET options, so the planner inlines them and the
-- queries' expressions (server/modules/search/search-vectors.ts) match the indexes.
CREATE FUNCTION public.vi_search_fold(p text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT pg_catalog.lower(pg_catalog.translate(p, 'ÁÀÂÄÃÅĀĂĄÉÈÊËĚĒĘÍÌÎÏĪÓÒÔÖÕŐØŌÚÙÛÜŰŮŪÝŸČĆÇĎĐĽĹŁŇŃŘŔŠŚŞŤŢŽŹŻáàâäãåāăąéèêëěēęíìîïīóòôöõőøōúùûüűůūýÿčćçďđľĺłňńřŕšśşťţžźż', 'AAAAAAAAAEEEEEEEIIIIIOOOOOOOOUUUUUUUYYCCCDDLLLNNRRSSSTTZZZaaaaaaaaaeeeeeeeiiiiioooooooouuuuuuuyycccddlllnnrrsssttzzz')) $$;
--> statement-breakpoint
CREATE FUNCTION public.vi_search_vector(p text) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT pg_catalog.to_tsvector('pg_catalog.hungarian'::pg_catalog.regconfig, public.vi_search_fold(pg_catalog.left(coalesce(p, ''), 400000))) $$;
--> statement-breakpoint
CREATE FUNCTION public.vi_search_query(p text) RETURNS tsquery
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT pg_catalog.to_tsquery('pg_catalog.hungarian'::pg_catalog.regconfig, p) $$;
--> statement-breakpoint
-- array_to_string is only STABLE (any element type); for text[] it is immutable.
CREATE FUNCTION public.vi_search_tags(p text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT pg_catalog.array_to_string(p, ' ') $$;
--> statement-breakpoint
CREATE INDEX "contacts_search_fts" ON "contacts" USING gin (public.vi_search_vector(name || ' ' || coalesce(email, '') || ' ' || coalesce(company, '')));
--> statement-breakpoint
CREATE INDEX "matters_search_fts" ON "matters" USING gin (public.vi_search_vector(number || ' ' || title || ' ' || coalesce(authority_case_number, '')));
--> statement-breakpoint
CREATE INDEX "documents_search_fts" ON "documents" USING gin (public.vi_search_vector(title || ' ' || file_name || ' ' || public.vi_search_tags(tags)));
--> statement-breakpoint
CREATE INDEX "document_versions_search_fts" ON "document_versions" USING gin (public.vi_search_vector(extracted_text));
--> statement-breakpoint
CREATE INDEX "kb_articles_search_fts" ON "kb_articles" USING gin (public.vi_search_vector(title || ' ' || public.vi_search_tags(tags) || ' ' || body));
-- <<< end of hand-written block
