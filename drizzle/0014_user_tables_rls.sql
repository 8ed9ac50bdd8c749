-- Issue 11 finding 6 (decision 0077): a tamper-proof request context, row-level security on the
-- user tables, and FORCE ROW LEVEL SECURITY so a non-superuser owner is bound inside requests.
--
-- The tenant and user of a request transaction live in vi_private.request_context, one row per
-- backend, valid only for the transaction id that wrote it. vi_app has no USAGE on vi_private, so
-- SQL running as vi_app can neither write the context nor call enter_request; a changed
-- app.tenant_id setting is read by no policy. Unlogged: the context never outlives the server.
CREATE SCHEMA IF NOT EXISTS vi_private;
--> statement-breakpoint
REVOKE ALL ON SCHEMA vi_private FROM PUBLIC;
--> statement-breakpoint
CREATE UNLOGGED TABLE vi_private.request_context (
	backend_pid integer PRIMARY KEY,
	xact_id xid8 NOT NULL,
	tenant_id text NOT NULL,
	user_id text,
	entered_at timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Called by the owner at the start of every request transaction (db/tenant-scope.ts): records the
-- context once per transaction (a different second one is refused) and drops the role to vi_app.
CREATE FUNCTION vi_private.enter_request(p_tenant_id text, p_user_id text) RETURNS void
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
	existing vi_private.request_context;
BEGIN
	IF coalesce(p_tenant_id, '') = '' THEN
		RAISE EXCEPTION 'enter_request needs a tenant id';
	END IF;
	SELECT * INTO existing FROM vi_private.request_context
		WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned();
	IF FOUND AND (existing.tenant_id, existing.user_id) IS DISTINCT FROM (p_tenant_id, nullif(p_user_id, '')) THEN
		RAISE EXCEPTION 'request context already set for this transaction';
	END IF;
	INSERT INTO vi_private.request_context AS c (backend_pid, xact_id, tenant_id, user_id, entered_at)
		VALUES (pg_backend_pid(), pg_current_xact_id(), p_tenant_id, nullif(p_user_id, ''), now())
		ON CONFLICT (backend_pid) DO UPDATE
		SET xact_id = excluded.xact_id, tenant_id = excluded.tenant_id, user_id = excluded.user_id, entered_at = excluded.entered_at;
	-- Rows of backends that ended are harmless (their transaction ids never recur); trim them now and then.
	IF random() < 0.001 THEN
		DELETE FROM vi_private.request_context WHERE entered_at < now() - interval '1 day';
	END IF;
	PERFORM set_config('role', 'vi_app', true);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vi_private.enter_request(text, text) FROM PUBLIC;
--> statement-breakpoint
-- What the policies read: NULL outside a request transaction. Security definer, so vi_app needs
-- no access to vi_private; fixed search_path against search-path tricks.
CREATE FUNCTION public.vi_request_tenant() RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
	SELECT tenant_id FROM vi_private.request_context
	WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned()
$$;
--> statement-breakpoint
CREATE FUNCTION public.vi_request_user() RETURNS text
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
	SELECT user_id FROM vi_private.request_context
	WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned()
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_request_tenant(), public.vi_request_user() FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_request_tenant(), public.vi_request_user() TO vi_app;
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "legal_acceptances" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "users_firm_members_read" ON "users" AS PERMISSIVE FOR SELECT TO "vi_app" USING (id = (select vi_request_user()) or id in (select m.user_id from members m where m.tenant_id = (select vi_request_tenant())));--> statement-breakpoint
CREATE POLICY "users_own_row_insert" ON "users" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "users_own_row_update" ON "users" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (id = (select vi_request_user())) WITH CHECK (id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "users_own_row_delete" ON "users" AS PERMISSIVE FOR DELETE TO "vi_app" USING (id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "users_owner_outside_requests" ON "users" AS PERMISSIVE FOR ALL TO public USING (current_user <> 'vi_app' and (select vi_request_tenant()) is null) WITH CHECK (current_user <> 'vi_app' and (select vi_request_tenant()) is null);--> statement-breakpoint
CREATE POLICY "user_profiles_firm_members_read" ON "user_profiles" AS PERMISSIVE FOR SELECT TO "vi_app" USING (user_id = (select vi_request_user()) or user_id in (select m.user_id from members m where m.tenant_id = (select vi_request_tenant())));--> statement-breakpoint
CREATE POLICY "user_profiles_own_row_insert" ON "user_profiles" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_profiles_own_row_update" ON "user_profiles" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (user_id = (select vi_request_user())) WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_profiles_own_row_delete" ON "user_profiles" AS PERMISSIVE FOR DELETE TO "vi_app" USING (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_profiles_owner_outside_requests" ON "user_profiles" AS PERMISSIVE FOR ALL TO public USING (current_user <> 'vi_app' and (select vi_request_tenant()) is null) WITH CHECK (current_user <> 'vi_app' and (select vi_request_tenant()) is null);--> statement-breakpoint
CREATE POLICY "legal_acceptances_firm_members_read" ON "legal_acceptances" AS PERMISSIVE FOR SELECT TO "vi_app" USING (user_id = (select vi_request_user()) or user_id in (select m.user_id from members m where m.tenant_id = (select vi_request_tenant())));--> statement-breakpoint
CREATE POLICY "legal_acceptances_own_row_insert" ON "legal_acceptances" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "legal_acceptances_own_row_update" ON "legal_acceptances" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (user_id = (select vi_request_user())) WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "legal_acceptances_own_row_delete" ON "legal_acceptances" AS PERMISSIVE FOR DELETE TO "vi_app" USING (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "legal_acceptances_owner_outside_requests" ON "legal_acceptances" AS PERMISSIVE FOR ALL TO public USING (current_user <> 'vi_app' and (select vi_request_tenant()) is null) WITH CHECK (current_user <> 'vi_app' and (select vi_request_tenant()) is null);--> statement-breakpoint
CREATE POLICY "user_settings_firm_members_read" ON "user_settings" AS PERMISSIVE FOR SELECT TO "vi_app" USING (user_id = (select vi_request_user()) or user_id in (select m.user_id from members m where m.tenant_id = (select vi_request_tenant())));--> statement-breakpoint
CREATE POLICY "user_settings_own_row_insert" ON "user_settings" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_settings_own_row_update" ON "user_settings" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (user_id = (select vi_request_user())) WITH CHECK (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_settings_own_row_delete" ON "user_settings" AS PERMISSIVE FOR DELETE TO "vi_app" USING (user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "user_settings_owner_outside_requests" ON "user_settings" AS PERMISSIVE FOR ALL TO public USING (current_user <> 'vi_app' and (select vi_request_tenant()) is null) WITH CHECK (current_user <> 'vi_app' and (select vi_request_tenant()) is null);--> statement-breakpoint
ALTER POLICY "invitations_tenant_isolation" ON "invitations" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "members_tenant_isolation" ON "members" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "tenants_tenant_isolation" ON "tenants" TO vi_app USING (id = (select vi_request_tenant())) WITH CHECK (id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "contacts_tenant_isolation" ON "contacts" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "audit_log_tenant_isolation" ON "audit_log" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "notifications_tenant_isolation" ON "notifications" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "plan_changes_tenant_isolation" ON "plan_changes" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "proformas_tenant_isolation" ON "proformas" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "subscriptions_tenant_isolation" ON "subscriptions" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "usage_events_tenant_isolation" ON "usage_events" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "usage_tracking_tenant_isolation" ON "usage_tracking" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "credit_accounts_tenant_isolation" ON "credit_accounts" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "credit_ledger_tenant_isolation" ON "credit_ledger" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "credit_purchases_tenant_isolation" ON "credit_purchases" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
ALTER POLICY "join_requests_tenant_isolation" ON "join_requests" TO vi_app USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));
--> statement-breakpoint
-- Policies bind the owner too (FORCE): outside request transactions it keeps full access
-- (better-auth, registration, platform admin); inside one it sees what vi_app sees, so an
-- injection that resets the role gains nothing on these tables. Superusers bypass RLS always:
-- production must not migrate or run as one (docs/security.md, database roles).
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_profiles" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "user_settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "legal_acceptances" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
-- A request may rename itself (name and its parts) or change its picture, never its e-mail,
-- verification, platform role, ban or 2FA flag, and never create or remove a user: better-auth does that as the owner.
REVOKE INSERT, UPDATE, DELETE ON TABLE users FROM vi_app;
--> statement-breakpoint
GRANT UPDATE (name, family_name, given_name, image, updated_at) ON TABLE users TO vi_app;
