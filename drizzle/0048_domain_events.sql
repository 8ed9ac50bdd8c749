CREATE TABLE "domain_events" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"sequence" bigint GENERATED ALWAYS AS IDENTITY (sequence name "domain_events_sequence_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_user_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"causation_id" text,
	"depth" integer DEFAULT 0 NOT NULL,
	"request_id" text,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_sequence_idx" ON "domain_events" USING btree ("sequence");--> statement-breakpoint
CREATE INDEX "domain_events_tenant_sequence_idx" ON "domain_events" USING btree ("tenant_id","sequence");--> statement-breakpoint
CREATE INDEX "domain_events_subject_idx" ON "domain_events" USING btree ("tenant_id","subject_type","subject_id");--> statement-breakpoint
CREATE POLICY "domain_events_tenant_isolation" ON "domain_events" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- Hand-written (decision 0291): the request role appends events and reads its tenant's; it never
-- rewrites or removes one (a tenant's deletion removes its events through the owner's cascade).
REVOKE UPDATE, DELETE ON TABLE domain_events FROM vi_app;
