// The deadlines module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { complianceObligations, matterDeadlines } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm, platform } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignDeadlines {
  deadlineId: string;
  obligationId: string;
}

/** A deadline of the other firm's matter and one of its compliance obligations. */
async function foreignDeadlines(db: Database, other: ForeignFirm): Promise<ForeignDeadlines> {
  const [deadline] = await db
    .insert(matterDeadlines)
    .values({ tenantId: other.tenantId, matterId: other.matterId, title: 'Idegen határidő', kind: 'fixed', dueOn: '2026-12-15', responsibleId: other.userId })
    .returning({ id: matterDeadlines.id });
  const [obligation] = await db
    .insert(complianceObligations)
    .values({ tenantId: other.tenantId, title: 'Idegen kötelezettség', category: 'tax', frequency: 'monthly', dayOfMonth: 20, nextNominal: '2026-12-20', nextDue: '2026-12-21', ownerId: other.userId })
    .returning({ id: complianceObligations.id });
  return { deadlineId: deadline!.id, obligationId: obligation!.id };
}

export default defineRouteGuardPart<ForeignDeadlines>({
  foreign: foreignDeadlines,
  guards: {
    'GET /api/compliance-tracker': tenantPerm('canViewCases'),
    'GET /api/compliance-tracker/stats': tenantPerm('canViewCases'),
    'POST /api/compliance-tracker': tenantPerm('canEditCases'),
    'GET /api/compliance-tracker/:id': tenantPerm('canViewCases'),
    'PATCH /api/compliance-tracker/:id': tenantPerm('canEditCases'),
    'DELETE /api/compliance-tracker/:id': tenantPerm('canEditCases'),
    'GET /api/compliance-tracker/settings': tenantPerm('canViewCases'),
    'PUT /api/compliance-tracker/settings': tenantPerm('canManageOwnCompany'),
    // Each user's own feed: whoever may see deadlines may subscribe to theirs.
    'GET /api/compliance-tracker/calendar-feed': tenantPerm('canViewCases'),
    'POST /api/compliance-tracker/calendar-feed': tenantPerm('canViewCases'),
    'DELETE /api/compliance-tracker/calendar-feed': tenantPerm('canViewCases'),
    'GET /api/compliance-tracker/obligations': tenantPerm('canViewCases'),
    'POST /api/compliance-tracker/obligations': tenantPerm('canEditCases'),
    'PATCH /api/compliance-tracker/obligations/:id': tenantPerm('canEditCases'),
    'POST /api/compliance-tracker/obligations/:id/complete': tenantPerm('canEditCases'),
    'DELETE /api/compliance-tracker/obligations/:id': tenantPerm('canEditCases'),
    // Each user's own digest switch.
    'GET /api/compliance-tracker/preferences': tenantPerm('canViewCases'),
    'PUT /api/compliance-tracker/preferences': tenantPerm('canViewCases'),
    'POST /api/compliance-tracker/:id/documents': tenantPerm('canEditCases'),
    'DELETE /api/compliance-tracker/:id/documents/:documentId': tenantPerm('canEditCases'),
    'GET /api/compliance-tracker/calendar': tenantPerm('canViewCases'),
    'GET /api/admin/calendar': platform('canEditSettings'),
    'PUT /api/admin/calendar/entries': platform('canEditSettings'),
    'DELETE /api/admin/calendar/entries/:date': platform('canEditSettings'),
    'PUT /api/admin/calendar/decrees': platform('canEditSettings'),
  },
  foreignIds: {
    '/api/compliance-tracker/:id': (f) => ({ id: f.deadlineId }),
    '/api/compliance-tracker/obligations/:id': (f) => ({ id: f.obligationId }),
    '/api/compliance-tracker/obligations/:id/complete': (f) => ({ id: f.obligationId }),
    '/api/compliance-tracker/:id/documents': (f) => ({ id: f.deadlineId }),
    '/api/compliance-tracker/:id/documents/:documentId': (f) => ({ id: f.deadlineId, documentId: f.documentId }),
  },
  bodies: {
    'POST /api/compliance-tracker': { matterId: 'nincs-ilyen-ugy', title: 'Harness határidő', kind: 'fixed', dueOn: '2026-12-15' },
    'PATCH /api/compliance-tracker/:id': { status: 'done' },
    'PUT /api/compliance-tracker/settings': { leadDays: [5, 2] },
    'POST /api/compliance-tracker/obligations': { title: 'Harness kötelezettség', category: 'tax', recurrence: { frequency: 'monthly', dayOfMonth: 20 } },
    'PATCH /api/compliance-tracker/obligations/:id': { active: false },
    'POST /api/compliance-tracker/obligations/:id/complete': { nominal: '2026-12-20' },
    'PUT /api/compliance-tracker/preferences': { dailyDigest: true },
    'POST /api/compliance-tracker/:id/documents': { documentId: 'nincs-ilyen-irat' },
    'PUT /api/admin/calendar/entries': { date: '2030-12-24', kind: 'rest_day', name: 'Harness pihenőnap', source: 'Harness forrás' },
    'PUT /api/admin/calendar/decrees': { year: 2030, decree: 'Harness rendelet', source: 'Harness forrás' },
  },
});
