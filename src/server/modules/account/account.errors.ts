// Error answers of the account flows: the platform's `{ code, message, fields? }` shape with
// codes of this module, and a zod-parse helper whose top-level message is the first field's.
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ApiErrorBody } from '@shared/errors/errors';
import { fieldErrors } from '@shared/auth/registration.schemas';

export type AccountErrorCode =
  | 'VALIDATION_ERROR'
  | 'VERIFICATION_TOKEN_INVALID'
  | 'RESET_TOKEN_INVALID'
  | 'INVALID_CURRENT_PASSWORD'
  | 'RATE_LIMITED'
  | 'NOT_FOUND'
  | 'DEMO_SIGN_IN_FAILED';

export class AccountError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AccountErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

export function sendAccountError(reply: FastifyReply, error: AccountError) {
  const body: ApiErrorBody = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
  return reply.status(error.statusCode).send(body);
}

/** Parses `body` or throws a 400 whose message is the first problem, with every field's message. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new AccountError(400, 'VALIDATION_ERROR', Object.values(fields)[0] ?? 'A megadott adatok hibásak.', fields);
}
