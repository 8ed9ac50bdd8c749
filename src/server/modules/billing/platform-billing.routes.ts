// Platform admin side: plans with editable limits and prices, every tenant's plan, this month's
// usage and credits, and the pending plan changes and credit purchases to activate or reject
// once the bank transfer has (or has not) arrived. Runs as the owner across tenants, so every
// query names its rows explicitly (decision 0002).
import { currentPayee, loadOperator } from '../../billing/proformas';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema, planUpdateBodySchema, platformOperatorBodySchema, platformOperatorSchema, platformOverviewSchema } from '@shared/entitlements/billing.schemas';
import { requestOrigin } from '../../audit/audit';
import { contextOf, requirePlatformAdmin } from '../../plugins/request-context';
import { decideCreditPurchase } from './credits.service';
import { decidePlanChange } from './billing.service';
import { platformBillingOverview, updateOperator, updatePlan } from './platform-billing.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const platformBillingRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePlatformAdmin(app, 'canViewAllCompanies');
  const canEdit = requirePlatformAdmin(app, 'canEditModulePricing');

  r.get('/api/platform/billing', { preHandler: canView, schema: { tags: ['platform'], summary: 'Csomagok, előfizetések és felhasználás minden cégnél', response: { 200: platformOverviewSchema, ...errors } } }, async () =>
    platformBillingOverview(app.db, await currentPayee(app.db, app.env)),
  );

  // The operator's billing details, the payee of every pro-forma (issue 38.11, decision 0430).
  r.get(
    '/api/platform/billing/operator',
    { preHandler: canView, schema: { tags: ['platform'], summary: 'A platform üzemeltetőjének számlázási adatai (díjbekérők kedvezményezettje)', response: { 200: platformOperatorSchema, ...errors } } },
    async () => loadOperator(app.db, app.env),
  );

  r.put(
    '/api/platform/billing/operator',
    {
      preHandler: canEdit,
      schema: { tags: ['platform'], summary: 'Az üzemeltető számlázási adatainak megadása', body: platformOperatorBodySchema, response: { 200: platformOperatorSchema, ...errors } },
    },
    async (request) => updateOperator(app.db, app.env, requestOrigin(request), contextOf(request).user.id, request.body),
  );

  r.patch(
    '/api/platform/billing/plans/:id',
    {
      preHandler: canEdit,
      schema: { tags: ['platform'], summary: 'Csomag limitjeinek és árának módosítása', params: idParam, body: planUpdateBodySchema, response: { 200: planSchema, ...errors } },
    },
    async (request) => updatePlan(app.db, requestOrigin(request), request.params.id, request.body),
  );

  for (const decision of ['activate', 'reject'] as const) {
    r.post(
      `/api/platform/billing/plan-changes/:id/${decision}`,
      {
        preHandler: canEdit,
        schema: { tags: ['platform'], summary: decision === 'activate' ? 'Csomagváltás aktiválása (átutalás beérkezett)' : 'Csomagváltás elutasítása', params: idParam, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await decidePlanChange(app.db, requestOrigin(request), request.params.id, contextOf(request).user.id, decision);
        return reply.status(204).send(null);
      },
    );
  }

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/platform/billing/credit-purchases/:id/${decision}`,
      {
        preHandler: canEdit,
        schema: { tags: ['platform'], summary: decision === 'approve' ? 'Kreditvásárlás jóváhagyása (átutalás beérkezett)' : 'Kreditvásárlás elutasítása', params: idParam, response: { 204: z.null(), ...errors } },
      },
      async (request, reply) => {
        await decideCreditPurchase(app.db, requestOrigin(request), request.params.id, contextOf(request).user.id, decision);
        return reply.status(204).send(null);
      },
    );
  }
};

export default platformBillingRoutes;
