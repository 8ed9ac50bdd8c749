ALTER TABLE "matters" ADD COLUMN "themis_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "themis_excluded" boolean DEFAULT false NOT NULL;