// /api/portal (issue 35): the customer portal's routes. Every route sits under the module's API
// prefix, so the module guard answers 403 MODULE_NOT_INSTALLED for a firm without the portal.
// Routes parse, make one service call in the request's tenant transaction, and shape the answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newThreadBodySchema, portalOverviewSchema, portalThreadListSchema } from '@shared/portal/portal.schemas';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { listOwnThreads, startThread } from './messages.service';
import { portalOverview, type PortalInvoicing } from './portal.service';

export interface PortalDeps {
  invoicing: PortalInvoicing;
}

export const tags = ['portal'];
export const errors = errorResponses(400, 401, 403, 404, 409);

export default async function portalRoutes(app: FastifyInstance, deps: PortalDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  r.get(
    '/api/portal/overview',
    {
      preHandler: requirePermission(app, 'canViewDashboard'),
      schema: { tags, summary: 'Az ügyfél irányítópultja: az iroda, a friss események, a három szám és az ügyei (spec 3.5)', response: { 200: portalOverviewSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => portalOverview(tx, actor, deps.invoicing)),
  );
  const canContact = requirePermission(app, 'canContactCompany');
  r.get(
    '/api/portal/threads',
    { preHandler: canContact, schema: { tags, summary: 'Az ügyfél üzenetváltásai az irodával, olvasatlan számokkal', response: { 200: portalThreadListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listOwnThreads(tx, actor)),
  );
  r.post(
    '/api/portal/threads',
    { preHandler: canContact, schema: { tags, summary: 'Új üzenet az irodának (egy ügyfél nevében, opcionálisan egy ügyéhez)', body: newThreadBodySchema, response: { 201: z.object({ id: z.string() }), ...errors } } },
    async (request, reply) => created(reply, inFirm(request, (tx, actor) => startThread(tx, actor, request.body))),
  );
}
