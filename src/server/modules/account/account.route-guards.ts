// The account module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm, signedIn } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'POST /api/account/password': signedIn,
    'GET /api/account/sessions': signedIn,
    'DELETE /api/account/sessions/:id': signedIn,
    // Join requests (decision 0070): anyone signed in may ask and see their own; the firm decides.
    'POST /api/join-requests': signedIn,
    'GET /api/join-requests/mine': signedIn,
    'POST /api/join-requests/:id/withdraw': signedIn,
    'POST /api/join-requests/invitations/:id/accept': signedIn,
    'GET /api/company/join-requests': tenantPerm('canManageCompanyUsers'),
    'POST /api/company/invitations': tenantPerm('canManageCompanyUsers'),
    'POST /api/company/join-requests/:id/accept': tenantPerm('canManageCompanyUsers'),
    'POST /api/company/join-requests/:id/decline': tenantPerm('canManageCompanyUsers'),
  },
  foreignIds: {
    '/api/account/sessions/:id': (f) => ({ id: f.sessionId }),
    '/api/join-requests/:id/withdraw': (f) => ({ id: f.joinRequestId }),
    '/api/join-requests/invitations/:id/accept': (f) => ({ id: f.invitationId }),
    '/api/company/join-requests/:id/accept': (f) => ({ id: f.joinRequestId }),
    '/api/company/join-requests/:id/decline': (f) => ({ id: f.joinRequestId }),
  },
  bodies: {
    'POST /api/join-requests': { lawyerEmailOrCode: 'ugyved@kovacs-ugyved.hu' },
    'POST /api/company/invitations': { email: 'meghivott.ugyfel@example.hu' },
  },
});
