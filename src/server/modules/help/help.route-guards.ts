// The help module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, signedIn } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/help/articles': signedIn,
    'GET /api/help/articles/:slug': signedIn,
    'GET /api/help/support': signedIn,
  },
  foreignIds: {
    // Help articles are the platform's, not a firm's: no other firm owns one; an unknown slug is 404.
    '/api/help/articles/:slug': () => ({ slug: 'nincs-ilyen-cikk' }),
  },
});
