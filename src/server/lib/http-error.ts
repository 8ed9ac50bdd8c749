import type { ErrorCode } from '@shared/errors/errors';
import { DomainError } from './domain-error';

export { forbidden, notFound } from './domain-error';

/**
 * An error that names its HTTP status itself: for the edge only (guards, plugins, parsing a
 * request). Services throw `DomainError`, whose status the error plugin maps from the code.
 */
export class HttpError extends DomainError {
  constructor(
    readonly statusCode: number,
    code: ErrorCode,
    message?: string,
    fields?: Record<string, string>,
  ) {
    super(code, message, fields);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED');
