// The admin module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, platform } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/admin/companies': platform('canViewAllCompanies'),
    'POST /api/admin/companies': platform('canViewAllCompanies'),
    'PATCH /api/admin/companies/:id': platform('canViewAllCompanies'),
    'POST /api/admin/companies/:id/suspension': platform('canViewAllCompanies'),
    'DELETE /api/admin/companies/:id': platform('canDeleteCompanies'),
    'GET /api/admin/users': platform('canViewUsers'),
    'POST /api/admin/users': platform('canCreateUsers'),
    'PATCH /api/admin/users/:id/role': platform('canEditUsers'),
    'POST /api/admin/users/:id/status': platform('canDeleteUsers'),
    'GET /api/admin/analytics': platform('canViewAnalytics'),
    // The job runtime's dead letter (decision 0280): the platform admin sees and acts on every firm's failed jobs.
    'GET /api/admin/jobs': platform('canViewAllCompanies'),
    'POST /api/admin/jobs/:id/retry': platform('canViewAllCompanies'),
    'DELETE /api/admin/jobs/:id': platform('canViewAllCompanies'),
  },
});
