CREATE TABLE "document_chunk_embeddings" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"version_id" text,
	"chunk_index" integer NOT NULL,
	"char_start" integer NOT NULL,
	"char_end" integer NOT NULL,
	"text_hash" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"dimensions" integer NOT NULL,
	"embedding" real[] NOT NULL,
	"embedded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_chunk_embeddings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ai_platform_keys" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "ai_provider_keys" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "document_chunk_embeddings" ADD CONSTRAINT "document_chunk_embeddings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_chunk_embeddings_chunk_uq" ON "document_chunk_embeddings" USING btree ("tenant_id","source_type","source_id","chunk_index");--> statement-breakpoint
CREATE INDEX "document_chunk_embeddings_model_idx" ON "document_chunk_embeddings" USING btree ("tenant_id","model","dimensions");--> statement-breakpoint
CREATE POLICY "document_chunk_embeddings_tenant_isolation" ON "document_chunk_embeddings" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));