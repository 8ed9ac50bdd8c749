// Mounts better-auth under /api/auth/*: Fastify's request becomes a Fetch Request, and the
// Fetch Response (status, headers including every Set-Cookie, body) is copied back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createAuth, SESSION_COOKIE_PREFIX } from '../auth/auth';
import { CLIENT_IP_HEADER, INTERNAL_HEADER_PREFIX } from '../auth/client-ip';
import { HttpError, notFound } from '../lib/http-error';

/**
 * better-auth's organization and admin endpoints stay closed: tenants, members, roles, bans and
 * invitations go through our own guarded, audited routes (modules/admin, modules/company), and
 * those endpoints would otherwise let any signed-in user create a tenant or read a tenant's
 * member list past the permission matrix (decision 0024).
 */
const CLOSED_AUTH_PATHS = /^\/api\/auth\/(organization|admin)(\/|$)/;

export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(INTERNAL_HEADER_PREFIX)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // Never taken from the client: Fastify's own view of the address (TRUST_PROXY-aware).
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

const sessionCookiePattern = new RegExp(`(^|;\\s*)(__Secure-)?${SESSION_COOKIE_PREFIX}\\.session_token=`);

function hasSessionCookie(request: FastifyRequest): boolean {
  return sessionCookiePattern.test(request.headers.cookie ?? '');
}

/** The session middleware's own answer (not, say, a wrong password on a signed-in action). */
function isMissingSessionAnswer(body: string | null): boolean {
  try {
    return (JSON.parse(body ?? 'null') as { code?: string } | null)?.code === 'UNAUTHORIZED';
  } catch {
    return false;
  }
}

/**
 * better-auth's session middleware turns a failed session read (e.g. a dropped database
 * connection) into 401, which would tell a signed-in browser it has been signed out. A 401 to a
 * request carrying a session cookie is therefore re-checked: a session that does exist, or a
 * database error (→ 503 in the error handler), means the database failed, not the credentials.
 */
async function refuseIfSessionReadFailed(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const session = await app.auth.api.getSession({ headers: toFetchHeaders(request) });
  if (session) throw new HttpError(503, 'DATABASE_UNAVAILABLE');
}

async function authPlugin(app: FastifyInstance) {
  app.decorate('auth', createAuth(app.db, app.env));

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      if (CLOSED_AUTH_PATHS.test(url.pathname)) throw notFound();
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers: toFetchHeaders(request),
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      const body = response.body ? await response.text() : null;
      if (response.status === 401 && hasSessionCookie(request) && isMissingSessionAnswer(body)) await refuseIfSessionReadFailed(app, request);
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(body);
    },
  });
}

export default fp(authPlugin, { name: 'auth' });
