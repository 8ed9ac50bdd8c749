// Loading, error and no-firm states shared by the billing pages.
import { useTranslation } from 'react-i18next';
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';

export function PageLoading() {
  return <LoadingSpinner fullScreen={false} />;
}

/** A failed load: spec 8's 'Hiba történt' with a retry, never the raw error text. */
export function PageError({ onRetry, error }: { onRetry: () => void; error?: unknown }) {
  return <LoadError onRetry={onRetry} error={error} />;
}

/** The platform admin has no firm of its own, so no plan, usage or credits: said plainly, not as an error. */
export function NoFirm({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="max-w-3xl rounded-lg bg-slate-100 p-4 text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      {text ?? t('billing.noFirm')}
    </p>
  );
}
