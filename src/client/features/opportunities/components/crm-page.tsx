// /app/crm (issue 14 point 5): pipeline value by stage as horizontal bars with their figures in
// text (and a table for screen readers), overdue tasks apart from those due within a week (decision
// 0492), recent contact activity and this month's new clients – every figure from /api/crm/overview.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHuf } from '@shared/hu/format';
import type { CrmOverview } from '@shared/opportunities/opportunities.schemas';
import { LoadError } from '@client/components/errors/load-error';
import { HorizontalBars } from '@client/components/ui/horizontal-bars';
import { PageHeader } from '@client/components/ui/page-header';
import { formatDate, formatDateTime, formatMonth } from '@client/lib/format';
import { useCrmOverview } from '../api/opportunities-api';
import { ChartDataTable } from '@client/components/ui/chart-data-table';

const card = 'rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900';
const day = (d: string) => formatDate(`${d}T12:00:00Z`);

type Task = CrmOverview['tasksDue'][number];

/** One card of tasks: its title, then each task's due day, matter and assignee. */
function TaskList({ id, title, empty, tasks, overdue = false }: { id: string; title: string; empty: string; tasks: Task[]; overdue?: boolean }) {
  return (
    <section aria-labelledby={id} className={`${card} ${overdue && tasks.length > 0 ? 'border-red-300 dark:border-red-800' : ''}`}>
      <h2 id={id} className={`font-semibold ${overdue && tasks.length > 0 ? 'text-red-800 dark:text-red-200' : ''}`}>
        {title}
      </h2>
      {tasks.length === 0 ? (
        <p className="mt-2 text-sm">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {tasks.map((k) => (
            <li key={k.id}>
              <span className="font-medium">{k.title}</span>
              <span className="block text-slate-700 dark:text-slate-300">
                {overdue ? <strong className="text-red-700 dark:text-red-300">{day(k.dueOn)}</strong> : day(k.dueOn)} ·{' '}
                <Link className="underline" to={`/app/matters/${k.matter.id}`}>
                  {k.matter.number}
                </Link>
                {k.assignee && ` · ${k.assignee.name}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function CrmPage() {
  const { t } = useTranslation();
  const overview = useCrmOverview();
  if (overview.isError) return <LoadError error={overview.error} level={1} onRetry={() => void overview.refetch()} />;
  if (!overview.data) return <p role="status">{t('common.loading')}</p>;
  const { pipeline, tasksDue, recentActivity, newClients } = overview.data;
  const open = pipeline.filter((s) => s.kind === 'open');
  const overdue = tasksDue.filter((k) => k.overdue);
  const upcoming = tasksDue.filter((k) => !k.overdue);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('opportunities.crm.title')}
        actions={
          <Link to="/app/opportunities" className="inline-flex min-h-11 items-center rounded-lg bg-indigo-700 px-4 text-sm font-semibold text-white hover:bg-indigo-800">
            {t('opportunities.crm.openBoard')}
          </Link>
        }
      />
      <figure className={card}>
        <figcaption className="font-semibold text-slate-900 dark:text-white">{t('opportunities.crm.pipeline')}</figcaption>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t('opportunities.crm.pipelineTotal', { value: formatHuf(open.reduce((a, s) => a + s.valueHuf, 0)), weighted: formatHuf(open.reduce((a, s) => a + s.weightedValueHuf, 0)) })}
        </p>
        <HorizontalBars
          bars={pipeline.map((s) => ({ key: s.id, label: `${s.name} (${s.count})`, value: s.valueHuf, display: formatHuf(s.valueHuf), tone: s.kind === 'won' ? 'success' : s.kind === 'lost' ? 'muted' : 'primary' }))}
        />
        <ChartDataTable
          caption={t('opportunities.crm.tableCaption')}
          headers={[t('opportunities.crm.stage'), t('opportunities.crm.count'), t('opportunities.crm.value'), t('opportunities.crm.weighted')]}
          rows={pipeline.map((s) => ({ key: s.id, header: s.name, cells: [s.count, formatHuf(s.valueHuf), formatHuf(s.weightedValueHuf)] }))}
        />
      </figure>
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Overdue tasks in a list of their own, apart from the coming week's (decision 0492). */}
        <TaskList id="crm-overdue" title={t('opportunities.crm.overdueTasks')} empty={t('opportunities.crm.noOverdueTasks')} tasks={overdue} overdue />
        <TaskList id="crm-tasks" title={t('opportunities.crm.tasks')} empty={t('opportunities.crm.noTasks')} tasks={upcoming} />
        <section aria-labelledby="crm-activity" className={card}>
          <h2 id="crm-activity" className="font-semibold">
            {t('opportunities.crm.activity')}
          </h2>
          {recentActivity.length === 0 ? (
            <p className="mt-2 text-sm">{t('opportunities.crm.noActivity')}</p>
          ) : (
            <ul className="mt-3 space-y-3 text-sm">
              {recentActivity.map((a) => (
                <li key={a.id}>
                  <Link className="font-medium underline" to={`/app/contacts/${a.contact.id}`}>
                    {a.contact.name}
                  </Link>{' '}
                  – {t(`opportunities.crm.activityKind.${a.kind}`, { defaultValue: a.kind })}
                  <span className="block text-slate-700 dark:text-slate-300">
                    {formatDateTime(a.at)}
                    {a.actor && ` · ${a.actor}`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="crm-clients" className={card}>
          <h2 id="crm-clients" className="font-semibold">
            {t('opportunities.crm.newClients')} ({formatMonth(newClients.month)})
          </h2>
          <p className="mt-1 text-3xl font-bold" data-testid="crm-new-clients">
            {t('opportunities.crm.newClientsCount', { count: newClients.count })}
          </p>
          {newClients.count === 0 ? (
            <p className="mt-2 text-sm">{t('opportunities.crm.noNewClients')}</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm">
              {newClients.items.map((c) => (
                <li key={c.id}>
                  <Link className="font-medium underline" to={`/app/contacts/${c.id}`}>
                    {c.name}
                  </Link>{' '}
                  · {c.matterNumber} · {day(c.openedOn)}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
