CREATE TABLE "ai_monitor_runs" (
	"job" text PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_platform_alert_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"provider" text,
	"condition" text DEFAULT 'greater_than' NOT NULL,
	"threshold" numeric(16, 6) NOT NULL,
	"time_window_ms" bigint NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"notification_targets" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_platform_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"rule_id" text,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"metrics" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"open_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ai_alerts" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ai_platform_alert_rules" ADD CONSTRAINT "ai_platform_alert_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_platform_alerts" ADD CONSTRAINT "ai_platform_alerts_rule_id_ai_platform_alert_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."ai_platform_alert_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_platform_alerts" ADD CONSTRAINT "ai_platform_alerts_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_platform_alerts" ADD CONSTRAINT "ai_platform_alerts_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ai_platform_alerts_open_uq" ON "ai_platform_alerts" USING btree ("open_key") WHERE "ai_platform_alerts"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "ai_platform_alerts_created_idx" ON "ai_platform_alerts" USING btree ("created_at");--> statement-breakpoint
-- Platform tables: only the platform admin's routes and the monitoring sweep (owner connection) read them.
REVOKE ALL ON TABLE ai_platform_alert_rules, ai_platform_alerts, ai_monitor_runs FROM vi_app;
