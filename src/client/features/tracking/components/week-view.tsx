// The week (Monday to Sunday): daily totals summed by the server, then the week's entries.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { TimeEntry } from '@shared/tracking/time-entries.schemas';
import { Button } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { ScrollRegion } from '@client/components/ui/scroll-region';
import { errorText } from '@client/lib/api-client';
import { useDeleteEntry, useWeek } from '../api/tracking-api';
import { amounts, clock, longDay, mediumDay, money, weekday } from './tracking-format';

export function WeekView({ canRecord }: { canRecord: boolean }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayInBudapest());
  const week = useWeek(date);
  const remove = useDeleteEntry();
  const w = week.data;

  const columns: Column<TimeEntry>[] = [
    { key: 'date', header: t('tracking.week.columns.date'), cell: (e) => <span className="whitespace-nowrap">{mediumDay(e.workDate)}</span> },
    { key: 'matter', header: t('tracking.week.columns.matter'), cell: (e) => `${e.matter.number} – ${e.matter.title}` },
    {
      key: 'work',
      header: t('tracking.week.columns.work'),
      cell: (e) => (
        <>
          {e.description || '–'}
          <span className="block text-xs text-slate-700 dark:text-slate-300">
            {t(`tracking.activity.${e.activity}`)}
            {e.source === 'timer' ? ` · ${t('tracking.week.fromTimer')}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'duration',
      header: t('tracking.week.columns.duration'),
      cell: (e) => (
        <>
          {clock(e.minutes)}
          {e.billedMinutes !== e.minutes && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('tracking.week.billedAs', { clock: clock(e.billedMinutes) })}</span>}
        </>
      ),
    },
    { key: 'rate', header: t('tracking.week.columns.rate'), cell: (e) => `${money({ amount: e.rate, currency: e.currency })}/${t('tracking.week.hour')}` },
    { key: 'amount', header: t('tracking.week.columns.amount'), cell: (e) => (e.billable ? money({ amount: e.amount, currency: e.currency }) : t('tracking.week.notBillable')) },
    { key: 'status', header: t('tracking.week.columns.status'), cell: (e) => (e.lockedAt ? t('tracking.week.invoiced') : t('tracking.week.open')) },
  ];

  return (
    <section aria-labelledby="week-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-heading" className="text-lg font-semibold">
          {w ? t('tracking.week.title', { from: longDay(w.from), to: longDay(w.to) }) : t('tracking.week.titlePlain')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDate(addDays(w?.from ?? date, -7))}>
            {t('tracking.week.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setDate(todayInBudapest())}>
            {t('tracking.week.current')}
          </Button>
          <Button variant="secondary" onClick={() => setDate(addDays(w?.from ?? date, 7))}>
            {t('tracking.week.next')}
          </Button>
        </div>
      </div>
      {w && (
        <ScrollRegion label={t('tracking.week.dailyTotals')}>
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{t('tracking.week.dailyTotals')}</caption>
            <thead>
              <tr className="border-b border-slate-200 dark:border-slate-700">
                <th scope="col" className="py-2 pr-3">{t('tracking.week.columns.day')}</th>
                <th scope="col" className="py-2 pr-3">{t('tracking.week.columns.worked')}</th>
                <th scope="col" className="py-2 pr-3">{t('tracking.week.columns.billable')}</th>
                <th scope="col" className="py-2 pr-3">{t('tracking.week.columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {w.days.map((d) => (
                <tr key={d.date} data-testid={`day-${d.date}`} className="border-b border-slate-100 dark:border-slate-800">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {longDay(d.date)} <span className="text-slate-700 dark:text-slate-300">{weekday(d.date)}</span>
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{clock(d.minutes)}</td>
                  <td className="py-2 pr-3 tabular-nums">{clock(d.billableMinutes)}</td>
                  <td className="py-2 pr-3 tabular-nums">{amounts(d.amounts)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold" data-testid="week-total">
                <th scope="row" className="py-2 pr-3">{t('tracking.week.total')}</th>
                <td className="py-2 pr-3 tabular-nums">{clock(w.totals.minutes)}</td>
                <td className="py-2 pr-3 tabular-nums">{clock(w.totals.billableMinutes)}</td>
                <td className="py-2 pr-3 tabular-nums">{amounts(w.totals.amounts)}</td>
              </tr>
            </tfoot>
          </table>
        </ScrollRegion>
      )}
      {remove.error && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {errorText(remove.error)}
        </p>
      )}
      <DataTable
        label={t('tracking.week.entries')}
        columns={columns}
        rows={w?.entries}
        rowKey={(e) => e.id}
        loading={week.isPending}
        error={week.error}
        onRetry={() => void week.refetch()}
        emptyText={t('tracking.week.empty')}
        actions={
          canRecord
            ? (e) =>
                e.lockedAt ? null : (
                  <Button variant="ghost" disabled={remove.isPending} aria-label={t('tracking.week.deleteLabel', { description: e.description || e.matter.number })} onClick={() => remove.mutate(e.id)}>
                    {t('tracking.week.delete')}
                  </Button>
                )
            : undefined
        }
      />
    </section>
  );
}
