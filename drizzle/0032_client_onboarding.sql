CREATE TABLE "client_intake_documents" (
	"tenant_id" text NOT NULL,
	"intake_id" text NOT NULL,
	"document_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_intake_documents_intake_id_document_id_pk" PRIMARY KEY("intake_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "client_intake_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "client_intakes" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"step" text DEFAULT 'identification' NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"risk_level" text DEFAULT 'low' NOT NULL,
	"risk_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text,
	"submitted_by" text,
	"submitted_at" timestamp with time zone,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"contact_id" text,
	"matter_id" text,
	"relationship_ended_on" date,
	"retention_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_intakes_status_known" CHECK ("client_intakes"."status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "client_intakes_decided" CHECK (("client_intakes"."status" in ('approved', 'rejected')) = ("client_intakes"."decided_at" is not null)),
	CONSTRAINT "client_intakes_retention" CHECK (("client_intakes"."relationship_ended_on" is null) = ("client_intakes"."retention_until" is null))
);
--> statement-breakpoint
ALTER TABLE "client_intakes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "client_intake_documents" ADD CONSTRAINT "client_intake_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intake_documents" ADD CONSTRAINT "client_intake_documents_intake_id_client_intakes_id_fk" FOREIGN KEY ("intake_id") REFERENCES "public"."client_intakes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intake_documents" ADD CONSTRAINT "client_intake_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_intakes" ADD CONSTRAINT "client_intakes_matter_id_matters_id_fk" FOREIGN KEY ("matter_id") REFERENCES "public"."matters"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_intakes_tenant_status_idx" ON "client_intakes" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE POLICY "client_intake_documents_tenant_isolation" ON "client_intake_documents" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "client_intakes_tenant_isolation" ON "client_intakes" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));