// The matters module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    // Matters (issue 14, decisions 0125-0126): spec 6 canViewCases / canCreateCases / canEditCases.
    'GET /api/matters': tenantPerm('canViewCases'),
    'GET /api/matters/stats': tenantPerm('canViewCases'),
    'GET /api/matters/tasks': tenantPerm('canViewCases'),
    'GET /api/matters/:id': tenantPerm('canViewCases'),
    'GET /api/matters/:id/totals': tenantPerm('canViewCases'),
    'POST /api/matters': tenantPerm('canCreateCases'),
    'POST /api/matters/conflict-check': tenantPerm('canCreateCases'),
    'PATCH /api/matters/:id': tenantPerm('canEditCases'),
    'POST /api/matters/:id/parties': tenantPerm('canEditCases'),
    'DELETE /api/matters/:id/parties/:partyId': tenantPerm('canEditCases'),
    'POST /api/matters/:id/team': tenantPerm('canEditCases'),
    'DELETE /api/matters/:id/team/:userId': tenantPerm('canEditCases'),
    'POST /api/matters/:id/notes': tenantPerm('canEditCases'),
    'POST /api/matters/:id/tasks': tenantPerm('canEditCases'),
    'PATCH /api/matters/:id/tasks/:taskId': tenantPerm('canEditCases'),
  },
  foreignIds: {
    '/api/matters/:id': (f) => ({ id: f.matterId }),
    '/api/matters/:id/totals': (f) => ({ id: f.matterId }),
    '/api/matters/:id/parties': (f) => ({ id: f.matterId }),
    '/api/matters/:id/parties/:partyId': (f) => ({ id: f.matterId, partyId: f.matterPartyId }),
    '/api/matters/:id/team': (f) => ({ id: f.matterId }),
    '/api/matters/:id/team/:userId': (f) => ({ id: f.matterId, userId: f.userId }),
    '/api/matters/:id/notes': (f) => ({ id: f.matterId }),
    '/api/matters/:id/tasks': (f) => ({ id: f.matterId }),
    '/api/matters/:id/tasks/:taskId': (f) => ({ id: f.matterId, taskId: f.matterTaskId }),
  },
  bodies: {
    'POST /api/matters': { title: 'Harness ügy', conflict: { decision: 'no_conflict' } },
    'POST /api/matters/conflict-check': { names: ['Harness Kft.'] },
    'PATCH /api/matters/:id': { status: 'in_progress' },
    'POST /api/matters/:id/parties': { party: { name: 'Harness Fél', role: 'other' }, conflict: { decision: 'conflict_waived', reason: 'harness próba' } },
    'POST /api/matters/:id/team': { userId: 'nincs-ilyen-felhasznalo' },
    'POST /api/matters/:id/notes': { body: 'Harness jegyzet' },
    'POST /api/matters/:id/tasks': { title: 'Harness feladat' },
    'PATCH /api/matters/:id/tasks/:taskId': { done: true },
  },
});
