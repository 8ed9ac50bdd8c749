// An entry's duration cell: the worked time, and under it the billed (rounded) time when the entry is
// billable and rounding changed it. A non-billable entry bills nothing, so it claims no billed time
// (its amount column already says "nem számlázható"; decision 0495).
import { useTranslation } from 'react-i18next';
import type { TimeEntry } from '@shared/time-tracking/time-tracking.schemas';
import { clock } from './tracking-format';

export function EntryDuration({ entry }: { entry: Pick<TimeEntry, 'minutes' | 'billedMinutes' | 'billable'> }) {
  const { t } = useTranslation();
  return (
    <>
      {clock(entry.minutes)}
      {entry.billable && entry.billedMinutes !== entry.minutes && <span className="block text-xs text-slate-700 dark:text-slate-300">{t('timeTracking.week.billedAs', { clock: clock(entry.billedMinutes) })}</span>}
    </>
  );
}
