// Whose request budget a request spends. An office of 50 people behind one NAT address must not
// share one per-address budget, so a request carrying a genuine session cookie is counted per
// session (per signed-in browser of an account); everything else per client address. The
// cookie's HMAC signature (better-auth signs it with BETTER_AUTH_SECRET) is checked here, in
// microseconds and without the database, so made-up cookies cannot mint fresh budgets: they
// fall back to the address.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE_PREFIX } from '../auth/auth';

const SESSION_COOKIE_NAMES = [`${SESSION_COOKIE_PREFIX}.session_token`, `__Secure-${SESSION_COOKIE_PREFIX}.session_token`];

/** The session token of a correctly signed session cookie value (`token.base64(HMAC-SHA256)`), or null. */
export function verifiedSessionToken(cookieValue: string | undefined, secret: string): string | null {
  if (!cookieValue) return null;
  let value: string;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const digests = new WeakMap<FastifyRequest, string | null>();

/**
 * A digest of the request's genuine session token, or null (no cookie, or a forged one). Used as
 * the rate-limit key and the request-context cache key, so neither store holds a token; computed
 * once per request.
 */
export function sessionTokenDigest(request: FastifyRequest, secret: string): string | null {
  const known = digests.get(request);
  if (known !== undefined) return known;
  const cookies = request.cookies ?? {};
  let digest: string | null = null;
  for (const name of SESSION_COOKIE_NAMES) {
    const token = verifiedSessionToken(cookies[name], secret);
    if (token) {
      digest = createHash('sha256').update(token).digest('base64url').slice(0, 22);
      break;
    }
  }
  digests.set(request, digest);
  return digest;
}

export function rateLimitKeyGenerator(secret: string) {
  return (request: FastifyRequest): string => {
    const digest = sessionTokenDigest(request, secret);
    return digest ? `session:${digest}` : `ip:${request.ip}`;
  };
}
