// Spec 8, "Dashboard — load error": 'Hiba történt' with a retry button. Shown instead of the
// figures a failed request would have given — never a raw error text, never a made-up value.
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';

export interface LoadErrorProps {
  onRetry: () => void;
  /** Heading level: 1 when the error replaces the whole page. */
  level?: 1 | 2;
  className?: string;
}

export function LoadError({ onRetry, level = 2, className = '' }: LoadErrorProps) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-white p-5 dark:border-red-900 dark:bg-slate-900 ${className}`}>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{t('dashboard.loadError')}</Heading>
      <Button className="mt-3" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}
