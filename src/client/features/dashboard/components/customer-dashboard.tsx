// The customer's dashboard (spec 3.5): the company they are connected to, from the server.
// Messages, appointments and invoices are not built yet, so no figures are shown for them.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import { useOwnCompany } from '../api/dashboard-api';

export function CustomerDashboard({ name }: { name: string }) {
  const { t } = useTranslation();
  const company = useOwnCompany();
  return (
    <div className="space-y-8">
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">{t('roles.customer')}</p>
        <h1 className="mt-1 text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('dashboard.greeting', { name })}</h1>
      </div>
      <section aria-labelledby="connected-company" className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="connected-company" className="text-sm font-medium text-slate-700 dark:text-slate-300">{t('home.customer.connectedCompany')}</h2>
        {company.isPending ? (
          <p className="mt-1">{t('common.loading')}</p>
        ) : company.isError ? (
          <LoadError className="mt-2" onRetry={() => void company.refetch()} />
        ) : (
          <p className="mt-1 text-xl font-semibold text-slate-900 dark:text-white">{company.data.name}</p>
        )}
      </section>
      <nav aria-label={t('home.nextSteps')} className="grid gap-4 sm:grid-cols-3">
        {(
          [
            ['/app/contact-company?action=new', 'messages'],
            ['/app/book-appointment?filter=today', 'appointments'],
            ['/app/my-purchases?filter=pending', 'purchases'],
          ] as const
        ).map(([to, key]) => (
          <Link key={to} to={to} className="rounded-xl border border-slate-200 bg-white p-5 hover:border-indigo-400 dark:border-slate-700 dark:bg-slate-900">
            <span className="block font-semibold text-slate-900 dark:text-white">{t(`home.customer.${key}`)}</span>
            <span className="mt-1 block text-sm text-slate-700 dark:text-slate-300">{t('home.customer.soon')}</span>
          </Link>
        ))}
      </nav>
    </div>
  );
}
