CREATE TABLE "jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"tenant_id" text,
	"payload" jsonb NOT NULL,
	"payload_version" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" text,
	"claim_token" text,
	"last_error" text,
	"acting_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state_known" CHECK ("jobs"."state" in ('queued', 'running', 'succeeded', 'dead')),
	CONSTRAINT "jobs_attempts_non_negative" CHECK ("jobs"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_uq" ON "jobs" USING btree ("name",coalesce("tenant_id", ''),"key") WHERE "jobs"."key" is not null;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "jobs_tenant_idx" ON "jobs" USING btree ("tenant_id");--> statement-breakpoint
CREATE POLICY "jobs_tenant_isolation" ON "jobs" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- >>> hand-written (decision 0280, with decision 0301's reviewed privileges): a request enqueues its
-- firm's jobs (INSERT) and a firm's job finishes itself in its last transaction (UPDATE of the state
-- columns); nothing a request does deletes a job or moves one's schedule, payload or attempts.
REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE jobs FROM vi_app;
--> statement-breakpoint
GRANT UPDATE (state, locked_by, claim_token, last_error, updated_at, finished_at) ON TABLE jobs TO vi_app;
-- <<< end of hand-written block
