-- Issue 40.3 (decision 0451): the upload reads its plan's limits (the largest file, the storage) from
-- a per-process cache of the firm's plan, like the installed modules (0021): any change of a firm's
-- subscriptions – a plan change, a cancellation, the admin's or a migration's – announces the firm on
-- the invalidation bus.
CREATE OR REPLACE FUNCTION vi_private.notify_firm_plan() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, pg_temp AS $$
DECLARE
	row_data record;
BEGIN
	IF TG_OP = 'DELETE' THEN row_data := OLD; ELSE row_data := NEW; END IF;
	PERFORM pg_notify('vi_bus', json_build_object('t', 'firm-plan', 'k', row_data.tenant_id)::text);
	IF TG_OP = 'UPDATE' AND OLD.tenant_id IS DISTINCT FROM NEW.tenant_id THEN
		PERFORM pg_notify('vi_bus', json_build_object('t', 'firm-plan', 'k', OLD.tenant_id)::text);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER subscriptions_notify_firm_plan AFTER INSERT OR UPDATE OR DELETE ON subscriptions
	FOR EACH ROW EXECUTE FUNCTION vi_private.notify_firm_plan();
--> statement-breakpoint
-- The upload writes a new document with its current version at once (decision 0451): the version is
-- written by the next statement of the same transaction, so the document's reference to it is checked
-- at the commit. (It was an UPDATE after the version's insert, which recomputed the document's search
-- columns and wrote the row a second time.) ON DELETE SET NULL still acts at once.
ALTER TABLE "documents" ALTER CONSTRAINT "documents_current_version_id_document_versions_id_fk" DEFERRABLE INITIALLY DEFERRED;
