// The platform admin's module base (issue 13 point 5): /api/admin/modules…
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminModulePatchSchema, adminModuleSchema, adminModulesResponseSchema, adminModuleVisibilityBodySchema, moduleKeyParamsSchema, moduleUsageSeriesSchema } from '@shared/modules/modules.schemas';
import { requirePlatformAdmin } from '../../plugins/request-context';
import { adminModulesService } from './admin-modules.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['platform'];

const adminModulesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePlatformAdmin(app, 'canViewModuleBazis');
  const canAnalyse = requirePlatformAdmin(app, 'canViewModuleAnalytics');
  const canManage = requirePlatformAdmin(app, 'canManageModules');
  /** The module base as the request's platform admin sees and changes it. */
  const base = (request: FastifyRequest) => adminModulesService(app, request);

  r.get('/api/admin/modules', { preHandler: canView, schema: { tags, summary: 'Modulbázis: minden modul telepítésszámmal', response: { 200: adminModulesResponseSchema, ...errors } } }, (request) => base(request).list());

  r.get(
    '/api/admin/modules/:key/usage',
    { preHandler: canAnalyse, schema: { tags, summary: 'Egy modul használata havonta és cégenként', params: moduleKeyParamsSchema, response: { 200: moduleUsageSeriesSchema, ...errors } } },
    (request) => base(request).usage(request.params.key),
  );

  r.patch(
    '/api/admin/modules/:key',
    {
      preHandler: canManage,
      schema: { tags, summary: 'Modul állapota, kiemelése és ára (az árhoz árazási jog kell)', params: moduleKeyParamsSchema, body: adminModulePatchSchema, response: { 200: adminModuleSchema, ...errors } },
    },
    (request) => base(request).patch(request.params.key, request.body),
  );

  r.put(
    '/api/admin/modules/:key/visibility',
    {
      preHandler: canManage,
      schema: { tags, summary: 'Modul elrejtése egy cég elől vagy megjelenítése', params: moduleKeyParamsSchema, body: adminModuleVisibilityBodySchema, response: { 200: adminModuleSchema, ...errors } },
    },
    (request) => base(request).setVisibility(request.params.key, request.body.tenantId, request.body.visible),
  );
};

export default adminModulesRoutes;
