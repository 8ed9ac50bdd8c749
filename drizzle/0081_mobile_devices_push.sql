CREATE TABLE "mobile_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"label" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	CONSTRAINT "mobile_devices_user_endpoint_uq" UNIQUE("tenant_id","user_id","endpoint")
);
--> statement-breakpoint
ALTER TABLE "mobile_devices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mobile_push_settings" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"deadlines" boolean NOT NULL,
	"messages" boolean NOT NULL,
	"other" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_push_settings_user_uq" UNIQUE("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "mobile_push_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "mobile_vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mobile_vapid_keys_single_row" CHECK ("mobile_vapid_keys"."id" = 1)
);
--> statement-breakpoint
-- >>> hand-written (decision 0516): keep this block when regenerating the migration number.
-- A request registers, renames (label, errors) and removes its user's devices; the settings are
-- written, never removed by a request; the VAPID key pair is platform state no request touches.
REVOKE TRUNCATE, REFERENCES, TRIGGER ON TABLE mobile_devices FROM vi_app;
--> statement-breakpoint
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE mobile_push_settings FROM vi_app;
--> statement-breakpoint
REVOKE ALL ON TABLE mobile_vapid_keys FROM vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
ALTER TABLE "mobile_devices" ADD CONSTRAINT "mobile_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_devices" ADD CONSTRAINT "mobile_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_push_settings" ADD CONSTRAINT "mobile_push_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mobile_push_settings" ADD CONSTRAINT "mobile_push_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "mobile_devices_tenant_isolation" ON "mobile_devices" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "mobile_push_settings_tenant_isolation" ON "mobile_push_settings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));