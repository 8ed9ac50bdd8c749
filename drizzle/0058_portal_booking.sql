CREATE TABLE "booking_appointment_types" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"duration_minutes" smallint NOT NULL,
	"buffer_minutes" smallint DEFAULT 0 NOT NULL,
	"mode" text NOT NULL,
	"price_huf" integer,
	"min_notice_hours" smallint DEFAULT 2 NOT NULL,
	"cancel_notice_hours" smallint DEFAULT 24 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_appointment_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_availability_exceptions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"start_time" text,
	"end_time" text,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_availability_exceptions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "booking_weekly_hours" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"lawyer_id" text NOT NULL,
	"type_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"matter_id" text,
	"booked_by" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"price_huf" integer,
	"note" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "booking_appointment_types" ADD CONSTRAINT "booking_appointment_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_availability_exceptions" ADD CONSTRAINT "booking_availability_exceptions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_availability_exceptions" ADD CONSTRAINT "booking_availability_exceptions_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_availability_exceptions" ADD CONSTRAINT "booking_availability_exceptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_lawyer_id_users_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_type_id_booking_appointment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."booking_appointment_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_appointment_types_tenant_idx" ON "booking_appointment_types" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "booking_exceptions_lawyer_date_idx" ON "booking_availability_exceptions" USING btree ("tenant_id","lawyer_id","date");--> statement-breakpoint
CREATE INDEX "booking_weekly_hours_lawyer_idx" ON "booking_weekly_hours" USING btree ("tenant_id","lawyer_id");--> statement-breakpoint
CREATE INDEX "bookings_lawyer_start_idx" ON "bookings" USING btree ("tenant_id","lawyer_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_contact_idx" ON "bookings" USING btree ("contact_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_matter_idx" ON "bookings" USING btree ("matter_id");--> statement-breakpoint
CREATE POLICY "booking_appointment_types_read" ON "booking_appointment_types" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "booking_appointment_types_staff_insert" ON "booking_appointment_types" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_appointment_types_staff_update" ON "booking_appointment_types" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_appointment_types_staff_delete" ON "booking_appointment_types" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_availability_exceptions_read" ON "booking_availability_exceptions" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "booking_availability_exceptions_staff_insert" ON "booking_availability_exceptions" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_availability_exceptions_staff_update" ON "booking_availability_exceptions" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_availability_exceptions_staff_delete" ON "booking_availability_exceptions" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_weekly_hours_read" ON "booking_weekly_hours" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "booking_weekly_hours_staff_insert" ON "booking_weekly_hours" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_weekly_hours_staff_update" ON "booking_weekly_hours" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "booking_weekly_hours_staff_delete" ON "booking_weekly_hours" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "bookings_visible" ON "bookings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts()))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and ((select vi_portal_contacts()) is null or array[contact_id] <@ (select vi_portal_contacts())));--> statement-breakpoint
-- >>> hand-written (issue 35 point 3, decision 0357): keep this block when regenerating the migration number.
-- No double booking: two confirmed bookings of one lawyer in one firm never share a moment of their
-- blocked ranges [starts_at, blocked_until) (the meeting plus its buffer). Half-open ranges, so
-- 09:00–10:00 and 10:00–11:00 do not collide; a cancelled row blocks nothing. A second inserting
-- transaction waits for the first to commit and then fails with 23P01 (→ 409 BOOKING_SLOT_TAKEN).
-- btree_gist compares the text columns with =; PGlite loads it (db/client.ts PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("tenant_id" WITH =, "lawyer_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_range_check" CHECK ("ends_at" > "starts_at" AND "blocked_until" >= "ends_at");--> statement-breakpoint
ALTER TABLE "booking_appointment_types" ADD CONSTRAINT "booking_appointment_types_check" CHECK ("duration_minutes" BETWEEN 5 AND 480 AND "buffer_minutes" BETWEEN 0 AND 240 AND ("price_huf" IS NULL OR "price_huf" >= 0) AND "min_notice_hours" >= 0 AND "cancel_notice_hours" >= 0);--> statement-breakpoint
ALTER TABLE "booking_weekly_hours" ADD CONSTRAINT "booking_weekly_hours_check" CHECK ("weekday" BETWEEN 1 AND 7 AND "start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND "end_time" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' AND "start_time" < "end_time");--> statement-breakpoint
ALTER TABLE "booking_availability_exceptions" ADD CONSTRAINT "booking_exceptions_check" CHECK (("start_time" IS NULL AND "end_time" IS NULL AND "kind" = 'off') OR ("start_time" < "end_time"));--> statement-breakpoint
-- A customer sees only their own bookings (RLS), yet the free slots depend on everyone's: this
-- answers the busy ranges of one lawyer of the request's firm in a window – times only, no client,
-- matter or id – for any member of the firm.
CREATE FUNCTION public.vi_booking_busy(p_lawyer_id text, p_from timestamptz, p_to timestamptz) RETURNS TABLE (starts_at timestamptz, blocked_until timestamptz)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT b.starts_at, b.blocked_until FROM public.bookings b
	WHERE b.tenant_id = public.vi_request_tenant() AND b.lawyer_id = p_lawyer_id AND b.status = 'confirmed'
	AND b.starts_at < p_to AND b.blocked_until > p_from
	AND EXISTS (SELECT 1 FROM public.members m WHERE m.tenant_id = public.vi_request_tenant() AND m.user_id = public.vi_request_user())
	ORDER BY b.starts_at
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_booking_busy(text, timestamptz, timestamptz) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_booking_busy(text, timestamptz, timestamptz) TO vi_app;
--> statement-breakpoint
-- Bookings are history: a request cancels one (status), never deletes it.
REVOKE DELETE, TRUNCATE ON TABLE bookings FROM vi_app;
-- <<< end of hand-written block
