// The financial reports' queries (issue 17 point 6, decisions 0217–0220). Every figure is summed by
// the database over the firm's rows inside the request transaction (RLS applies: time on a
// confidential matter counts only for its team). Revenue is the net forint value (HUF twins) of
// every issued document by its own issue date, so a storno or a modification nets the original
// out in the period it is issued in; receivables and work in progress are as of the period's end.
import { sql } from 'drizzle-orm';
import type { AgingBucket } from '@shared/invoice-generator/payments';
import { agingBuckets } from '@shared/invoice-generator/payments';
import { monthsOf, type ReportPeriod } from '@shared/reports/report-period';
import { type FinancialReport } from '@shared/financial-reports/financial-reports.schemas';
import { resultRows } from '../../db/client';
import type { TenantTx } from '../../db/tenant-scope';
import { forintRate } from '../../reports/forint-rate';

export interface Viewer {
  tenantId: string;
  userId: string;
  /** Firm administrators see every lawyer's figures; a lawyer only their own line (decision 0220). */
  firmWide: boolean;
}

const num = (v: unknown): number => Number(v ?? 0);
const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/**
 * Issued documents (originals, modifications, stornos) of the period with the chain's original.
 * Read through vi_report_invoices (decision 0300): every issued document of the firm, one of a
 * confidential matter the viewer may not see with its buyer, contact and number masked, so the
 * firm's figures are the same for every reader and the hidden ones are summed as "Bizalmas ügy".
 */
const documentsOf = (p: ReportPeriod) => sql`
  select d.id, coalesce(d.original_invoice_id, d.id) as orig, d.hidden, d.contact_id, d.matter_id, d.customer_name, d.issue_date, d.net_amount_huf as net
  from vi_report_invoices(${p.to}::date) d
  where d.issue_date between ${p.from}::date and ${p.to}::date`;

/** What the report calls a document the viewer may not see, in every grouping. */
const HIDDEN_LABEL = 'Bizalmas ügy';

/** Label of a matter row: its number and title; hidden (confidential) or no matter say so. */
const matterLabel = sql`case when m.id is not null then m.number || ' – ' || m.title when x.matter_id is null then 'Ügyhöz nem kötött' else 'Bizalmas ügy' end`;

async function revenueByMonth(tx: TenantTx, p: ReportPeriod) {
  const rows = resultRows<{ month: string; net: string; documents: number }>(
    await tx.execute(sql`select to_char(x.issue_date, 'YYYY-MM') as month, round(sum(x.net), 2)::text as net, count(*)::int as documents
      from (${documentsOf(p)}) x group by 1`),
  );
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  return monthsOf(p).map((month) => ({ month, netHuf: num(byMonth.get(month)?.net), documents: byMonth.get(month)?.documents ?? 0 }));
}

type GroupRow = { id: string | null; label: string; net: string; documents: number };
const toRevenueRows = (rows: GroupRow[]) => rows.map((r) => ({ id: r.id, label: r.label, netHuf: num(r.net), documents: r.documents }));

async function revenueByClient(tx: TenantTx, p: ReportPeriod) {
  return toRevenueRows(
    resultRows<GroupRow>(
      await tx.execute(sql`select x.contact_id as id, case when x.hidden then ${HIDDEN_LABEL} else coalesce(c.name, max(x.customer_name), '') end as label,
          round(sum(x.net), 2)::text as net, count(*)::int as documents
        from (${documentsOf(p)}) x left join contacts c on c.id = x.contact_id
        group by x.contact_id, c.name, x.hidden order by sum(x.net) desc, 2`),
    ),
  );
}

async function revenueByMatter(tx: TenantTx, p: ReportPeriod) {
  return toRevenueRows(
    resultRows<GroupRow>(
      await tx.execute(sql`select x.matter_id as id, ${matterLabel} as label, round(sum(x.net), 2)::text as net, count(*)::int as documents
        from (${documentsOf(p)}) x left join matters m on m.id = x.matter_id
        group by x.matter_id, m.id, m.number, m.title order by sum(x.net) desc, 2`),
    ),
  );
}

/**
 * Decision 0218: each document's net is shared among the lawyers whose time its chain's original
 * billed, in proportion to that time's value; a document without billed time is "not time-based".
 */
async function revenueByLawyer(tx: TenantTx, viewer: Viewer, p: ReportPeriod) {
  // A hidden document's time is hidden too: it is one "Bizalmas ügy" line, never "not time-based".
  const rows = resultRows<GroupRow>(
    await tx.execute(sql`with x as (${documentsOf(p)}),
      w as (select ite.invoice_id as orig, te.user_id, sum(te.amount) as weight
            from invoice_time_entries ite join time_entries te on te.id = ite.time_entry_id
            where ite.tenant_id = ${viewer.tenantId} group by 1, 2 having sum(te.amount) > 0),
      t as (select orig, sum(weight) as total from w group by orig)
      select w.user_id as id, case when x.hidden then ${HIDDEN_LABEL} else coalesce(u.name, 'Időbejegyzéshez nem kötött') end as label,
             round(sum(case when w.user_id is null then x.net else x.net * w.weight / t.total end), 2)::text as net, count(distinct x.id)::int as documents
      from x left join w on w.orig = x.orig and not x.hidden left join t on t.orig = x.orig left join users u on u.id = w.user_id
      group by w.user_id, u.name, x.hidden order by (w.user_id is null), sum(case when w.user_id is null then x.net else x.net * w.weight / t.total end) desc, 2`),
  );
  return toRevenueRows(viewer.firmWide ? rows : rows.filter((r) => r.id === viewer.userId));
}

/** Unbilled billable time worked up to the period's end (entries invoiced only after it still count). */
async function workInProgress(tx: TenantTx, tenantId: string, p: ReportPeriod) {
  const rows = resultRows<{ matter_id: string; label: string; currency: string; minutes: number; value: string; value_huf: string | null; oldest: string }>(
    await tx.execute(sql`with g as (
        select te.matter_id, te.currency, sum(te.billed_minutes)::int as minutes, sum(te.amount) as value, min(te.work_date)::text as oldest
        from time_entries te
        where te.tenant_id = ${tenantId} and te.billable and te.amount > 0 and te.work_date <= ${p.to}::date
          and (te.invoice_id is null or exists (select 1 from invoices i where i.id = te.invoice_id and i.issue_date > ${p.to}::date))
        group by te.matter_id, te.currency)
      select x.matter_id, ${matterLabel} as label, x.currency, x.minutes, x.value::text as value,
             round(x.value * ${forintRate(sql`x.currency`, p.to)}, 2)::text as value_huf, x.oldest
      from g x left join matters m on m.id = x.matter_id
      order by x.value * coalesce(${forintRate(sql`x.currency`, p.to)}, 0) desc, 2`),
  );
  return rows.map((r) => ({
    matterId: r.matter_id,
    label: r.label,
    currency: r.currency,
    hours: Math.round((r.minutes / 60) * 100) / 100,
    value: num(r.value),
    valueHuf: r.value_huf === null ? null : num(r.value_huf),
    oldestWorkDate: r.oldest,
  }));
}

/**
 * Receivables as of the period's end (decision 0220): issued originals with something open — the
 * chain's gross up to that day less the payments received up to it (an invoice without payments
 * is fully open) — aged by the days past the due date. The open amount in forints is at the
 * invoice's own exchange rate.
 */
const openInvoices = (asOf: string) => sql`
  select i.id, i.hidden, i.number, i.customer_name, i.payment_date::text as due_date, i.currency,
         (${asOf}::date - i.payment_date)::int as late,
         case when i.payment_date is null or ${asOf}::date - i.payment_date between 1 and 30 then 'd0_30'
              when ${asOf}::date - i.payment_date <= 0 then 'current'
              when ${asOf}::date - i.payment_date <= 60 then 'd31_60'
              when ${asOf}::date - i.payment_date <= 90 then 'd61_90' else 'd90_plus' end as bucket,
         i.open_as_of as open, round(i.open_as_of * i.exchange_rate, 2) as open_huf
  from vi_report_invoices(${asOf}::date) i
  where i.operation = 'CREATE' and i.issue_date <= ${asOf}::date and i.open_as_of > 0`;

async function receivablesAging(tx: TenantTx, p: ReportPeriod) {
  const invoicesOpen = resultRows<{
    id: string;
    hidden: boolean;
    number: string | null;
    customer_name: string;
    due_date: string | null;
    currency: string;
    late: number | null;
    bucket: AgingBucket;
    open: string;
    open_huf: string;
  }>(await tx.execute(sql`select * from (${openInvoices(p.to)}) a order by a.late desc nulls first, a.number`));
  const totals = resultRows<{ bucket: AgingBucket; open_huf: string; invoices: number }>(
    await tx.execute(sql`select a.bucket, round(sum(a.open_huf), 2)::text as open_huf, count(*)::int as invoices from (${openInvoices(p.to)}) a group by a.bucket`),
  );
  const byBucket = new Map(totals.map((t) => [t.bucket, t]));
  return {
    buckets: agingBuckets.map((bucket) => ({ bucket, openHuf: num(byBucket.get(bucket)?.open_huf), invoices: byBucket.get(bucket)?.invoices ?? 0 })),
    invoices: invoicesOpen.map((r) => ({
      // A hidden invoice is a "Bizalmas ügy" row without its id or number (nothing to open).
      invoiceId: r.hidden ? null : r.id,
      number: r.hidden ? HIDDEN_LABEL : (r.number ?? ''),
      customerName: r.customer_name,
      dueDate: r.due_date,
      daysOverdue: Math.max(0, r.late ?? 0),
      bucket: r.bucket,
      currency: r.currency,
      open: num(r.open),
      openHuf: num(r.open_huf),
    })),
  };
}

/**
 * Realisation per matter (decision 0219): the value of the billable time worked in the period at
 * its recorded rates against the net forints invoiced on the matter in the period.
 */
async function realisation(tx: TenantTx, tenantId: string, p: ReportPeriod) {
  const rows = resultRows<{ matter_id: string; label: string; worked: string; billed: string }>(
    await tx.execute(sql`with worked as (
        select te.matter_id, sum(te.amount * coalesce(${forintRate(sql`te.currency`, p.to)}, 0)) as worked
        from time_entries te where te.tenant_id = ${tenantId} and te.billable and te.work_date between ${p.from}::date and ${p.to}::date
        group by te.matter_id),
      billed as (select d.matter_id, sum(d.net) as billed from (${documentsOf(p)}) d where d.matter_id is not null group by d.matter_id),
      x as (select coalesce(w.matter_id, b.matter_id) as matter_id, coalesce(w.worked, 0) as worked, coalesce(b.billed, 0) as billed
            from worked w full join billed b on b.matter_id = w.matter_id)
      select x.matter_id, ${matterLabel} as label, round(x.worked, 2)::text as worked, round(x.billed, 2)::text as billed
      from x left join matters m on m.id = x.matter_id
      where x.worked <> 0 or x.billed <> 0
      order by x.worked desc, 2`),
  );
  return rows.map((r) => ({ matterId: r.matter_id, label: r.label, workedHuf: num(r.worked), billedHuf: num(r.billed), realisation: rate(num(r.billed), num(r.worked)) }));
}

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

export async function financialReport(tx: TenantTx, viewer: Viewer, period: ReportPeriod): Promise<FinancialReport> {
  const { tenantId } = viewer;
  const months = await revenueByMonth(tx, period);
  const byClient = await revenueByClient(tx, period);
  const byMatter = await revenueByMatter(tx, period);
  const byLawyer = await revenueByLawyer(tx, viewer, period);
  const wip = await workInProgress(tx, tenantId, period);
  const aging = await receivablesAging(tx, period);
  const real = await realisation(tx, tenantId, period);
  const workedHuf = sum(real.map((r) => r.workedHuf));
  const billedHuf = sum(real.map((r) => r.billedHuf));
  return {
    period,
    totals: {
      revenueHuf: sum(months.map((m) => m.netHuf)),
      wipHuf: sum(wip.map((w) => w.valueHuf ?? 0)),
      receivablesHuf: sum(aging.buckets.map((b) => b.openHuf)),
      workedHuf,
      billedHuf,
      realisation: rate(billedHuf, workedHuf),
    },
    revenueByMonth: months,
    revenueByClient: byClient,
    revenueByMatter: byMatter,
    revenueByLawyer: byLawyer,
    wip,
    aging,
    realisation: real,
  };
}
