// The company module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm, signedIn } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/company': tenantPerm('canViewOwnCompany'),
    'PATCH /api/company': tenantPerm('canManageOwnCompany'),
    'GET /api/company/members': tenantPerm('canViewCompanyUsers'),
    'PATCH /api/company/members/:id': tenantPerm('canManageCompanyUsers'),
    'GET /api/company/colleague-invitations': tenantPerm('canViewCompanyUsers'),
    'POST /api/company/colleague-invitations': tenantPerm('canManageCompanyUsers'),
    'POST /api/company/colleague-invitations/:id/resend': tenantPerm('canManageCompanyUsers'),
    'DELETE /api/company/colleague-invitations/:id': tenantPerm('canManageCompanyUsers'),
    'DELETE /api/company/members/:id': tenantPerm('canManageCompanyUsers'),
    'POST /api/colleague-invitations/join': signedIn,
  },
  foreignIds: {
    '/api/company/members/:id': (f) => ({ id: f.memberId }),
    '/api/company/colleague-invitations/:id/resend': (f) => ({ id: f.colleagueInvitationId }),
    '/api/company/colleague-invitations/:id': (f) => ({ id: f.colleagueInvitationId }),
  },
  bodies: {
    'PATCH /api/company/members/:id': { roles: ['lawyer'] },
    'POST /api/company/colleague-invitations': { name: 'Harness Kolléga', email: 'meghivott.kollega@example.hu', roles: 'lawyer' },
    'POST /api/colleague-invitations/join': { token: 'harness-token' },
  },
});
