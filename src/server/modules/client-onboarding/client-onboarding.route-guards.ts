// The onboarding module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { clientIntakeDocuments, clientIntakes } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignOnboarding {
  intakeId: string;
}

/** A submitted client onboarding of the other firm, with the firm's document as its evidence. */
async function foreignOnboarding(db: Database, other: ForeignFirm): Promise<ForeignOnboarding> {
  const [intake] = await db
    .insert(clientIntakes)
    .values({
      tenantId: other.tenantId,
      kind: 'legal_person',
      status: 'submitted',
      displayName: 'Idegen Átvilágítás Kft.',
      data: { identification: null, representatives: [], beneficialOwners: [], pep: null, business: null, sourceOfFunds: null },
      createdBy: other.userId,
    })
    .returning({ id: clientIntakes.id });
  await db.insert(clientIntakeDocuments).values({ tenantId: other.tenantId, intakeId: intake!.id, documentId: other.documentId });
  return { intakeId: intake!.id };
}

export default defineRouteGuardPart<ForeignOnboarding>({
  foreign: foreignOnboarding,
  guards: {
    'GET /api/client-onboarding': tenantPerm('canViewContacts'),
    'POST /api/client-onboarding': tenantPerm('canCreateContacts'),
    'GET /api/client-onboarding/:id': tenantPerm('canViewContacts'),
    'PATCH /api/client-onboarding/:id': tenantPerm('canCreateContacts'),
    'POST /api/client-onboarding/:id/submit': tenantPerm('canCreateContacts'),
    'POST /api/client-onboarding/:id/approve': tenantPerm('canEditContacts'),
    'POST /api/client-onboarding/:id/reject': tenantPerm('canEditContacts'),
    'PUT /api/client-onboarding/:id/relationship-end': tenantPerm('canEditContacts'),
    'POST /api/client-onboarding/:id/documents': tenantPerm('canCreateContacts'),
    'DELETE /api/client-onboarding/:id/documents/:documentId': tenantPerm('canCreateContacts'),
  },
  foreignIds: {
    '/api/client-onboarding/:id': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/submit': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/approve': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/reject': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/relationship-end': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/documents': (f) => ({ id: f.intakeId }),
    '/api/client-onboarding/:id/documents/:documentId': (f) => ({ id: f.intakeId, documentId: f.documentId }),
  },
  bodies: {
    'POST /api/client-onboarding': { kind: 'legal_person' },
    'PATCH /api/client-onboarding/:id': { pep: { isPep: false } },
    'POST /api/client-onboarding/:id/approve': { note: 'Harness jóváhagyás' },
    'POST /api/client-onboarding/:id/reject': { note: 'Harness elutasítás' },
    'PUT /api/client-onboarding/:id/relationship-end': { endedOn: '2026-06-30' },
    'POST /api/client-onboarding/:id/documents': { documentId: 'nincs-ilyen-dokumentum' },
  },
});
