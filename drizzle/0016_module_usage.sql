CREATE TABLE "module_usage_daily" (
	"tenant_id" text NOT NULL,
	"module_key" text NOT NULL,
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "module_usage_daily_tenant_id_module_key_day_user_id_pk" PRIMARY KEY("tenant_id","module_key","day","user_id")
);
--> statement-breakpoint
ALTER TABLE "module_usage_daily" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "module_tenant_visibility" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "module_usage_daily" ADD CONSTRAINT "module_usage_daily_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_usage_daily" ADD CONSTRAINT "module_usage_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "module_usage_daily_module_day_idx" ON "module_usage_daily" USING btree ("module_key","day");--> statement-breakpoint
CREATE POLICY "module_tenant_visibility_tenant_isolation" ON "module_tenant_visibility" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "module_usage_daily_tenant_isolation" ON "module_usage_daily" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));