// GET /api/entitlements: the tenant's plan, entitlements, usage, every access check of spec 5,
// the approaching-limit warnings and the credit balance; what the FeatureGate renders from.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessResultSchema, entitlementsResponseSchema } from '@shared/entitlements/billing.schemas';
import { checkAccess, type FeatureKey, featureKeys, limitWarnings } from '@shared/entitlements/entitlements';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { withTenant } from '../../db/tenant-scope';
import { requirePermission, tenantOf } from '../../plugins/request-context';
import { creditBalance } from './credits.repo';
import { readEntitlementState } from './entitlements.repo';

const entitlementsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/entitlements',
    {
      preHandler: requirePermission(app, 'canViewDashboard'),
      schema: {
        tags: ['entitlements'],
        summary: 'A cég csomagja, jogosultságai és felhasználása',
        response: { 200: entitlementsResponseSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const { plan, state, credits } = await withTenant(app.db, tenantId, async (tx) => ({
        ...(await readEntitlementState(tx, tenantId)),
        credits: await creditBalance(tx, tenantId),
      }));
      const checks = Object.fromEntries(featureKeys.map((key) => [key, checkAccess(key, state)])) as Record<FeatureKey, ReturnType<typeof checkAccess>>;
      return {
        plan: plan ? { id: plan.id, code: plan.code, name: plan.name } : null,
        entitlements: state.entitlements,
        usage: state.usage,
        checks,
        warnings: limitWarnings(state),
        credits,
      };
    },
  );

  // Spec 5 check of one action, evaluated on the server (unknown actions answer unknown_action).
  r.get(
    '/api/entitlements/check',
    {
      preHandler: requirePermission(app, 'canViewDashboard'),
      schema: {
        tags: ['entitlements'],
        summary: 'Egy művelet hozzáférés-ellenőrzése',
        // A missing action is an unknown one (spec 5: denied with unknown_action).
        querystring: z.object({ action: z.string().max(50).default('') }),
        response: { 200: accessResultSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const { state } = await withTenant(app.db, tenantId, (tx) => readEntitlementState(tx, tenantId));
      return checkAccess(request.query.action, state);
    },
  );
};

export default entitlementsRoutes;
