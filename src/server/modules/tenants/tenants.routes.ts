// POST /api/tenants/active: a member of several companies chooses which one this session acts
// in (stored on the session, read by the request context). Only own, unsuspended memberships.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { notFound } from '../../lib/http-error';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { setActiveTenant } from './tenants.repo';

const tenantsRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/tenants/active',
    {
      preHandler: requireAuth(app),
      schema: {
        tags: ['tenants'],
        summary: 'Az aktív cég kiválasztása ehhez a munkamenethez',
        body: z.object({ tenantId: z.string().min(1).max(100) }),
        response: { 200: z.object({ activeTenantId: z.string() }), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      const membership = ctx.memberships.find((m) => m.tenantId === request.body.tenantId && !m.suspended);
      if (!membership) throw notFound();
      await setActiveTenant(app.db, ctx.sessionId, membership.tenantId);
      return { activeTenantId: membership.tenantId };
    },
  );
};

export default tenantsRoutes;
