CREATE TABLE "module_catalog" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text,
	"featured" boolean DEFAULT false NOT NULL,
	"monthly_price_huf" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "module_catalog_price_non_negative" CHECK (coalesce("module_catalog"."monthly_price_huf", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "module_tenant_visibility" (
	"module_key" text NOT NULL,
	"tenant_id" text NOT NULL,
	"hidden" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "module_tenant_visibility_module_key_tenant_id_pk" PRIMARY KEY("module_key","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "tenant_modules" (
	"tenant_id" text NOT NULL,
	"module_key" text NOT NULL,
	"status" text DEFAULT 'installed' NOT NULL,
	"installed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"installed_by" text,
	"uninstalled_at" timestamp with time zone,
	"uninstalled_by" text,
	"retain_until" timestamp with time zone,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "tenant_modules_tenant_id_module_key_pk" PRIMARY KEY("tenant_id","module_key")
);
--> statement-breakpoint
ALTER TABLE "tenant_modules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "module_catalog" ADD CONSTRAINT "module_catalog_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_tenant_visibility" ADD CONSTRAINT "module_tenant_visibility_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_modules" ADD CONSTRAINT "tenant_modules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_modules" ADD CONSTRAINT "tenant_modules_installed_by_users_id_fk" FOREIGN KEY ("installed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_modules" ADD CONSTRAINT "tenant_modules_uninstalled_by_users_id_fk" FOREIGN KEY ("uninstalled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_modules_module_idx" ON "tenant_modules" USING btree ("module_key","status");--> statement-breakpoint
CREATE POLICY "tenant_modules_tenant_isolation" ON "tenant_modules" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- Firms that existed before the module system keep what they used: the released modules.
INSERT INTO "tenant_modules" ("tenant_id", "module_key") SELECT "id", 'contacts' FROM "tenants" ON CONFLICT DO NOTHING;
