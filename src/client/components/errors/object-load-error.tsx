// A page of one object (a complaint, a matter, an invoice…) whose load failed: when the firm has no
// such object (404: deleted, another firm's, a mistyped link) the page's heading and a sentence
// saying so, with no retry that could not help; any other failure is LoadError with its retry.
// Every page of one object shows its failed load through this one component.
import { Link } from 'react-router';
import { LoadError } from '@client/components/errors/load-error';
import { PageHeader } from '@client/components/ui/page-header';
import { isApiError } from '@client/lib/api-client';

export type ObjectLoadErrorProps = {
  error: unknown;
  onRetry: () => void;
  /**
   * The page's heading. Without it the error sits inside a page that has its own (a panel, a
   * thread pane): no heading of its own, and LoadError's heading is a level 2.
   */
  title?: string;
  /** The way back (to the list), under the message whatever the failure. */
  back?: { to: string; label: string };
  /** A 403 is refused like a 404, without a retry (e.g. no firm selected). */
  forbiddenIsMissing?: boolean;
} & (
  | {
      /** The sentence for a refusal: "Ez a panasz nem található." */
      missingText: string;
      showServerMessage?: never;
    }
  | {
      /** The server's own message for a refusal, when it tells more than one fixed sentence could. */
      showServerMessage: true;
      missingText?: never;
    }
);

export function ObjectLoadError({ error, onRetry, title, back, forbiddenIsMissing = false, missingText, showServerMessage }: ObjectLoadErrorProps) {
  const missing = isApiError(error) && (error.status === 404 || (forbiddenIsMissing && error.status === 403));
  return (
    <div className="space-y-4">
      {missing ? (
        <>
          {title && <PageHeader title={title} />}
          <p role="alert">{showServerMessage ? error.message : missingText}</p>
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
