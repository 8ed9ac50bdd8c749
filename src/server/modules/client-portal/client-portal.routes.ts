// /api/client-portal (issue 35): the customer portal's routes. Every route sits under the module's API
// prefix, so the module guard answers 403 MODULE_NOT_INSTALLED for a firm without the portal.
// Routes parse, make one service call in the request's tenant transaction, and shape the answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalOverviewSchema } from '@shared/client-portal/client-portal.schemas';
import { errorResponses } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { messageRoutes } from './messages.routes';
import { portalOverview, type PortalInvoicing } from './client-portal.service';
import { registerCompanyInfoRoutes, registerPurchaseRoutes } from './purchases.routes';
import type { PortalPurchasesPort } from './purchases.service';

export interface PortalDeps {
  invoicing: PortalInvoicing;
  purchases: PortalPurchasesPort;
}

export const tags = ['portal'];
export const errors = errorResponses(400, 401, 403, 404, 409);

export default async function portalRoutes(app: FastifyInstance, deps: PortalDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  registerPurchaseRoutes(app, deps.purchases);
  registerCompanyInfoRoutes(app);
  r.get(
    '/api/client-portal/overview',
    {
      preHandler: requirePermission(app, 'canViewDashboard'),
      schema: { tags, summary: 'Az ügyfél irányítópultja: az iroda, a friss események, a három szám és az ügyei (spec 3.5)', response: { 200: portalOverviewSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => portalOverview(tx, actor, deps.invoicing)),
  );
  await messageRoutes(app);
}
