import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { meResponseSchema } from '@shared/me/me.schemas';
import { requireAuth } from '../../plugins/request-context';

const meRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/me',
    {
      preHandler: requireAuth(app),
      schema: {
        tags: ['accounts'],
        summary: 'A bejelentkezett felhasználó, tagságai és aktív cége',
        response: { 200: meResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      return { user: ctx.user, memberships: ctx.memberships, activeTenantId: ctx.tenantId };
    },
  );
};

export default meRoutes;
