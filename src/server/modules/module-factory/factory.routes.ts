// /api/admin/module-factory: the platform admin designs no-code modules (canCreateModules, platform
// role only): create a draft, edit it, check sample data against it, publish it as a new version.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { factoryDefinitionSchema, type FactoryDefinition } from '@shared/module-factory/definition';
import {
  factoryKeyParamsSchema,
  factoryModuleSchema,
  factoryModulesResponseSchema,
  factoryPreviewBodySchema,
  factoryPreviewResponseSchema,
  type FactoryModule,
} from '@shared/module-factory/module-factory.schemas';
import { buildRecordSchema, recordErrors } from '@shared/module-factory/record-schema';
import { definitionChanged, versionProblems } from '@shared/module-factory/versioning';
import { moduleByKey } from '@shared/modules/registry';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { contextOf, requirePlatformAdmin } from '../../plugins/request-context';
import { publishedFactoryModules } from './factory-catalog';
import { factoryRepo } from './factory.repo';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['module-factory'];

type Listed = NonNullable<Awaited<ReturnType<ReturnType<typeof factoryRepo>['get']>>>;
function toDto({ module, versions, installCount }: Listed): FactoryModule {
  return {
    key: module.key,
    status: module.status,
    draft: module.draft,
    publishedVersion: module.publishedVersion,
    versions: versions.map((v) => ({ version: v.version, definition: v.definition, publishedAt: v.publishedAt.toISOString(), publishedBy: v.publishedBy })),
    installCount,
    updatedAt: module.updatedAt.toISOString(),
  };
}

/** 409 with the field-level reasons when `next` cannot follow the published versions. */
function assertVersionable(previous: readonly FactoryDefinition[], next: FactoryDefinition) {
  const problems = versionProblems(previous, next);
  if (problems.length === 0) return;
  const fields = Object.fromEntries(problems.map((p) => [p.field ?? 'key', p.message]));
  throw new HttpError(409, 'FACTORY_VERSION_CONFLICT', undefined, fields);
}

const factoryRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Published factory modules join the store's catalogue (read on every catalogue load).
  app.moduleExtensions.providers.push(publishedFactoryModules);
  const canCreate = requirePlatformAdmin(app, 'canCreateModules');
  const repo = factoryRepo(app.db);
  const audit = (request: FastifyRequest, action: string, key: string, metadata: Record<string, unknown>) =>
    recordAudit(app.db, { ...requestOrigin(request), tenantId: null, action, targetType: 'factory_module', targetId: key, metadata });
  const load = async (key: string) => {
    const found = await repo.get(key);
    if (!found) throw notFound();
    return found;
  };

  r.get('/api/admin/module-factory', { preHandler: canCreate, schema: { tags, summary: 'A modulgyár moduljai', response: { 200: factoryModulesResponseSchema, ...errors } } }, async () => ({
    modules: (await repo.list()).map(toDto),
  }));

  r.post(
    '/api/admin/module-factory',
    { preHandler: canCreate, schema: { tags, summary: 'Új modul tervezete', body: factoryDefinitionSchema, response: { 201: factoryModuleSchema, ...errors } } },
    async (request, reply) => {
      const definition = request.body;
      if (moduleByKey(definition.key) || (await repo.exists(definition.key))) throw new HttpError(409, 'FACTORY_KEY_TAKEN', undefined, { key: 'Ez a modulazonosító már foglalt. Válassz másikat.' });
      await repo.create(definition, contextOf(request).user.id);
      await audit(request, 'module_factory.create', definition.key, { name: definition.name.hu });
      return reply.status(201).send(toDto(await load(definition.key)));
    },
  );

  r.get('/api/admin/module-factory/:key', { preHandler: canCreate, schema: { tags, summary: 'Egy modul tervezete és verziói', params: factoryKeyParamsSchema, response: { 200: factoryModuleSchema, ...errors } } }, async (request) =>
    toDto(await load(request.params.key)),
  );

  r.put(
    '/api/admin/module-factory/:key/draft',
    { preHandler: canCreate, schema: { tags, summary: 'A tervezet mentése', params: factoryKeyParamsSchema, body: factoryDefinitionSchema, response: { 200: factoryModuleSchema, ...errors } } },
    async (request) => {
      const found = await load(request.params.key);
      const next = request.body;
      if (next.key !== found.module.key) throw new HttpError(409, 'FACTORY_VERSION_CONFLICT', 'A modulazonosító nem változtatható.', { key: 'A modulazonosító nem változtatható.' });
      // Refused early, so the designer learns it while editing, not only at publish time.
      assertVersionable(found.versions.map((v) => v.definition), next);
      await repo.saveDraft(found.module.key, next);
      return toDto(await load(found.module.key));
    },
  );

  r.post(
    '/api/admin/module-factory/preview',
    { preHandler: canCreate, schema: { tags, summary: 'Mintarekord ellenőrzése a tervezet szerint', body: factoryPreviewBodySchema, response: { 200: factoryPreviewResponseSchema, ...errors } } },
    async (request) => {
      const parsed = buildRecordSchema(request.body.definition).safeParse(request.body.data);
      if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', undefined, recordErrors(parsed.error));
      return { data: parsed.data };
    },
  );

  r.post(
    '/api/admin/module-factory/:key/publish',
    { preHandler: canCreate, schema: { tags, summary: 'Közzététel új verzióként', params: factoryKeyParamsSchema, response: { 200: factoryModuleSchema, ...errors } } },
    async (request) => {
      const found = await load(request.params.key);
      const draft = found.module.draft;
      const latest = found.versions.at(-1)?.definition;
      if (!draft || (latest && !definitionChanged(latest, draft))) throw new HttpError(409, 'FACTORY_NO_DRAFT');
      assertVersionable(found.versions.map((v) => v.definition), draft);
      const version = await repo.publish(found.module.key, draft, contextOf(request).user.id);
      await audit(request, 'module_factory.publish', found.module.key, { version, fields: draft.fields.map((f) => `${f.key}:${f.type}`) });
      return toDto(await load(found.module.key));
    },
  );
};

export default factoryRoutes;
