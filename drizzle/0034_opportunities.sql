CREATE TABLE "opportunities" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"contact_id" text,
	"prospect_name" text,
	"prospect_kind" text DEFAULT 'organisation' NOT NULL,
	"value_huf" bigint DEFAULT 0 NOT NULL,
	"probability" integer DEFAULT 20 NOT NULL,
	"expected_close_on" date,
	"owner_id" text,
	"stage_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"won_matter_id" text,
	"notes" text,
	"closed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_value_non_negative" CHECK ("opportunities"."value_huf" >= 0),
	CONSTRAINT "opportunities_probability_range" CHECK ("opportunities"."probability" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "opportunities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "opportunity_stages" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'open' NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_stages_kind_check" CHECK ("opportunity_stages"."kind" in ('open', 'won', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "opportunity_stages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_stage_id_opportunity_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."opportunity_stages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_won_matter_id_matters_id_fk" FOREIGN KEY ("won_matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_stages" ADD CONSTRAINT "opportunity_stages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_tenant_stage_idx" ON "opportunities" USING btree ("tenant_id","stage_id","position");--> statement-breakpoint
CREATE INDEX "opportunities_tenant_contact_idx" ON "opportunities" USING btree ("tenant_id","contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "opportunity_stages_tenant_name_uq" ON "opportunity_stages" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE POLICY "opportunities_tenant_isolation" ON "opportunities" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "opportunity_stages_tenant_isolation" ON "opportunity_stages" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));