import type { FastifyInstance } from 'fastify';
import type { FirmModules } from '@shared/modules/navigation';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { meResponseSchema } from '@shared/me/me.schemas';
import { requireAuth } from '../../plugins/request-context';

export interface MePorts {
  /** The active firm's modules (the modules module's face, wired in me/module.ts). */
  firmModules: (app: FastifyInstance, tenantId: string, userId: string) => Promise<FirmModules>;
}

const meRoutes = async (app: FastifyInstance, ports: MePorts): Promise<void> => {
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
      // The sidebar and the pages' module checks come with the session, not from two more requests per page load (decision 0412).
      const modules = ctx.tenantId && ctx.permissions.canUseModules ? await ports.firmModules(app, ctx.tenantId, ctx.user.id) : null;
      return { user: ctx.user, memberships: ctx.memberships, activeTenantId: ctx.tenantId, modules };
    },
  );
};

export default meRoutes;
