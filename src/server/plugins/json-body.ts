// JSON request bodies: the nesting depth is checked on the raw text before JSON.parse runs, and
// the sign-in, account and demo routes take small bodies only. ~1 MB of nested arrays used to
// block the event loop for 0.2–0.3 s per request and overflowed JSON.stringify on /api/auth/*
// (issue 11, finding 2).
import type { FastifyInstance, RouteOptions } from 'fastify';
import { HttpError } from '../lib/http-error';

/** Deepest nesting of arrays/objects any route accepts; our schemas need far less. */
export const MAX_JSON_DEPTH = 32;
/** Body limit of the routes that take credentials and short forms (registration is the largest). */
export const ACCOUNT_BODY_LIMIT_BYTES = 16 * 1024;
const SMALL_BODY_ROUTES = /^\/api\/(auth|account|demo)\//;

/** True when `text` nests arrays/objects deeper than `maxDepth` (brackets inside strings do not count). */
export function exceedsJsonDepth(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

export function registerJsonBodyLimits(app: FastifyInstance): void {
  // Fastify's own parser (secure-json-parse: __proto__ refused, empty body refused) after the depth check.
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) return done(new HttpError(400, 'JSON_TOO_DEEP'), undefined);
    parseJson(request, text, done);
  });
  // Never above BODY_LIMIT_BYTES: a smaller global limit applies to these routes too.
  const smallLimit = Math.min(ACCOUNT_BODY_LIMIT_BYTES, app.env.BODY_LIMIT_BYTES);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.bodyLimit === undefined && SMALL_BODY_ROUTES.test(route.url)) route.bodyLimit = smallLimit;
  });
}
