import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@client/components/ui/button';
import { buildErrorReportMailto } from '@client/lib/support';
import type { ErrorBoundaryLevel } from './error-boundary';

export interface ErrorFallbackProps {
  error: Error;
  level: ErrorBoundaryLevel;
  retriesLeft: number;
  onRetry: () => void;
  showDetails: boolean;
}

export function ErrorFallback({ error, level, retriesLeft, onRetry, showDetails }: ErrorFallbackProps) {
  const { t } = useTranslation();
  const isPage = level === 'page';
  const exhausted = retriesLeft <= 0;
  const Heading = isPage ? 'h1' : 'h2';

  const content = (
    <div className={`w-full max-w-lg rounded-2xl border border-red-200 bg-white p-6 shadow-sm dark:border-red-900 dark:bg-slate-900 ${isPage ? 'shadow-lg' : ''}`}>
      <Heading className="text-xl font-bold text-slate-900 dark:text-white">{t('errors.title')}</Heading>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{isPage ? t('errors.pageText') : t('errors.componentText')}</p>

      {exhausted && (
        <div role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          <p>{t('errors.reportNotice')}</p>
        </div>
      )}

      <div className="mt-5 flex flex-wrap gap-3">
        {!exhausted && <Button onClick={onRetry}>{t('errors.retry', { remaining: retriesLeft })}</Button>}
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
        {exhausted && (
          <a
            className={buttonClasses('secondary')}
            href={buildErrorReportMailto({
              subject: t('errors.reportSubject', { message: error.message }),
              intro: t('errors.reportBody'),
              error,
            })}
          >
            {t('errors.report')}
          </a>
        )}
        {isPage && (
          // A plain link: the page-level boundary sits outside the router.
          <a className={buttonClasses('ghost')} href="/">
            {t('common.backHome')}
          </a>
        )}
      </div>

      {showDetails && (
        <details className="mt-5 text-sm text-slate-700 dark:text-slate-300">
          <summary className="cursor-pointer font-medium">{t('errors.details')}</summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-100 p-3 text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-950 dark:text-slate-200">
            {error.message}
            {error.stack ? `\n\n${error.stack}` : ''}
          </pre>
        </details>
      )}
    </div>
  );

  if (!isPage) return <div className="flex justify-center p-4">{content}</div>;
  return <main className="flex min-h-screen items-center justify-center p-4">{content}</main>;
}
