// POST /api/usage/consume: a metered action asks to run; the server checks and counts it
// atomically (usage.service). GET /api/usage/history feeds the usage charts.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeBodySchema, consumeResponseSchema, usageHistorySchema } from '@shared/entitlements/billing.schemas';
import { creditSpendPermission, isMeteredAction, meteredActionPermission } from '@shared/entitlements/entitlements';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { withTenant } from '../../db/tenant-scope';
import { forbidden, HttpError } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { consumeMeteredAction } from './usage.service';
import { usageHistory } from './usage.repo';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 402, 403);

const usageRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/usage/consume',
    {
      preHandler: requirePermission(app, 'canUseModules'),
      schema: {
        tags: ['entitlements'],
        summary: 'Mért művelet indítása (ellenőrzés és számlálás egy tranzakcióban)',
        body: consumeBodySchema,
        response: { 200: consumeResponseSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const ctx = contextOf(request);
      const { action, payWithCredits, metadata } = request.body;
      // Only agent_run and automation_run are counted; plan flags are read via /api/entitlements.
      if (!isMeteredAction(action)) throw new HttpError(400, 'UNKNOWN_ACTION');
      // The server decides who may use the firm's quota and credits, never a body parameter:
      // each action needs its permission (customers hold neither), and paying beyond the
      // limit needs the right to spend the firm's money (decision 0071).
      if (!ctx.permissions[meteredActionPermission[action]]) throw forbidden();
      if (payWithCredits && !ctx.permissions[creditSpendPermission]) throw new HttpError(403, 'CREDIT_SPEND_FORBIDDEN');
      const result = await consumeMeteredAction(app.db, { tenantId, userId: ctx.user.id, action, payWithCredits, metadata });
      return { allowed: true as const, ...result };
    },
  );

  r.get(
    '/api/usage/history',
    {
      preHandler: requirePermission(app, 'canViewModuleUsage'),
      schema: { tags: ['entitlements'], summary: 'A cég felhasználási előzményei', response: { 200: usageHistorySchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      return withTenant(app.db, tenantId, (tx) => usageHistory(tx, tenantId));
    },
  );
};

export default usageRoutes;
