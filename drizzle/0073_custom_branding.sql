CREATE TABLE "firm_brandings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"accent_color" text NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"logo_updated_at" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_brandings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "firm_brandings" ADD CONSTRAINT "firm_brandings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_brandings" ADD CONSTRAINT "firm_brandings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- >>> hand-written (decision 0448): keep this block when regenerating the migration number.
-- The branding is edited, never removed by a request (a removed logo is a null column).
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE firm_brandings FROM vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
CREATE POLICY "firm_brandings_read" ON "firm_brandings" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "firm_brandings_staff_insert" ON "firm_brandings" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "firm_brandings_staff_update" ON "firm_brandings" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);