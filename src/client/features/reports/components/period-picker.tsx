// The period of a report, kept in the address (?from=&to=) so a reload or a shared link shows the
// same figures. The dates are checked with the API's own schema before they are sent.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { todayInBudapest } from '@shared/dates/iso-date';
import { formatHuDate } from '@shared/hu/format';
import { monthStartBefore, reportPeriodQuerySchema, resolvePeriod, type ReportPeriod } from '@shared/reports/reports.schemas';
import { Button } from '@client/components/ui/button';
import { DateInput } from '@client/components/form/date-field';

export function useReportPeriod(): [ReportPeriod, (p: ReportPeriod) => void] {
  const [params, setParams] = useSearchParams();
  const parsed = reportPeriodQuerySchema.safeParse({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const period = resolvePeriod(parsed.success ? parsed.data : {});
  return [period, (p) => setParams({ from: p.from, to: p.to }, { replace: true })];
}

export function PeriodPicker({ period, onChange }: { period: ReportPeriod; onChange: (p: ReportPeriod) => void }) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(period.from);
  const [to, setTo] = useState(period.to);
  const [error, setError] = useState<string | null>(null);
  const today = todayInBudapest();
  const apply = (p: ReportPeriod) => {
    setFrom(p.from);
    setTo(p.to);
    setError(null);
    onChange(p);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reportPeriodQuerySchema.safeParse({ from, to });
    if (!parsed.success || !from || !to) {
      setError(parsed.success ? t('reports.period.missing') : (parsed.error.issues[0]?.message ?? ''));
      return;
    }
    apply({ from, to });
  };
  return (
    <form onSubmit={submit} noValidate className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <fieldset>
        <legend className="font-semibold">
          {t('reports.period.legend')}: {t('reports.period.shown', { from: formatHuDate(period.from), to: formatHuDate(period.to) })}
        </legend>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <label className="text-sm">
            {t('reports.period.from')}
            <DateInput
              label={t('reports.period.from')}
              value={from || null}
              onChange={(iso) => setFrom(iso ?? '')}
              aria-invalid={error ? true : undefined}
              {...(error ? { 'aria-describedby': 'period-error' } : {})}
              required
            />
          </label>
          <label className="text-sm">
            {t('reports.period.to')}
            <DateInput label={t('reports.period.to')} value={to || null} onChange={(iso) => setTo(iso ?? '')} aria-invalid={error ? true : undefined} {...(error ? { 'aria-describedby': 'period-error' } : {})} required />
          </label>
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
        {error && (
          <p id="period-error" role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        )}
      </fieldset>
    </form>
  );
}
