-- >>> hand-written (issue 40.1, decision 0454): keep this block when regenerating the migration number.
-- The search matched a document by the text of its current version through a lookup of that version
-- for every document of the firm: the OR with the version's columns kept the documents' GIN indexes
-- out, and each lookup ran the version's row-level policy (vi_document_visible, a SECURITY DEFINER
-- call) – on PGlite the larger part of the search's time, and linear in the firm's documents. The
-- current version's stored search columns (0055) are now copied onto the document, behind GIN indexes
-- of their own, so every match condition is on the document's row. They are not in the Drizzle
-- schema (like search_vector and search_text): the app never writes or selects them as such.
ALTER TABLE "documents" ADD COLUMN "version_search_vector" tsvector;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version_search_text" text;
--> statement-breakpoint
UPDATE documents d SET version_search_vector = v.search_vector, version_search_text = v.search_text
	FROM document_versions v WHERE v.id = d.current_version_id AND v.extracted_text IS NOT NULL;
--> statement-breakpoint
-- Partial: a document whose version has no text yet (every upload, until its extraction job) adds
-- nothing to them; a match condition (a strict operator) implies the column is not null.
CREATE INDEX "documents_version_search_fts" ON "documents" USING gin ("version_search_vector") WHERE version_search_vector IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "documents_version_search_trgm" ON "documents" USING gin ("version_search_text" public.gin_trgm_ops) WHERE version_search_text IS NOT NULL;
--> statement-breakpoint
-- A document names another version as current (a new version, a restore): its columns follow. The
-- version is the document's own (document_id), read with the updater's rights.
CREATE FUNCTION public.vi_document_current_version_search() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	SELECT v.search_vector, v.search_text INTO NEW.version_search_vector, NEW.version_search_text
		FROM document_versions v WHERE v.id = NEW.current_version_id AND v.document_id = NEW.id AND v.extracted_text IS NOT NULL;
	IF NOT FOUND THEN
		NEW.version_search_vector := NULL;
		NEW.version_search_text := NULL;
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
-- A version's text arrives or changes (extraction, OCR): the document it is current for follows.
-- Security definer: the job that reads the text may act for a user who no longer sees the document
-- (a confidential matter's team changed), and the copy must not silently miss it; it touches only
-- the version's own document of the version's own firm.
CREATE FUNCTION public.vi_document_version_text_changed() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	UPDATE documents SET version_search_vector = NEW.search_vector, version_search_text = NEW.search_text
		WHERE id = NEW.document_id AND tenant_id = NEW.tenant_id AND current_version_id = NEW.id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- Fired as triggers only (firing checks no EXECUTE privilege): nobody calls them.
REVOKE ALL ON FUNCTION public.vi_document_current_version_search(), public.vi_document_version_text_changed() FROM PUBLIC;
--> statement-breakpoint
-- A document is always inserted before its versions (their document_id refers to it), so its
-- insert has nothing to copy; a version inserted with its text after the document names it is
-- covered by the version's insert trigger.
CREATE TRIGGER documents_current_version_search BEFORE UPDATE OF current_version_id ON public.documents
	FOR EACH ROW WHEN (NEW.current_version_id IS DISTINCT FROM OLD.current_version_id) EXECUTE FUNCTION public.vi_document_current_version_search();
--> statement-breakpoint
CREATE TRIGGER document_versions_text_added AFTER INSERT ON public.document_versions
	FOR EACH ROW WHEN (NEW.extracted_text IS NOT NULL) EXECUTE FUNCTION public.vi_document_version_text_changed();
--> statement-breakpoint
CREATE TRIGGER document_versions_text_changed AFTER UPDATE OF extracted_text ON public.document_versions
	FOR EACH ROW WHEN (NEW.extracted_text IS DISTINCT FROM OLD.extracted_text) EXECUTE FUNCTION public.vi_document_version_text_changed();
-- <<< end of hand-written block
