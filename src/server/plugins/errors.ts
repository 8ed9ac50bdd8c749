// The one error shape `{ code, message }` for every failure, with Hungarian messages.
// 5xx details never leave the server: they are logged with the request id instead.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type AIError, isAIError } from '@shared/ai-modules/ai-errors';
import { errorBody, type ErrorCode } from '@shared/errors/errors';
import { DomainError } from '../lib/domain-error';
import { HttpError } from '../lib/http-error';
import { errorStatus } from './error-status';

const byFastifyCode: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
};

const byStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A lost or unreachable database, also when wrapped (Drizzle puts the driver's error in `cause`). */
function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || depth > 5) return false;
  const code = (error as { code?: string }).code ?? '';
  if (['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08003', '08001'].includes(code)) return true;
  if (/Connection terminated|connection timeout|Client has encountered a connection error/i.test(String((error as Error).message))) return true;
  return isDatabaseUnavailable((error as { cause?: unknown }).cause, depth + 1);
}

/** A `..` segment, a backslash or a NUL in the path, also percent-encoded (up to three times). */
export function isTraversalAttempt(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return true;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return /(^|[\\/])\.\.([\\/]|$)/.test(path) || path.includes('\\') || path.includes('\u0000');
}

/**
 * Spec 8 AI errors as API errors: budgets keep the spec's exact text as the message; the rest
 * become the API's own codes with the provider's message.
 */
export function domainErrorOfAi(error: AIError): DomainError {
  switch (error.code) {
    case 'DAILY_BUDGET_EXCEEDED':
    case 'MONTHLY_BUDGET_EXCEEDED':
    case 'NO_AVAILABLE_PROVIDERS':
      return new DomainError(error.code, error.message);
    default:
      if (error.type === 'invalid_request') return new DomainError('AI_REQUEST_INVALID', error.message);
      if (error.type === 'rate_limit') return new DomainError('RATE_LIMITED', error.message);
      return new DomainError('AI_PROVIDER_ERROR', error.message);
  }
}

/**
 * The status and body of a refusal: a service's DomainError by its code (error-status.ts), an
 * edge HttpError by the status it names, an AIError by its type. The one place where an error
 * becomes HTTP (decision 0292); also for routes that answer on a hijacked stream.
 */
export function httpAnswerOf(error: unknown): { status: number; body: ReturnType<typeof errorBody>; retryAfter?: number } | null {
  if (isAIError(error)) {
    const answer = httpAnswerOf(domainErrorOfAi(error))!;
    return error.type === 'rate_limit' && error.retryAfter !== undefined ? { ...answer, retryAfter: error.retryAfter } : answer;
  }
  if (!(error instanceof DomainError)) return null;
  const status = error instanceof HttpError ? error.statusCode : errorStatus[error.code];
  return { status, body: errorBody(error.code, error.message, error.fields) };
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = httpAnswerOf(error);
    if (answer) {
      if (answer.retryAfter !== undefined) reply.header('retry-after', String(answer.retryAfter));
      return reply.status(answer.status).send(answer.body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        fields[path || '_'] ??= issue.message ?? 'Érvénytelen érték';
      }
      return reply.status(400).send(errorBody('VALIDATION_ERROR', undefined, fields));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = (error.code && byFastifyCode[error.code]) || byStatus[status] || 'VALIDATION_ERROR';
      return reply.status(status).send(errorBody(code));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send(errorBody('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('INTERNAL_ERROR'));
  });

  // API paths that match no route; other paths are the SPA's (see client.ts), except attempts
  // to climb out of a folder, which get a plain 404 rather than a page that looks like success.
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api') && !isTraversalAttempt(request.url);
    if (isPage && app.hasDecorator('sendSpaIndex')) return app.sendSpaIndex(reply);
    return reply.status(404).send(errorBody('NOT_FOUND'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
