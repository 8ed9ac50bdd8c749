// The opportunities module's part of the route-guard harness (test support, decision 0424): the reviewed
// guard of each of its routes, the other firm's ids for the object-level checks, and valid requests.
// Gathered by src/server/test/route-guard-parts.ts; never imported by production code.
import type { Database } from '../../db/client';
import { opportunities, opportunityStages } from '../../db/schema';
import type { ForeignFirm } from '../../test/route-guard-foreign';
import { defineRouteGuardPart, tenantPerm } from '../../test/route-guard-part';

/** The module's own objects of the other firm (decision 0424). */
interface ForeignOpportunities {
  opportunityId: string;
  opportunityStageId: string;
}

/** An opportunity of the other firm and one of its pipeline stages. */
async function foreignOpportunities(db: Database, other: ForeignFirm): Promise<ForeignOpportunities> {
  const [stage] = await db.insert(opportunityStages).values({ tenantId: other.tenantId, name: 'Idegen szakasz', kind: 'open', position: 0 }).returning({ id: opportunityStages.id });
  const [opportunity] = await db
    .insert(opportunities)
    .values({ tenantId: other.tenantId, title: 'Idegen lehetőség', contactId: other.contactId, stageId: stage!.id, ownerId: other.userId })
    .returning({ id: opportunities.id });
  return { opportunityId: opportunity!.id, opportunityStageId: stage!.id };
}

export default defineRouteGuardPart<ForeignOpportunities>({
  foreign: foreignOpportunities,
  guards: {
    // Opportunities and CRM (issue 14 points 4-5, decisions 0128-0131): spec 6's opportunity
    // permissions; the firm's stages are settings (canEditSettings, the firm's administrator).
    'GET /api/opportunities': tenantPerm('canViewOpportunities'),
    'GET /api/opportunities/stats': tenantPerm('canViewOpportunities'),
    'POST /api/opportunities': tenantPerm('canCreateOpportunities'),
    'GET /api/opportunities/:id': tenantPerm('canViewOpportunities'),
    'PATCH /api/opportunities/:id': tenantPerm('canEditOpportunities'),
    'DELETE /api/opportunities/:id': tenantPerm('canEditOpportunities'),
    'POST /api/opportunities/:id/move': tenantPerm('canEditOpportunities'),
    'POST /api/opportunities/:id/win': tenantPerm('canEditOpportunities'),
    'GET /api/opportunities/stages': tenantPerm('canViewOpportunities'),
    'POST /api/opportunities/stages': tenantPerm('canEditSettings'),
    'PUT /api/opportunities/stages/order': tenantPerm('canEditSettings'),
    'PATCH /api/opportunities/stages/:id': tenantPerm('canEditSettings'),
    'DELETE /api/opportunities/stages/:id': tenantPerm('canEditSettings'),
  },
  foreignIds: {
    '/api/opportunities/:id': (f) => ({ id: f.opportunityId }),
    '/api/opportunities/:id/move': (f) => ({ id: f.opportunityId }),
    '/api/opportunities/:id/win': (f) => ({ id: f.opportunityId }),
    '/api/opportunities/stages/:id': (f) => ({ id: f.opportunityStageId }),
  },
  bodies: {
    'POST /api/opportunities': { title: 'Harness lehetőség', prospectName: 'Harness Kft.' },
    'PATCH /api/opportunities/:id': { probability: 55 },
    'POST /api/opportunities/:id/move': { stageId: 'harness-szakasz', index: 0 },
    'POST /api/opportunities/:id/win': { matter: { title: 'Harness ügy' }, conflict: { decision: 'conflict_waived', reason: 'harness próba' } },
    'POST /api/opportunities/stages': { name: 'Harness szakasz' },
    'PUT /api/opportunities/stages/order': { ids: ['harness-szakasz'] },
    'PATCH /api/opportunities/stages/:id': { name: 'Harness átnevezés' },
  },
});
