// /app/admin/calendar: the platform admin keeps the working-day calendar (decisions 0150, 0156):
// a year's special days with their sources, entering a provisional year's swapped days before or
// after the decree is published, and recording the decree, which makes the year final. Every save
// recomputes the open deadlines on the server and says how many.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { type CalendarEntry, calendarEntryKinds } from '@shared/compliance-tracker/calendar-data';
import { calendarEntrySchema, workScheduleDecreeSchema } from '@shared/compliance-tracker/compliance-tracker.schemas';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { Button } from '@client/components/ui/button';
import { PageHeader } from '@client/components/ui/page-header';
import { errorText } from '@client/lib/api-client';
import { useAdminCalendarYear, useDeleteCalendarEntry, useSetCalendarEntry, useSetDecree } from '../api/calendar-api';
import { LoadError } from '@client/components/errors/load-error';
import { DateField, ErrorList, Form, SelectField, SubmitButton, TextField, useZodForm } from '@client/components/form';

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
      <PageHeader title={t('complianceTracker.adminCalendar.title')}>
        <p className="mt-1 max-w-3xl text-sm text-slate-700 dark:text-slate-300">{t('complianceTracker.adminCalendar.subtitle')}</p>
      </PageHeader>
      <div role="radiogroup" aria-label={t('complianceTracker.adminCalendar.year')} className="flex flex-wrap gap-2">
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
          {t('complianceTracker.adminCalendar.recomputed', { count: saved })}
        </p>
      )}
      {calendar.isError && <LoadError compact error={calendar.error} onRetry={() => void calendar.refetch()} />}
      {calendar.data && (
        <>
          <p
            className={`rounded-lg border p-3 text-sm ${calendar.data.provisional ? 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100' : 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100'}`}
          >
            {calendar.data.decree ? t('complianceTracker.adminCalendar.final', calendar.data.decree) : t('complianceTracker.adminCalendar.provisional')}
          </p>
          <section aria-labelledby="cal-days" className={card}>
            <h2 id="cal-days" className="text-lg font-semibold">{`${t('complianceTracker.adminCalendar.days')} (${year})`}</h2>
            {calendar.data.days.length === 0 && <p className="text-sm">{t('complianceTracker.adminCalendar.none')}</p>}
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700">
              {calendar.data.days.map((d) => (
                <li key={d.date} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                  <span className="font-semibold">{formatHuDateWithWeekday(d.date)}</span>
                  <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs dark:bg-slate-800">{t(`complianceTracker.adminCalendar.kind_${d.kind}`)}</span>
                  <span>{d.name}</span>
                  <span className="w-full break-words text-xs text-slate-700 sm:w-auto dark:text-slate-300">{d.source}</span>
                  {entered.has(d.date) && (
                    <>
                      <span className="rounded bg-indigo-100 px-1.5 py-0.5 text-xs text-indigo-900 dark:bg-indigo-900 dark:text-indigo-100">{t('complianceTracker.adminCalendar.entered')}</span>
                      <Button
                        variant="ghost"
                        disabled={remove.isPending}
                        aria-label={`${t('complianceTracker.adminCalendar.remove')}: ${formatHuDateWithWeekday(d.date)}`}
                        onClick={() => remove.mutate(d.date, { onSuccess: (r) => setSaved(r.recomputed) })}
                      >
                        {t('complianceTracker.adminCalendar.remove')}
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
  const form = useZodForm(calendarEntrySchema, { defaultValues: empty });
  return (
    <Form
      form={form}
      aria-labelledby={`${id}-h`}
      className={`${card} grid gap-3 sm:grid-cols-2`}
      onSubmit={async (entry) => {
        const r = await save.mutateAsync(entry);
        onSaved(r.recomputed);
        form.reset({ ...empty, source: entry.source });
      }}
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold sm:col-span-2">
        {t('complianceTracker.adminCalendar.newEntry')}
      </h2>
      <div className="sm:col-span-2">
        <ErrorList />
      </div>
      <DateField name="date" label={t('complianceTracker.adminCalendar.date')} required min={`${year}-01-01`} max={`${year}-12-31`} className="text-sm" />
      <SelectField name="kind" label={t('complianceTracker.adminCalendar.kind')} className="text-sm" options={calendarEntryKinds.map((k) => ({ value: k, label: t(`complianceTracker.adminCalendar.kind_${k}`) }))} />
      <TextField name="name" label={t('complianceTracker.adminCalendar.name')} required maxLength={200} placeholder={t('complianceTracker.adminCalendar.namePlaceholder')} className="text-sm sm:col-span-2" />
      <TextField name="source" label={t('complianceTracker.adminCalendar.source')} required maxLength={500} placeholder={t('complianceTracker.adminCalendar.sourcePlaceholder')} className="text-sm sm:col-span-2" />
      <div className="sm:col-span-2">
        <SubmitButton>{t('complianceTracker.adminCalendar.saveEntry')}</SubmitButton>
      </div>
    </Form>
  );
}

/** The decree form: the year comes from the page, the rest is the shared decree schema. */
const decreeFormSchema = workScheduleDecreeSchema.omit({ year: true });

function DecreeForm({ year, current, onSaved }: { year: number; current: { decree: string; source: string } | null; onSaved: (recomputed: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSetDecree();
  const form = useZodForm(decreeFormSchema, { defaultValues: { decree: current?.decree ?? '', source: current?.source ?? '' } });
  return (
    <Form
      form={form}
      aria-labelledby={`${id}-h`}
      className={`${card} grid gap-3 sm:grid-cols-2`}
      onSubmit={async (body) => {
        const r = await save.mutateAsync({ year, ...body });
        onSaved(r.recomputed);
      }}
    >
      <h2 id={`${id}-h`} className="text-lg font-semibold sm:col-span-2">{`${t('complianceTracker.adminCalendar.decreeTitle')} (${year})`}</h2>
      <p className="text-sm sm:col-span-2">{t('complianceTracker.adminCalendar.decreeHelp')}</p>
      <div className="sm:col-span-2">
        <ErrorList />
      </div>
      <TextField name="decree" label={t('complianceTracker.adminCalendar.decree')} required maxLength={200} placeholder={t('complianceTracker.adminCalendar.decreePlaceholder')} className="text-sm" />
      <TextField name="source" label={t('complianceTracker.adminCalendar.source')} required maxLength={500} className="text-sm" />
      <div className="sm:col-span-2">
        <SubmitButton>{t('complianceTracker.adminCalendar.saveDecree')}</SubmitButton>
      </div>
    </Form>
  );
}
