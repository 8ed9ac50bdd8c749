-- Versioned acceptance of the ÁSZF and the adatkezelési tájékoztató (decision 0081): one row per
-- user, document and version; the latest row per document is compared with the current version.
CREATE TABLE "legal_acceptances" (
	"user_id" text NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_acceptances_user_id_document_version_pk" PRIMARY KEY("user_id","document","version"),
	CONSTRAINT "legal_acceptances_document" CHECK ("legal_acceptances"."document" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "legal_acceptances" ADD CONSTRAINT "legal_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_acceptances_user_accepted_idx" ON "legal_acceptances" USING btree ("user_id","accepted_at");