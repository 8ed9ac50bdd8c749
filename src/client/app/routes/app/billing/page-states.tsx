// Loading and error states shared by the billing pages.
import { LoadError } from '@client/components/errors/load-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';

export function PageLoading() {
  return <LoadingSpinner fullScreen={false} />;
}

/** A failed load: spec 8's 'Hiba történt' with a retry, never the raw error text. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return <LoadError onRetry={onRetry} />;
}
