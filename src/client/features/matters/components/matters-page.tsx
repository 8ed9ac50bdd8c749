// /app/matters: the firm's matters the user may see (confidential ones only for their team),
// filtered by status, "mine" and a search; the counts per status come from the server. A header
// click sorts the whole list on the server, the sort kept in the address (decision 0502).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { matterSorts, type MatterStatus, matterStatuses } from '@shared/matters/matters';
import type { MatterSummary } from '@shared/matters/matters.schemas';
import { buttonClasses } from '@client/components/ui/button';
import { type Column } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { SearchField } from '@client/components/ui/search-field';
import { MATTERS_PAGE_SIZE, useMatters } from '../api/matters-api';
import { ConfidentialMark, formatDay, StatusBadge } from './matter-labels';
import { FilterChips } from '@client/components/ui/filter-chips';
import { QueryTable } from '@client/components/ui/query-table';
import { useUrlChoice, useUrlFlag, useUrlParam } from '@client/lib/use-url-param';
import { useUrlSort } from '@client/lib/use-url-sort';

export function MattersPage({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  // The filters live in the address beside the sort (?status=&mine=1&q=), so a reload, a shared
  // link or the back button from a matter opens the same list.
  const [status, setStatus] = useUrlChoice<MatterStatus>('status', matterStatuses);
  const [mine, setMine] = useUrlFlag('mine');
  const [q, setQ] = useUrlParam('q');
  const [offset, setOffset] = useState(0);
  const { sort, dir, tableSort, onSortChange } = useUrlSort(matterSorts, () => setOffset(0));
  const matters = useMatters({ status, mine, q, offset, sort, dir });
  const counts = matters.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;

  const columns: Column<MatterSummary>[] = [
    {
      key: 'number',
      header: t('matters.columns.number'),
      sortable: true,
      cell: (m) => (
        <Link to={`/app/matters/${m.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {m.number}
        </Link>
      ),
    },
    {
      key: 'title',
      header: t('matters.columns.title'),
      sortable: true,
      cell: (m) => (
        <>
          {m.title}
          {m.confidential && <ConfidentialMark />}
          <span className="block text-xs text-slate-700 dark:text-slate-300">{t(`matters.practiceArea.${m.practiceArea}`)}</span>
        </>
      ),
    },
    { key: 'clients', header: t('matters.columns.clients'), cell: (m) => m.clients.join(', ') || '–' },
    { key: 'status', header: t('matters.columns.status'), cell: (m) => <StatusBadge status={m.status} /> },
    { key: 'lawyer', header: t('matters.columns.lawyer'), sortable: true, cell: (m) => m.responsibleLawyer?.name ?? '–' },
    { key: 'opened', header: t('matters.columns.opened'), sortable: true, cell: (m) => formatDay(m.openedOn) },
    { key: 'tasks', header: t('matters.columns.tasks'), cell: (m) => m.openTasks },
  ];

  const reset = () => setOffset(0);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('matters.title')}
        actions={
          <>
            <Link to="/app/matters/tasks" className={buttonClasses('secondary')}>
              {t('matters.tasks.title')}
            </Link>
            {canCreate && (
              <Link to="/app/matters/new" className={buttonClasses('primary')}>
                {t('matters.new')}
              </Link>
            )}
          </>
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <SearchField
          label={t('matters.search')}
          value={q}
          onChange={(v) => {
            setQ(v);
            reset();
          }}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={mine}
            onChange={(e) => {
              setMine(e.target.checked);
              reset();
            }}
          />
          {t('matters.mine')}
        </label>
      </div>
      <FilterChips
        label={t('matters.statusFilter')}
        options={['', ...matterStatuses] as const}
        value={status}
        onChange={(s) => {
          setStatus(s);
          reset();
        }}
        optionLabel={(s) => (s ? `${t(`matters.status.${s}`)} (${counts?.[s] ?? 0})` : t('matters.allStatuses', { count: all }))}
      />
      <QueryTable
        label={t('matters.title')}
        columns={columns}
        query={matters}
        emptyText={t('matters.empty')}
        pager={{ offset, pageSize: MATTERS_PAGE_SIZE, onChange: setOffset }}
        sort={tableSort}
        onSortChange={onSortChange}
        stackOnPhone
      />
    </div>
  );
}
