-- Issue 40.3 (decision 0453): the upload's storage check read the firm's running total
-- (document_storage_usage, 0070) without a lock, so on PostgreSQL two uploads at once each saw the
-- total before the other and both passed on the last free bytes. This answers the total of the
-- request's firm with its row locked until the transaction ends – as the version triggers lock it –,
-- so a second upload waits for the first and is checked against the total it left. vi_app may not
-- write the table, hence a SECURITY DEFINER function; it touches only the request's own firm.
CREATE FUNCTION public.vi_document_storage_held() RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	firm text := public.vi_request_tenant();
	used bigint;
BEGIN
	IF firm IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO document_storage_usage AS u (tenant_id, used_bytes) VALUES (firm, 0)
		ON CONFLICT (tenant_id) DO UPDATE SET used_bytes = u.used_bytes
		RETURNING u.used_bytes INTO used;
	RETURN used;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_document_storage_held() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_document_storage_held() TO vi_app;
