// /app/matters/tasks: the open tasks across the matters the user may see (confidential ones only
// for their team), overdue, this week or all open, "mine" or the firm's. The dashboard's task
// figures open it with the same filter, so a figure is the length of the list (decision 0500).
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type OpenTask, type TaskDueFilter, taskDueFilters } from '@shared/matters/matters.schemas';
import { todayInBudapest } from '@shared/dates/iso-date';
import { type Column } from '@client/components/ui/data-table';
import { FilterChips } from '@client/components/ui/filter-chips';
import { PageHeader } from '@client/components/ui/page-header';
import { QueryTable } from '@client/components/ui/query-table';
import { TASKS_PAGE_SIZE, useFinishTask, useOpenTasks } from '../api/matters-api';
import { formatDay } from './matter-labels';

const isDue = (v: string | null): v is TaskDueFilter => (taskDueFilters as readonly string[]).includes(v ?? '');

export function MatterTasksPage({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const due = isDue(params.get('due')) ? (params.get('due') as TaskDueFilter) : 'open';
  const mine = params.get('mine') === 'true';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const tasks = useOpenTasks({ due, mine, offset });
  const finish = useFinishTask();
  const counts = tasks.data?.counts;
  const today = todayInBudapest();

  /** Changes the filter in the address (the dashboard links to it; back returns to the last one). */
  const show = (next: { due?: TaskDueFilter; mine?: boolean; offset?: number }) => {
    const n = { due, mine, offset: 0, ...next };
    setParams(
      {
        ...(n.due !== 'open' ? { due: n.due } : {}),
        ...(n.mine ? { mine: 'true' } : {}),
        ...(n.offset ? { offset: String(n.offset) } : {}),
      },
      { replace: true },
    );
  };

  const columns: Column<OpenTask>[] = [
    { key: 'title', header: t('matters.tasks.columns.task'), cell: (k) => k.title },
    {
      key: 'matter',
      header: t('matters.tasks.columns.matter'),
      cell: (k) => (
        <Link to={`/app/matters/${k.matter.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {k.matter.number} – {k.matter.title}
        </Link>
      ),
    },
    {
      key: 'due',
      header: t('matters.tasks.columns.due'),
      cell: (k) =>
        k.dueOn === null ? (
          '–'
        ) : k.dueOn < today ? (
          <span className="font-semibold text-rose-800 dark:text-rose-300">
            {formatDay(k.dueOn)} <span className="text-xs font-normal">({t('matters.tasks.overdueMark')})</span>
          </span>
        ) : (
          formatDay(k.dueOn)
        ),
    },
    { key: 'assignee', header: t('matters.tasks.columns.assignee'), cell: (k) => k.assignee?.name ?? '–' },
  ];

  return (
    <div className="space-y-6">
      <PageHeader title={t('matters.tasks.title')}>
        <p className="text-slate-700 dark:text-slate-300">{t('matters.tasks.intro')}</p>
      </PageHeader>
      <div className="flex flex-wrap items-end gap-4">
        <FilterChips label={t('matters.tasks.dueFilter')} options={taskDueFilters} value={due} onChange={(d) => show({ due: d })} optionLabel={(d) => `${t(`matters.tasks.due.${d}`)} (${counts?.[d] ?? 0})`} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={mine} onChange={(e) => show({ mine: e.target.checked })} />
          {t('matters.tasks.mine')}
        </label>
      </div>
      <QueryTable
        label={t('matters.tasks.title')}
        columns={columns}
        query={tasks}
        emptyText={t(`matters.tasks.empty.${due}`)}
        pager={{ offset, pageSize: TASKS_PAGE_SIZE, onChange: (o) => show({ offset: o }) }}
        stackOnPhone
        actions={
          canEdit
            ? (k) => (
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={false}
                    aria-label={t('matters.tasks.markDone', { title: k.title })}
                    disabled={finish.isPending}
                    onChange={() => finish.mutate({ matterId: k.matter.id, taskId: k.id })}
                  />
                  {t('matters.detail.done')}
                </label>
              )
            : undefined
        }
      />
    </div>
  );
}
