// The stat card of the admin pages.
import { formatNumber } from '@client/lib/format';

export function StatCard({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm text-slate-700 dark:text-slate-300">{label}</p>
      <p className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">{formatNumber(value)}</p>
      {hint && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{hint}</p>}
    </div>
  );
}
