CREATE TABLE "factory_module_versions" (
	"module_key" text NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" text,
	CONSTRAINT "factory_module_versions_module_key_version_pk" PRIMARY KEY("module_key","version")
);
--> statement-breakpoint
CREATE TABLE "factory_modules" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft" jsonb,
	"published_version" integer,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "factory_records" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"module_key" text NOT NULL,
	"data" jsonb NOT NULL,
	"definition_version" integer NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "factory_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "factory_module_versions" ADD CONSTRAINT "factory_module_versions_module_key_factory_modules_key_fk" FOREIGN KEY ("module_key") REFERENCES "public"."factory_modules"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_module_versions" ADD CONSTRAINT "factory_module_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_modules" ADD CONSTRAINT "factory_modules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_records" ADD CONSTRAINT "factory_records_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_records" ADD CONSTRAINT "factory_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factory_records" ADD CONSTRAINT "factory_records_version_fk" FOREIGN KEY ("module_key","definition_version") REFERENCES "public"."factory_module_versions"("module_key","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factory_records_tenant_module_created_idx" ON "factory_records" USING btree ("tenant_id","module_key","created_at");--> statement-breakpoint
CREATE POLICY "factory_records_tenant_isolation" ON "factory_records" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- The designer's tables are the platform's: a request (vi_app) reads a published definition but never writes one.
REVOKE INSERT, UPDATE, DELETE ON "factory_modules", "factory_module_versions" FROM vi_app;
