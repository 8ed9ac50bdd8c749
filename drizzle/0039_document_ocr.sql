ALTER TABLE "document_versions" ADD COLUMN "ocr_status" text;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_pages_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_pages_total" integer;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_versions" ADD COLUMN "ocr_error" text;--> statement-breakpoint
CREATE INDEX "document_versions_ocr_due_idx" ON "document_versions" USING btree ("ocr_due_at") WHERE ocr_status in ('queued', 'running');