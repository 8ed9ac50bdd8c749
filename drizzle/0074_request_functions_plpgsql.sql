-- Issue 40.1 (decision 0450): the request-context and visibility functions the RLS policies call
-- become PL/pgSQL with the same bodies and answers. A LANGUAGE sql function that cannot be inlined
-- (these are security definer with a fixed search_path, so never) has its body parsed and planned
-- again at every call site of every statement that runs it: each policy's
-- `(select vi_request_tenant())`, `(select vi_request_user())` and `(select vi_portal_contacts())`
-- init-plan – about thirty in the top-bar search – and each per-row check's first call. PL/pgSQL
-- keeps the plan of its query for the session (the pooled connection), so a call costs the
-- execution only. Same owner, security definer, search_path, volatility and grants (CREATE OR
-- REPLACE keeps the privileges); STABLE, so the queries still see the calling statement's snapshot.
CREATE OR REPLACE FUNCTION public.vi_request_tenant() RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
	RETURN (SELECT tenant_id FROM vi_private.request_context
		WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned());
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_request_user() RETURNS text
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp AS $$
BEGIN
	RETURN (SELECT user_id FROM vi_private.request_context
		WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned());
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_portal_contacts() RETURNS text[]
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	RETURN (SELECT portal_contacts FROM vi_private.request_context
		WHERE backend_pid = pg_backend_pid() AND xact_id = pg_current_xact_id_if_assigned());
END
$$;
--> statement-breakpoint
-- The per-row checks of migration 0072, same bodies.
CREATE OR REPLACE FUNCTION public.vi_matter_team_member(p_matter_id text) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	RETURN EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.matter_team t ON t.matter_id = p_matter_id AND t.user_id = c.user_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
	);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_matter_visible(p_matter_id text) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	RETURN EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.matters m ON m.id = p_matter_id AND m.tenant_id = c.tenant_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
		AND (NOT m.confidential OR m.created_by = c.user_id OR m.responsible_lawyer_id = c.user_id
			OR EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = m.id AND t.user_id = c.user_id))
	);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.vi_document_visible(p_document_id text) RETURNS boolean
LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	RETURN EXISTS (
		SELECT 1 FROM vi_private.request_context c
		JOIN public.documents d ON d.id = p_document_id AND d.tenant_id = c.tenant_id
		LEFT JOIN public.matters m ON m.id = d.matter_id AND m.tenant_id = c.tenant_id
		WHERE c.backend_pid = pg_backend_pid() AND c.xact_id = pg_current_xact_id_if_assigned()
		AND (d.matter_id IS NULL OR (m.id IS NOT NULL AND (NOT m.confidential OR m.created_by = c.user_id OR m.responsible_lawyer_id = c.user_id
			OR EXISTS (SELECT 1 FROM public.matter_team t WHERE t.matter_id = m.id AND t.user_id = c.user_id))))
	);
END
$$;
