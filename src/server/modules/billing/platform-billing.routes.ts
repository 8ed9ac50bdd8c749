// Platform admin side: plans with editable limits and prices, every tenant's plan, this month's
// usage and credits, and the pending plan changes and credit purchases to activate or reject
// once the bank transfer has (or has not) arrived. Runs as the owner across tenants, so every
// query names its rows explicitly (decision 0002).
import { payeeOf } from '../../billing/proformas';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planSchema, planUpdateBodySchema, platformOverviewSchema } from '@shared/entitlements/billing.schemas';
import { DEFAULT_ENTITLEMENTS, monthPeriod } from '@shared/entitlements/entitlements';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { creditAccounts, creditPurchases, planChanges, plans, proformas, subscriptions, tenants, usageTracking } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { contextOf, requirePlatformAdmin } from '../../plugins/request-context';
import { purchaseDto, decideCreditPurchase } from './credits.service';
import { decidePlanChange, listPlans, planChangeDtos, planDto } from './billing.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const platformBillingRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePlatformAdmin(app, 'canViewAllCompanies');
  const canEdit = requirePlatformAdmin(app, 'canEditModulePricing');

  r.get(
    '/api/platform/billing',
    { preHandler: canView, schema: { tags: ['platform'], summary: 'Csomagok, előfizetések és felhasználás minden cégnél', response: { 200: platformOverviewSchema, ...errors } } },
    async () => {
      const db = app.db;
      const periodStart = monthPeriod(new Date()).start.toISOString().slice(0, 10);
      const [planRows, tenantRows, openChanges, openPurchases] = await Promise.all([
        listPlans(db),
        db
          .select({ tenant: tenants, plan: plans, usage: usageTracking, credits: creditAccounts.balance })
          .from(tenants)
          .leftJoin(subscriptions, and(eq(subscriptions.tenantId, tenants.id), eq(subscriptions.status, 'active')))
          .leftJoin(plans, eq(plans.id, subscriptions.planId))
          .leftJoin(usageTracking, and(eq(usageTracking.organizationId, tenants.id), eq(usageTracking.periodStart, periodStart)))
          .leftJoin(creditAccounts, eq(creditAccounts.tenantId, tenants.id))
          .orderBy(asc(tenants.name)),
        db.select().from(planChanges).where(eq(planChanges.status, 'awaiting_payment')).orderBy(desc(planChanges.requestedAt)),
        db
          .select({ purchase: creditPurchases, proforma: proformas, tenant: tenants.name })
          .from(creditPurchases)
          .innerJoin(proformas, eq(proformas.id, creditPurchases.proformaId))
          .innerJoin(tenants, eq(tenants.id, creditPurchases.tenantId))
          .where(eq(creditPurchases.status, 'awaiting_payment'))
          .orderBy(desc(creditPurchases.requestedAt)),
      ]);
      const nameOf = new Map(tenantRows.map((t) => [t.tenant.id, t.tenant.name]));
      const changes = await planChangeDtos(db, openChanges, (id) => nameOf.get(id) ?? '', payeeOf(app.env));
      return {
        plans: planRows.map(planDto),
        tenants: tenantRows.map(({ tenant, plan, usage, credits }) => ({
          id: tenant.id,
          name: tenant.name,
          plan: plan?.name ?? null,
          agents_used: usage?.agentsUsed ?? 0,
          agents_limit: plan ? plan.agentsLimit : DEFAULT_ENTITLEMENTS.agents_limit,
          automations_used: usage?.automationsUsed ?? 0,
          automations_limit: plan ? plan.automationsLimit : DEFAULT_ENTITLEMENTS.automations_limit,
          credits: credits ?? 0,
        })),
        pendingPlanChanges: changes.map((c, i) => ({ ...c, tenant: nameOf.get(openChanges[i]!.tenantId) ?? '' })),
        pendingCreditPurchases: openPurchases.map((p) => ({ ...purchaseDto(p.purchase, p.proforma, p.tenant, payeeOf(app.env)), tenant: p.tenant })),
      };
    },
  );

  r.patch(
    '/api/platform/billing/plans/:id',
    {
      preHandler: canEdit,
      schema: { tags: ['platform'], summary: 'Csomag limitjeinek és árának módosítása', params: idParam, body: planUpdateBodySchema, response: { 200: planSchema, ...errors } },
    },
    async (request) => {
      const body = request.body;
      const [row] = await app.db
        .update(plans)
        .set({ name: body.name, agentsLimit: body.agents_limit, automationsLimit: body.automations_limit, monthlyPriceHuf: body.monthly_price_huf, updatedAt: new Date() })
        .where(eq(plans.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, 'PLAN_NOT_FOUND');
      await recordAudit(app.db, { ...requestOrigin(request), tenantId: null, action: 'billing.plan.update', targetType: 'plan', targetId: row.id, metadata: { ...body } });
      return planDto(row);
    },
  );

  for (const decision of ['activate', 'reject'] as const) {
    r.post(
      `/api/platform/billing/plan-changes/:id/${decision}`,
      { preHandler: canEdit, schema: { tags: ['platform'], summary: decision === 'activate' ? 'Csomagváltás aktiválása (átutalás beérkezett)' : 'Csomagváltás elutasítása', params: idParam, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const row = await decidePlanChange(app.db, request.params.id, contextOf(request).user.id, decision);
        await recordAudit(app.db, { ...requestOrigin(request), tenantId: row.tenantId, action: `billing.plan_change.${decision}`, targetType: 'plan_change', targetId: row.id });
        return reply.status(204).send(null);
      },
    );
  }

  for (const decision of ['approve', 'reject'] as const) {
    r.post(
      `/api/platform/billing/credit-purchases/:id/${decision}`,
      { preHandler: canEdit, schema: { tags: ['platform'], summary: decision === 'approve' ? 'Kreditvásárlás jóváhagyása (átutalás beérkezett)' : 'Kreditvásárlás elutasítása', params: idParam, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        const row = await decideCreditPurchase(app.db, request.params.id, contextOf(request).user.id, decision);
        await recordAudit(app.db, { ...requestOrigin(request), tenantId: row.tenantId, action: `credits.purchase.${decision}`, targetType: 'credit_purchase', targetId: row.id, metadata: { credits: row.credits } });
        return reply.status(204).send(null);
      },
    );
  }
};

export default platformBillingRoutes;
