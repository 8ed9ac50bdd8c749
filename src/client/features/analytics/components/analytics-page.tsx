// /app/analytics (issue 17 point 6): recorded hours by month (bars), utilisation per lawyer (bars
// and a table) against the stated capacity — every figure from /api/analytics, tables as CSV.
import { useTranslation } from 'react-i18next';
import { LoadError } from '@client/components/errors/load-error';
import { BarChart } from '@client/components/ui/bar-chart';
import { DataTable } from '@client/components/ui/data-table';
import { HorizontalBars } from '@client/components/ui/horizontal-bars';
import { PageHeader } from '@client/components/ui/page-header';
import { formatMonth } from '@client/lib/format';
import { analyticsCsvHref, useAnalyticsReport } from '../api/analytics-api';
import { PeriodPicker, useReportPeriod } from '@client/components/reports/period-picker';
import { ReportSection, ft, hoursText, percentText } from '@client/components/reports/report-parts';

const noop = () => undefined;
const table = { loading: false, error: false, onRetry: noop };

export function AnalyticsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useReportPeriod();
  const report = useAnalyticsReport(period);
  const a = report.data;
  return (
    <div className="space-y-6">
      <PageHeader title={t('analytics.title')}>
        <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('analytics.intro')}</p>
      </PageHeader>
      <PeriodPicker key={`${period.from}/${period.to}`} period={period} onChange={setPeriod} />
      {report.isError && <LoadError error={report.error} onRetry={() => void report.refetch()} />}
      {!a && !report.isError && <p role="status">{t('common.loading')}</p>}
      {a && (
        <>
          <ReportSection id="utilisation" title={t('analytics.utilisation')} note={t('analytics.utilisationNote')} csvHref={analyticsCsvHref('utilisation', a.period)}>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="capacity">
              {t('analytics.capacity', { days: a.workingDays, hours: a.hoursPerDay, total: a.workingDays * a.hoursPerDay })}
            </p>
            <HorizontalBars bars={a.lawyers.map((l) => ({ key: l.userId, label: l.name, value: l.utilisation ?? 0, display: percentText(l.utilisation) }))} />
            <DataTable
              label={t('analytics.utilisation')}
              columns={[
                { key: 'name', header: t('analytics.col.lawyer'), cell: (l) => l.name },
                { key: 'total', header: t('analytics.col.total'), cell: (l) => hoursText(l.totalHours) },
                { key: 'billable', header: t('analytics.col.billable'), cell: (l) => hoursText(l.billableHours) },
                { key: 'share', header: t('analytics.col.share'), cell: (l) => percentText(l.billableShare) },
                { key: 'capacity', header: t('analytics.col.capacity'), cell: (l) => hoursText(l.capacityHours) },
                { key: 'utilisation', header: t('analytics.col.utilisation'), cell: (l) => percentText(l.utilisation) },
                { key: 'worked', header: t('analytics.col.worked'), cell: (l) => ft(l.workedHuf) },
              ]}
              rows={a.lawyers}
              rowKey={(l) => l.userId}
              emptyText={t('reports.empty')}
              // Seven columns scroll sideways beside the sidebar under 1280 px: cards there.
              stackBelow="xl"
              {...table}
            />
          </ReportSection>
          <ReportSection id="hours-month" title={t('analytics.hoursByMonth')} csvHref={analyticsCsvHref('hours-month', a.period)}>
            <BarChart
              title={t('analytics.hoursChart')}
              months={a.hoursByMonth.map((m) => m.month)}
              series={[
                { label: t('analytics.billable'), values: a.hoursByMonth.map((m) => m.billableHours), color: 'text-indigo-600' },
                { label: t('analytics.nonBillable'), values: a.hoursByMonth.map((m) => m.nonBillableHours), color: 'text-slate-400' },
              ]}
            />
            <DataTable
              label={t('analytics.hoursByMonth')}
              columns={[
                { key: 'month', header: t('analytics.col.month'), cell: (m) => formatMonth(m.month) },
                { key: 'billable', header: t('analytics.col.billable'), cell: (m) => hoursText(m.billableHours) },
                { key: 'nonBillable', header: t('analytics.col.nonBillable'), cell: (m) => hoursText(m.nonBillableHours) },
              ]}
              rows={a.hoursByMonth}
              rowKey={(m) => m.month}
              emptyText={t('reports.empty')}
              stackOnPhone
              {...table}
            />
          </ReportSection>
        </>
      )}
    </div>
  );
}
