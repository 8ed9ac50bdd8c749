ALTER TABLE "document_generations" ADD COLUMN "docx_document_id" text;--> statement-breakpoint
ALTER TABLE "document_generations" ADD COLUMN "pdf_document_id" text;--> statement-breakpoint
ALTER TABLE "document_template_versions" ADD COLUMN "source_docx" "bytea";--> statement-breakpoint
ALTER TABLE "document_templates" ADD COLUMN "source_docx" "bytea";--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_docx_document_id_documents_id_fk" FOREIGN KEY ("docx_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_generations" ADD CONSTRAINT "document_generations_pdf_document_id_documents_id_fk" FOREIGN KEY ("pdf_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;