// The dashboards' overdue and due-this-week lists (issue 18 point 3): the firm's head sees the
// firm's deadlines, a lawyer their own. Each list has a bounded height whatever the deadlines are
// called: the five most urgent (the server's page of 5), each with its day and name in at most two
// lines and its matter in one, cut with "…" (the full text in their titles), and, when there are
// more, "Mind a 13 határidő" – the server's total – to the Határidőnapló in the same scope. Long
// names once made a list grow far below the fold.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeadlineItem } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { withHuArticle } from '@shared/hu/article';
import { formatHuDateWithWeekday } from '@shared/hu/format';
import { useDeadlines } from '../api/deadlines-api';
import type { Scope } from './deadline-calendar';

export const DASHBOARD_DEADLINES_SHOWN = 5;

function Compact({ id, title, empty, list, to }: { id: string; title: string; empty: string; list: { data?: { items: DeadlineItem[]; total: number }; isError: boolean }; to: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-2 rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
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
            {list.data.items.slice(0, DASHBOARD_DEADLINES_SHOWN).map((d) => {
              const day = formatHuDateWithWeekday(d.dueOn);
              const matter = `${d.matterNumber} ${d.matterTitle} · ${d.responsible?.name ?? t('complianceTracker.form.nobody')}`;
              return (
                <li key={d.id}>
                  <span className="line-clamp-2" title={`${day} · ${d.title}`}>
                    <span className={`font-medium ${d.overdue ? 'text-red-700 dark:text-red-300' : ''}`}>{day}</span>
                    {' · '}
                    <Link to={`/app/matters/${d.matterId}`} className="text-indigo-700 underline dark:text-indigo-300">
                      {d.title}
                    </Link>
                  </span>
                  <span className="block truncate text-xs text-slate-700 dark:text-slate-300" title={matter}>
                    {matter}
                  </span>
                </li>
              );
            })}
          </ul>
          {list.data.total > Math.min(list.data.items.length, DASHBOARD_DEADLINES_SHOWN) && (
            <Link to={to} className="inline-block text-sm text-indigo-700 underline dark:text-indigo-300">
              {t('complianceTracker.dashboard.more', { count: list.data.total, withArticle: withHuArticle(list.data.total) })}
            </Link>
          )}
        </>
      )}
    </section>
  );
}

export function DashboardDeadlineLists({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const overdue = useDeadlines({ scope, overdue: 'true', limit: DASHBOARD_DEADLINES_SHOWN });
  const week = useDeadlines({ scope, dueThisWeek: 'true', limit: DASHBOARD_DEADLINES_SHOWN });
  // The register opens in the scope the lists show (it opens on "mine" otherwise).
  const to = scope === 'firm' ? '/app/compliance-tracker?scope=firm' : '/app/compliance-tracker';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Compact id="dash-dl-overdue" title={t('complianceTracker.dashboard.overdue')} empty={scope === 'mine' ? t('complianceTracker.page.noOverdueMine') : t('complianceTracker.page.noOverdue')} list={overdue} to={to} />
      <Compact id="dash-dl-week" title={t('complianceTracker.dashboard.thisWeek')} empty={t('complianceTracker.page.noneThisWeek')} list={week} to={to} />
    </div>
  );
}
