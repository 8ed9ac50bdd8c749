-- >>> hand-written (issue 38.1): keep this block when regenerating the migration number.
-- Invoices whose matter was lost (the draft editor saved a body without matterId, and the server
-- took the missing field for "no matter") get it back where their time entries name exactly one
-- matter: the entries recorded on the draft (invoice_time_entries) and those locked to it
-- (time_entries.invoice_id). An invoice with entries of two matters, or of none, stays as it is.
-- The matter is the firm's bookkeeping, not the NAV document, so issued rows may take it (the
-- immutability trigger binds only the request role).
UPDATE "invoices" AS i
SET "matter_id" = tied."matter_id"
FROM (
	SELECT covered."invoice_id", min(te."matter_id") AS "matter_id"
	FROM (
		SELECT ite."invoice_id", ite."time_entry_id" FROM "invoice_time_entries" ite
		UNION
		SELECT te."invoice_id", te."id" FROM "time_entries" te WHERE te."invoice_id" IS NOT NULL
	) covered
	JOIN "time_entries" te ON te."id" = covered."time_entry_id"
	GROUP BY covered."invoice_id"
	HAVING count(DISTINCT te."matter_id") = 1 AND count(*) FILTER (WHERE te."matter_id" IS NULL) = 0
) tied
WHERE i."id" = tied."invoice_id" AND i."matter_id" IS NULL;
--> statement-breakpoint
-- Corrections (storno, modification) copy their original's matter when issued: repair them alike.
UPDATE "invoices" AS c
SET "matter_id" = o."matter_id"
FROM "invoices" AS o
WHERE c."original_invoice_id" = o."id" AND c."matter_id" IS NULL AND o."matter_id" IS NOT NULL;
-- <<< end of hand-written block
