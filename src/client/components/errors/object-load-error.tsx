// A page of one object (a complaint, a reservation…) whose load failed: when the firm has no such
// object (404: deleted, another firm's, a mistyped link) the page's heading and a sentence saying
// so, with no retry that could not help; any other failure is LoadError with its retry.
import { LoadError } from '@client/components/errors/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';

export function ObjectLoadError({ error, onRetry, title, missingText }: { error: unknown; onRetry: () => void; title: string; missingText: string }) {
  if (isApiError(error) && error.status === 404)
    return (
      <>
        <PageHeader title={title} />
        <p role="alert">{missingText}</p>
      </>
    );
  return <LoadError error={error} onRetry={onRetry} level={1} />;
}
