-- >>> hand-written (issue 33.3, decision 0443): keep this block when regenerating the migration number.
-- Each queued scan becomes a documents.ocr-scan job of its own: the versions waiting or running
-- under the old claim of their rows get a job each (acting as their uploader, as an upload's job
-- does), the old recurring platform job's rows go, and then the claim's column and index.
INSERT INTO "jobs" ("id", "name", "tenant_id", "payload", "payload_version", "acting_user_id", "run_at")
SELECT gen_random_uuid()::text, 'documents.ocr-scan', v."tenant_id", jsonb_build_object('versionId', v."id"), 1, v."uploaded_by", now()
FROM "document_versions" v
WHERE v."ocr_status" IN ('queued', 'running');--> statement-breakpoint
UPDATE "document_versions" SET "ocr_status" = 'queued' WHERE "ocr_status" = 'running';--> statement-breakpoint
DELETE FROM "jobs" WHERE "name" = 'documents.ocr' AND "tenant_id" IS NULL;--> statement-breakpoint
-- <<< end of hand-written block
DROP INDEX "document_versions_ocr_due_idx";--> statement-breakpoint
ALTER TABLE "document_versions" DROP COLUMN "ocr_due_at";
