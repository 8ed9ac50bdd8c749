// /app/admin/analytics: real counts (tenants, users, sign-ins, sessions, roles) and 12 months
// of growth as charts.
import { useTranslation } from 'react-i18next';
import { LoadError } from '@client/components/errors/load-error';
import { useAnalytics } from '../api/admin-api';
import { AdminSkeleton } from './admin-skeleton';
import { BarChart } from '@client/components/ui/bar-chart';
import { StatCard } from './charts';

export function AnalyticsPage() {
  const { t } = useTranslation();
  const analytics = useAnalytics();
  if (analytics.isPending) return <AdminSkeleton kind="analytics" />;
  if (analytics.isError) {
    return <LoadError error={analytics.error} level={1} onRetry={() => void analytics.refetch()} />;
  }
  const { totals, roles, growth } = analytics.data;
  const months = growth.map((g) => g.month);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('admin.analytics.title')}</h1>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label={t('admin.stats.tenants')} value={totals.tenants} hint={t('admin.stats.suspendedHint', { count: totals.suspendedTenants })} />
        <StatCard label={t('admin.stats.users')} value={totals.users} hint={t('admin.stats.deactivatedHint', { count: totals.deactivatedUsers })} />
        <StatCard label={t('admin.stats.signIns30d')} value={totals.signIns30d} hint={t('admin.stats.signInsTotalHint', { count: totals.signInsTotal })} />
        <StatCard label={t('admin.stats.activeSessions')} value={totals.activeSessions} />
      </div>
      <section aria-labelledby="roles-heading" className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="roles-heading" className="font-semibold text-slate-900 dark:text-white">
          {t('admin.analytics.roles')}
        </h2>
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(['admin', 'tenant', 'lawyer', 'customer'] as const).map((r) => (
            <div key={r}>
              <dt className="text-sm text-slate-700 dark:text-slate-300">{t(`roles.${r}`)}</dt>
              <dd className="text-2xl font-bold text-slate-900 dark:text-white">{roles[r]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <BarChart
          title={t('admin.analytics.growthChart')}
          months={months}
          series={[
            { label: t('admin.analytics.newUsers'), values: growth.map((g) => g.users), color: 'text-indigo-600 dark:text-indigo-400' },
            { label: t('admin.analytics.newTenants'), values: growth.map((g) => g.tenants), color: 'text-emerald-600 dark:text-emerald-400' },
          ]}
        />
        <BarChart title={t('admin.analytics.signInChart')} months={months} series={[{ label: t('admin.analytics.signIns'), values: growth.map((g) => g.signIns), color: 'text-amber-600 dark:text-amber-400' }]} />
      </div>
    </div>
  );
}
