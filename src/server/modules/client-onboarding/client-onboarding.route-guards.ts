// The onboarding module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

export default defineRouteGuardPart({
  guards: {
    'GET /api/onboarding': tenantPerm('canViewContacts'),
    'POST /api/onboarding': tenantPerm('canCreateContacts'),
    'GET /api/onboarding/:id': tenantPerm('canViewContacts'),
    'PATCH /api/onboarding/:id': tenantPerm('canCreateContacts'),
    'POST /api/onboarding/:id/submit': tenantPerm('canCreateContacts'),
    'POST /api/onboarding/:id/approve': tenantPerm('canEditContacts'),
    'POST /api/onboarding/:id/reject': tenantPerm('canEditContacts'),
    'PUT /api/onboarding/:id/relationship-end': tenantPerm('canEditContacts'),
    'POST /api/onboarding/:id/documents': tenantPerm('canCreateContacts'),
    'DELETE /api/onboarding/:id/documents/:documentId': tenantPerm('canCreateContacts'),
  },
  foreignIds: {
    '/api/onboarding/:id': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/submit': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/approve': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/reject': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/relationship-end': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/documents': (f) => ({ id: f.intakeId }),
    '/api/onboarding/:id/documents/:documentId': (f) => ({ id: f.intakeId, documentId: f.documentId }),
  },
  bodies: {
    'POST /api/onboarding': { kind: 'legal_person' },
    'PATCH /api/onboarding/:id': { pep: { isPep: false } },
    'POST /api/onboarding/:id/approve': { note: 'Harness jóváhagyás' },
    'POST /api/onboarding/:id/reject': { note: 'Harness elutasítás' },
    'PUT /api/onboarding/:id/relationship-end': { endedOn: '2026-06-30' },
    'POST /api/onboarding/:id/documents': { documentId: 'nincs-ilyen-dokumentum' },
  },
});
