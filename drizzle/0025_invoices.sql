CREATE TABLE "invoice_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"line_number" integer NOT NULL,
	"line_number_reference" integer,
	"description" text NOT NULL,
	"nature" text DEFAULT 'SERVICE' NOT NULL,
	"quantity" numeric(22, 10) NOT NULL,
	"unit_of_measure" text NOT NULL,
	"unit_of_measure_own" text,
	"unit_price" numeric(22, 10) NOT NULL,
	"discount" jsonb,
	"vat_code" text NOT NULL,
	"vat_reason" text,
	"net_amount" numeric(18, 2) NOT NULL,
	"vat_amount" numeric(18, 2) NOT NULL,
	"gross_amount" numeric(18, 2) NOT NULL,
	"net_amount_huf" numeric(18, 2) NOT NULL,
	"vat_amount_huf" numeric(18, 2) NOT NULL,
	"gross_amount_huf" numeric(18, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_series" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_series_last_non_negative" CHECK ("invoice_series"."last" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_series" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"seller_name" text NOT NULL,
	"tax_number" text NOT NULL,
	"community_vat_number" text,
	"address" jsonb NOT NULL,
	"bank_account_number" text,
	"payment_days" integer DEFAULT 8 NOT NULL,
	"footer_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"series_id" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"operation" text DEFAULT 'CREATE' NOT NULL,
	"number" text,
	"original_invoice_id" text,
	"modification_index" integer,
	"contact_id" text,
	"matter_id" text,
	"customer_name" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'HUF' NOT NULL,
	"exchange_rate" numeric(14, 6) DEFAULT '1' NOT NULL,
	"exchange_rate_source" text,
	"exchange_rate_date" date,
	"issue_date" date,
	"delivery_date" date,
	"payment_date" date,
	"payment_method" text DEFAULT 'TRANSFER' NOT NULL,
	"note" text,
	"net_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"net_amount_huf" numeric(18, 2) DEFAULT '0' NOT NULL,
	"vat_amount_huf" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_amount_huf" numeric(18, 2) DEFAULT '0' NOT NULL,
	"document" jsonb,
	"created_by" text,
	"issued_by" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_issued_complete" CHECK ("invoices"."status" = 'draft' or ("invoices"."number" is not null and "invoices"."document" is not null and "invoices"."issue_date" is not null)),
	CONSTRAINT "invoices_correction_reference" CHECK (("invoices"."operation" = 'CREATE') = ("invoices"."original_invoice_id" is null and "invoices"."modification_index" is null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "nav_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"operation" text NOT NULL,
	"invoice_data" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"send_started_at" timestamp with time zone,
	"transaction_id" text,
	"nav_status" text,
	"nav_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nav_reports_invoice_uq" UNIQUE("invoice_id")
);
--> statement-breakpoint
ALTER TABLE "nav_reports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_series" ADD CONSTRAINT "invoice_series_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_series_id_invoice_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."invoice_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD CONSTRAINT "nav_reports_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD CONSTRAINT "nav_reports_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_number_uq" ON "invoice_lines" USING btree ("invoice_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_series_tenant_prefix_uq" ON "invoice_series" USING btree ("tenant_id","prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_tenant_number_uq" ON "invoices" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_original_modification_uq" ON "invoices" USING btree ("original_invoice_id","modification_index");--> statement-breakpoint
CREATE INDEX "invoices_tenant_status_idx" ON "invoices" USING btree ("tenant_id","status","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_tenant_contact_idx" ON "invoices" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE INDEX "nav_reports_tenant_state_idx" ON "nav_reports" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE POLICY "invoice_lines_tenant_isolation" ON "invoice_lines" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "invoice_series_tenant_isolation" ON "invoice_series" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "invoice_settings_tenant_isolation" ON "invoice_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "invoices_tenant_isolation" ON "invoices" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "nav_reports_tenant_isolation" ON "nav_reports" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issue 17, decision 0146): keep this block when regenerating the migration number.
-- A correction refers to its original invoice of the same firm.
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_original_invoice_fk" FOREIGN KEY ("original_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action;
--> statement-breakpoint
-- An issued invoice is final (Áfa tv., NAV spec §1.9.1: content changes only through a new
-- correction document). The API refuses first with stable codes; this refuses any request-role
-- write that gets past it. The owner (migrations, deleting a whole firm) is not bound.
CREATE FUNCTION public.vi_invoice_immutable() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	IF current_user <> 'vi_app' THEN
		RETURN COALESCE(NEW, OLD);
	END IF;
	IF TG_TABLE_NAME = 'invoices' THEN
		IF OLD.status = 'issued' THEN
			RAISE EXCEPTION 'issued invoice % is immutable', OLD.number USING ERRCODE = 'VI017';
		END IF;
	ELSIF EXISTS (SELECT 1 FROM public.invoices i WHERE i.id = OLD.invoice_id AND i.status = 'issued') THEN
		RAISE EXCEPTION 'lines of an issued invoice are immutable' USING ERRCODE = 'VI017';
	END IF;
	RETURN COALESCE(NEW, OLD);
END
$$;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION public.vi_invoice_immutable();
--> statement-breakpoint
CREATE TRIGGER invoice_lines_immutable BEFORE UPDATE OR DELETE ON "invoice_lines" FOR EACH ROW EXECUTE FUNCTION public.vi_invoice_immutable();
-- <<< end of hand-written block
