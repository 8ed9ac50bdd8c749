// Spec 8, "Dashboard — load error": 'Hiba történt' with a retry button. Shown instead of the
// figures a failed request would have given — never a raw error text, never a made-up value,
// never an empty result (issue 38.12): a rate limit (429) or a lost connection says so. Every list,
// table (DataTable/QueryTable) and search (the top bar's too) shows its failure through this one
// component, so the explanation and the retry are the same everywhere.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';

export interface LoadErrorProps {
  onRetry: () => void;
  /** The failure, when known: a 429 or a network error gets its own explanation. */
  error?: unknown;
  /** Heading level: 1 when the error replaces the whole page. */
  level?: 1 | 2;
  /** The heading, when more specific than 'Hiba történt' (e.g. 'A keresés nem sikerült'). */
  title?: string;
  /** A smaller box without a heading element, for a dropdown or a panel inside a form. */
  compact?: boolean;
  className?: string;
}

/**
 * Why a load failed, in Hungarian, when the failure tells: a rate limit (429), no connection, or
 * the server's own message for a refusal (4xx: no permission, module not installed); a server
 * fault (5xx) or an unknown error gives null – 'Hiba történt' and the retry say enough.
 */
export function loadErrorReason(t: TFunction, error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 429) return t('form.loadError.rateLimited');
  if (error.code === 'NETWORK_ERROR') return t('form.loadError.network');
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  return null;
}

export function LoadError({ onRetry, error, level = 2, title, compact = false, className = '' }: LoadErrorProps) {
  const { t } = useTranslation();
  const Heading = compact ? 'p' : level === 1 ? 'h1' : 'h2';
  const why = loadErrorReason(t, error);
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-white dark:border-red-900 dark:bg-slate-900 ${compact ? 'p-3 text-sm' : 'p-5'} ${className}`}>
      <Heading className={`${compact ? 'text-sm' : 'text-lg'} font-semibold text-slate-900 dark:text-white`}>{title ?? t('dashboard.loadError')}</Heading>
      {why && <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{why}</p>}
      <Button className={compact ? 'mt-2' : 'mt-3'} onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
