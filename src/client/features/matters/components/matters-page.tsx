// /app/matters: the firm's matters the user may see (confidential ones only for their team),
// filtered by status, "mine" and a search; the counts per status come from the server.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type MatterStatus, matterStatuses } from '@shared/matters/matters';
import type { MatterSummary } from '@shared/matters/matters.schemas';
import { buttonClasses } from '@client/components/ui/button';
import { type Column, DataTable } from '@client/components/ui/data-table';
import { PageHeader } from '@client/components/ui/page-header';
import { Pager } from '@client/components/ui/pager';
import { SearchField } from '@client/components/ui/search-field';
import { MATTERS_PAGE_SIZE, useMatters } from '../api/matters-api';
import { ConfidentialMark, formatDay, StatusBadge } from './matter-labels';

export function MattersPage({ canCreate }: { canCreate: boolean }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<MatterStatus | ''>('');
  const [mine, setMine] = useState(false);
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const matters = useMatters({ status, mine, q, offset });
  const counts = matters.data?.counts;
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;

  const columns: Column<MatterSummary>[] = [
    {
      key: 'number',
      header: t('matters.columns.number'),
      cell: (m) => (
        <Link to={`/app/matters/${m.id}`} className="text-indigo-700 underline dark:text-indigo-300">
          {m.number}
        </Link>
      ),
    },
    {
      key: 'title',
      header: t('matters.columns.title'),
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
    { key: 'lawyer', header: t('matters.columns.lawyer'), cell: (m) => m.responsibleLawyer?.name ?? '–' },
    { key: 'opened', header: t('matters.columns.opened'), cell: (m) => formatDay(m.openedOn) },
    { key: 'tasks', header: t('matters.columns.tasks'), cell: (m) => m.openTasks },
  ];

  const reset = () => setOffset(0);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('matters.title')}
        actions={
          canCreate && (
            <Link to="/app/matters/new" className={buttonClasses('primary')}>
              {t('matters.new')}
            </Link>
          )
        }
      />
      <div className="flex flex-wrap items-end gap-4">
        <SearchField label={t('matters.search')} value={q} onChange={(v) => { setQ(v); reset(); }} />
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" className="size-4" checked={mine} onChange={(e) => { setMine(e.target.checked); reset(); }} />
          {t('matters.mine')}
        </label>
      </div>
      <div role="group" aria-label={t('matters.statusFilter')} className="flex flex-wrap gap-2">
        {(['', ...matterStatuses] as const).map((s) => (
          <button
            key={s || 'all'}
            type="button"
            aria-pressed={status === s}
            onClick={() => { setStatus(s); reset(); }}
            className={`min-h-11 rounded-full border px-3 text-sm ${status === s ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100'}`}
          >
            {s ? `${t(`matters.status.${s}`)} (${counts?.[s] ?? 0})` : t('matters.allStatuses', { count: all })}
          </button>
        ))}
      </div>
      <DataTable
        label={t('matters.title')}
        columns={columns}
        rows={matters.data?.items}
        rowKey={(m) => m.id}
        loading={matters.isPending}
        error={matters.isError}
        onRetry={() => void matters.refetch()}
        emptyText={t('matters.empty')}
      />
      {matters.data && <Pager total={matters.data.total} offset={offset} pageSize={MATTERS_PAGE_SIZE} onChange={setOffset} />}
    </div>
  );
}
