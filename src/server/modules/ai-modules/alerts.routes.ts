// /api/ai-modules/alerts and /api/ai-modules/alert-rules (module ai-modules, decision 0240): the firm admin's
// alert rules and alerts. Handlers only parse and authorise; alerts.service does the work.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertOutSchema, alertRuleOutSchema, alertRulesResponseSchema, alertsQuerySchema, alertsResponseSchema, createAlertRuleBodySchema, updateAlertRuleBodySchema } from '@shared/ai-modules/alerts.schemas';
import { requestOrigin } from '../../audit/audit';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { alertRulesOf, alertsOf, changeAlertState, createAlertRule, deleteAlertRule, type Origin, updateAlertRule } from './alerts.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerAlertRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canManage = requirePermission(app, 'canManageOwnCompany');

  function inFirm<T>(request: FastifyRequest, work: (tx: TenantTx, origin: Origin & { tenantId: string }) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    return withTenant(app.db, tenantId, (tx) => work(tx, { ...requestOrigin(request), tenantId }), { userId: contextOf(request).user.id });
  }

  r.get(
    '/api/ai-modules/alert-rules',
    {
      preHandler: canManage,
      schema: { tags: ['ai'], summary: 'Az iroda AI-riasztási szabályai (költség, válaszidő, mennyiség, hibaarány, költségkeret, anomáliák)', response: { 200: alertRulesResponseSchema, ...errors } },
    },
    async (request) => inFirm(request, async (tx, origin) => ({ items: await alertRulesOf(tx, origin.tenantId) })),
  );

  r.post(
    '/api/ai-modules/alert-rules',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Új riasztási szabály', body: createAlertRuleBodySchema, response: { 201: alertRuleOutSchema, ...errors } } },
    async (request, reply) => {
      const rule = await inFirm(request, (tx, origin) => createAlertRule(tx, origin, request.body));
      reply.code(201);
      return rule;
    },
  );

  r.patch(
    '/api/ai-modules/alert-rules/:id',
    {
      preHandler: canManage,
      schema: { tags: ['ai'], summary: 'Riasztási szabály módosítása (küszöb, időablak, be/ki)', params: idParam, body: updateAlertRuleBodySchema, response: { 200: alertRuleOutSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, origin) => updateAlertRule(tx, origin, request.params.id, request.body)),
  );

  r.delete(
    '/api/ai-modules/alert-rules/:id',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Saját riasztási szabály törlése (az alapértelmezettek csak kikapcsolhatók)', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await inFirm(request, (tx, origin) => deleteAlertRule(tx, origin, request.params.id));
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/ai-modules/alerts',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'AI-riasztások állapot, súlyosság és típus szerint szűrve', querystring: alertsQuerySchema, response: { 200: alertsResponseSchema, ...errors } } },
    async (request) => inFirm(request, async (tx, origin) => ({ items: await alertsOf(tx, origin.tenantId, request.query) })),
  );

  for (const action of ['acknowledge', 'resolve'] as const) {
    r.post(
      `/api/ai-modules/alerts/:id/${action}`,
      { preHandler: canManage, schema: { tags: ['ai'], summary: action === 'acknowledge' ? 'Riasztás tudomásulvétele' : 'Riasztás lezárása', params: idParam, response: { 200: alertOutSchema, ...errors } } },
      async (request) => inFirm(request, (tx, origin) => changeAlertState(tx, origin, request.params.id, action)),
    );
  }
}
