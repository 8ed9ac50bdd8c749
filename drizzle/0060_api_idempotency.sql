CREATE TABLE "api_idempotency_keys" (
	"tenant_id" text NOT NULL,
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	CONSTRAINT "api_idempotency_keys_tenant_id_caller_key_pk" PRIMARY KEY("tenant_id","caller","key")
);
--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "api_idempotency_keys" ADD CONSTRAINT "api_idempotency_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_idempotency_keys_created_idx" ON "api_idempotency_keys" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE POLICY "api_idempotency_keys_tenant_isolation" ON "api_idempotency_keys" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
-- Hand-written (decision 0392): a request claims, completes and forgets its firm's idempotency keys
-- (select, insert, update, delete under RLS); nothing else.
REVOKE TRUNCATE, REFERENCES, TRIGGER ON TABLE api_idempotency_keys FROM vi_app;
