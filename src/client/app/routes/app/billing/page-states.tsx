// Loading and error states shared by the billing pages.
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';

export function PageLoading() {
  return <LoadingSpinner fullScreen={false} />;
}

export function PageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-white p-6 dark:border-red-900 dark:bg-slate-900">
      <p className="text-slate-900 dark:text-white">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t('billing.gate.retry')}
      </Button>
    </div>
  );
}
