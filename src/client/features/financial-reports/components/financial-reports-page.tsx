// /app/financial-reports (issue 17 point 6): revenue by month (bars), by client, matter and lawyer,
// unbilled work, receivables aging and realisation for a chosen period — every figure from
// /api/financial-reports, every table downloadable as CSV.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHuDate, formatMoney, type HuCurrency } from '@shared/hu/format';
import type { FinancialReport } from '@shared/financial-reports/financial-reports.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { BarChart } from '@client/components/ui/bar-chart';
import { DataTable, type Column } from '@client/components/ui/data-table';
import { HorizontalBars } from '@client/components/ui/horizontal-bars';
import { PageHeader } from '@client/components/ui/page-header';
import { formatMonth } from '@client/lib/format';
import { financialCsvHref, useFinancialReport } from '../api/financial-reports-api';
import { PeriodPicker, useReportPeriod } from '@client/components/reports/period-picker';
import { Figure, ReportSection, ft, hoursText, percentText } from '@client/components/reports/report-parts';

type Revenue = FinancialReport['revenueByClient'][number];
const noop = () => undefined;
const table = { loading: false, error: false, onRetry: noop };

export function FinancialReportsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useReportPeriod();
  const report = useFinancialReport(period);
  const r = report.data;
  const revenueColumns = (first: string): Column<Revenue>[] => [
    { key: 'label', header: first, cell: (x) => x.label },
    { key: 'net', header: t('financialReports.col.net'), cell: (x) => ft(x.netHuf) },
    { key: 'documents', header: t('financialReports.col.documents'), cell: (x) => x.documents },
  ];
  const revenueTable = (label: string, first: string, rows: Revenue[]) => <DataTable label={label} columns={revenueColumns(first)} rows={rows} rowKey={(x) => x.id ?? 'none'} emptyText={t('reports.empty')} {...table} />;
  return (
    <div className="space-y-6">
      <PageHeader title={t('financialReports.title')}>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('financialReports.intro')}</p>
      </PageHeader>
      <PeriodPicker key={`${period.from}/${period.to}`} period={period} onChange={setPeriod} />
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {!r && !report.isError && <p role="status">{t('common.loading')}</p>}
      {r && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <Figure label={t('financialReports.totals.revenue')} value={ft(r.totals.revenueHuf)} testId="total-revenue" />
            <Figure label={t('financialReports.totals.wip')} value={ft(r.totals.wipHuf)} testId="total-wip" />
            <Figure label={t('financialReports.totals.receivables')} value={ft(r.totals.receivablesHuf)} testId="total-receivables" />
            <Figure label={t('financialReports.totals.realisation')} value={percentText(r.totals.realisation)} testId="total-realisation" />
          </dl>

          <ReportSection id="revenue-month" title={t('financialReports.revenueByMonth')} csvHref={financialCsvHref('revenue-month', r.period)}>
            <BarChart
              title={t('financialReports.revenueByMonthChart')}
              months={r.revenueByMonth.map((m) => m.month)}
              series={[{ label: t('financialReports.revenueSeries'), values: r.revenueByMonth.map((m) => Math.round(m.netHuf / 1000)), color: 'text-indigo-600' }]}
            />
            <DataTable
              label={t('financialReports.revenueByMonth')}
              columns={[
                { key: 'month', header: t('financialReports.col.month'), cell: (m) => formatMonth(m.month) },
                { key: 'net', header: t('financialReports.col.net'), cell: (m) => ft(m.netHuf) },
                { key: 'documents', header: t('financialReports.col.documents'), cell: (m) => m.documents },
              ]}
              rows={r.revenueByMonth}
              rowKey={(m) => m.month}
              emptyText={t('reports.empty')}
              {...table}
            />
          </ReportSection>

          <div className="grid gap-6 xl:grid-cols-2">
            <ReportSection id="revenue-client" title={t('financialReports.revenueByClient')} csvHref={financialCsvHref('revenue-client', r.period)}>
              <HorizontalBars bars={r.revenueByClient.slice(0, 8).map((c) => ({ key: c.id ?? 'none', label: c.label, value: c.netHuf, display: ft(c.netHuf) }))} />
              {revenueTable(t('financialReports.revenueByClient'), t('financialReports.col.client'), r.revenueByClient)}
            </ReportSection>
            <ReportSection id="revenue-lawyer" title={t('financialReports.revenueByLawyer')} note={t('financialReports.lawyerNote')} csvHref={financialCsvHref('revenue-lawyer', r.period)}>
              <HorizontalBars bars={r.revenueByLawyer.map((c) => ({ key: c.id ?? 'none', label: c.label, value: c.netHuf, display: ft(c.netHuf), tone: c.id ? 'primary' : 'muted' }))} />
              {revenueTable(t('financialReports.revenueByLawyer'), t('financialReports.col.lawyer'), r.revenueByLawyer)}
            </ReportSection>
          </div>

          <ReportSection id="revenue-matter" title={t('financialReports.revenueByMatter')} csvHref={financialCsvHref('revenue-matter', r.period)}>
            <DataTable
              label={t('financialReports.revenueByMatter')}
              columns={[
                {
                  key: 'label',
                  header: t('financialReports.col.matter'),
                  cell: (x) =>
                    x.id ? (
                      <Link className="underline" to={`/app/matters/${x.id}`}>
                        {x.label}
                      </Link>
                    ) : (
                      x.label
                    ),
                },
                ...revenueColumns('').slice(1),
              ]}
              rows={r.revenueByMatter}
              rowKey={(x) => x.id ?? 'none'}
              emptyText={t('reports.empty')}
              {...table}
            />
          </ReportSection>

          <ReportSection id="aging" title={t('financialReports.aging')} note={t('financialReports.agingNote')} csvHref={financialCsvHref('aging', r.period)}>
            <HorizontalBars
              bars={r.aging.buckets.map((b) => ({
                key: b.bucket,
                label: `${t(`financialReports.buckets.${b.bucket}`)} (${b.invoices})`,
                value: b.openHuf,
                display: ft(b.openHuf),
                tone: b.bucket === 'current' ? 'success' : b.bucket === 'd0_30' ? 'warning' : 'danger',
              }))}
            />
            <DataTable
              label={t('financialReports.aging')}
              columns={[
                {
                  key: 'number',
                  header: t('financialReports.col.invoice'),
                  cell: (x) =>
                    x.invoiceId ? (
                      <Link className="underline" to={`/app/invoice-generator/${x.invoiceId}`}>
                        {x.number}
                      </Link>
                    ) : (
                      x.number
                    ),
                },
                { key: 'customer', header: t('financialReports.col.customer'), cell: (x) => x.customerName },
                { key: 'due', header: t('financialReports.col.due'), cell: (x) => (x.dueDate ? formatHuDate(x.dueDate, 'short') : '–') },
                { key: 'late', header: t('financialReports.col.late'), cell: (x) => x.daysOverdue },
                { key: 'bucket', header: t('financialReports.col.bucket'), cell: (x) => t(`financialReports.buckets.${x.bucket}`) },
                { key: 'open', header: t('financialReports.col.open'), cell: (x) => formatMoney(x.open, x.currency as HuCurrency) },
                { key: 'openHuf', header: t('financialReports.col.openHuf'), cell: (x) => ft(x.openHuf) },
              ]}
              rows={r.aging.invoices}
              rowKey={(x) => x.invoiceId ?? `${x.number}-${x.dueDate}-${x.open}`}
              emptyText={t('reports.empty')}
              {...table}
            />
          </ReportSection>

          {/* Unbilled work and realisation are five- and four-column tables: side by side only on a
              page wide enough for both (at 1280 px each got half and scrolled). */}
          <div className="grid gap-6 2xl:grid-cols-2">
            <ReportSection id="wip" title={t('financialReports.wip')} note={t('financialReports.wipNote')} csvHref={financialCsvHref('wip', r.period)}>
              <DataTable
                label={t('financialReports.wip')}
                columns={[
                  {
                    key: 'matter',
                    header: t('financialReports.col.matter'),
                    cell: (x) => (
                      <Link className="underline" to={`/app/matters/${x.matterId}`}>
                        {x.label}
                      </Link>
                    ),
                  },
                  { key: 'hours', header: t('financialReports.col.hours'), cell: (x) => hoursText(x.hours) },
                  { key: 'value', header: t('financialReports.col.value'), cell: (x) => formatMoney(x.value, x.currency as HuCurrency) },
                  { key: 'valueHuf', header: t('financialReports.col.valueHuf'), cell: (x) => (x.valueHuf === null ? t('financialReports.noRate') : ft(x.valueHuf)) },
                  { key: 'oldest', header: t('financialReports.col.oldest'), cell: (x) => formatHuDate(x.oldestWorkDate, 'short') },
                ]}
                rows={r.wip}
                rowKey={(x) => `${x.matterId}/${x.currency}`}
                emptyText={t('reports.empty')}
                {...table}
              />
            </ReportSection>
            <ReportSection id="realisation" title={t('financialReports.realisation')} note={t('financialReports.realisationNote')} csvHref={financialCsvHref('realisation', r.period)}>
              <DataTable
                label={t('financialReports.realisation')}
                columns={[
                  {
                    key: 'matter',
                    header: t('financialReports.col.matter'),
                    cell: (x) => (
                      <Link className="underline" to={`/app/matters/${x.matterId}`}>
                        {x.label}
                      </Link>
                    ),
                  },
                  { key: 'worked', header: t('financialReports.col.worked'), cell: (x) => ft(x.workedHuf) },
                  { key: 'billed', header: t('financialReports.col.billed'), cell: (x) => ft(x.billedHuf) },
                  { key: 'realisation', header: t('financialReports.col.realisation'), cell: (x) => percentText(x.realisation) },
                ]}
                rows={r.realisation}
                rowKey={(x) => x.matterId}
                emptyText={t('reports.empty')}
                {...table}
              />
            </ReportSection>
          </div>
        </>
      )}
    </div>
  );
}
