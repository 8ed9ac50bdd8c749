// /api/crm (issue 14 point 5): the client-relationship overview, every figure from the database –
// the pipeline by stage, the matter tasks due within a week (overdue first), the contacts'
// latest timeline entries and the clients won this month (decision 0131). Runs with the user known
// to RLS, so tasks of confidential matters of other teams never appear.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { crmOverviewSchema } from '@shared/opportunities/opportunities.schemas';
import { withTenant } from '../../db/tenant-scope';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { crmOverview } from './crm.service';

const crmRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/crm/overview',
    {
      preHandler: requirePermission(app, 'canViewOpportunities'),
      schema: { tags: ['crm'], summary: 'CRM áttekintés: tölcsér, esedékes feladatok, tevékenység, új ügyfelek', response: { 200: crmOverviewSchema, 401: apiErrorSchema, 403: apiErrorSchema } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      return withTenant(app.db, tenantId, (tx) => crmOverview(tx, tenantId), { userId: contextOf(request).user.id });
    },
  );
};

export default crmRoutes;
