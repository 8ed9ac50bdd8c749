// The honest page of a spec route whose feature is not built yet: it says so, shows no sample
// figures, and offers the way back. Every such route is listed in the README.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotAvailable({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-available-title" className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-8 dark:border-slate-700 dark:bg-slate-900">
      <p className="text-sm font-semibold tracking-wide text-amber-800 uppercase dark:text-amber-300">{t('shell.notAvailable.badge')}</p>
      <h1 id="not-available-title" className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('shell.notAvailable.text')}</p>
      <Link to="/app/dashboard" className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 font-semibold text-white hover:bg-indigo-700">
        {t('shell.notAvailable.back')}
      </Link>
    </section>
  );
}

/** The 403 screen; `noFirm`: a firm's page opened without a firm to act in (the platform admin, decision 0332). */
export function Forbidden({ reason }: { reason?: 'noFirm' } = {}) {
  const { t } = useTranslation();
  return (
    <section role="alert" className="mx-auto max-w-2xl rounded-2xl border border-red-200 bg-white p-8 dark:border-red-900 dark:bg-slate-900">
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('shell.forbidden.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{reason === 'noFirm' ? t('shell.forbidden.noFirm') : t('shell.forbidden.text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/app/dashboard" className="inline-flex min-h-11 items-center rounded-lg bg-indigo-600 px-4 font-semibold text-white hover:bg-indigo-700">
          {t('shell.notAvailable.back')}
        </Link>
        {reason === 'noFirm' && (
          <Link
            to="/app/admin/companies"
            className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-semibold text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:text-white dark:hover:bg-slate-800"
          >
            {t('shell.forbidden.companies')}
          </Link>
        )}
      </div>
    </section>
  );
}
