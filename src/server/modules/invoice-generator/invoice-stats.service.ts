// The firm's money figures for the dashboard (issue 38.10, decision 0334), summed by the database
// as of today in Budapest. Invoices are read through vi_report_invoices like the financial
// reports (decision 0300): every issued document of the firm counts for every reader, so the
// firm's receivables are one figure. Unbilled time is read under RLS (time on a confidential
// matter counts only for its team), as on the time pages.
import { sql } from 'drizzle-orm';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { InvoiceStats } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { forintRate } from '../../reports/forint-rate';

const num = (v: unknown): number => Math.round(Number(v ?? 0) * 100) / 100;

export async function invoiceStats(tx: TenantTx, tenantId: string, now: Date = new Date()): Promise<InvoiceStats> {
  const asOf = todayInBudapest(now);
  const from = `${asOf.slice(0, 7)}-01`;
  const [open] = resultRows<{ open_huf: string | null; invoices: number; overdue_huf: string | null; overdue: number }>(
    await tx.execute(sql`select round(sum(i.open_as_of * i.exchange_rate), 2)::text as open_huf, count(*)::int as invoices,
        round(sum(i.open_as_of * i.exchange_rate) filter (where i.payment_date < ${asOf}::date), 2)::text as overdue_huf,
        (count(*) filter (where i.payment_date < ${asOf}::date))::int as overdue
      from vi_report_invoices(${asOf}::date) i
      where i.operation = 'CREATE' and i.issue_date <= ${asOf}::date and i.open_as_of > 0`),
  );
  const [revenue] = resultRows<{ net: string | null }>(
    await tx.execute(sql`select round(sum(d.net_amount_huf), 2)::text as net from vi_report_invoices(${asOf}::date) d
      where d.issue_date between ${from}::date and ${asOf}::date`),
  );
  const [unbilled] = resultRows<{ value_huf: string | null; minutes: number | null }>(
    await tx.execute(sql`select round(sum(g.value * coalesce(${forintRate(sql`g.currency`, asOf)}, 0)), 2)::text as value_huf, sum(g.minutes)::int as minutes
      from (select te.currency, sum(te.amount) as value, sum(te.billed_minutes) as minutes from time_entries te
            where te.tenant_id = ${tenantId} and te.billable and te.amount > 0 and te.invoice_id is null group by te.currency) g`),
  );
  return {
    asOf,
    receivablesHuf: num(open?.open_huf),
    receivableInvoices: open?.invoices ?? 0,
    overdueHuf: num(open?.overdue_huf),
    overdueInvoices: open?.overdue ?? 0,
    unbilledHuf: num(unbilled?.value_huf),
    unbilledHours: Math.round(((unbilled?.minutes ?? 0) / 60) * 100) / 100,
    revenueThisMonthHuf: num(revenue?.net),
  };
}
