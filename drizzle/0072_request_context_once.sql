-- Issue 40 (decision 0449): the customer's own contacts are worked out once per request
-- transaction, when enter_request records the context, instead of once per table a statement
-- reads. Every tenant table's restrictive customer_own policy asks `(select vi_portal_contacts())`;
-- the function looked up the member's roles and portal_users each time (about 0.15 ms and 14
-- buffer reads), so the top bar's search – nine table references – paid it nine times. Now the
-- function reads one column of the context row, like vi_request_tenant(). Within a transaction the
-- answer cannot change: the context itself is fixed for the transaction (enter_request refuses a
-- second, different one).
ALTER TABLE vi_private.request_context ADD COLUMN portal_contacts text[];
--> statement-breakpoint
-- What vi_portal_contacts() computed (migration 0056): NULL for staff (any role but customer) and
-- outside a request, else the customer's linked contacts ('{}' for none).
CREATE FUNCTION vi_private.portal_contacts_of(p_tenant_id text, p_user_id text) RETURNS text[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT CASE WHEN EXISTS (
		SELECT 1 FROM public.members m
		WHERE m.tenant_id = p_tenant_id AND m.user_id = p_user_id
		AND NOT EXISTS (SELECT 1 FROM unnest(string_to_array(m.role, ',')) r WHERE btrim(r) <> 'customer')
	) THEN coalesce((
		SELECT array_agg(p.contact_id ORDER BY p.contact_id) FROM public.portal_users p
		WHERE p.tenant_id = p_tenant_id AND p.user_id = p_user_id
	), '{}'::text[]) END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION vi_private.portal_contacts_of(text, text) FROM PUBLIC;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION vi_private.enter_request(p_tenant_id text, p_user_id text) RETURNS void
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
	INSERT INTO vi_private.request_context AS c (backend_pid, xact_id, tenant_id, user_id, entered_at, portal_contacts)
		VALUES (pg_backend_pid(), pg_current_xact_id(), p_tenant_id, nullif(p_user_id, ''), now(), vi_private.portal_contacts_of(p_tenant_id, nullif(p_user_id, '')))
		ON CONFLICT (backend_pid) DO UPDATE
		SET xact_id = excluded.xact_id, tenant_id = excluded.tenant_id, user_id = excluded.user_id, entered_at = excluded.entered_at, portal_contacts = excluded.portal_contacts;
	-- Rows of backends that ended are harmless (their transaction ids never recur); trim them now and then.
	IF random() < 0.001 THEN
		DELETE FROM vi_private.request_context WHERE entered_at < now() - interval '1 day';
	END IF;
	PERFORM set_config('role', 'vi_app', true);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_portal_contacts() RETURNS text[]
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT portal_contacts FROM vi_private.request_context
	WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned()
$$;
--> statement-breakpoint
-- The matter and document visibility checks the policies call per row read the context once each,
-- joined, instead of calling vi_request_tenant()/vi_request_user() – each a function call of its
-- own, never inlined (security definer) – up to five times per row. Same answers as migrations
-- 0020 and 0027.
CREATE OR REPLACE FUNCTION public.vi_matter_team_member(p_matter_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.matter_team t ON t.matter_id = p_matter_id AND t.user_id = c.user_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
	)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_matter_visible(p_matter_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.matters m ON m.id = p_matter_id AND m.tenant_id = c.tenant_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
		AND (NOT m.confidential OR m.created_by = c.user_id OR m.responsible_lawyer_id = c.user_id
			OR EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = m.id AND t.user_id = c.user_id))
	)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_document_visible(p_document_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.documents d ON d.id = p_document_id AND d.tenant_id = c.tenant_id
		LEFT JOIN public.matters m ON m.id = d.matter_id AND m.tenant_id = c.tenant_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
		AND (d.matter_id IS NULL OR (m.id IS NOT NULL AND (NOT m.confidential OR m.created_by = c.user_id OR m.responsible_lawyer_id = c.user_id
			OR EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = m.id AND t.user_id = c.user_id))))
	)
$$;
