// Daily AI spend of the last 30 days as bars (issue 19): every Budapest day of the window, days
// without requests at zero. The figures are also a table: always there for screen readers, shown
// on the page with the "Adatok táblázatban" toggle (decision 0255).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UsageReport } from '@shared/ai-modules/themis.schemas';
import { formatNumber } from '@client/lib/format';
import { ChartDataTable } from '@client/components/ui/chart-data-table';
import { isoDateInZone } from '@shared/dates/iso-date';
import { formatAlertEuro } from '@shared/ai-modules/monitoring';

type UsageDay = UsageReport['days'][number];

const WINDOW_DAYS = 30;
const DAY_MS = 86_400_000;

/** Euro the way every AI screen and alert writes it ("25,40 EUR", "1000,00 EUR"): the shared money format. */
export const euro = formatAlertEuro;

/** The 30 Budapest days ending today, each with its figures (zero when nothing was spent). */
export function last30Days(days: readonly UsageDay[], now: number = Date.now()): UsageDay[] {
  const byDay = new Map(days.map((d) => [d.day, d]));
  return Array.from({ length: WINDOW_DAYS }, (_, i) => {
    const day = isoDateInZone(new Date(now - (WINDOW_DAYS - 1 - i) * DAY_MS));
    return byDay.get(day) ?? { day, requests: 0, tokens: 0, cost: 0 };
  });
}

const shortDay = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}.`;

export function SpendChart({ days, caption }: { days: readonly UsageDay[]; caption?: string }) {
  const { t } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const series = last30Days(days);
  const max = Math.max(...series.map((d) => d.cost));
  const total = series.reduce((sum, d) => sum + d.cost, 0);
  return (
    <figure className="space-y-2">
      <figcaption className="text-sm font-medium text-slate-900 dark:text-white">{caption ?? t('themis.admin.spendChart')}</figcaption>
      <div
        role="img"
        aria-label={t('themis.admin.spendChartSummary', { total: euro(total), max: euro(max) })}
        className="flex h-32 items-end gap-px border-b border-slate-300 dark:border-slate-600"
        data-testid="spend-chart"
      >
        {series.map((d) => (
          <div key={d.day} title={`${shortDay(d.day)} ${euro(d.cost)}`} className="flex-1 rounded-t bg-blue-600 dark:bg-blue-400" style={{ height: max > 0 ? `${(d.cost / max) * 100}%` : '0%' }} />
        ))}
      </div>
      <div className="flex justify-between text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
        <span>{shortDay(series[0]!.day)}</span>
        <span>{shortDay(series[series.length - 1]!.day)}</span>
      </div>
      <button type="button" className="text-sm text-blue-700 underline dark:text-blue-300" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((v) => !v)}>
        {t('themis.admin.showTable')}
      </button>
      <ChartDataTable
        id={tableId}
        visible={showTable}
        caption={t('themis.admin.spendByDay')}
        headers={[t('themis.admin.day'), t('themis.admin.requests'), t('themis.admin.cost')]}
        rows={series.filter((d) => d.requests > 0).map((d) => ({ key: d.day, header: shortDay(d.day), cells: [formatNumber(d.requests), euro(d.cost)] }))}
      />
    </figure>
  );
}
