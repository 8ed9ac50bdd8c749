// Tenant side of credits: balance, ledger and purchases (canViewModuleUsage), and a purchase
// request with its pro-forma (tenant admin only). Spending happens in metered actions.
import { currentPayee } from '../../billing/proformas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creditPurchaseBodySchema, creditPurchaseSchema, creditsOverviewSchema } from '@shared/entitlements/billing.schemas';
import { requestOrigin } from '../../audit/audit';
import { withTenant } from '../../db/tenant-scope';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { creditsOverview, requestCreditPurchase } from './credits.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 409);

const creditsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/credits',
    {
      preHandler: requirePermission(app, 'canViewModuleUsage'),
      schema: { tags: ['credits'], summary: 'Kreditegyenleg, főkönyv és vásárlások', response: { 200: creditsOverviewSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const payee = await currentPayee(app.db, app.env);
      return withTenant(app.db, tenantId, (tx) => creditsOverview(tx, tenantId, payee));
    },
  );

  r.post(
    '/api/credits/purchases',
    {
      preHandler: requirePermission(app, 'canManageOwnCompany'),
      schema: { tags: ['credits'], summary: 'Kreditvásárlás kérése díjbekérővel', body: creditPurchaseBodySchema, response: { 201: creditPurchaseSchema, ...errors } },
    },
    async (request, reply) => {
      const tenantId = tenantOf(request);
      const dto = await requestCreditPurchase(app.db, requestOrigin(request), { tenantId, userId: contextOf(request).user.id, credits: request.body.credits }, await currentPayee(app.db, app.env));
      return reply.status(201).send(dto);
    },
  );
};

export default creditsRoutes;
