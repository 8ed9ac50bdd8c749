// The time tab of a matter's case file (issue 38.3): the time recorded on it — the firm's
// administrator sees everyone's entries, a lawyer their own (the time list's rule, decision 0114).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { MATTER_TIME_PAGE_SIZE, useMatterTimeEntries } from '../api/tracking-api';
import { EntryDuration } from './entry-duration';
import { mediumDay, money } from './tracking-format';

export function MatterTimePanel({ matterId, firmWide }: { matterId: string; firmWide: boolean }) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState(0);
  const entries = useMatterTimeEntries(matterId, firmWide, offset);
  const columns: Column<TimeEntry>[] = [
    { key: 'date', header: t('timeTracking.week.columns.date'), cell: (e) => <span className="whitespace-nowrap">{mediumDay(e.workDate)}</span> },
    { key: 'user', header: t('timeTracking.matterPanel.user'), cell: (e) => e.user.name },
    {
      key: 'work',
      header: t('timeTracking.week.columns.work'),
      cell: (e) => (
        <>
          {e.description || '–'}
          <span className="block text-xs text-slate-700 dark:text-slate-300">{t(`timeTracking.activity.${e.activity}`)}</span>
        </>
      ),
    },
    { key: 'duration', header: t('timeTracking.week.columns.duration'), cell: (e) => <EntryDuration entry={e} /> },
    { key: 'amount', header: t('timeTracking.week.columns.amount'), cell: (e) => (e.billable ? money({ amount: e.amount, currency: e.currency }) : t('timeTracking.week.notBillable')) },
    { key: 'status', header: t('timeTracking.week.columns.status'), cell: (e) => (e.lockedAt ? t('timeTracking.week.invoiced') : t('timeTracking.week.open')) },
  ];
  return (
    <div className="space-y-2">
      {!firmWide && <p className="text-sm text-slate-700 dark:text-slate-300">{t('timeTracking.matterPanel.ownOnly')}</p>}
      <QueryTable label={t('timeTracking.matterPanel.label')} columns={columns} query={entries} emptyText={t('timeTracking.matterPanel.empty')} pager={{ offset, pageSize: MATTER_TIME_PAGE_SIZE, onChange: setOffset }} />
    </div>
  );
}
