// The financial-reports module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Financial reports and analytics (issue 17 point 6, decision 0220): whoever may view analytics.
    'GET /api/financial-reports': tenantPerm('canViewAnalytics'),
    'GET /api/financial-reports/export': tenantPerm('canViewAnalytics'),
  },
  queries: {
    'GET /api/financial-reports/export': 'table=revenue-month',
  },
});
