CREATE TABLE "compliance_completions" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"obligation_id" text NOT NULL,
	"nominal" date NOT NULL,
	"due_on" date NOT NULL,
	"note" text,
	"evidence_document_id" text,
	"completed_by" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_completions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "compliance_obligations" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"client_contact_id" text,
	"owner_id" text,
	"frequency" text NOT NULL,
	"day_of_month" integer NOT NULL,
	"month" integer DEFAULT 1 NOT NULL,
	"next_nominal" date NOT NULL,
	"next_due" date NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_obligations_day" CHECK ("compliance_obligations"."day_of_month" between 1 and 31 and "compliance_obligations"."month" between 1 and 12)
);
--> statement-breakpoint
ALTER TABLE "compliance_obligations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadline_digests" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"digest_on" date NOT NULL,
	"item_count" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deadline_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadline_documents" (
	"tenant_id" text NOT NULL,
	"deadline_id" text NOT NULL,
	"document_id" text NOT NULL,
	"linked_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_documents_deadline_id_document_id_pk" PRIMARY KEY("deadline_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "deadline_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "deadline_user_prefs" (
	"tenant_id" text NOT NULL,
	"user_id" text NOT NULL,
	"daily_digest" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deadline_user_prefs_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deadline_user_prefs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hu_calendar_entries" (
	"date" date PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hu_calendar_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "hu_work_schedule_decrees" (
	"year" integer PRIMARY KEY NOT NULL,
	"decree" text NOT NULL,
	"source" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hu_work_schedule_decrees" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "matter_deadlines" ADD COLUMN "missed_automatically" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "compliance_completions" ADD CONSTRAINT "compliance_completions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_completions" ADD CONSTRAINT "compliance_completions_obligation_id_compliance_obligations_id_fk" FOREIGN KEY ("obligation_id") REFERENCES "public"."compliance_obligations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_completions" ADD CONSTRAINT "compliance_completions_evidence_document_id_documents_id_fk" FOREIGN KEY ("evidence_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_completions" ADD CONSTRAINT "compliance_completions_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_client_contact_id_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_obligations" ADD CONSTRAINT "compliance_obligations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_digests" ADD CONSTRAINT "deadline_digests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_digests" ADD CONSTRAINT "deadline_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_documents" ADD CONSTRAINT "deadline_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_documents" ADD CONSTRAINT "deadline_documents_deadline_id_matter_deadlines_id_fk" FOREIGN KEY ("deadline_id") REFERENCES "public"."matter_deadlines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_documents" ADD CONSTRAINT "deadline_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_documents" ADD CONSTRAINT "deadline_documents_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_user_prefs" ADD CONSTRAINT "deadline_user_prefs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_user_prefs" ADD CONSTRAINT "deadline_user_prefs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hu_calendar_entries" ADD CONSTRAINT "hu_calendar_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hu_work_schedule_decrees" ADD CONSTRAINT "hu_work_schedule_decrees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_completions_occurrence_uq" ON "compliance_completions" USING btree ("obligation_id","nominal");--> statement-breakpoint
CREATE INDEX "compliance_obligations_tenant_due_idx" ON "compliance_obligations" USING btree ("tenant_id","active","next_due");--> statement-breakpoint
CREATE UNIQUE INDEX "deadline_digests_user_day_uq" ON "deadline_digests" USING btree ("tenant_id","user_id","digest_on");--> statement-breakpoint
CREATE INDEX "deadline_documents_document_idx" ON "deadline_documents" USING btree ("document_id");--> statement-breakpoint
CREATE POLICY "compliance_completions_tenant_isolation" ON "compliance_completions" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "compliance_obligations_tenant_isolation" ON "compliance_obligations" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "deadline_digests_tenant_isolation" ON "deadline_digests" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "deadline_documents_visible" ON "deadline_documents" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id));--> statement-breakpoint
CREATE POLICY "deadline_user_prefs_tenant_isolation" ON "deadline_user_prefs" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "platform_calendar_read" ON "hu_calendar_entries" AS PERMISSIVE FOR SELECT TO "vi_app" USING (true);--> statement-breakpoint
CREATE POLICY "platform_decrees_read" ON "hu_work_schedule_decrees" AS PERMISSIVE FOR SELECT TO "vi_app" USING (true);