// The tenant's usage: meters against the plan limits (spec 9 percentage, capped at 100, unlimited
// 0 %) with the approaching-limit warnings, a monthly bar chart and a daily chart of the last 30
// days. Charts are plain SVG with a table for screen readers.
import { useTranslation } from 'react-i18next';
import type { EntitlementsResponse, UsageHistory } from '@shared/entitlements/billing.schemas';
import { limitLevel, usagePercent } from '@shared/entitlements/entitlements';
import { formatDay, formatMonthLabel } from './format';
import { ChartDataTable } from '@client/components/ui/chart-data-table';

function Meter({ label, used, limit }: { label: string; used: number; limit: number | null }) {
  const { t } = useTranslation();
  const percent = usagePercent(used, limit);
  const level = limitLevel(used, limit);
  const bar = level === 'reached' ? 'bg-red-600' : level === 'approaching' ? 'bg-amber-500' : 'bg-indigo-600';
  return (
    <div>
      <div className="flex justify-between text-sm font-medium text-slate-900 dark:text-white">
        <span>{label}</span>
        <span>{t('billing.usage.of', { used, limit: limit ?? t('billing.pricing.unlimited') })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className={`h-full ${bar}`} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

export function UsageMeters({ data }: { data: EntitlementsResponse }) {
  const { t } = useTranslation();
  const { usage, entitlements } = data;
  return (
    <section aria-labelledby="usage-heading" className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <h2 id="usage-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {t('billing.usage.title')} {data.plan && <span className="font-normal">– {data.plan.name}</span>}
      </h2>
      {usage.period_start && usage.period_end && <p className="text-sm text-slate-700 dark:text-slate-300">{t('billing.usage.period', { from: formatDay(usage.period_start), to: formatDay(usage.period_end) })}</p>}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Meter label={t('billing.usage.agents')} used={usage.agents} limit={entitlements.agents_limit} />
        <Meter label={t('billing.usage.automations')} used={usage.automations} limit={entitlements.automations_limit} />
      </div>
      {data.warnings.map((w) => (
        <p
          key={w.action}
          role="status"
          className={`mt-4 rounded-lg p-3 text-sm font-medium ${w.level === 'reached' ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100'}`}
        >
          {w.message}
        </p>
      ))}
    </section>
  );
}

interface Bar {
  key: string;
  label: string;
  agents: number;
  automations: number;
}

function BarChart({ title, bars, id }: { title: string; bars: Bar[]; id: string }) {
  const { t } = useTranslation();
  const max = Math.max(1, ...bars.flatMap((b) => [b.agents, b.automations]));
  const height = 140;
  const width = 300;
  // Each bar pair gets an equal share of the width, at most 60 units, so a few bars stay readable.
  const slot = Math.min(60, width / Math.max(bars.length, 1));
  const barWidth = slot * 0.38;
  return (
    <figure aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
      <figcaption id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </figcaption>
      {bars.length === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('billing.usage.noData')}</p>
      ) : (
        <>
          <div className="mt-2 flex gap-4 text-xs text-slate-800 dark:text-slate-200" aria-hidden="true">
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-indigo-600" />
              {t('billing.usage.agents')}
            </span>
            <span>
              <span className="mr-1 inline-block size-3 rounded-sm bg-teal-500" />
              {t('billing.usage.automations')}
            </span>
          </div>
          <svg viewBox={`0 0 ${width} ${height + 20}`} className="mt-2 h-48 w-full" aria-hidden="true" preserveAspectRatio="none">
            {bars.map((b, i) => {
              const x = i * slot + slot * 0.1;
              const ha = (b.agents / max) * height;
              const hb = (b.automations / max) * height;
              return (
                <g key={b.key}>
                  <rect x={x} y={height - ha} width={barWidth} height={ha} className="fill-indigo-600" />
                  <rect x={x + barWidth + 1} y={height - hb} width={barWidth} height={hb} className="fill-teal-500" />
                  <title>{t('billing.usage.chartLabel', { label: b.label, agents: b.agents, automations: b.automations })}</title>
                </g>
              );
            })}
            <line x1={0} x2={width} y1={height} y2={height} className="stroke-slate-400" />
          </svg>
          <ChartDataTable
            caption={title}
            headers={[t('billing.credits.date'), t('billing.usage.agents'), t('billing.usage.automations')]}
            rows={bars.map((b) => ({ key: b.key, header: b.label, cells: [b.agents, b.automations] }))}
          />
          <div className="mt-1 flex justify-between text-xs text-slate-700 dark:text-slate-300" aria-hidden="true">
            <span>{bars[0]?.label}</span>
            <span>{bars.at(-1)?.label}</span>
          </div>
        </>
      )}
    </figure>
  );
}

export function UsageCharts({ history }: { history: UsageHistory }) {
  const { t } = useTranslation();
  const months = [...history.months].reverse().map((m) => ({ key: m.period_start, label: formatMonthLabel(m.period_start), agents: m.agents_used, automations: m.automations_used }));
  const daily = history.daily.map((d) => ({ key: d.day, label: formatDay(`${d.day}T12:00:00Z`), agents: d.agent_run, automations: d.automation_run }));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <BarChart id="monthly-usage" title={t('billing.usage.monthlyTitle')} bars={months} />
      <BarChart id="daily-usage" title={t('billing.usage.dailyTitle')} bars={daily} />
      <section aria-labelledby="events-heading" className="rounded-2xl border border-slate-200 bg-white p-6 lg:col-span-2 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="events-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('billing.usage.eventsTitle')}
        </h2>
        {history.events.length === 0 ? (
          <p className="mt-2 text-slate-700 dark:text-slate-300">{t('billing.usage.noData')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm text-slate-800 dark:divide-slate-700 dark:text-slate-200">
            {history.events.slice(0, 10).map((e) => (
              <li key={e.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium">{e.event_type === 'automation_run' ? t('billing.usage.event.automation_run') : t('billing.usage.event.agent_run')}</span>
                <span>{e.user_name ?? '—'}</span>
                <span>{formatDay(e.timestamp)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
