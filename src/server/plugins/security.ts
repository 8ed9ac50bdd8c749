// Security headers (helmet with a strict CSP, Cache-Control: no-store on the API), rate limiting
// per session or address, cookie parsing, origin-based CSRF protection for state-changing
// requests, the x-request-id header, and the refusal of NUL characters and lone surrogates, which PostgreSQL text
// cannot store (they would surface as a 500).
import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { errorBody } from '@shared/errors/errors';
import { SESSION_COOKIE_PREFIX } from '../auth/auth';
import { registerJsonBodyLimits } from './json-body';
import { rateLimitKeyGenerator } from './rate-limit-key';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A state-changing request is accepted when its Origin (or, failing that, Referer) is our own
 * origin. A request without either is accepted only when it carries no session cookie: then
 * there is no ambient authority a forged cross-site request could borrow.
 */
// U+0000, or half of a UTF-16 surrogate pair (JSON may spell one as "\ud83d"): PostgreSQL text
// cannot hold either, so such input would fail in the database instead of at the door.
// eslint-disable-next-line no-control-regex -- NUL is exactly what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when a string anywhere in a parsed body, query or params holds text PostgreSQL cannot store. */
export function containsUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) if (UNSTORABLE.test(key) || containsUnstorableText(item, depth + 1)) return true;
  return false;
}

export function isCsrfSafe(request: FastifyRequest, appUrl: string): boolean {
  if (!unsafeMethods.has(request.method)) return true;
  const allowed = new Set([originOf(appUrl), `${request.protocol}://${request.host}`]);
  const claimed = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (claimed) return allowed.has(claimed);
  if (request.headers.origin === 'null') return false;
  const hasSession = Object.keys(request.cookies ?? {}).some((name) => name.includes(`${SESSION_COOKIE_PREFIX}.`));
  return !hasSession;
}

/**
 * The headers helmet sets for `options`, computed once at start. None depends on the request (no
 * CSP nonces, no per-route options), and helmet builds and parses its whole configuration on
 * every call – through @fastify/helmet that was every request (decision 0260).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: unknown) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
  });
  return [...headers];
}

async function securityPlugin(app: FastifyInstance) {
  registerJsonBodyLimits(app);
  await app.register(cookie, { secret: app.env.BETTER_AUTH_SECRET });

  const securityHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The installable app (decision 0516): its manifest and its one service worker, /sw.js.
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: app.env.APP_URL.startsWith('https://') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: app.env.APP_URL.startsWith('https://') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });

  // With REDIS_URL the counters live in Redis, shared by every instance (decision 0200); else in
  // this process. While Redis is unreachable requests are let through rather than refused
  // (skipOnError): sign-in lock-outs, the security-relevant limit, are counted in the database.
  // ioredis is loaded only with REDIS_URL (decision 0439).
  const redis = app.env.REDIS_URL ? new (await import('ioredis')).Redis(app.env.REDIS_URL, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1_000 }) : null;
  if (redis) {
    redis.on('error', (error) => app.log.debug({ err: error }, 'rate-limit redis error'));
    app.addHook('onClose', async () => void redis.disconnect());
    await redis.connect().catch(() => app.log.warn('REDIS_URL is set but Redis does not answer: rate limits are not enforced until it does'));
  }

  await app.register(rateLimit, {
    global: true,
    ...(redis ? { redis, nameSpace: 'vi-rate-limit:', skipOnError: true } : {}),
    max: app.env.RATE_LIMIT_MAX,
    timeWindow: app.env.RATE_LIMIT_WINDOW_MS,
    // Per signed-in session where a genuine session cookie is sent, else per address (an office
    // behind one NAT address shares nothing but its anonymous requests).
    keyGenerator: rateLimitKeyGenerator(app.env.BETTER_AUTH_SECRET),
    // Static assets are not worth counting; the API is.
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, ...errorBody('RATE_LIMITED') }),
  });

  // Synchronous hooks (no promise per request and hook): this runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    // On the raw response, as helmet did: hijacked answers (server-sent events) carry them too.
    for (const [name, value] of securityHeaders) reply.raw.setHeader(name, value);
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api') && !isCsrfSafe(request, app.env.APP_URL)) {
      request.log.warn({ origin: request.headers.origin }, 'csrf check rejected request');
      reply.status(403).send(errorBody('CSRF_REJECTED'));
      return;
    }
    done();
  });

  // API answers are personal (the user, the firm's members, credits, errors naming them): no
  // browser, back/forward or shared cache keeps them, unless a route chose its own caching (the
  // versioned avatar). Issue 11, finding 7.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.addHook('preValidation', (request, reply, done) => {
    // A route with a body schema expects JSON; raw octets (a parser some module registered for
    // its upload route) must not reach a schema that would read a Buffer as an empty object.
    if (request.routeOptions.schema?.body && Buffer.isBuffer(request.body)) {
      reply.status(415).send(errorBody('UNSUPPORTED_MEDIA_TYPE'));
      return;
    }
    if (containsUnstorableText(request.params) || containsUnstorableText(request.query) || containsUnstorableText(request.body)) {
      reply.status(400).send(errorBody('VALIDATION_ERROR', 'A kérés nem megengedett karaktert (NUL-t vagy csonka Unicode-karaktert) tartalmaz.'));
      return;
    }
    done();
  });
}

export default fp(securityPlugin, { name: 'security', dependencies: [] });
