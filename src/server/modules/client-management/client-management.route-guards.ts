// The client-management module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Client management and onboarding (issue 14 points 6-7, decisions 0132-0135).
    'GET /api/client-management': tenantPerm('canViewContacts'),
    'GET /api/client-management/:id': tenantPerm('canViewContacts'),
    'POST /api/client-management/:id/portal-invitations': tenantPerm('canManageCompanyUsers'),
    'DELETE /api/client-management/:id/portal-access/:userId': tenantPerm('canManageCompanyUsers'),
    'DELETE /api/client-management/:id/portal-invitations/:invitationId': tenantPerm('canManageCompanyUsers'),
  },
  foreignIds: {
    '/api/client-management/:id': (f) => ({ id: f.contactId }),
    '/api/client-management/:id/portal-invitations': (f) => ({ id: f.contactId }),
    '/api/client-management/:id/portal-access/:userId': (f) => ({ id: f.contactId, userId: f.userId }),
    '/api/client-management/:id/portal-invitations/:invitationId': (f) => ({ id: f.contactId, invitationId: f.invitationId }),
  },
  bodies: {
    'POST /api/client-management/:id/portal-invitations': { email: 'harness.ugyfel@example.hu' },
  },
});
