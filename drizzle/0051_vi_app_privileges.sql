-- >>> hand-written (issue 34 finding 7, decision 0301): what the request role vi_app may change.
-- Default privileges give vi_app SELECT, INSERT, UPDATE, DELETE on every new public table; this
-- narrows the platform's and the billing's tables, whose rows no tenant request may rewrite.
-- src/server/db/vi-app-privileges.test.ts compares every table's grants with the reviewed list.
--
-- Platform tables: read-only for requests (the platform admin's code runs as the owner).
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE module_catalog, module_tenant_visibility, hu_calendar_entries, hu_work_schedule_decrees FROM vi_app;
--> statement-breakpoint
-- Billing state: read-only for requests. Plan changes and credit purchases run in owner
-- transactions; a paid module's pro-forma (issued inside the install's request transaction) and a
-- credit spend (inside the metered action's) go through the two functions below.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE proformas, plan_changes, subscriptions, credit_purchases, credit_accounts, credit_ledger FROM vi_app;
--> statement-breakpoint
REVOKE ALL ON TABLE proforma_counters FROM vi_app;
--> statement-breakpoint
-- The audit trails are the owner's: a request may add to them, never rewrite or remove a row.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE audit_log, ai_audit_log FROM vi_app;
--> statement-breakpoint
-- The firm row: read, and renamed by its admin (company settings); never created, removed or
-- (un)suspended by a request.
REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE tenants FROM vi_app;
--> statement-breakpoint
GRANT UPDATE (name) ON TABLE tenants TO vi_app;
--> statement-breakpoint
-- Issues a pro-forma of the request's firm: the yearly number from the counter, the row – nothing
-- else. Called by the owner too (outside requests, for any firm).
CREATE FUNCTION public.vi_issue_proforma(p_tenant text, p_kind text, p_description text, p_net integer, p_vat integer, p_gross integer, p_issued_at timestamptz, p_due_at timestamptz)
RETURNS text LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	v_year integer := extract(year FROM p_issued_at AT TIME ZONE 'UTC')::integer;
	v_last integer;
	v_id text := gen_random_uuid()::text;
BEGIN
	IF public.vi_request_tenant() IS NOT NULL AND p_tenant IS DISTINCT FROM public.vi_request_tenant() THEN
		RAISE EXCEPTION 'pro-forma of another firm' USING ERRCODE = '42501';
	END IF;
	INSERT INTO public.proforma_counters AS c (year, last) VALUES (v_year, 1)
		ON CONFLICT (year) DO UPDATE SET last = c.last + 1 RETURNING c.last INTO v_last;
	INSERT INTO public.proformas (id, tenant_id, number, kind, description, net_huf, vat_huf, gross_huf, issued_at, due_at)
		VALUES (v_id, p_tenant, 'DIJBEKERO-' || v_year || '-' || lpad(v_last::text, 6, '0'), p_kind, p_description, p_net, p_vat, p_gross, p_issued_at, p_due_at);
	RETURN v_id;
END
$$;
--> statement-breakpoint
-- Spends credits of the request's firm: lowers the balance only if it stays non-negative and
-- writes the ledger row; returns the new balance, or null when there is not enough.
CREATE FUNCTION public.vi_spend_credits(p_tenant text, p_amount integer, p_description text, p_reference text, p_user text)
RETURNS integer LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
DECLARE
	v_balance integer;
BEGIN
	IF public.vi_request_tenant() IS NOT NULL AND p_tenant IS DISTINCT FROM public.vi_request_tenant() THEN
		RAISE EXCEPTION 'credits of another firm' USING ERRCODE = '42501';
	END IF;
	IF p_amount IS NULL OR p_amount <= 0 THEN
		RAISE EXCEPTION 'credit spend must be positive' USING ERRCODE = '22023';
	END IF;
	UPDATE public.credit_accounts SET balance = balance - p_amount, updated_at = now()
		WHERE tenant_id = p_tenant AND balance >= p_amount RETURNING balance INTO v_balance;
	IF v_balance IS NULL THEN
		RETURN NULL;
	END IF;
	INSERT INTO public.credit_ledger (id, tenant_id, delta, balance_after, kind, description, reference, user_id)
		VALUES (gen_random_uuid()::text, p_tenant, -p_amount, v_balance, 'spend', p_description, p_reference, p_user);
	RETURN v_balance;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_issue_proforma(text, text, text, integer, integer, integer, timestamptz, timestamptz), public.vi_spend_credits(text, integer, text, text, text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_issue_proforma(text, text, text, integer, integer, integer, timestamptz, timestamptz), public.vi_spend_credits(text, integer, text, text, text) TO vi_app;
-- <<< end of hand-written block
