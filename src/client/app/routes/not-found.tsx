import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@client/components/ui/button';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl sm:text-3xl font-bold text-slate-900 dark:text-white">{t('notFound.title')}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t('notFound.text')}</p>
      <Link to="/" className={buttonClasses('primary', 'mt-6')}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}
