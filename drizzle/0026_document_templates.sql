CREATE TABLE "document_generations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"template_version" integer NOT NULL,
	"template_name" text NOT NULL,
	"matter_id" text,
	"inputs" jsonb NOT NULL,
	"docx" "bytea" NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_generations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_template_usage" (
	"tenant_id" text NOT NULL,
	"template_id" text NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_usage_tenant_id_template_id_pk" PRIMARY KEY("tenant_id","template_id")
);
--> statement-breakpoint
ALTER TABLE "document_template_usage" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_template_versions" (
	"template_id" text NOT NULL,
	"tenant_id" text,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb NOT NULL,
	"change_note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_template_versions_template_id_version_pk" PRIMARY KEY("template_id","version")
);
--> statement-breakpoint
ALTER TABLE "document_template_versions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "document_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text,
	"slug" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"language" text DEFAULT 'hu' NOT NULL,
	"complexity" text DEFAULT 'simple' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" numeric(3, 2),
	"estimated_time_minutes" integer DEFAULT 10 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"based_on_id" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_templates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_usage" ADD CONSTRAINT "document_template_usage_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_usage" ADD CONSTRAINT "document_template_usage_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_template_id_document_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."document_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD CONSTRAINT "document_template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_generations_tenant_idx" ON "document_generations" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "document_generations_matter_idx" ON "document_generations" USING btree ("tenant_id","matter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_templates_builtin_slug_uq" ON "document_templates" USING btree ("slug") WHERE "document_templates"."tenant_id" is null;--> statement-breakpoint
CREATE INDEX "document_templates_tenant_idx" ON "document_templates" USING btree ("tenant_id","category");--> statement-breakpoint
CREATE POLICY "document_generations_visible" ON "document_generations" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)));--> statement-breakpoint
CREATE POLICY "document_template_usage_tenant_isolation" ON "document_template_usage" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_template_versions_read" ON "document_template_versions" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id is null or tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_template_versions_insert" ON "document_template_versions" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_template_versions_update" ON "document_template_versions" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_template_versions_delete" ON "document_template_versions" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_templates_read" ON "document_templates" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id is null or tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_templates_insert" ON "document_templates" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_templates_update" ON "document_templates" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "document_templates_delete" ON "document_templates" AS PERMISSIVE FOR DELETE TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (issue 16, decision 0182): keep this block when renumbering the migration.
-- Built-in templates (tenant_id NULL) are readable by every firm through the *_read policies
-- above and writable by none (insert/update/delete need tenant_id = the request's firm); they
-- are written by the owner at start-up (db/builtin-templates.ts). A built-in always has its slug.
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_builtin_has_slug" CHECK ("tenant_id" IS NOT NULL OR "slug" IS NOT NULL);
-- <<< end of hand-written block
