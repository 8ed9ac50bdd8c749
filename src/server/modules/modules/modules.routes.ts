// The firm's side of the module system (issue 13): the store, install, my modules, the safe
// uninstall and settings. The contract is docs in /work/briefing/modules-design.md and the
// shapes in src/shared/modules/modules.schemas.ts.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  installedModuleSchema,
  installedModulesResponseSchema,
  installResponseSchema,
  moduleKeyParamsSchema,
  moduleSettingsBodySchema,
  storeModuleSchema,
  storeResponseSchema,
  uninstallBodySchema,
  uninstallPreviewSchema,
  uninstallResponseSchema,
} from '@shared/modules/modules.schemas';
import { requirePermission } from '../../plugins/request-context';
import { registerCatalogCache } from '../../module-system/catalog-cache';
import { registerFirmModulesCache } from './firm-modules';
import { modulesService } from './modules.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['modules'];

const modulesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canViewStore = requirePermission(app, 'canViewModuleStore');
  const canUse = requirePermission(app, 'canUseModules');
  const canActivate = requirePermission(app, 'canActivateModules');
  registerFirmModulesCache(app);
  registerCatalogCache(app);

  r.get('/api/modules', { preHandler: canViewStore, schema: { tags, summary: 'Modulbolt: a cég számára elérhető modulok', response: { 200: storeResponseSchema, ...errors } } }, (request) =>
    modulesService(app, request).store(),
  );

  r.get('/api/modules/installed', { preHandler: canUse, schema: { tags, summary: 'A cég telepített moduljai használati adatokkal', response: { 200: installedModulesResponseSchema, ...errors } } }, (request) =>
    modulesService(app, request).installed(),
  );

  r.get('/api/modules/:key', { preHandler: canViewStore, schema: { tags, summary: 'Egy modul a Modulboltban', params: moduleKeyParamsSchema, response: { 200: storeModuleSchema, ...errors } } }, (request) =>
    modulesService(app, request).one(request.params.key),
  );

  r.post(
    '/api/modules/:key/install',
    {
      preHandler: canActivate,
      schema: { tags, summary: 'Modul telepítése a függőségeivel (fizetős modulnál díjbekérővel)', params: moduleKeyParamsSchema, response: { 200: installResponseSchema, ...errors } },
    },
    (request) => modulesService(app, request).install(request.params.key),
  );

  r.get(
    '/api/modules/:key/uninstall-preview',
    { preHandler: canActivate, schema: { tags, summary: 'Eltávolítás próbája: függő modulok és tárolt adatok', params: moduleKeyParamsSchema, response: { 200: uninstallPreviewSchema, ...errors } } },
    (request) => modulesService(app, request).uninstallPreview(request.params.key),
  );

  r.post(
    '/api/modules/:key/uninstall',
    {
      preHandler: canActivate,
      schema: { tags, summary: 'Modul eltávolítása (az adatok megmaradnak)', params: moduleKeyParamsSchema, body: uninstallBodySchema, response: { 200: uninstallResponseSchema, ...errors } },
    },
    (request) => modulesService(app, request).uninstall(request.params.key),
  );

  r.patch(
    '/api/modules/:key/settings',
    {
      preHandler: canActivate,
      schema: { tags, summary: 'Egy telepített modul beállításai', params: moduleKeyParamsSchema, body: moduleSettingsBodySchema, response: { 200: installedModuleSchema, ...errors } },
    },
    (request) => modulesService(app, request).saveSettings(request.params.key, request.body.settings),
  );
};

export default modulesRoutes;
