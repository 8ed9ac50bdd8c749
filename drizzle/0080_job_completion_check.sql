-- >>> hand-written (issue 40.3, decision 0504): keep this block when regenerating the migration number.
-- A job's last statements and its completion sent together (TenantJobContext.commitStatements): one
-- call into PGlite, one round trip on PostgreSQL, instead of a transaction of several. The completion
-- must still undo the job's writes when the claim is gone (another worker took the job after its
-- lease ended): the statement that marks the job done passes whether it found its claim to this
-- function, which raises VI002 when it did not, so the whole transaction rolls back
-- (db/pg-errors.ts isJobNotHeld, mapped to LeaseLostError). Plain (not SECURITY DEFINER): it reads
-- nothing.
CREATE FUNCTION public.vi_assert_job_held(held boolean) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE SET search_path = pg_catalog, pg_temp AS $$
BEGIN
	IF held IS NOT TRUE THEN
		RAISE EXCEPTION 'the job is no longer held by this worker' USING ERRCODE = 'VI002';
	END IF;
	RETURN true;
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_assert_job_held(boolean) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_assert_job_held(boolean) TO vi_app;
-- <<< end of hand-written block
