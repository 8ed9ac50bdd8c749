-- Issue 20 (decision 0200): a firm's installed modules (read by the module guard on every module
-- route, cached per process like the request context): an install, an uninstall or a deletion
-- announces the firm on the invalidation bus; the guard's own last-used stamp (an UPDATE of
-- last_used_at) does not. Idempotent: a database that ran an interim 0017 already holds these.
CREATE OR REPLACE FUNCTION vi_private.notify_installed_modules() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
	row_data record;
BEGIN
	IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
	PERFORM pg_notify('vi_bus', json_build_object('t', 'installed-modules', 'k', row_data.tenant_id)::text);
	RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS tenant_modules_notify_insert_delete ON tenant_modules;
--> statement-breakpoint
CREATE TRIGGER tenant_modules_notify_insert_delete AFTER INSERT OR DELETE ON tenant_modules
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_installed_modules();
--> statement-breakpoint
DROP TRIGGER IF EXISTS tenant_modules_notify_status ON tenant_modules;
--> statement-breakpoint
CREATE TRIGGER tenant_modules_notify_status AFTER UPDATE OF status ON tenant_modules
	FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION vi_private.notify_installed_modules();
