// A service's refusal (issue 33.2, decision 0292): a stable code of the shared catalogue, its
// Hungarian text, and field-level problems. It says nothing about HTTP – the error plugin maps
// the code to a status once, at the edge (plugins/error-status.ts), so the same refusal reads
// the same for a route, an API key, an automation or a job.
import { type ErrorCode, errorMessages } from '@shared/errors/errors';

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    /** Field-level problems (field key → Hungarian message), e.g. of a factory record. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const notFound = () => new DomainError('NOT_FOUND');
export const forbidden = () => new DomainError('FORBIDDEN');
