import { useTranslation } from 'react-i18next';

const tone: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  activated: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  awaiting_payment: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone[status] ?? 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200'}`}>
      {t(`billing.pricing.status.${status}` as 'billing.pricing.status.active')}
    </span>
  );
}
