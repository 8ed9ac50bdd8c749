CREATE TABLE "time_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"activity" text DEFAULT 'other' NOT NULL,
	"description" text NOT NULL,
	"work_date" date NOT NULL,
	"minutes" integer NOT NULL,
	"billed_minutes" integer NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"rate" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"rate_level" text NOT NULL,
	"amount" numeric(16, 2) GENERATED ALWAYS AS (case when billable then round(billed_minutes * rate / 60, case when currency = 'HUF' then 0 else 2 end) else 0 end) STORED NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"invoice_id" text,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes" CHECK ("time_entries"."minutes" between 1 and 1440 and "time_entries"."billed_minutes" between 0 and 1440),
	CONSTRAINT "time_entries_rate" CHECK ("time_entries"."rate" >= 0),
	CONSTRAINT "time_entries_lock_pair" CHECK (("time_entries"."invoice_id" is null) = ("time_entries"."locked_at" is null))
);
--> statement-breakpoint
ALTER TABLE "time_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "time_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"level" text NOT NULL,
	"matter_id" text,
	"contact_id" text,
	"activity" text,
	"user_id" text,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_rates_one_target" CHECK (("time_rates"."level" = 'matter') = ("time_rates"."matter_id" is not null) and ("time_rates"."level" = 'client') = ("time_rates"."contact_id" is not null) and ("time_rates"."level" = 'activity') = ("time_rates"."activity" is not null) and ("time_rates"."level" = 'lawyer') = ("time_rates"."user_id" is not null)),
	CONSTRAINT "time_rates_amount" CHECK ("time_rates"."amount" >= 0 and ("time_rates"."currency" <> 'HUF' or "time_rates"."amount" = trunc("time_rates"."amount")))
);
--> statement-breakpoint
ALTER TABLE "time_rates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "time_timers" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"activity" text DEFAULT 'other' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_timers_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "time_timers" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "time_tracking_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"rounding_mode" text DEFAULT 'up' NOT NULL,
	"rounding_increment" integer DEFAULT 6 NOT NULL,
	"default_rate" numeric(14, 2),
	"default_currency" text DEFAULT 'HUF' NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_tracking_settings_increment" CHECK ("time_tracking_settings"."rounding_increment" in (1, 5, 6, 10, 15, 30, 60))
);
--> statement-breakpoint
ALTER TABLE "time_tracking_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_rates" ADD CONSTRAINT "time_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_timers" ADD CONSTRAINT "time_timers_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_tracking_settings" ADD CONSTRAINT "time_tracking_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_tracking_settings" ADD CONSTRAINT "time_tracking_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_tenant_user_date_idx" ON "time_entries" USING btree ("tenant_id","user_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_tenant_date_idx" ON "time_entries" USING btree ("tenant_id","work_date");--> statement-breakpoint
CREATE INDEX "time_entries_matter_unbilled_idx" ON "time_entries" USING btree ("matter_id") WHERE "time_entries"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "time_entries_invoice_idx" ON "time_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_rates_target_uq" ON "time_rates" USING btree ("tenant_id","level",coalesce("matter_id", "contact_id", "activity", "user_id"));--> statement-breakpoint
CREATE POLICY "time_entries_visible" ON "time_entries" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (user_id = (select vi_request_user()) or vi_matter_visible(matter_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (user_id = (select vi_request_user()) or vi_matter_visible(matter_id)));--> statement-breakpoint
CREATE POLICY "time_rates_tenant_isolation" ON "time_rates" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "time_timers_own" ON "time_timers" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user())) WITH CHECK (tenant_id = (select vi_request_tenant()) and user_id = (select vi_request_user()));--> statement-breakpoint
CREATE POLICY "time_tracking_settings_tenant_isolation" ON "time_tracking_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issue 17 point 1, decision 0116): keep this block when regenerating the migration number.
-- An entry on an issued invoice is frozen: its work data cannot change and it cannot be deleted;
-- only its lock (invoice_id + locked_at) may be set or cleared – by the invoicing work on issue and
-- by a storno; deleting the whole firm (cascade) still removes them. The API refuses first with TIME_ENTRY_LOCKED; this guards every other path (SQL run
-- as vi_app, a future module) too. SQLSTATE VI017 lets the server recognise it.
CREATE FUNCTION public.vi_time_entry_locked() RETURNS trigger
LANGUAGE plpgsql SET search_path = pg_catalog, public, pg_temp AS $$
BEGIN
	-- A deletion cascading from the firm's own deletion (an RI trigger, so depth > 1) takes everything.
	IF OLD.locked_at IS NULL OR (TG_OP = 'DELETE' AND pg_trigger_depth() > 1) THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'time entry % is locked by invoice %', OLD.id, OLD.invoice_id USING ERRCODE = 'VI017';
	END IF;
	IF (NEW.tenant_id, NEW.user_id, NEW.matter_id, NEW.activity, NEW.description, NEW.work_date, NEW.minutes, NEW.billed_minutes, NEW.billable, NEW.rate, NEW.currency, NEW.rate_level)
		IS DISTINCT FROM (OLD.tenant_id, OLD.user_id, OLD.matter_id, OLD.activity, OLD.description, OLD.work_date, OLD.minutes, OLD.billed_minutes, OLD.billable, OLD.rate, OLD.currency, OLD.rate_level) THEN
		RAISE EXCEPTION 'time entry % is locked by invoice %', OLD.id, OLD.invoice_id USING ERRCODE = 'VI017';
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER time_entries_locked BEFORE UPDATE OR DELETE ON public.time_entries FOR EACH ROW EXECUTE FUNCTION public.vi_time_entry_locked();
--> statement-breakpoint
-- <<< end of hand-written block
