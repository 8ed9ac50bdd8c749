// /api/admin/module-factory: the platform admin designs no-code modules (canCreateModules, platform
// role only): create a draft, edit it, check sample data against it, publish it as a new version.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { factoryDefinitionSchema } from '@shared/module-factory/definition';
import { factoryKeyParamsSchema, factoryModuleSchema, factoryModulesResponseSchema, factoryPreviewBodySchema, factoryPreviewResponseSchema } from '@shared/module-factory/module-factory.schemas';
import { requestOrigin } from '../../audit/audit';
import { catalogChanged } from '../../module-system/catalog-cache';
import { created } from '../../lib/route-scope';
import { errorResponses } from '../../lib/route-schemas';
import { contextOf, requirePlatformAdmin } from '../../plugins/request-context';
import { publishedFactoryModules } from './factory-catalog';
import { type Designer, moduleFactory, previewRecord } from './factory.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['module-factory'];

const designerOf = (request: FastifyRequest): Designer => ({ userId: contextOf(request).user.id, origin: requestOrigin(request) });

const factoryRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Published factory modules join the store's catalogue (read on every catalogue load).
  app.moduleExtensions.providers.push(publishedFactoryModules);
  const canCreate = requirePlatformAdmin(app, 'canCreateModules');
  const factory = moduleFactory(app.db);

  r.get('/api/admin/module-factory', { preHandler: canCreate, schema: { tags, summary: 'A modulgyár moduljai', response: { 200: factoryModulesResponseSchema, ...errors } } }, async () => ({
    modules: await factory.list(),
  }));

  r.post('/api/admin/module-factory', { preHandler: canCreate, schema: { tags, summary: 'Új modul tervezete', body: factoryDefinitionSchema, response: { 201: factoryModuleSchema, ...errors } } }, (request, reply) =>
    created(reply, factory.create(designerOf(request), request.body)),
  );

  r.get(
    '/api/admin/module-factory/:key',
    { preHandler: canCreate, schema: { tags, summary: 'Egy modul tervezete és verziói', params: factoryKeyParamsSchema, response: { 200: factoryModuleSchema, ...errors } } },
    (request) => factory.get(request.params.key),
  );

  r.put(
    '/api/admin/module-factory/:key/draft',
    { preHandler: canCreate, schema: { tags, summary: 'A tervezet mentése', params: factoryKeyParamsSchema, body: factoryDefinitionSchema, response: { 200: factoryModuleSchema, ...errors } } },
    (request) => factory.saveDraft(request.params.key, request.body),
  );

  r.post(
    '/api/admin/module-factory/preview',
    { preHandler: canCreate, schema: { tags, summary: 'Mintarekord ellenőrzése a tervezet szerint', body: factoryPreviewBodySchema, response: { 200: factoryPreviewResponseSchema, ...errors } } },
    async (request) => previewRecord(request.body.definition, request.body.data),
  );

  r.post(
    '/api/admin/module-factory/:key/publish',
    { preHandler: canCreate, schema: { tags, summary: 'Közzététel új verzióként', params: factoryKeyParamsSchema, response: { 200: factoryModuleSchema, ...errors } } },
    async (request) => {
      const published = await factory.publish(designerOf(request), request.params.key);
      // The store's catalogue (decision 0429) shows the new version at once.
      await catalogChanged(app);
      return published;
    },
  );
};

export default factoryRoutes;
