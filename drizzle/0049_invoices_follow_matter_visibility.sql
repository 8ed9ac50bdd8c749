-- >>> hand-written block (decision 0300): an invoice follows its matter's visibility, a correction
-- its original's, and every row of an invoice (lines, time links, payments, reminders, NAV report)
-- its invoice's; a deadline's reminder rows their deadline's. The functions run as the owner
-- (security definer) so a policy can ask about the parent without the parent's own policy
-- recursing; they read only the request's firm and user from vi_private.request_context.
CREATE FUNCTION public.vi_invoice_visible(p_invoice_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.invoices i
		LEFT JOIN public.invoices o ON o.id = i.original_invoice_id
		WHERE i.id = p_invoice_id AND i.tenant_id = public.vi_request_tenant()
		AND (i.matter_id IS NULL OR public.vi_matter_visible(i.matter_id))
		AND (o.matter_id IS NULL OR public.vi_matter_visible(o.matter_id))
	)
$$;
--> statement-breakpoint
CREATE FUNCTION public.vi_deadline_visible(p_deadline_id text) RETURNS boolean
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT EXISTS (
		SELECT 1 FROM public.matter_deadlines d
		WHERE d.id = p_deadline_id AND d.tenant_id = public.vi_request_tenant() AND public.vi_matter_visible(d.matter_id)
	)
$$;
--> statement-breakpoint
-- The financial reports count every issued document of the firm (decision 0300): one the user may
-- not see is summed under "Bizalmas ügy" – no number, no buyer, no contact – so the firm's totals
-- are the same for everyone who may read them. Its open amount as of a day is computed here, as
-- its payments are hidden from the caller too.
CREATE FUNCTION public.vi_report_invoices(p_as_of date)
RETURNS TABLE (id text, original_invoice_id text, operation text, hidden boolean, contact_id text, matter_id text, customer_name text, number text,
	issue_date date, issued_at timestamptz, payment_date date, currency text, exchange_rate numeric, net_amount_huf numeric, open_as_of numeric)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp AS $$
	SELECT i.id, i.original_invoice_id, i.operation, NOT v.visible,
		CASE WHEN v.visible THEN i.contact_id END, i.matter_id,
		CASE WHEN v.visible THEN i.customer_name ELSE 'Bizalmas ügy' END,
		CASE WHEN v.visible THEN i.number END,
		i.issue_date, i.issued_at, i.payment_date, i.currency, i.exchange_rate, i.net_amount_huf,
		i.gross_amount
			+ coalesce((SELECT sum(c.gross_amount) FROM public.invoices c WHERE c.original_invoice_id = i.id AND c.status = 'issued' AND c.issue_date <= p_as_of), 0)
			- coalesce((SELECT sum(pm.amount) FROM public.invoice_payments pm WHERE pm.invoice_id = i.id AND pm.paid_on <= p_as_of), 0)
	FROM public.invoices i
	CROSS JOIN LATERAL (SELECT public.vi_invoice_visible(i.id) AS visible) v
	WHERE i.tenant_id = public.vi_request_tenant() AND i.status = 'issued'
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION public.vi_invoice_visible(text), public.vi_deadline_visible(text), public.vi_report_invoices(date) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION public.vi_invoice_visible(text), public.vi_deadline_visible(text), public.vi_report_invoices(date) TO vi_app;
--> statement-breakpoint
-- <<< end of hand-written block
DROP POLICY "deadline_reminders_tenant_isolation" ON "deadline_reminders" CASCADE;--> statement-breakpoint
DROP POLICY "invoice_lines_tenant_isolation" ON "invoice_lines" CASCADE;--> statement-breakpoint
DROP POLICY "invoice_payments_tenant_isolation" ON "invoice_payments" CASCADE;--> statement-breakpoint
DROP POLICY "invoices_tenant_isolation" ON "invoices" CASCADE;--> statement-breakpoint
DROP POLICY "nav_reports_tenant_isolation" ON "nav_reports" CASCADE;--> statement-breakpoint
DROP POLICY "payment_reminders_tenant_isolation" ON "payment_reminders" CASCADE;--> statement-breakpoint
DROP POLICY "invoice_time_entries_tenant_isolation" ON "invoice_time_entries" CASCADE;--> statement-breakpoint
CREATE POLICY "deadline_reminders_deadline_visible" ON "deadline_reminders" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_deadline_visible(deadline_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_deadline_visible(deadline_id));--> statement-breakpoint
CREATE POLICY "invoice_lines_invoice_visible" ON "invoice_lines" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id));--> statement-breakpoint
CREATE POLICY "invoice_payments_invoice_visible" ON "invoice_payments" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id));--> statement-breakpoint
CREATE POLICY "invoices_visible" ON "invoices" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and (original_invoice_id is null or vi_invoice_visible(original_invoice_id))) WITH CHECK (tenant_id = (select vi_request_tenant()) and (matter_id is null or vi_matter_visible(matter_id)) and (original_invoice_id is null or vi_invoice_visible(original_invoice_id)));--> statement-breakpoint
CREATE POLICY "nav_reports_invoice_visible" ON "nav_reports" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id));--> statement-breakpoint
CREATE POLICY "payment_reminders_invoice_visible" ON "payment_reminders" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id));--> statement-breakpoint
CREATE POLICY "invoice_time_entries_invoice_visible" ON "invoice_time_entries" AS PERMISSIVE FOR ALL TO "vi_app" USING (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id)) WITH CHECK (tenant_id = (select vi_request_tenant()) and vi_invoice_visible(invoice_id));