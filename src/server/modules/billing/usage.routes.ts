// POST /api/usage/consume: a metered action asks to run; the server checks and counts it
// atomically (usage.service). GET /api/usage/history feeds the usage charts.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consumeBodySchema, consumeResponseSchema, usageHistorySchema } from '@shared/entitlements/billing.schemas';
import { isMeteredAction } from '@shared/entitlements/entitlements';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { withTenant } from '../../db/tenant-scope';
import { forbidden, HttpError } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { consumeMeteredAction } from './usage.service';
import { usageHistory } from './usage.repo';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 402: apiErrorSchema, 403: apiErrorSchema };

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
      // AI agents additionally need the AI permission (customers may use modules, not AI).
      if (action === 'agent_run' && !ctx.permissions.canUseAI) throw forbidden();
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
