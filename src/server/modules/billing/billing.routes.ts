// Tenant side of plans: the plan list, the tenant's subscription with its history and plan
// changes, requesting a change (free: at once; paid: pro-forma by bank transfer) and cancelling an
// unpaid request. Only a tenant admin (canManageOwnCompany) may change the plan.
import { currentPayee } from '../../billing/proformas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planChangeBodySchema, planChangeSchema, planSchema, subscriptionOverviewSchema } from '@shared/entitlements/billing.schemas';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { requestOrigin } from '../../audit/audit';
import { withTenant } from '../../db/tenant-scope';
import { contextOf, requireAuth, requirePermission, tenantOf } from '../../plugins/request-context';
import { cancelPlanChange, listPlans, offeredPlanDto, requestPlanChange, subscriptionOverview } from './billing.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const billingRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canManage = requirePermission(app, 'canManageOwnCompany');

  r.get('/api/plans', { preHandler: requireAuth(app), schema: { tags: ['billing'], summary: 'Előfizetési csomagok', response: { 200: z.array(planSchema), 401: apiErrorSchema } } }, async () =>
    (await listPlans(app.db)).map(offeredPlanDto),
  );

  r.get(
    '/api/billing/subscription',
    {
      preHandler: canManage,
      schema: { tags: ['billing'], summary: 'A cég előfizetése, előzményei és csomagváltásai', response: { 200: subscriptionOverviewSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const payee = await currentPayee(app.db, app.env);
      return withTenant(app.db, tenantId, (tx) => subscriptionOverview(tx, tenantId, payee));
    },
  );

  r.post(
    '/api/billing/plan-changes',
    {
      preHandler: canManage,
      schema: { tags: ['billing'], summary: 'Csomagváltás kérése', body: planChangeBodySchema, response: { 201: planChangeSchema, ...errors } },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request);
      const userId = contextOf(request).user.id;
      const dto = await requestPlanChange(app.db, requestOrigin(request), { tenantId, userId, planId: request.body.planId }, await currentPayee(app.db, app.env));
      return reply.status(201).send(dto);
    },
  );

  r.post(
    '/api/billing/plan-changes/:id/cancel',
    {
      preHandler: canManage,
      schema: { tags: ['billing'], summary: 'Fizetetlen csomagváltás visszavonása', params: z.object({ id: z.string().min(1).max(100) }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request);
      await cancelPlanChange(app.db, requestOrigin(request), tenantId, request.params.id, contextOf(request).user.id);
      return reply.status(204).send(null);
    },
  );
};

export default billingRoutes;
