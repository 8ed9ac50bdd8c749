import { type ErrorCode, errorMessages } from '@shared/errors/errors';

/** Thrown by routes and guards; the error handler turns it into `{ code, message }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    /** Field-level problems (field key → Hungarian message), e.g. of a factory record. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED');
export const forbidden = () => new HttpError(403, 'FORBIDDEN');
export const notFound = () => new HttpError(404, 'NOT_FOUND');
