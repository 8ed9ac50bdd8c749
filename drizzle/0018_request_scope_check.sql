-- Issue 20 (decision 0201): the end-of-request check of decision 0077 as a function that raises,
-- so that on PostgreSQL it travels in one message with COMMIT (`select vi_assert_request(…);
-- commit`): when the transaction left vi_app or its tenant, the error aborts it and the COMMIT of
-- the same message is never run. Raises SQLSTATE VI001 (db/tenant-scope.ts maps it to
-- TenantScopeBrokenError).
CREATE FUNCTION public.vi_assert_request(p_tenant_id text) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
BEGIN
	IF current_user <> 'vi_app' OR public.vi_request_tenant() IS DISTINCT FROM p_tenant_id THEN
		RAISE EXCEPTION 'request transaction left the vi_app role or its tenant' USING ERRCODE = 'VI001';
	END IF;
END $$;
