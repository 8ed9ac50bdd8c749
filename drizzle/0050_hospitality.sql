CREATE TABLE "hospitality_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"service_date" date NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit_price" integer NOT NULL,
	"vat_code" text NOT NULL,
	"ntak_category" text NOT NULL,
	"unit_id" text,
	"invoice_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_charges" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_counters" (
	"tenant_id" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_folio_invoices" (
	"invoice_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"payer_contact_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_folio_invoices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_guest_register" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"display_name" text,
	"data" text,
	"collected_on" date NOT NULL,
	"purge_after" date NOT NULL,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "hospitality_guest_register" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_guests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"unit_id" text,
	"gender" text NOT NULL,
	"birth_year" integer NOT NULL,
	"nationality" text NOT NULL,
	"residence_country" text NOT NULL,
	"residence_postcode" text NOT NULL,
	"tourist_tax_exemption" text,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_guests_birth_year" CHECK ("hospitality_guests"."birth_year" > 1900)
);
--> statement-breakpoint
ALTER TABLE "hospitality_guests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_housekeeping_log" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"state" text NOT NULL,
	"previous" text,
	"reason" text NOT NULL,
	"note" text,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_housekeeping_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"task_date" date NOT NULL,
	"assignee_id" text,
	"done_at" timestamp with time zone,
	"done_by" text
);
--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_ntak_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"property_id" text NOT NULL,
	"kind" text NOT NULL,
	"reservation_id" text,
	"closed_day" date,
	"cancelled" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"ntak_id" text,
	"ntak_errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"superseded_by" text
);
--> statement-breakpoint
ALTER TABLE "hospitality_ntak_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_ntak_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"environment" text DEFAULT 'test' NOT NULL,
	"auth_certificate" text NOT NULL,
	"signing_certificate" text NOT NULL,
	"secrets" text NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_ntak_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"kind" text NOT NULL,
	"paid_on" date NOT NULL,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"note" text,
	"invoice_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_payments_amount_positive" CHECK ("hospitality_payments"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "hospitality_payments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_properties" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"address" jsonb NOT NULL,
	"ntak_registration_number" text,
	"tourist_tax" jsonb NOT NULL,
	"cancellation_terms" jsonb NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '10:00' NOT NULL,
	"operating_since" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_properties" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_rate_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"property_id" text NOT NULL,
	"name" text NOT NULL,
	"base_price" integer NOT NULL,
	"min_stay" integer DEFAULT 1 NOT NULL,
	"seasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"unit_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_rate_plans_price_non_negative" CHECK ("hospitality_rate_plans"."base_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hospitality_rate_plans" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_reservation_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"kind" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hospitality_reservation_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_reservations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"property_id" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"arrival" date NOT NULL,
	"departure" date NOT NULL,
	"adults" integer NOT NULL,
	"children_ages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booker_name" text NOT NULL,
	"booker_email" text,
	"booker_phone" text,
	"booker_nationality" text DEFAULT 'HU' NOT NULL,
	"payer_contact_id" text,
	"rate_plan_id" text,
	"accommodation_total" integer NOT NULL,
	"sales_channel" text NOT NULL,
	"market_segment" text NOT NULL,
	"cancellation_terms" jsonb NOT NULL,
	"cancellation_fee" integer,
	"cancelled_at" timestamp with time zone,
	"cancellation_reason" text,
	"checked_in_at" timestamp with time zone,
	"checked_out_at" timestamp with time zone,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_reservations_dates" CHECK ("hospitality_reservations"."departure" > "hospitality_reservations"."arrival"),
	CONSTRAINT "hospitality_reservations_adults" CHECK ("hospitality_reservations"."adults" >= 1)
);
--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_stays" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"reservation_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"night_prices" jsonb NOT NULL,
	"previous_stay_id" text,
	CONSTRAINT "hospitality_stays_range" CHECK ("hospitality_stays"."ends_on" > "hospitality_stays"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "hospitality_stays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_unit_blocks" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"unit_id" text NOT NULL,
	"kind" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_unit_blocks_range" CHECK ("hospitality_unit_blocks"."ends_on" > "hospitality_unit_blocks"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "hospitality_unit_blocks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hospitality_units" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"property_id" text NOT NULL,
	"name" text NOT NULL,
	"building" text DEFAULT 'a' NOT NULL,
	"ntak_type" text NOT NULL,
	"capacity" integer NOT NULL,
	"single_beds" integer DEFAULT 0 NOT NULL,
	"double_beds" integer DEFAULT 0 NOT NULL,
	"extra_beds" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"housekeeping" text DEFAULT 'clean' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospitality_units_capacity_positive" CHECK ("hospitality_units"."capacity" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "hospitality_units" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "hospitality_charges" ADD CONSTRAINT "hospitality_charges_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_charges" ADD CONSTRAINT "hospitality_charges_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_charges" ADD CONSTRAINT "hospitality_charges_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_charges" ADD CONSTRAINT "hospitality_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_charges" ADD CONSTRAINT "hospitality_charges_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_counters" ADD CONSTRAINT "hospitality_counters_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_folio_invoices" ADD CONSTRAINT "hospitality_folio_invoices_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_folio_invoices" ADD CONSTRAINT "hospitality_folio_invoices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_folio_invoices" ADD CONSTRAINT "hospitality_folio_invoices_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_folio_invoices" ADD CONSTRAINT "hospitality_folio_invoices_payer_contact_id_contacts_id_fk" FOREIGN KEY ("payer_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_guest_register" ADD CONSTRAINT "hospitality_guest_register_guest_id_hospitality_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."hospitality_guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_guest_register" ADD CONSTRAINT "hospitality_guest_register_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_guests" ADD CONSTRAINT "hospitality_guests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_guests" ADD CONSTRAINT "hospitality_guests_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_guests" ADD CONSTRAINT "hospitality_guests_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_log" ADD CONSTRAINT "hospitality_housekeeping_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_log" ADD CONSTRAINT "hospitality_housekeeping_log_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_log" ADD CONSTRAINT "hospitality_housekeeping_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_tasks" ADD CONSTRAINT "hospitality_housekeeping_tasks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_tasks" ADD CONSTRAINT "hospitality_housekeeping_tasks_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_tasks" ADD CONSTRAINT "hospitality_housekeeping_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_housekeeping_tasks" ADD CONSTRAINT "hospitality_housekeeping_tasks_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_ntak_messages" ADD CONSTRAINT "hospitality_ntak_messages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_ntak_messages" ADD CONSTRAINT "hospitality_ntak_messages_property_id_hospitality_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hospitality_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_ntak_messages" ADD CONSTRAINT "hospitality_ntak_messages_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_ntak_settings" ADD CONSTRAINT "hospitality_ntak_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_ntak_settings" ADD CONSTRAINT "hospitality_ntak_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_payments" ADD CONSTRAINT "hospitality_payments_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_payments" ADD CONSTRAINT "hospitality_payments_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_payments" ADD CONSTRAINT "hospitality_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_payments" ADD CONSTRAINT "hospitality_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_properties" ADD CONSTRAINT "hospitality_properties_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_rate_plans" ADD CONSTRAINT "hospitality_rate_plans_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_rate_plans" ADD CONSTRAINT "hospitality_rate_plans_property_id_hospitality_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hospitality_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservation_events" ADD CONSTRAINT "hospitality_reservation_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservation_events" ADD CONSTRAINT "hospitality_reservation_events_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservation_events" ADD CONSTRAINT "hospitality_reservation_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ADD CONSTRAINT "hospitality_reservations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ADD CONSTRAINT "hospitality_reservations_property_id_hospitality_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hospitality_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ADD CONSTRAINT "hospitality_reservations_payer_contact_id_contacts_id_fk" FOREIGN KEY ("payer_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ADD CONSTRAINT "hospitality_reservations_rate_plan_id_hospitality_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."hospitality_rate_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_reservations" ADD CONSTRAINT "hospitality_reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_stays" ADD CONSTRAINT "hospitality_stays_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_stays" ADD CONSTRAINT "hospitality_stays_reservation_id_hospitality_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."hospitality_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_stays" ADD CONSTRAINT "hospitality_stays_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_unit_blocks" ADD CONSTRAINT "hospitality_unit_blocks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_unit_blocks" ADD CONSTRAINT "hospitality_unit_blocks_unit_id_hospitality_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."hospitality_units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_unit_blocks" ADD CONSTRAINT "hospitality_unit_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_units" ADD CONSTRAINT "hospitality_units_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospitality_units" ADD CONSTRAINT "hospitality_units_property_id_hospitality_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."hospitality_properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hospitality_charges_reservation_idx" ON "hospitality_charges" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "hospitality_charges_tenant_date_idx" ON "hospitality_charges" USING btree ("tenant_id","kind","service_date");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitality_counters_pk" ON "hospitality_counters" USING btree ("tenant_id","year");--> statement-breakpoint
CREATE INDEX "hospitality_folio_invoices_reservation_idx" ON "hospitality_folio_invoices" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "hospitality_guest_register_purge_idx" ON "hospitality_guest_register" USING btree ("purge_after");--> statement-breakpoint
CREATE INDEX "hospitality_guests_reservation_idx" ON "hospitality_guests" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "hospitality_housekeeping_log_unit_idx" ON "hospitality_housekeeping_log" USING btree ("unit_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitality_housekeeping_tasks_unit_day_uq" ON "hospitality_housekeeping_tasks" USING btree ("unit_id","task_date");--> statement-breakpoint
CREATE INDEX "hospitality_ntak_messages_tenant_created_idx" ON "hospitality_ntak_messages" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "hospitality_ntak_messages_day_idx" ON "hospitality_ntak_messages" USING btree ("tenant_id","property_id","closed_day");--> statement-breakpoint
CREATE INDEX "hospitality_ntak_messages_state_idx" ON "hospitality_ntak_messages" USING btree ("state");--> statement-breakpoint
CREATE INDEX "hospitality_payments_reservation_idx" ON "hospitality_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "hospitality_properties_tenant_idx" ON "hospitality_properties" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "hospitality_reservation_events_reservation_idx" ON "hospitality_reservation_events" USING btree ("reservation_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitality_reservations_number_uq" ON "hospitality_reservations" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE INDEX "hospitality_reservations_property_dates_idx" ON "hospitality_reservations" USING btree ("tenant_id","property_id","arrival","departure");--> statement-breakpoint
CREATE INDEX "hospitality_stays_reservation_idx" ON "hospitality_stays" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "hospitality_stays_unit_dates_idx" ON "hospitality_stays" USING btree ("tenant_id","unit_id","starts_on");--> statement-breakpoint
CREATE INDEX "hospitality_unit_blocks_unit_idx" ON "hospitality_unit_blocks" USING btree ("unit_id","starts_on");--> statement-breakpoint
CREATE UNIQUE INDEX "hospitality_units_property_name_uq" ON "hospitality_units" USING btree ("property_id","building","name");--> statement-breakpoint
CREATE POLICY "hospitality_charges_tenant_isolation" ON "hospitality_charges" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_counters_tenant_isolation" ON "hospitality_counters" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_folio_invoices_tenant_isolation" ON "hospitality_folio_invoices" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_guest_register_tenant_isolation" ON "hospitality_guest_register" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_guests_tenant_isolation" ON "hospitality_guests" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_housekeeping_log_tenant_isolation" ON "hospitality_housekeeping_log" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_housekeeping_tasks_tenant_isolation" ON "hospitality_housekeeping_tasks" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_ntak_messages_tenant_isolation" ON "hospitality_ntak_messages" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_ntak_settings_tenant_isolation" ON "hospitality_ntak_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_payments_tenant_isolation" ON "hospitality_payments" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_properties_tenant_isolation" ON "hospitality_properties" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_rate_plans_tenant_isolation" ON "hospitality_rate_plans" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_reservation_events_tenant_isolation" ON "hospitality_reservation_events" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_reservations_tenant_isolation" ON "hospitality_reservations" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_stays_tenant_isolation" ON "hospitality_stays" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_unit_blocks_tenant_isolation" ON "hospitality_unit_blocks" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "hospitality_units_tenant_isolation" ON "hospitality_units" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issue 37, decision 0340): keep this block when regenerating the migration number.
-- No overbooking: two holding stays of one unit never share a night. The ranges are half-open
-- [starts_on, ends_on), so a departure day may be the next arrival day. btree_gist lets the gist
-- index compare unit_id (text) with =; PGlite loads the extension (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "hospitality_stays" ADD CONSTRAINT "hospitality_stays_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&) WHERE ("holds");--> statement-breakpoint
-- Out-of-order and out-of-service periods of one unit do not overlap either.
ALTER TABLE "hospitality_unit_blocks" ADD CONSTRAINT "hospitality_unit_blocks_no_overlap" EXCLUDE USING gist ("unit_id" WITH =, daterange("starts_on", "ends_on", '[)') WITH &&);
-- <<< end of hand-written block
