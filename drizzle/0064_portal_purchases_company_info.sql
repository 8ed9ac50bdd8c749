CREATE TABLE "firm_profiles" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"seat" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"website" text,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_note" text,
	"bar_association" text,
	"bar_registration_number" text,
	"about" text,
	"lawyers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "firm_profiles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "firm_profiles" ADD CONSTRAINT "firm_profiles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_profiles" ADD CONSTRAINT "firm_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- >>> hand-written (issue 35 points 4 and 6, decisions 0400–0401): keep this block when regenerating the migration number.
-- The rows of an invoice and the versions of a document, narrowed for a customer through their
-- parent. vi_invoice_visible()/vi_document_visible() are security definer and so never see the
-- parent's own restrictive customer_own policy: without these a customer could read another
-- client's invoice lines, payments or document versions by id. Like vi_portal_matter, each reads
-- only the request context (vi_request_tenant, vi_portal_contacts), which SQL as vi_app cannot set.
CREATE FUNCTION public.vi_portal_invoice(p_invoice_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.invoices i
		WHERE i.id = p_invoice_id AND i.tenant_id = public.vi_request_tenant()
		AND i.contact_id = ANY (public.vi_portal_contacts())
	)
$$;
--> statement-breakpoint
CREATE FUNCTION public.vi_portal_document(p_document_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.documents d
		WHERE d.id = p_document_id AND d.tenant_id = public.vi_request_tenant()
		AND (d.client_contact_id = ANY (public.vi_portal_contacts()) OR (d.matter_id IS NOT NULL AND public.vi_portal_matter(d.matter_id)))
	)
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_portal_invoice(text), public.vi_portal_document(text) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_portal_invoice(text), public.vi_portal_document(text) TO vi_app;
--> statement-breakpoint
-- The public profile is edited, never removed by a request.
REVOKE DELETE, TRUNCATE, REFERENCES, TRIGGER ON TABLE firm_profiles FROM vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
CREATE POLICY "invoice_lines_customer_own" ON "invoice_lines" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id)));--> statement-breakpoint
CREATE POLICY "invoice_payments_customer_own" ON "invoice_payments" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id)));--> statement-breakpoint
CREATE POLICY "nav_reports_customer_own" ON "nav_reports" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id)));--> statement-breakpoint
CREATE POLICY "payment_reminders_customer_own" ON "payment_reminders" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id)));--> statement-breakpoint
CREATE POLICY "document_versions_customer_own" ON "document_versions" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_document(document_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_document(document_id)));--> statement-breakpoint
CREATE POLICY "documents_customer_own" ON "documents" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (array[client_contact_id] <@ (select vi_portal_contacts()) or (matter_id is not null and vi_portal_matter(matter_id)))) WITH CHECK ((select vi_portal_contacts()) is null or (array[client_contact_id] <@ (select vi_portal_contacts()) or (matter_id is not null and vi_portal_matter(matter_id))));--> statement-breakpoint
CREATE POLICY "invoice_time_entries_customer_own" ON "invoice_time_entries" AS RESTRICTIVE FOR ALL TO "vi_app" USING ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id))) WITH CHECK ((select vi_portal_contacts()) is null or (vi_portal_invoice(invoice_id)));--> statement-breakpoint
CREATE POLICY "firm_profiles_read" ON "firm_profiles" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()));--> statement-breakpoint
CREATE POLICY "firm_profiles_staff_insert" ON "firm_profiles" AS PERMISSIVE FOR INSERT TO "vi_app" WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);--> statement-breakpoint
CREATE POLICY "firm_profiles_staff_update" ON "firm_profiles" AS PERMISSIVE FOR UPDATE TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null) WITH CHECK (tenant_id = (select vi_request_tenant()) and (select vi_portal_contacts()) is null);