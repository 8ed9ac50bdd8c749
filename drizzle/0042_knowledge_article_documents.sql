CREATE TABLE "knowledge_article_documents" (
	"tenant_id" text NOT NULL,
	"article_id" text NOT NULL,
	"document_id" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_article_documents_pk" PRIMARY KEY("article_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "knowledge_article_documents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "knowledge_article_documents" ADD CONSTRAINT "knowledge_article_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_article_documents" ADD CONSTRAINT "knowledge_article_documents_article_id_kb_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."kb_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_article_documents" ADD CONSTRAINT "knowledge_article_documents_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_article_documents" ADD CONSTRAINT "knowledge_article_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_article_documents_document_idx" ON "knowledge_article_documents" USING btree ("document_id");--> statement-breakpoint
CREATE POLICY "knowledge_article_documents_visible" ON "knowledge_article_documents" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_document_visible(document_id));