// /api/opportunities (issue 14 point 4): the pipeline board's stages and cards, moves with their
// order, "Megnyerés" (client + matter in one transaction) and the firm's stage editing.
// Read with canViewOpportunities, cards written with canCreate/canEditOpportunities, stages edited
// with canEditSettings (the firm's administrator; decision 0128).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createOpportunityBodySchema, createStageBodySchema, listOpportunitiesQuerySchema, listOpportunitiesResponseSchema, moveOpportunityBodySchema, opportunitySchema, opportunityStatsSchema, stageOrderBodySchema, stagesResponseSchema, updateOpportunityBodySchema, updateStageBodySchema, winOpportunityBodySchema, winResponseSchema } from '@shared/opportunities/opportunities.schemas';
import { HttpError } from '../../lib/http-error';
import { contextOf, requirePermission } from '../../plugins/request-context';
import { createOpportunity, createStage, deleteOpportunity, deleteStage, getOpportunity, listOpportunities, moveOpportunity, reorderStages, updateOpportunity, updateStage, winOpportunity } from './opportunities.service';
import { opportunityStats, stagesOf } from '../../opportunities/pipeline';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { auditRequest, tenantScope } from '../../lib/route-scope';

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
  const audit = auditRequest;

  r.get(
    '/api/opportunities',
    { preHandler: canView, schema: { tags, summary: 'A tölcsér szakaszai és lehetőségei (szűrhető)', querystring: listOpportunitiesQuerySchema, response: { 200: listOpportunitiesResponseSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listOpportunities(tx, actor.tenantId, request.query)),
  );

  r.get(
    '/api/opportunities/stats',
    { preHandler: canView, schema: { tags, summary: 'A nyitott tölcsér értéke a vezérlőpulthoz', response: { 200: opportunityStatsSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => opportunityStats(tx, actor.tenantId)),
  );

  r.post(
    '/api/opportunities',
    { preHandler: canCreate, schema: { tags, summary: 'Új lehetőség', body: createOpportunityBodySchema, response: { 201: opportunitySchema, ...errors } } },
    async (request, reply) => {
      const created = await inFirm(request, async (tx, actor) => {
        const o = await createOpportunity(tx, actor, request.body);
        await audit(tx, request, 'opportunities.create', 'opportunity', o.id, { stageId: o.stageId, valueHuf: o.valueHuf });
        return o;
      });
      reply.code(201);
      return created;
    },
  );

  r.get(
    '/api/opportunities/:id',
    { preHandler: canView, schema: { tags, summary: 'Egy lehetőség', params: idParam, response: { 200: opportunitySchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => getOpportunity(tx, actor.tenantId, request.params.id)),
  );

  r.patch(
    '/api/opportunities/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Lehetőség módosítása', params: idParam, body: updateOpportunityBodySchema, response: { 200: opportunitySchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const o = await updateOpportunity(tx, actor.tenantId, request.params.id, request.body);
        await audit(tx, request, 'opportunities.update', 'opportunity', o.id, { changed: Object.keys(request.body) });
        return o;
      }),
  );

  r.delete(
    '/api/opportunities/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Lehetőség törlése (megnyert nem törölhető)', params: idParam, response: { 200: okSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const row = await deleteOpportunity(tx, actor.tenantId, request.params.id);
        await audit(tx, request, 'opportunities.delete', 'opportunity', row.id, { title: row.title });
        return { ok: true as const };
      }),
  );

  r.post(
    '/api/opportunities/:id/move',
    { preHandler: canEdit, schema: { tags, summary: 'Áthelyezés szakaszba és sorrendbe', params: idParam, body: moveOpportunityBodySchema, response: { 200: listOpportunitiesResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const moved = await moveOpportunity(tx, actor.tenantId, request.params.id, request.body.stageId, request.body.index);
        if (moved.from !== moved.to.id) await audit(tx, request, 'opportunities.stage_change', 'opportunity', request.params.id, { from: moved.from, to: moved.to.id, kind: moved.to.kind });
        return listOpportunities(tx, actor.tenantId, {});
      }),
  );

  r.post(
    '/api/opportunities/:id/win',
    { preHandler: canEdit, schema: { tags, summary: 'Megnyerés: ügyfél és ügy egy lépésben', params: idParam, body: winOpportunityBodySchema, response: { 201: winResponseSchema, ...errors } } },
    async (request, reply) => {
      // Winning opens a matter: the matters' own permission is needed too.
      if (!contextOf(request).permissions.canCreateCases) throw new HttpError(403, 'OPPORTUNITY_WIN_NEEDS_CASES');
      const result = await inFirm(request, async (tx, actor) => {
        const won = await winOpportunity(tx, actor, request.params.id, request.body);
        await audit(tx, request, 'opportunities.win', 'opportunity', request.params.id, { matterId: won.matter.id, contactId: won.contactId, createdContact: won.createdContact });
        await audit(tx, request, 'matters.create', 'matter', won.matter.id, { number: won.matter.number, confidential: request.body.matter.confidential, fromOpportunity: request.params.id });
        await audit(tx, request, 'matters.conflict_decision', 'matter', won.matter.id, { decision: request.body.conflict.decision, reason: request.body.conflict.reason, hits: won.hits.length });
        return won;
      });
      reply.code(201);
      return { opportunity: result.opportunity, contactId: result.contactId, matter: result.matter };
    },
  );

  // Stages

  r.get(
    '/api/opportunities/stages',
    { preHandler: canView, schema: { tags, summary: 'A cég tölcsérszakaszai', response: { 200: stagesResponseSchema, ...errors } } },
    async (request) => inFirm(request, async (tx, actor) => ({ stages: await stagesOf(tx, actor.tenantId) })),
  );

  r.post(
    '/api/opportunities/stages',
    { preHandler: canEditStages, schema: { tags, summary: 'Új szakasz', body: createStageBodySchema, response: { 201: stagesResponseSchema, ...errors } } },
    async (request, reply) => {
      const stages = await inFirm(request, async (tx, actor) => {
        const list = await createStage(tx, actor.tenantId, request.body.name, request.body.kind);
        await audit(tx, request, 'opportunities.stage_create', 'opportunity_stage', list.find((s) => s.name === request.body.name)?.id ?? '', { name: request.body.name, kind: request.body.kind });
        return list;
      });
      reply.code(201);
      return { stages };
    },
  );

  r.put(
    '/api/opportunities/stages/order',
    { preHandler: canEditStages, schema: { tags, summary: 'Szakaszok sorrendje', body: stageOrderBodySchema, response: { 200: stagesResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const stages = await reorderStages(tx, actor.tenantId, request.body.ids);
        await audit(tx, request, 'opportunities.stage_reorder', 'opportunity_stage', stages[0]?.id ?? '', { ids: request.body.ids });
        return { stages };
      }),
  );

  r.patch(
    '/api/opportunities/stages/:id',
    { preHandler: canEditStages, schema: { tags, summary: 'Szakasz átnevezése, típusa', params: idParam, body: updateStageBodySchema, response: { 200: stagesResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const { before, stages } = await updateStage(tx, actor.tenantId, request.params.id, request.body);
        await audit(tx, request, 'opportunities.stage_update', 'opportunity_stage', before.id, { from: { name: before.name, kind: before.kind }, to: request.body });
        return { stages };
      }),
  );

  r.delete(
    '/api/opportunities/stages/:id',
    { preHandler: canEditStages, schema: { tags, summary: 'Üres szakasz törlése', params: idParam, response: { 200: stagesResponseSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        const { deleted, stages } = await deleteStage(tx, actor.tenantId, request.params.id);
        await audit(tx, request, 'opportunities.stage_delete', 'opportunity_stage', deleted.id, { name: deleted.name });
        return { stages };
      }),
  );
};

export default opportunitiesRoutes;
