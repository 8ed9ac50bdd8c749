// The time tab of a matter's case file (issue 38.3): the time recorded on it — the firm's
// administrator sees everyone's entries, a lawyer their own (the time list's rule, decision 0114).
import { useTranslation } from 'react-i18next';
import type { TimeEntry } from '@shared/tracking/time-entries.schemas';
import type { Column } from '@client/components/ui/data-table';
import { QueryTable } from '@client/components/ui/query-table';
import { useMatterTimeEntries } from '../api/tracking-api';
import { clock, mediumDay, money } from './tracking-format';

export function MatterTimePanel({ matterId, firmWide }: { matterId: string; firmWide: boolean }) {
  const { t } = useTranslation();
  const entries = useMatterTimeEntries(matterId, firmWide);
  const columns: Column<TimeEntry>[] = [
    { key: 'date', header: t('tracking.week.columns.date'), cell: (e) => <span className="whitespace-nowrap">{mediumDay(e.workDate)}</span> },
    { key: 'user', header: t('tracking.matterPanel.user'), cell: (e) => e.user.name },
    {
      key: 'work',
      header: t('tracking.week.columns.work'),
      cell: (e) => (
        <>
          {e.description || '–'}
          <span className="block text-xs text-slate-700 dark:text-slate-300">{t(`tracking.activity.${e.activity}`)}</span>
        </>
      ),
    },
    { key: 'duration', header: t('tracking.week.columns.duration'), cell: (e) => clock(e.billedMinutes) },
    { key: 'amount', header: t('tracking.week.columns.amount'), cell: (e) => (e.billable ? money({ amount: e.amount, currency: e.currency }) : t('tracking.week.notBillable')) },
    { key: 'status', header: t('tracking.week.columns.status'), cell: (e) => (e.lockedAt ? t('tracking.week.invoiced') : t('tracking.week.open')) },
  ];
  return (
    <div className="space-y-2">
      {!firmWide && <p className="text-sm text-slate-700 dark:text-slate-300">{t('tracking.matterPanel.ownOnly')}</p>}
      <QueryTable label={t('tracking.matterPanel.label')} columns={columns} query={entries} emptyText={t('tracking.matterPanel.empty')} />
    </div>
  );
}
