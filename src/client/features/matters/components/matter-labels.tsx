// Small shared pieces of the matters pages: the status badge and the confidential mark.
import { useTranslation } from 'react-i18next';
import type { MatterStatus } from '@shared/matters/matters';
import { formatDate } from '@client/lib/format';

const statusTone: Record<MatterStatus, string> = {
  open: 'bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
  closed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
  archived: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: MatterStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusTone[status]}`}>{t(`matters.status.${status}`)}</span>;
}

export function ConfidentialMark() {
  const { t } = useTranslation();
  return (
    <span title={t('matters.confidentialHint')} className="ml-2 inline-block rounded-full bg-rose-100 px-2 py-0.5 text-xs font-medium text-rose-900 dark:bg-rose-900/40 dark:text-rose-100">
      {t('matters.confidential')}
    </span>
  );
}

/** A calendar day ("2026-11-25") or an instant, in the UI's language; a bare day is read at noon UTC so no time zone moves it. */
export function formatDay(value: string): string {
  return formatDate(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);
}
