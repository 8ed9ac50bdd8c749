CREATE TABLE "document_storage_usage" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"used_bytes" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_storage_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_storage_usage" ADD CONSTRAINT "document_storage_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "document_storage_usage_tenant_isolation" ON "document_storage_usage" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issue 40.3, decision 0441): keep this block when regenerating the migration number.
-- The firm's stored bytes, each file (storage key) once however many versions share it – what the
-- upload's plan check summed over every version before. Statement triggers with transition tables,
-- so a statement adding or removing several versions of one file counts it once. Each firm's row is
-- locked before its versions are looked at: of two transactions adding the first versions of the
-- same file, the second waits for the first's commit and then sees its row (READ COMMITTED: each
-- statement of the function takes a fresh snapshot). Security definer: versions of a confidential
-- matter the request's user cannot see still hold their file. Versions are never rewritten (their
-- storage key and size stay), so there is no update trigger.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE document_storage_usage FROM vi_app;
--> statement-breakpoint
CREATE FUNCTION public.vi_document_storage_added() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	f record;
BEGIN
	FOR f IN SELECT a.tenant_id, a.storage_key, max(a.size_bytes) AS size_bytes FROM added a GROUP BY 1, 2 ORDER BY 1, 2 LOOP
		INSERT INTO document_storage_usage AS u (tenant_id, used_bytes) VALUES (f.tenant_id, 0)
			ON CONFLICT (tenant_id) DO UPDATE SET used_bytes = u.used_bytes;
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
--> statement-breakpoint
CREATE FUNCTION public.vi_document_storage_removed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	f record;
BEGIN
	FOR f IN SELECT g.tenant_id, g.storage_key, max(g.size_bytes) AS size_bytes FROM gone g GROUP BY 1, 2 ORDER BY 1, 2 LOOP
		-- No row: the firm itself is being deleted (cascade) – nothing to keep count of.
		PERFORM 1 FROM document_storage_usage WHERE tenant_id = f.tenant_id FOR UPDATE;
		IF FOUND AND NOT EXISTS (SELECT 1 FROM document_versions v WHERE v.tenant_id = f.tenant_id AND v.storage_key = f.storage_key) THEN
			UPDATE document_storage_usage SET used_bytes = used_bytes - f.size_bytes WHERE tenant_id = f.tenant_id;
		END IF;
	END LOOP;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fired as triggers only (firing checks no EXECUTE privilege): nobody calls them.
REVOKE ALL ON FUNCTION public.vi_document_storage_added(), public.vi_document_storage_removed() FROM PUBLIC;
--> statement-breakpoint
CREATE TRIGGER document_versions_storage_added AFTER INSERT ON public.document_versions REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION public.vi_document_storage_added();
--> statement-breakpoint
CREATE TRIGGER document_versions_storage_removed AFTER DELETE ON public.document_versions REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION public.vi_document_storage_removed();
--> statement-breakpoint
INSERT INTO document_storage_usage (tenant_id, used_bytes)
	SELECT k.tenant_id, sum(k.size_bytes) FROM (SELECT tenant_id, storage_key, max(size_bytes) AS size_bytes FROM document_versions GROUP BY 1, 2) k GROUP BY 1;
--> statement-breakpoint
-- <<< end of hand-written block
