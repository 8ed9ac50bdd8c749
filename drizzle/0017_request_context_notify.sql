-- Issue 20 (decision 0200): every change that can revoke or alter a cached request context
-- (session sign-out/revocation/tenant switch, user ban/platform role/name, password change,
-- membership or role change, tenant suspension/rename/deletion) announces itself on the
-- `vi_bus` channel. NOTIFY is transactional: listeners hear it only when the change commits, and
-- every writer is covered – our routes, better-auth's own endpoints and plain SQL alike.
-- The payload is the invalidation bus's message: {"t": topic, "k": key} (src/server/lib/invalidation-bus.ts).
CREATE FUNCTION vi_private.notify_request_context() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
	row_data record;
	key text;
BEGIN
	IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
	-- Separate branches: a record's fields are resolved when the statement runs.
	IF TG_TABLE_NAME = 'sessions' THEN
		key := 'session:' || row_data.id;
	ELSIF TG_TABLE_NAME = 'tenants' THEN
		key := 'tenant:' || row_data.id;
	ELSIF TG_TABLE_NAME = 'users' THEN
		key := 'user:' || row_data.id;
	ELSE
		key := 'user:' || row_data.user_id;
	END IF;
	PERFORM pg_notify('vi_bus', json_build_object('t', 'request-context', 'k', key)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_request_context AFTER UPDATE OR DELETE ON sessions
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_request_context();
--> statement-breakpoint
CREATE TRIGGER users_notify_request_context AFTER UPDATE OR DELETE ON users
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_request_context();
--> statement-breakpoint
CREATE TRIGGER accounts_notify_request_context AFTER UPDATE OR DELETE ON accounts
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_request_context();
--> statement-breakpoint
CREATE TRIGGER members_notify_request_context AFTER INSERT OR UPDATE OR DELETE ON members
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_request_context();
--> statement-breakpoint
CREATE TRIGGER tenants_notify_request_context AFTER UPDATE OR DELETE ON tenants
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_request_context();
