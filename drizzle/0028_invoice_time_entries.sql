CREATE TABLE "invoice_time_entries" (
	"tenant_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"time_entry_id" text NOT NULL,
	CONSTRAINT "invoice_time_entries_invoice_id_time_entry_id_pk" PRIMARY KEY("invoice_id","time_entry_id")
);
--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ADD CONSTRAINT "invoice_time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ADD CONSTRAINT "invoice_time_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_time_entries" ADD CONSTRAINT "invoice_time_entries_time_entry_id_time_entries_id_fk" FOREIGN KEY ("time_entry_id") REFERENCES "public"."time_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_time_entries_entry_idx" ON "invoice_time_entries" USING btree ("time_entry_id");--> statement-breakpoint
CREATE POLICY "invoice_time_entries_tenant_isolation" ON "invoice_time_entries" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));