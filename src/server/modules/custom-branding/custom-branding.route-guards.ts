// The custom-branding module's part of the route-guard harness (test support, decision 0424): the
// reviewed guard of each of its routes and valid requests. The branding is one row per firm keyed
// by the caller's own firm, so no route takes another firm's id. Never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Everyone of the firm, customers included, sees the branding their portal wears; its administrators change it.
    'GET /api/custom-branding': tenantPerm('canViewDashboard'),
    'PUT /api/custom-branding': tenantPerm('canEditSettings'),
    'GET /api/custom-branding/logo': tenantPerm('canViewDashboard'),
    'PUT /api/custom-branding/logo': tenantPerm('canEditSettings'),
    'DELETE /api/custom-branding/logo': tenantPerm('canEditSettings'),
  },
  bodies: {
    'PUT /api/custom-branding': { displayName: 'Harness Iroda', accentColor: '#14532d' },
  },
});
