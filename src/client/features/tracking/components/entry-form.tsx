// A manual entry: matter, activity, day, the duration as lawyers type it ("1:12", "1h 12m", "72p",
// "1,2 ó") checked while typing with the same parser the server uses, billable, description.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import type { ActivityType } from '@shared/tracking/activities';
import { parseDuration } from '@shared/tracking/duration';
import { Button } from '@client/components/ui/button';
import { errorText } from '@client/lib/api-client';
import { useCreateEntry } from '../api/tracking-api';
import { ActivitySelect, fieldClasses as field, MatterSelect } from './entry-fields';
import { clock, longDay } from './tracking-format';
import { DateInput } from '@client/components/form/date-field';

export function EntryForm() {
  const { t } = useTranslation();
  const create = useCreateEntry();
  const [matterId, setMatterId] = useState('');
  const [activity, setActivity] = useState<ActivityType>('drafting');
  const [workDate, setWorkDate] = useState(todayInBudapest());
  const [duration, setDuration] = useState('');
  const [touched, setTouched] = useState(false);
  const [billable, setBillable] = useState(true);
  const [description, setDescription] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const ids = { date: useId(), duration: useId(), hint: useId(), description: useId(), billable: useId() };
  const parsed = parseDuration(duration);
  const showError = touched && !parsed.ok;
  const hint = parsed.ok
    ? t(parsed.assumedUnit ? `tracking.form.durationAssumed.${parsed.assumedUnit}` : 'tracking.form.durationOk', { clock: clock(parsed.minutes) })
    : showError
      ? parsed.message
      : t('tracking.form.durationHelp');

  return (
    <section aria-labelledby="entry-heading" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id="entry-heading" className="text-lg font-semibold">
        {t('tracking.form.title')}
      </h2>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (!parsed.ok || !matterId || !description.trim()) return;
          setSaved(null);
          create.mutate(
            { matterId, activity, workDate, duration, billable, description },
            {
              onSuccess: (entry) => {
                setSaved(t('tracking.form.saved', { clock: clock(entry.minutes), date: longDay(entry.workDate) }));
                setDuration('');
                setDescription('');
                setTouched(false);
              },
            },
          );
        }}
      >
        <MatterSelect value={matterId} onChange={setMatterId} invalid={touched && !matterId} />
        <ActivitySelect value={activity} onChange={setActivity} />
        <label htmlFor={ids.date} className="text-sm font-medium">
          {t('tracking.form.date')}
          <DateInput id={ids.date} label={t('tracking.form.date')} value={workDate || null} required onChange={(iso) => setWorkDate(iso ?? '')} />
        </label>
        <div className="text-sm font-medium">
          <label htmlFor={ids.duration}>{t('tracking.form.duration')}</label>
          <input
            id={ids.duration}
            className={field}
            value={duration}
            inputMode="text"
            autoComplete="off"
            placeholder="1:30"
            aria-invalid={showError}
            aria-describedby={ids.hint}
            onChange={(e) => setDuration(e.target.value)}
            onBlur={() => setTouched(true)}
          />
          <p id={ids.hint} className={`mt-1 text-xs font-normal ${showError ? 'text-rose-800 dark:text-rose-300' : 'text-slate-700 dark:text-slate-300'}`} aria-live="polite">
            {hint}
          </p>
        </div>
        <label htmlFor={ids.description} className="text-sm font-medium sm:col-span-2">
          {t('tracking.form.description')}
          <input id={ids.description} className={field} value={description} required maxLength={2000} aria-invalid={touched && !description.trim()} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label htmlFor={ids.billable} className="flex min-h-11 items-center gap-2 text-sm">
          <input id={ids.billable} type="checkbox" className="size-4" checked={billable} onChange={(e) => setBillable(e.target.checked)} />
          {t('tracking.form.billable')}
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" disabled={create.isPending}>
            {t('tracking.form.save')}
          </Button>
          {touched && (!matterId || !description.trim()) && <p className="text-sm text-rose-800 dark:text-rose-300">{t('tracking.form.missing')}</p>}
          {create.error && (
            <p role="alert" className="text-sm text-rose-800 dark:text-rose-300">
              {errorText(create.error)}
            </p>
          )}
          {saved && (
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              {saved}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
