// The week (Monday to Sunday): daily totals summed by the server, then the week's entries.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { Money, TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import { Button } from '@client/components/ui/button';
import { cellPad, type Column, DataTable } from '@client/components/ui/data-table';
import { errorText } from '@client/lib/api-client';
import { useDeleteEntry, useWeek } from '../api/tracking-api';
import { EntryDuration } from './entry-duration';
import { EntryEditDialog } from './entry-edit-dialog';
import { clock, dayWithWeekday, longDay, mediumDay, money } from './tracking-format';

export function WeekView({ canRecord }: { canRecord: boolean }) {
  const { t } = useTranslation();
  const [date, setDate] = useState(todayInBudapest());
  const week = useWeek(date);
  const remove = useDeleteEntry();
  const [editing, setEditing] = useState<TimeEntry | null>(null);
  const w = week.data;

  const columns: Column<TimeEntry>[] = [
    { key: 'date', header: t('timeTracking.week.columns.date'), cell: (e) => <span className="whitespace-nowrap">{mediumDay(e.workDate)}</span> },
    { key: 'matter', header: t('timeTracking.week.columns.matter'), cell: (e) => `${e.matter.number} – ${e.matter.title}` },
    {
      key: 'work',
      header: t('timeTracking.week.columns.work'),
      cell: (e) => (
        <>
          {e.description || '–'}
          <span className="block text-xs text-slate-700 dark:text-slate-300">
            {t(`timeTracking.activity.${e.activity}`)}
            {e.source === 'timer' ? ` · ${t('timeTracking.week.fromTimer')}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'duration',
      header: t('timeTracking.week.columns.duration'),
      cell: (e) => <EntryDuration entry={e} />,
    },
    { key: 'rate', header: t('timeTracking.week.columns.rate'), cell: (e) => `${money({ amount: e.rate, currency: e.currency })}/${t('timeTracking.week.hour')}` },
    { key: 'amount', header: t('timeTracking.week.columns.amount'), cell: (e) => (e.billable ? money({ amount: e.amount, currency: e.currency }) : t('timeTracking.week.notBillable')) },
    { key: 'status', header: t('timeTracking.week.columns.status'), cell: (e) => (e.lockedAt ? t('timeTracking.week.invoiced') : t('timeTracking.week.open')) },
  ];

  type Day = NonNullable<typeof w>['days'][number];
  const dayColumns: Column<Day>[] = [
    {
      key: 'day',
      header: t('timeTracking.week.columns.day'),
      cell: (d) => dayWithWeekday(d.date),
    },
    { key: 'worked', header: t('timeTracking.week.columns.worked'), cell: (d) => <Worked minutes={d.minutes} billableMinutes={d.billableMinutes} />, className: 'tabular-nums' },
    // On a phone the billable time goes under the worked time, so the four columns fit and Összeg stays on screen.
    { key: 'billable', header: t('timeTracking.week.columns.billable'), cell: (d) => clock(d.billableMinutes), className: 'tabular-nums max-sm:hidden' },
    { key: 'amount', header: t('timeTracking.week.columns.amount'), cell: (d) => <AmountLines list={d.amounts} />, className: 'tabular-nums' },
  ];

  return (
    <section aria-labelledby="week-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="week-heading" className="text-lg font-semibold">
          {w ? t('timeTracking.week.title', { from: longDay(w.from), to: longDay(w.to) }) : t('timeTracking.week.titlePlain')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setDate(addDays(w?.from ?? date, -7))}>
            {t('timeTracking.week.previous')}
          </Button>
          <Button variant="secondary" onClick={() => setDate(todayInBudapest())}>
            {t('timeTracking.week.current')}
          </Button>
          <Button variant="secondary" onClick={() => setDate(addDays(w?.from ?? date, 7))}>
            {t('timeTracking.week.next')}
          </Button>
        </div>
      </div>
      {w && (
        <DataTable
          label={t('timeTracking.week.dailyTotals')}
          caption={t('timeTracking.week.dailyTotals')}
          regionClassName=""
          tableClassName="sm:min-w-[36rem]"
          rows={w.days}
          rowKey={(d) => d.date}
          rowTestId={(d) => `day-${d.date}`}
          loading={false}
          error={false}
          onRetry={() => void week.refetch()}
          emptyText=""
          columns={dayColumns}
          footer={
            <tr data-testid="week-total">
              <th scope="row" className={cellPad}>
                {t('timeTracking.week.total')}
              </th>
              <td className={`${cellPad} tabular-nums`}>
                <Worked minutes={w.totals.minutes} billableMinutes={w.totals.billableMinutes} />
              </td>
              <td className={`${cellPad} tabular-nums max-sm:hidden`}>{clock(w.totals.billableMinutes)}</td>
              <td className={`${cellPad} tabular-nums`}>
                <AmountLines list={w.totals.amounts} />
              </td>
            </tr>
          }
        />
      )}
      {remove.error && (
        <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
          {errorText(remove.error)}
        </p>
      )}
      <DataTable
        label={t('timeTracking.week.entries')}
        stackOnPhone
        columns={columns}
        rows={w?.entries}
        rowKey={(e) => e.id}
        loading={week.isPending}
        error={week.error}
        onRetry={() => void week.refetch()}
        emptyText={t('timeTracking.week.empty')}
        actions={
          canRecord
            ? (e) =>
                e.lockedAt ? null : (
                  <div className="flex flex-wrap gap-1">
                    <Button variant="ghost" aria-label={t('timeTracking.week.editLabel', { description: e.description || e.matter.number })} onClick={() => setEditing(e)}>
                      {t('timeTracking.week.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      disabled={remove.isPending}
                      aria-label={t('timeTracking.week.deleteLabel', { description: e.description || e.matter.number })}
                      onClick={() => {
                        if (window.confirm(t('timeTracking.week.confirmDelete', { description: e.description || e.matter.number, clock: clock(e.minutes), date: longDay(e.workDate) }))) remove.mutate(e.id);
                      }}
                    >
                      {t('timeTracking.week.delete')}
                    </Button>
                  </div>
                )
            : undefined
        }
      />
      {editing && <EntryEditDialog entry={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}

/** A day's billable value: "52 500 Ft + 120,50 EUR", on a phone one currency a line, so the column stays narrow. */
function AmountLines({ list }: { list: readonly Money[] }) {
  if (list.length === 0) return '–';
  return list.map((m, i) => (
    <span key={m.currency} className="block whitespace-nowrap sm:inline">
      {i > 0 ? ' + ' : ''}
      {money(m)}
    </span>
  ));
}

/** The worked time; on a phone (where the Számlázható column is hidden) the billable time under it. */
function Worked({ minutes, billableMinutes }: { minutes: number; billableMinutes: number }) {
  const { t } = useTranslation();
  return (
    <>
      {clock(minutes)}
      <span className="block text-xs font-normal text-slate-700 sm:hidden dark:text-slate-300">{t('timeTracking.week.billableLine', { clock: clock(billableMinutes) })}</span>
    </>
  );
}
