// The dashboards' overdue and due-this-week lists (issue 18 point 3): the firm's head sees the
// firm's deadlines, a lawyer their own; the five most urgent of each and a link to the rest.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeadlineItem } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { useDeadlines } from '../api/deadlines-api';
import type { Scope } from './deadline-calendar';

const SHOWN = 5;

function Compact({ id, title, empty, list }: { id: string; title: string; empty: string; list: { data?: { items: DeadlineItem[]; total: number }; isError: boolean } }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="space-y-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <h2 id={id} className="font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {list.isError ? (
        <p className="text-sm">{t('dashboard.figureUnavailable')}</p>
      ) : !list.data ? (
        <p className="text-sm">{t('common.loading')}</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm">{empty}</p>
      ) : (
        <>
          <ul className="space-y-2 text-sm">
            {list.data.items.map((d) => (
              <li key={d.id}>
                <span className={`font-medium ${d.overdue ? 'text-red-700 dark:text-red-300' : ''}`}>{formatHuDateWithWeekday(d.dueOn)}</span>
                {' · '}
                <Link to={`/app/matters/${d.matterId}`} className="text-indigo-700 underline dark:text-indigo-300">
                  {d.title}
                </Link>
                <span className="block text-xs text-slate-700 dark:text-slate-300">{`${d.matterNumber} ${d.matterTitle} · ${d.responsible?.name ?? t('complianceTracker.form.nobody')}`}</span>
              </li>
            ))}
          </ul>
          <Link to="/app/compliance-tracker" className="inline-block text-sm text-indigo-700 underline dark:text-indigo-300">
            {t('complianceTracker.dashboard.more', { count: list.data.total })}
          </Link>
        </>
      )}
    </section>
  );
}

export function DashboardDeadlineLists({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const overdue = useDeadlines({ scope, overdue: 'true', limit: SHOWN });
  const week = useDeadlines({ scope, dueThisWeek: 'true', limit: SHOWN });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Compact id="dash-dl-overdue" title={t('complianceTracker.dashboard.overdue')} empty={scope === 'mine' ? t('complianceTracker.page.noOverdueMine') : t('complianceTracker.page.noOverdue')} list={overdue} />
      <Compact id="dash-dl-week" title={t('complianceTracker.dashboard.thisWeek')} empty={t('complianceTracker.page.noneThisWeek')} list={week} />
    </div>
  );
}
