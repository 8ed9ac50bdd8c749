CREATE TABLE "contact_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"contact_id" text NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contact_links" (
	"id" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"person_id" text NOT NULL,
	"organisation_id" text NOT NULL,
	"role" text NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_links_role_check" CHECK ("contact_links"."role" in ('works_at', 'represents'))
);
--> statement-breakpoint
ALTER TABLE "contact_links" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "kind" text DEFAULT 'person' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "family_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "given_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "birth_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "birth_place" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "mothers_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "id_document_type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "id_document_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tax_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "eu_vat_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_reg_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "address" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(translate(name, 'ÁÀÂÄÃÅĀĂĄÉÈÊËĚĒĘÍÌÎÏĪÓÒÔÖÕŐØŌÚÙÛÜŰŮŪÝŸČĆÇĎĐĽĹŁŇŃŘŔŠŚŞŤŢŽŹŻáàâäãåāăąéèêëěēęíìîïīóòôöõőøōúùûüűůūýÿčćçďđľĺłňńřŕšśşťţžźż', 'AAAAAAAAAEEEEEEEIIIIIOOOOOOOOUUUUUUUYYCCCDDLLLNNRRSSSTTZZZaaaaaaaaaeeeeeeeiiiiioooooooouuuuuuuyycccddlllnnrrsssttzzz'))) STORED;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "merged_into_id" text;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activities" ADD CONSTRAINT "contact_activities_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_person_id_contacts_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_links" ADD CONSTRAINT "contact_links_organisation_id_contacts_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_activities_contact_idx" ON "contact_activities" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_links_unique" ON "contact_links" USING btree ("person_id","organisation_id","role");--> statement-breakpoint
CREATE INDEX "contact_links_org_idx" ON "contact_links" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "contacts_tenant_search_idx" ON "contacts" USING btree ("tenant_id","search_key");--> statement-breakpoint
CREATE INDEX "contacts_tenant_tax_number_idx" ON "contacts" USING btree ("tenant_id","tax_number");--> statement-breakpoint
CREATE INDEX "contacts_tenant_email_idx" ON "contacts" USING btree ("tenant_id","email");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_kind_check" CHECK ("contacts"."kind" in ('person', 'organisation'));--> statement-breakpoint
CREATE POLICY "contact_activities_tenant_isolation" ON "contact_activities" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "contact_links_tenant_isolation" ON "contact_links" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant())) WITH CHECK (tenant_id = (select vi_request_tenant()));