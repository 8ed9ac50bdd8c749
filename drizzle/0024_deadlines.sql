CREATE TABLE "calendar_feed_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadline_reminders" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"deadline_id" text NOT NULL,
	"lead_days" integer NOT NULL,
	"remind_on" date NOT NULL,
	"recipient_id" text,
	"outcome" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_reminders_lead_positive" CHECK ("deadline_reminders"."lead_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "deadline_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadline_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"lead_days" integer[] NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deadline_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "matter_deadlines" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"matter_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb,
	"due_on" date NOT NULL,
	"end_day_kind" text DEFAULT 'workday' NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provisional" boolean DEFAULT false NOT NULL,
	"calendar_version" text,
	"responsible_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone,
	"completed_by" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matter_deadlines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_deadline_id_matter_deadlines_id_fk" FOREIGN KEY ("deadline_id") REFERENCES "public"."matter_deadlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_settings" ADD CONSTRAINT "deadline_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_settings" ADD CONSTRAINT "deadline_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD CONSTRAINT "matter_deadlines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD CONSTRAINT "matter_deadlines_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD CONSTRAINT "matter_deadlines_responsible_id_users_id_fk" FOREIGN KEY ("responsible_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD CONSTRAINT "matter_deadlines_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD CONSTRAINT "matter_deadlines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_tokens_hash_uq" ON "calendar_feed_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feed_tokens_user_idx" ON "calendar_feed_tokens" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_reminders_deadline_lead_uq" ON "deadline_reminders" USING btree ("deadline_id","lead_days");--> statement-breakpoint
CREATE INDEX "matter_deadlines_matter_idx" ON "matter_deadlines" USING btree ("matter_id","due_on");--> statement-breakpoint
CREATE INDEX "matter_deadlines_tenant_status_due_idx" ON "matter_deadlines" USING btree ("tenant_id","status","due_on");--> statement-breakpoint
CREATE INDEX "matter_deadlines_responsible_idx" ON "matter_deadlines" USING btree ("responsible_id","status","due_on");--> statement-breakpoint
CREATE POLICY "calendar_feed_tokens_tenant_isolation" ON "calendar_feed_tokens" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "deadline_reminders_tenant_isolation" ON "deadline_reminders" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "deadline_settings_tenant_isolation" ON "deadline_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "matter_deadlines_matter_visible" ON "matter_deadlines" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_matter_visible(matter_id));