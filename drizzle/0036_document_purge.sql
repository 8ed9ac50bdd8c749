CREATE TABLE "blob_deletions" (
	"tenant_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blob_deletions_tenant_id_storage_key_pk" PRIMARY KEY("tenant_id","storage_key")
);
--> statement-breakpoint
ALTER TABLE "blob_deletions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "blob_deletions" ADD CONSTRAINT "blob_deletions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "blob_deletions_tenant_isolation" ON "blob_deletions" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));