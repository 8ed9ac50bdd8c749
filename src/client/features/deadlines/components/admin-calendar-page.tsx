// /app/admin/calendar: the platform admin keeps the working-day calendar (decisions 0150, 0156):
// a year's special days with their sources, entering a provisional year's swapped days before or
// after the decree is published, and recording the decree, which makes the year final. Every save
// recomputes the open deadlines on the server and says how many.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { type CalendarEntry, calendarEntryKinds, type CalendarEntryKind } from '@shared/deadlines/calendar-data';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { inputClasses } from '@client/components/ui/dialog';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { useAdminCalendarYear, useDeleteCalendarEntry, useSetCalendarEntry, useSetDecree } from '../api/calendar-api';
import { LoadError } from '@client/components/errors/load-error';
import { DateInput } from '@client/components/form/date-field';

const card = 'space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900';

export function AdminCalendarPage() {
  const { t } = useTranslation();
  const thisYear = Number(todayInBudapest().slice(0, 4));
  const [year, setYear] = useState(thisYear + 1);
  const calendar = useAdminCalendarYear(year);
  const remove = useDeleteCalendarEntry();
  const [saved, setSaved] = useState<number | null>(null);
  const entered = new Set(calendar.data?.entered.map((e) => e.date));
  return (
    <div className="space-y-6">
      <PageHeader title={t('deadlines.adminCalendar.title')}>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('deadlines.adminCalendar.subtitle')}</p>
      </PageHeader>
      <div role="radiogroup" aria-label={t('deadlines.adminCalendar.year')} className="flex flex-wrap gap-2">
        {[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((y) => (
          <Button
            key={y}
            variant={y === year ? 'primary' : 'secondary'}
            role="radio"
            aria-checked={y === year}
            onClick={() => {
              setYear(y);
              setSaved(null);
            }}
          >
            {String(y)}
          </Button>
        ))}
      </div>
      {saved !== null && (
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-300">
          {t('deadlines.adminCalendar.recomputed', { count: saved })}
        </p>
      )}
      {calendar.isError && <LoadError compact error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.data && (
        <>
          <p
            className={`rounded-lg border p-3 text-sm ${calendar.data.provisional ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100' : 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'}`}
          >
            {calendar.data.decree ? t('deadlines.adminCalendar.final', calendar.data.decree) : t('deadlines.adminCalendar.provisional')}
          </p>
          <section aria-labelledby="cal-days" className={card}>
            <h2 id="cal-days" className="text-lg font-semibold">{`${t('deadlines.adminCalendar.days')} (${year})`}</h2>
            {calendar.data.days.length === 0 && <p className="text-sm">{t('deadlines.adminCalendar.none')}</p>}
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {calendar.data.days.map((d) => (
                <li key={d.date} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="font-semibold">{formatHuDateWithWeekday(d.date)}</span>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{t(`deadlines.adminCalendar.kind_${d.kind}`)}</span>
                  <span>{d.name}</span>
                  <span className="w-full break-words text-xs text-slate-700 sm:w-auto dark:text-slate-300">{d.source}</span>
                  {entered.has(d.date) && (
                    <>
                      <span className="rounded bg-indigo-100 px-1.5 py-0.5 text-xs text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">{t('deadlines.adminCalendar.entered')}</span>
                      <Button
                        variant="ghost"
                        disabled={remove.isPending}
                        aria-label={`${t('deadlines.adminCalendar.remove')}: ${formatHuDateWithWeekday(d.date)}`}
                        onClick={() => remove.mutate(d.date, { onSuccess: (r) => setSaved(r.recomputed) })}
                      >
                        {t('deadlines.adminCalendar.remove')}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {remove.isError && (
              <p role="alert" className="text-sm text-red-700 dark:text-red-300">
                {errorText(remove.error)}
              </p>
            )}
          </section>
          <EntryForm key={`e${year}`} year={year} onSaved={setSaved} />
          <DecreeForm key={`d${year}`} year={year} current={calendar.data.decree} onSaved={setSaved} />
        </>
      )}
    </div>
  );
}

function EntryForm({ year, onSaved }: { year: number; onSaved: (recomputed: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetCalendarEntry();
  const empty: CalendarEntry = { date: `${year}-01-01`, kind: 'rest_day', name: '', source: '' };
  const [entry, setEntry] = useState(empty);
  const set = (patch: Partial<CalendarEntry>) => setEntry({ ...entry, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(entry, {
      onSuccess: (r) => {
        onSaved(r.recomputed);
        setEntry({ ...empty, source: entry.source });
      },
    });
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-h`} className={`${card} grid gap-3 sm:grid-cols-2`}>
      <h2 id={`${id}-h`} className="text-lg font-semibold sm:col-span-2">
        {t('deadlines.adminCalendar.newEntry')}
      </h2>
      <label className="text-sm">
        {t('deadlines.adminCalendar.date')}
        <DateInput label={t('deadlines.adminCalendar.date')} required min={`${year}-01-01`} max={`${year}-12-31`} value={entry.date || null} onChange={(iso) => set({ date: iso ?? '' })} />
      </label>
      <label className="text-sm">
        {t('deadlines.adminCalendar.kind')}
        <select value={entry.kind} onChange={(e) => set({ kind: e.target.value as CalendarEntryKind })} className={inputClasses}>
          {calendarEntryKinds.map((k) => (
            <option key={k} value={k}>
              {t(`deadlines.adminCalendar.kind_${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm sm:col-span-2">
        {t('deadlines.adminCalendar.name')}
        <input required minLength={2} maxLength={200} value={entry.name} onChange={(e) => set({ name: e.target.value })} placeholder={t('deadlines.adminCalendar.namePlaceholder')} className={inputClasses} />
      </label>
      <label className="text-sm sm:col-span-2">
        {t('deadlines.adminCalendar.source')}
        <input required minLength={3} maxLength={500} value={entry.source} onChange={(e) => set({ source: e.target.value })} placeholder={t('deadlines.adminCalendar.sourcePlaceholder')} className={inputClasses} />
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('deadlines.adminCalendar.saveEntry')}
        </Button>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}

function DecreeForm({ year, current, onSaved }: { year: number; current: { decree: string; source: string } | null; onSaved: (recomputed: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetDecree();
  const [decree, setDecree] = useState(current?.decree ?? '');
  const [source, setSource] = useState(current?.source ?? '');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ year, decree, source }, { onSuccess: (r) => onSaved(r.recomputed) });
      }}
      aria-labelledby={`${id}-h`}
      className={`${card} grid gap-3 sm:grid-cols-2`}
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold sm:col-span-2">{`${t('deadlines.adminCalendar.decreeTitle')} (${year})`}</h2>
      <p className="text-sm sm:col-span-2">{t('deadlines.adminCalendar.decreeHelp')}</p>
      <label className="text-sm">
        {t('deadlines.adminCalendar.decree')}
        <input required minLength={3} maxLength={200} value={decree} onChange={(e) => setDecree(e.target.value)} placeholder={t('deadlines.adminCalendar.decreePlaceholder')} className={inputClasses} />
      </label>
      <label className="text-sm">
        {t('deadlines.adminCalendar.source')}
        <input required minLength={3} maxLength={500} value={source} onChange={(e) => setSource(e.target.value)} className={inputClasses} />
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('deadlines.adminCalendar.saveDecree')}
        </Button>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700 sm:col-span-2 dark:text-red-300">
          {errorText(save.error)}
        </p>
      )}
    </form>
  );
}
