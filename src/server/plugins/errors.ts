// The one error shape `{ code, message }` for every failure, with Hungarian messages.
// 5xx details never leave the server: they are logged with the request id instead.
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorBody, type ErrorCode } from '@shared/errors/errors';
import { HttpError } from '../lib/http-error';

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

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
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
