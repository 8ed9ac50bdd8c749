-- >>> hand-written (issue 40.3, decision 0503): keep this block when regenerating the migration number.
-- Since 0077 the search matches a document through its copy of the current version's columns
-- (documents.version_search_vector/_text, with GIN indexes of their own); nothing filters
-- document_versions by its search columns any more (the snippet reads one version by its id). Its two
-- GIN indexes were still updated by every version's insert and by its extraction's text – on PGlite
-- a GIN insert of a whole document's words per upload, for indexes no query uses. The stored columns
-- stay: the documents' copy is taken from them.
DROP INDEX IF EXISTS "document_versions_search_fts";
--> statement-breakpoint
DROP INDEX IF EXISTS "document_versions_search_trgm";
--> statement-breakpoint
-- The firm's storage total locked without being rewritten (0076 used an upsert whose "do update"
-- wrote a new row version – a dead tuple per upload, which PGlite never vacuums). The row is
-- inserted only when missing (a firm's first upload); of two first uploads the second's insert does
-- nothing and its lock waits for the first's commit.
CREATE OR REPLACE FUNCTION public.vi_document_storage_held() RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	firm text := public.vi_request_tenant();
	used bigint;
BEGIN
	IF firm IS NULL THEN
		RETURN NULL;
	END IF;
	SELECT u.used_bytes INTO used FROM document_storage_usage u WHERE u.tenant_id = firm FOR UPDATE;
	IF NOT FOUND THEN
		INSERT INTO document_storage_usage (tenant_id, used_bytes) VALUES (firm, 0) ON CONFLICT (tenant_id) DO NOTHING;
		SELECT u.used_bytes INTO used FROM document_storage_usage u WHERE u.tenant_id = firm FOR UPDATE;
	END IF;
	RETURN used;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_document_storage_added() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	f record;
BEGIN
	FOR f IN SELECT a.tenant_id, a.storage_key, max(a.size_bytes) AS size_bytes FROM added a GROUP BY 1, 2 ORDER BY 1, 2 LOOP
		PERFORM 1 FROM document_storage_usage WHERE tenant_id = f.tenant_id FOR UPDATE;
		IF NOT FOUND THEN
			INSERT INTO document_storage_usage (tenant_id, used_bytes) VALUES (f.tenant_id, 0) ON CONFLICT (tenant_id) DO NOTHING;
			PERFORM 1 FROM document_storage_usage WHERE tenant_id = f.tenant_id FOR UPDATE;
		END IF;
		IF NOT EXISTS (
			SELECT 1 FROM document_versions v
			WHERE v.tenant_id = f.tenant_id AND v.storage_key = f.storage_key AND v.id NOT IN (SELECT a.id FROM added a)
		) THEN
			UPDATE document_storage_usage SET used_bytes = used_bytes + f.size_bytes WHERE tenant_id = f.tenant_id;
		END IF;
	END LOOP;
	RETURN NULL;
END
$$;
-- <<< end of hand-written block
