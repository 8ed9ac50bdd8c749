// A firm member who may not change the plan (a lawyer, a customer) meets a locked feature: the
// upgrade card names who can upgrade and offers to ask them. The request reaches every
// administrator of the firm in the bell; the same person asking for the same feature again
// within a day tells nobody twice. Audited.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { upgradeRequestBodySchema, upgradeRequestResultSchema } from '@shared/entitlements/billing.schemas';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { requestOrigin } from '../../audit/audit';
import { withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { askForUpgrade } from './upgrade-requests.service';

const upgradeRequestsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/billing/upgrade-requests',
    {
      preHandler: requirePermission(app, 'canViewOwnCompany'),
      schema: {
        tags: ['billing'],
        summary: 'A cég adminisztrátorainak megkérése csomagváltásra',
        body: upgradeRequestBodySchema,
        response: { 200: upgradeRequestResultSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (ctx.permissions.canManageOwnCompany) throw new HttpError(409, 'UPGRADE_REQUEST_NOT_NEEDED');
      const tenantId = tenantOf(request);
      return withTenant(app.db, tenantId, (tx) => askForUpgrade(tx, tenantId, requestOrigin(request), ctx.user, request.body.feature));
    },
  );
};

export default upgradeRequestsRoutes;
