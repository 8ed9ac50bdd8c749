// A page of one object (a complaint, a matter, an invoice…) whose load failed: when the firm has no
// such object (404: deleted, another firm's, a mistyped link) the page's heading and a sentence
// saying so, with no retry that could not help; any other failure is LoadError with its retry.
// Every page of one object shows its failed load through this one component.
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';

export interface ObjectLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /**
   * The page's heading. Without it the error sits inside a page that has its own (a panel, a
   * thread pane): no heading of its own, and LoadError's heading is a level 2.
   */
  title?: string;
  /** The way back (to the list), under the message whatever the failure. */
  back?: { to: string; label: string };
  /**
   * A 403 is a refusal too, shown with the server's message (it says why: no firm selected, …)
   * and without a retry that could not help. Otherwise a 403 is a failure like any other.
   */
  forbiddenIsRefusal?: boolean;
  /** The sentence for a 404: "Ez a panasz nem található." */
  missingText: string;
}

export function ObjectLoadError({ error, onRetry, title, back, forbiddenIsRefusal = false, missingText }: ObjectLoadErrorProps) {
  // What a refusal says; null for a failure that a retry could get past.
  const refusal = !isApiError(error) ? null : error.status === 404 ? missingText : forbiddenIsRefusal && error.status === 403 ? error.message : null;
  return (
    <div className="space-y-4">
      {refusal !== null ? (
        <>
          {title && <PageHeader title={title} />}
          <p role="alert">{refusal}</p>
        </>
      ) : (
        <LoadError error={error} onRetry={onRetry} level={title ? 1 : 2} />
      )}
      {back && (
        <Link to={back.to} className="text-sm text-indigo-700 underline dark:text-indigo-300">
          {back.label}
        </Link>
      )}
    </div>
  );
}
