// Pieces both report pages use: a titled section with its CSV download, a figure card, and the
// Hungarian formatting of forints, hours and shares.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatHuf, formatHuNumber } from '@shared/hu/format';
import { buttonClasses } from '@client/components/ui/button';

export const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
export const ft = (value: number) => formatHuf(value);
export const hoursText = (value: number) => formatHuNumber(value, { maxFractionDigits: 2 });
export const percentText = (share: number | null) => (share === null ? '–' : `${formatHuNumber(share * 100, { maxFractionDigits: 1 })} %`);

export function ReportSection({ id, title, note, csvHref, children }: { id: string; title: string; note?: string; csvHref?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={`${card} min-w-0 space-y-3`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {note && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{note}</p>}
        </div>
        {csvHref && (
          <a href={csvHref} download className={buttonClasses('secondary')} aria-label={t('reports.csvLabel', { table: title })}>
            {t('reports.csv')}
          </a>
        )}
      </div>
      {children}
    </section>
  );
}

export function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={card}>
      <dt className="text-sm text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
