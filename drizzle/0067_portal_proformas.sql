CREATE TABLE "invoice_proformas" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" text,
	"contact_id" text,
	"matter_id" text,
	"number" text NOT NULL,
	"customer_name" text NOT NULL,
	"currency" text NOT NULL,
	"gross_amount" numeric(18, 2) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date,
	"document" jsonb NOT NULL,
	"issued_by" text,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_proformas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_proformas" ADD CONSTRAINT "invoice_proformas_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_proformas" ADD CONSTRAINT "invoice_proformas_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_proformas" ADD CONSTRAINT "invoice_proformas_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_proformas" ADD CONSTRAINT "invoice_proformas_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_proformas" ADD CONSTRAINT "invoice_proformas_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_proformas_tenant_number_uq" ON "invoice_proformas" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "invoice_proformas_tenant_contact_idx" ON "invoice_proformas" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "invoice_proformas_invoice_idx" ON "invoice_proformas" USING btree ("invoice_id");--> statement-breakpoint
-- >>> hand-written (issue 35 point 4, decision 0368): keep this block when regenerating the migration number.
-- A pro-forma is issued once and never rewritten or removed by a request (a deleted draft's link
-- is cleared by the foreign key's own action, which runs as the table owner).
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE invoice_proformas FROM vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
CREATE POLICY "invoice_proformas_visible" ON "invoice_proformas" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)));--> statement-breakpoint
CREATE POLICY "invoice_proformas_customer_own" ON "invoice_proformas" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (array[contact_id] <@ (select vi_portal_contacts()))) WITH CHECK ((select vi_portal_contacts()) is null or (array[contact_id] <@ (select vi_portal_contacts())));