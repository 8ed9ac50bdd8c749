ALTER TABLE "portal_messages" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "portal_messages" ADD CONSTRAINT "portal_messages_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_messages_document_idx" ON "portal_messages" USING btree ("document_id");