CREATE TABLE "portal_complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reference" text NOT NULL,
	"contact_id" text,
	"matter_id" text,
	"invoice_id" text,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"complainant_name" text NOT NULL,
	"complainant_address" text,
	"consumer" boolean NOT NULL,
	"channel" text DEFAULT 'portal' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_on" date NOT NULL,
	"submitted_by" text,
	"handler_id" text,
	"deadline_id" text,
	"outcome" text,
	"answer" text,
	"reasons" text,
	"remedies" text,
	"answered_at" timestamp with time zone,
	"answered_by" text,
	"closed_at" timestamp with time zone,
	"retain_until" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_complaints" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_deadline_id_matter_deadlines_id_fk" FOREIGN KEY ("deadline_id") REFERENCES "public"."matter_deadlines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_complaints" ADD CONSTRAINT "portal_complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_complaints_reference_uq" ON "portal_complaints" USING btree ("tenant_id","reference");--> statement-breakpoint
CREATE INDEX "portal_complaints_tenant_status_idx" ON "portal_complaints" USING btree ("tenant_id","status","due_on");--> statement-breakpoint
CREATE INDEX "portal_complaints_contact_idx" ON "portal_complaints" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "portal_complaints_matter_idx" ON "portal_complaints" USING btree ("matter_id");--> statement-breakpoint
CREATE INDEX "portal_complaints_retain_idx" ON "portal_complaints" USING btree ("retain_until");--> statement-breakpoint
CREATE POLICY "kb_article_revisions_staff_only" ON "kb_article_revisions" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null) WITH CHECK ((select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "kb_articles_customer_faq" ON "kb_articles" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or visibility = 'client') WITH CHECK ((select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "kb_articles_customer_no_delete" ON "kb_articles" AS RESTRICTIVE FOR DELETE TO "vi_app" USING ((select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "portal_complaints_read" ON "portal_complaints" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts())));--> statement-breakpoint
CREATE POLICY "portal_complaints_file" ON "portal_complaints" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts())));--> statement-breakpoint
CREATE POLICY "portal_complaints_firm_update" ON "portal_complaints" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null and (matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null and (matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id)));--> statement-breakpoint
CREATE POLICY "portal_complaints_firm_delete" ON "portal_complaints" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null and (matter_id is null or vi_matter_visible(matter_id)) and (invoice_id is null or vi_invoice_visible(invoice_id)) and (deadline_id is null or vi_deadline_visible(deadline_id)));