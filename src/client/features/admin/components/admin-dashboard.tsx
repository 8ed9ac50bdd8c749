// /app/admin and the admin's /app/dashboard: real platform figures and the ways in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import { formatNumber } from '@client/lib/format';
import { useAnalytics } from '../api/admin-api';
import { StatCard } from './charts';
import { AdminSkeleton } from './admin-skeleton';

/**
 * Firms whose members no one can administer (no active administrator, decision 0510): shown only
 * when there are any, leading to the companies page filtered to them.
 */
function WithoutAdministratorNotice({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <section aria-labelledby="without-administrator-heading" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <h2 id="without-administrator-heading" className="font-semibold">
        {t('admin.dashboard.withoutAdministrator.title', { n: formatNumber(count) })}
      </h2>
      <p className="mt-1">{t('admin.dashboard.withoutAdministrator.text', { count })}</p>
      <Link to="/app/admin/companies?withoutAdministrator=1" className="mt-2 inline-block font-medium text-indigo-800 underline dark:text-indigo-200">
        {t('admin.dashboard.withoutAdministrator.link')}
      </Link>
    </section>
  );
}

export function AdminDashboard({ name }: { name: string }) {
  const { t } = useTranslation();
  const analytics = useAnalytics();
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{t('admin.dashboard.kicker')}</p>
        <h1 className="mt-1 text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('admin.dashboard.greeting', { name })}</h1>
      </div>
      {analytics.isPending ? (
        <AdminSkeleton />
      ) : analytics.isError ? (
        <LoadError error={analytics.error} onRetry={() => void analytics.refetch()} />
      ) : (
        <div className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard label={t('admin.stats.tenants')} value={analytics.data.totals.tenants} hint={t('admin.stats.suspendedHint', { count: analytics.data.totals.suspendedTenants })} />
            <StatCard label={t('admin.stats.users')} value={analytics.data.totals.users} hint={t('admin.stats.deactivatedHint', { count: analytics.data.totals.deactivatedUsers })} />
            <StatCard label={t('admin.stats.signIns30d')} value={analytics.data.totals.signIns30d} />
            <StatCard label={t('admin.stats.activeSessions')} value={analytics.data.totals.activeSessions} />
          </div>
          <WithoutAdministratorNotice count={analytics.data.totals.tenantsWithoutAdministrator} />
        </div>
      )}
      <nav aria-label={t('admin.dashboard.shortcuts')} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {(
          [
            ['/app/admin/companies', 'companies'],
            ['/app/admin/users', 'users'],
            ['/app/admin/analytics', 'analytics'],
            // Not in the spec's admin sidebar (2.4): the cross-firm AI screen's only way in (decision 0243).
            ['/app/ai-modules', 'ai'],
          ] as const
        ).map(([to, key]) => (
          <Link key={to} to={to} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900">
            <span className="block font-semibold text-slate-900 dark:text-white">{t(`admin.dashboard.links.${key}.title`)}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{t(`admin.dashboard.links.${key}.text`)}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
