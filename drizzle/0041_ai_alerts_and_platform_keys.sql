CREATE TABLE "ai_alert_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"condition" text DEFAULT 'greater_than' NOT NULL,
	"threshold" numeric(16, 6) NOT NULL,
	"time_window_ms" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"notification_targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"builtin" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_alert_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "ai_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"rule_id" text,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subject_user_id" text,
	"dedupe_key" text,
	"open_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text
);
--> statement-breakpoint
ALTER TABLE "ai_alerts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_alert_rules" ADD CONSTRAINT "ai_alert_rules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alert_rules" ADD CONSTRAINT "ai_alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD CONSTRAINT "ai_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD CONSTRAINT "ai_alerts_rule_id_ai_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ai_alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD CONSTRAINT "ai_alerts_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD CONSTRAINT "ai_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD CONSTRAINT "ai_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_alert_rules_builtin_uq" ON "ai_alert_rules" USING btree ("tenant_id","builtin");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_alerts_dedupe_uq" ON "ai_alerts" USING btree ("tenant_id","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_alerts_open_uq" ON "ai_alerts" USING btree ("tenant_id","open_key") WHERE "ai_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ai_alerts_tenant_created_idx" ON "ai_alerts" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "ai_alert_rules_tenant_isolation" ON "ai_alert_rules" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "ai_alerts_tenant_isolation" ON "ai_alerts" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE TABLE "ai_platform_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"key_ciphertext" text NOT NULL,
	"key_hint" text NOT NULL,
	"base_url" text,
	"model" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_platform_keys_provider_uq" UNIQUE("provider")
);
--> statement-breakpoint
ALTER TABLE "ai_platform_keys" ADD CONSTRAINT "ai_platform_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Platform keys are read only by the gateway and the platform admin's routes (owner connection).
REVOKE ALL ON TABLE ai_platform_keys FROM vi_app;
