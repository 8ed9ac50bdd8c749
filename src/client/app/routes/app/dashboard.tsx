// Minimal dashboard: greets the user and lists their companies and roles, all from /api/me.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { useMe } from '@client/features/me/api/get-me';
import { isApiError } from '@client/lib/api-client';

export function DashboardRoute() {
  const { t } = useTranslation();
  const me = useMe();

  if (me.isPending) return <LoadingSpinner fullScreen={false} />;

  if (me.isError) {
    if (isApiError(me.error) && me.error.status === 401) {
      return <Navigate to="/login" replace state={{ message: t('auth.signInToContinue') }} />;
    }
    return (
      <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-slate-900">
        <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('dashboard.loadError')}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{me.error.message}</p>
        <Button className="mt-4" onClick={() => void me.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  }

  const { user, memberships } = me.data;
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {t('dashboard.title')}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-slate-900 dark:text-white">
          {t('dashboard.greeting', { name: user.name || user.email })}
        </h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{t('dashboard.intro')}</p>
        {user.platformRole && (
          <p className="mt-3 inline-block rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900 dark:bg-amber-950 dark:text-amber-100">
            {t('dashboard.platformAdmin', { role: t(`roles.${user.platformRole}`) })}
          </p>
        )}
      </div>

      <section aria-labelledby="memberships-heading">
        <h2 id="memberships-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
          {t('dashboard.membershipsTitle')}
        </h2>
        {memberships.length === 0 ? (
          <p className="mt-3 text-slate-700 dark:text-slate-300">{t('dashboard.noMemberships')}</p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {memberships.map((membership) => (
              <li
                key={membership.tenantId}
                className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
              >
                <h3 className="font-semibold text-slate-900 dark:text-white">{membership.tenantName}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
                  <span className="sr-only">{t('dashboard.rolesLabel')}: </span>
                  {membership.roles.map((role) => t(`roles.${role}`)).join(', ')}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
