CREATE TABLE "invoice_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "nav_credentials" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"login" text NOT NULL,
	"tax_number" text NOT NULL,
	"secrets" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "nav_credentials" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"invoice_id" text NOT NULL,
	"recipient" text NOT NULL,
	"amount_due" numeric(18, 2) NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD COLUMN "polls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "nav_reports" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_credentials" ADD CONSTRAINT "nav_credentials_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_credentials" ADD CONSTRAINT "nav_credentials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "payment_reminders_invoice_idx" ON "payment_reminders" USING btree ("tenant_id","invoice_id");--> statement-breakpoint
CREATE INDEX "nav_reports_due_idx" ON "nav_reports" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE POLICY "invoice_payments_tenant_isolation" ON "invoice_payments" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "nav_credentials_tenant_isolation" ON "nav_credentials" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "payment_reminders_tenant_isolation" ON "payment_reminders" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));