// /api/opportunities (issue 14 point 4): the pipeline board's stages and cards, moves with their
// order, "Megnyerés" (client + matter in one transaction) and the firm's stage editing.
// Read with canViewOpportunities, cards written with canCreate/canEditOpportunities, stages edited
// with canEditSettings (the firm's administrator; decision 0128). The services check the same
// permissions and write the audit entries and events (opportunities.actions.ts, decision 0293).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createOpportunityBodySchema,
  createStageBodySchema,
  listOpportunitiesQuerySchema,
  listOpportunitiesResponseSchema,
  moveOpportunityBodySchema,
  opportunitySchema,
  opportunityStatsSchema,
  stageOrderBodySchema,
  stagesResponseSchema,
  updateOpportunityBodySchema,
  updateStageBodySchema,
  winOpportunityBodySchema,
  winResponseSchema,
} from '@shared/opportunities/opportunities.schemas';
import { requirePermission } from '../../plugins/request-context';
import {
  addOpportunity,
  addStage,
  changeOpportunity,
  changeStage,
  moveOpportunityCard,
  opportunityBoard,
  opportunityOf,
  opportunityStatsFor,
  orderStages,
  removeOpportunity,
  removeStage,
  stagesFor,
  winOpportunityFor,
} from './opportunities.actions';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['opportunities'];

const opportunitiesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewOpportunities');
  const canCreate = requirePermission(app, 'canCreateOpportunities');
  const canEdit = requirePermission(app, 'canEditOpportunities');
  const canEditStages = requirePermission(app, 'canEditSettings');

  /** The request's transaction, with its user known to RLS (a won opportunity's confidential matter). */
  const inFirm = tenantScope(app);

  r.get(
    '/api/opportunities',
    { preHandler: canView, schema: { tags, summary: 'A tölcsér szakaszai és lehetőségei (szűrhető)', querystring: listOpportunitiesQuerySchema, response: { 200: listOpportunitiesResponseSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => opportunityBoard(tx, actor, request.query)),
  );

  r.get('/api/opportunities/stats', { preHandler: canView, schema: { tags, summary: 'A nyitott tölcsér értéke a vezérlőpulthoz', response: { 200: opportunityStatsSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => opportunityStatsFor(tx, actor)),
  );

  r.post('/api/opportunities', { preHandler: canCreate, schema: { tags, summary: 'Új lehetőség', body: createOpportunityBodySchema, response: { 201: opportunitySchema, ...errors } } }, async (request, reply) =>
    created(
      reply,
      inFirm(request, (tx, actor) => addOpportunity(tx, actor, request.body)),
    ),
  );

  r.get('/api/opportunities/:id', { preHandler: canView, schema: { tags, summary: 'Egy lehetőség', params: idParam, response: { 200: opportunitySchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => opportunityOf(tx, actor, request.params.id)),
  );

  r.patch(
    '/api/opportunities/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Lehetőség módosítása', params: idParam, body: updateOpportunityBodySchema, response: { 200: opportunitySchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => changeOpportunity(tx, actor, request.params.id, request.body)),
  );

  r.delete('/api/opportunities/:id', { preHandler: canEdit, schema: { tags, summary: 'Lehetőség törlése (megnyert nem törölhető)', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inFirm(request, (tx, actor) => removeOpportunity(tx, actor, request.params.id));
    return { ok: true as const };
  });

  r.post(
    '/api/opportunities/:id/move',
    { preHandler: canEdit, schema: { tags, summary: 'Áthelyezés szakaszba és sorrendbe', params: idParam, body: moveOpportunityBodySchema, response: { 200: listOpportunitiesResponseSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => moveOpportunityCard(tx, actor, request.params.id, request.body.stageId, request.body.index)),
  );

  r.post(
    '/api/opportunities/:id/win',
    { preHandler: canEdit, schema: { tags, summary: 'Megnyerés: ügyfél és ügy egy lépésben', params: idParam, body: winOpportunityBodySchema, response: { 201: winResponseSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => winOpportunityFor(tx, actor, request.params.id, request.body)),
      ),
  );

  // Stages

  r.get('/api/opportunities/stages', { preHandler: canView, schema: { tags, summary: 'A cég tölcsérszakaszai', response: { 200: stagesResponseSchema, ...errors } } }, async (request) => ({
    stages: await inFirm(request, (tx, actor) => stagesFor(tx, actor)),
  }));

  r.post('/api/opportunities/stages', { preHandler: canEditStages, schema: { tags, summary: 'Új szakasz', body: createStageBodySchema, response: { 201: stagesResponseSchema, ...errors } } }, async (request, reply) => ({
    stages: await created(
      reply,
      inFirm(request, (tx, actor) => addStage(tx, actor, request.body.name, request.body.kind)),
    ),
  }));

  r.put(
    '/api/opportunities/stages/order',
    { preHandler: canEditStages, schema: { tags, summary: 'Szakaszok sorrendje', body: stageOrderBodySchema, response: { 200: stagesResponseSchema, ...errors } } },
    async (request) => ({ stages: await inFirm(request, (tx, actor) => orderStages(tx, actor, request.body.ids)) }),
  );

  r.patch(
    '/api/opportunities/stages/:id',
    { preHandler: canEditStages, schema: { tags, summary: 'Szakasz átnevezése, típusa', params: idParam, body: updateStageBodySchema, response: { 200: stagesResponseSchema, ...errors } } },
    async (request) => ({ stages: await inFirm(request, (tx, actor) => changeStage(tx, actor, request.params.id, request.body)) }),
  );

  r.delete('/api/opportunities/stages/:id', { preHandler: canEditStages, schema: { tags, summary: 'Üres szakasz törlése', params: idParam, response: { 200: stagesResponseSchema, ...errors } } }, async (request) => ({
    stages: await inFirm(request, (tx, actor) => removeStage(tx, actor, request.params.id)),
  }));
};

export default opportunitiesRoutes;
