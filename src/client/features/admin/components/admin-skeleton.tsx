// The admin panel's loading skeleton (spec 2.3: distinct message per area).
import { useTranslation } from 'react-i18next';

export function AdminSkeleton({ kind = 'admin' }: { kind?: 'admin' | 'analytics' }) {
  const { t } = useTranslation();
  const bar = 'animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800';
  return (
    <div role="status" aria-live="polite" data-skeleton={kind} className="space-y-4">
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{t(`shell.skeleton.${kind}`)}</p>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`${bar} h-24`} />
        ))}
      </div>
      <div className={`${bar} h-48`} />
    </div>
  );
}
