// Spec 8, "Dashboard — load error": 'Hiba történt' with a retry button. Shown instead of the
// figures a failed request would have given — never a raw error text, never a made-up value,
// never an empty result (issue 38.12): a rate limit (429) or a lost connection says so.
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';

export interface LoadErrorProps {
  onRetry: () => void;
  /** The failure, when known: a 429 or a network error gets its own explanation. */
  error?: unknown;
  /** Heading level: 1 when the error replaces the whole page. */
  level?: 1 | 2;
  className?: string;
}

export function LoadError({ onRetry, error, level = 2, className = '' }: LoadErrorProps) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  const why = isApiError(error) ? (error.status === 429 ? t('form.loadError.rateLimited') : error.code === 'NETWORK_ERROR' ? t('form.loadError.network') : null) : null;
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-white p-5 dark:border-red-900 dark:bg-slate-900 ${className}`}>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.loadError')}</Heading>
      {why && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{why}</p>}
      <Button className="mt-3" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
