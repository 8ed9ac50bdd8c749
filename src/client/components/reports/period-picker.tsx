// The period of a report, kept in the address (?from=&to=) so a reload or a shared link shows the
// same figures. The dates are checked with the API's own schema before they are sent (form kit,
// issue 41.2); the message shows below the buttons as an alert once "Alkalmaz" is pressed.
import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate } from '@shared/hu/format';
import { monthStartBefore, reportPeriodQuerySchema, resolvePeriod, type ReportPeriod } from '@shared/reports/report-period';
import { DateInput, Form, useFieldError, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';

export function useReportPeriod(): [ReportPeriod, (p: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = reportPeriodQuerySchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const period = resolvePeriod(parsed.success ? parsed.data : {});
  return [period, (p) => setParams({ from: p.from, to: p.to }, { replace: true })];
}

const ERROR_ID = 'period-error';

/** One end of the period: the date's text input inside its label, described by the picker's message. */
function PeriodDate({ name, label }: { name: 'from' | 'to'; label: string }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <label className="text-sm">
      {label}
      <DateInput
        label={label}
        value={typeof field.value === 'string' && field.value ? field.value : null}
        inputRef={field.ref}
        onBlur={field.onBlur}
        onChange={(iso) => field.onChange(iso ?? '')}
        aria-invalid={error ? true : undefined}
        {...(error ? { 'aria-describedby': ERROR_ID } : {})}
        required
      />
    </label>
  );
}

function PeriodError() {
  const from = useFieldError('from');
  const to = useFieldError('to');
  const error = from ?? to;
  if (!error) return null;
  return (
    <p id={ERROR_ID} role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  );
}

export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (p: ReportPeriod) => void }) {
  const { t } = useTranslation();
  // The API's period rule; an empty end is named as such before it.
  const schema = useMemo(() => {
    const end = z.string().min(1, t('reports.period.missing'));
    return z.object({ from: end, to: end }).superRefine((period, ctx) => {
      const checked = reportPeriodQuerySchema.safeParse(period);
      for (const issue of checked.error?.issues ?? []) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    });
  }, [t]);
  // Checked on "Alkalmaz" (nothing moves under the pointer before it), then again as the dates change.
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: { from: period.from, to: period.to } });
  const today = todayInBudapest();
  const apply = (p: ReportPeriod) => {
    form.reset(p);
    onChange(p);
  };
  return (
    <Form form={form} guardUnsaved={false} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" onSubmit={apply}>
      <fieldset>
        <legend className="font-semibold">
          {t('reports.period.legend')}: {t('reports.period.shown', { from: formatHuDate(period.from), to: formatHuDate(period.to) })}
        </legend>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <PeriodDate name="from" label={t('reports.period.from')} />
          <PeriodDate name="to" label={t('reports.period.to')} />
          <Button type="submit">{t('reports.period.apply')}</Button>
          <Button type="button" variant="secondary" onClick={() => apply({ from: `${today.slice(0, 7)}-01`, to: today })}>
            {t('reports.period.thisMonth')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => apply({ from: `${today.slice(0, 4)}-01-01`, to: today })}>
            {t('reports.period.thisYear')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => apply({ from: monthStartBefore(today, 11), to: today })}>
            {t('reports.period.last12')}
          </Button>
        </div>
        <PeriodError />
      </fieldset>
    </Form>
  );
}
