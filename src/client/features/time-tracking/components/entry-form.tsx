// A manual entry: matter, activity, day, the duration as lawyers type it ("1:12", "1h 12m", "72p",
// "1,2 ó") read while typing with the same parser the server uses, billable, description. On the
// form kit (decision 0321) with the shared timeEntryFormSchema; the server's field errors land on
// their fields.
import { useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { todayInBudapest } from '@shared/dates/iso-date';
import { parseDuration } from '@shared/time-tracking/duration';
import { timeEntryFormSchema } from '@shared/time-tracking/time-tracking.schemas';
import { CheckboxField, DateField, ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { useCreateEntry } from '../api/tracking-api';
import { ActivityField, MatterField } from './entry-fields';
import { clock, longDay } from './tracking-format';

export function EntryForm() {
  const { t } = useTranslation();
  const create = useCreateEntry();
  const form = useZodForm(timeEntryFormSchema, { defaultValues: { matterId: '', activity: 'drafting', workDate: todayInBudapest(), duration: '', billable: true, description: '' } });
  const [saved, setSaved] = useState<string | null>(null);

  return (
    // A new submit takes the last "Rögzítve" back at once, also when the form's own check stops it
    // before the server is asked (an empty description after the reset): it must not look saved.
    <section aria-labelledby="entry-heading" onSubmitCapture={() => setSaved(null)} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <h2 id="entry-heading" className="text-lg font-semibold">
        {t('timeTracking.form.title')}
      </h2>
      <Form
        form={form}
        className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
        onSubmit={async (values) => {
          // The body carries the duration as typed: the server parses it with the same rules.
          const entry = await create.mutateAsync({ ...values, duration: form.getValues('duration') });
          setSaved(t('timeTracking.form.saved', { clock: clock(entry.minutes), date: longDay(entry.workDate) }));
          form.reset({ ...form.getValues(), duration: '', description: '' });
        }}
      >
        <div className="sm:col-span-2 lg:col-span-3">
          <ErrorList />
        </div>
        <MatterField required />
        <ActivityField />
        <DateField name="workDate" label={t('timeTracking.form.date')} className="text-sm font-medium" />
        <DurationField />
        <TextField name="description" label={t('timeTracking.form.description')} required maxLength={2000} className="text-sm font-medium sm:col-span-2" />
        <CheckboxField name="billable" label={t('timeTracking.form.billable')} className="text-sm" />
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-3">
          <SubmitButton>{t('timeTracking.form.save')}</SubmitButton>
          <MissingNote />
          {saved && (
            <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
              {saved}
            </p>
          )}
        </div>
      </Form>
    </section>
  );
}

/** The duration with what it was read as ("= 1:12") while typing; a wrong one is explained once the field is left. */
export function DurationField() {
  const { t } = useTranslation();
  const duration = useWatch({ name: 'duration' }) as string;
  const parsed = parseDuration(duration ?? '');
  const hint = parsed.ok ? t(parsed.assumedUnit ? `timeTracking.form.durationAssumed.${parsed.assumedUnit}` : 'timeTracking.form.durationOk', { clock: clock(parsed.minutes) }) : t('timeTracking.form.durationHelp');
  return <TextField name="duration" label={t('timeTracking.form.duration')} required inputMode="text" placeholder="1:30" hint={<span aria-live="polite">{hint}</span>} className="text-sm font-medium" />;
}

/** The old "choose a matter and describe the work" line, once a submit found either missing. */
function MissingNote() {
  const { t } = useTranslation();
  const { errors, submitCount } = useFormState({ name: ['matterId', 'description'] });
  if (submitCount === 0 || (!errors.matterId && !errors.description)) return null;
  return <p className="text-sm text-rose-800 dark:text-rose-300">{t('timeTracking.form.missing')}</p>;
}
