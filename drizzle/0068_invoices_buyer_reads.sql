CREATE POLICY "invoice_proformas_buyer_reads" ON "invoice_proformas" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and array[contact_id] <@ (select vi_portal_contacts()));--> statement-breakpoint
CREATE POLICY "invoices_buyer_reads" ON "invoices" AS PERMISSIVE FOR SELECT TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and status = 'issued' and array[contact_id] <@ (select vi_portal_contacts()));--> statement-breakpoint
-- >>> hand-written block (decision 0371): an invoice's rows (lines, payments, time links, reminders,
-- NAV report) follow the invoice, so the buyer who may now read an issued invoice of a confidential
-- matter reads its rows too; the restrictive *_customer_own policies (vi_portal_invoice) still keep
-- every other client's rows from her. vi_portal_contacts() is NULL for staff: nothing changes for them.
CREATE OR REPLACE FUNCTION public.vi_invoice_visible(p_invoice_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.invoices i
		LEFT JOIN public.invoices o ON o.id = i.original_invoice_id
		WHERE i.id = p_invoice_id AND i.tenant_id = public.vi_request_tenant()
		AND (
			((i.matter_id IS NULL OR public.vi_matter_visible(i.matter_id))
				AND (o.matter_id IS NULL OR public.vi_matter_visible(o.matter_id)))
			OR (i.status = 'issued' AND i.contact_id = ANY(public.vi_portal_contacts()))
		)
	)
$$;
-- <<< end of hand-written block
