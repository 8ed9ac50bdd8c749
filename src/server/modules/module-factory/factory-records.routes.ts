// /api/m/:moduleKey…: a firm's records of a published factory module (decision 0101). Reads need
// canViewContacts, writes canCreateContacts / canEditContacts: the records are the firm's working
// data (and may link to its contacts), which a customer – who holds canUseModules for the portal –
// must never see. The module guard (module-system/guard.ts, factory prefix) refuses a firm that has
// not installed the key with 403 MODULE_NOT_INSTALLED and records the use; a key installed but no
// longer published answers 404 MODULE_NOT_FOUND here.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  factoryModuleInfoSchema,
  factoryModuleParamsSchema,
  factoryRecordBodySchema,
  factoryRecordParamsSchema,
  factoryRecordResponseSchema,
  factoryRecordsQuerySchema,
  factoryRecordsResponseSchema,
} from '@shared/module-factory/module-factory.schemas';
import { buildRecordSchema, factoryMessages, linkedIds, recordErrors, type FactoryRecordData } from '@shared/module-factory/record-schema';
import { visibleData } from '@shared/module-factory/versioning';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { withTenant, type TenantTx } from '../../db/tenant-scope';
import { HttpError, notFound } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { latestPublished, type PublishedDefinition } from './factory.repo';
import { factoryRecordsRepo, type FactoryRecordRow } from './factory-records.repo';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['module-factory'];

type Scope = { tx: TenantTx; repo: ReturnType<typeof factoryRecordsRepo>; published: PublishedDefinition; userId: string };

function toDto(published: PublishedDefinition, row: FactoryRecordRow) {
  return {
    id: row.id,
    data: visibleData(published.definition, row.data),
    definitionVersion: row.definitionVersion,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Validates `input` against the latest version, its contact links against the firm's contacts and
 * its matter links against the matters the user sees (issue 38.15). A matter link kept unchanged
 * from `current` is not checked again: a colleague outside a confidential matter's team may still
 * edit the record's other fields without being told which matter it is.
 */
async function validated(scope: Scope, input: Record<string, unknown>, current: Record<string, unknown> = {}): Promise<FactoryRecordData> {
  const parsed = buildRecordSchema(scope.published.definition).safeParse(input);
  if (!parsed.success) throw new HttpError(400, 'VALIDATION_ERROR', undefined, recordErrors(parsed.error));
  const contactLinks = linkedIds(scope.published.definition, parsed.data, 'contact');
  const matterLinks = linkedIds(scope.published.definition, parsed.data, 'matter').filter((l) => current[l.key] !== l.id);
  const knownContacts = await scope.repo.contactNames(contactLinks.map((l) => l.id));
  const knownMatters = await scope.repo.matterNames(matterLinks.map((l) => l.id));
  const missing = [
    ...contactLinks.filter((l) => !knownContacts[l.id]).map((l) => [l.key, factoryMessages.contactMissing]),
    ...matterLinks.filter((l) => !knownMatters[l.id]).map((l) => [l.key, factoryMessages.matterMissing]),
  ];
  if (missing.length) throw new HttpError(400, 'VALIDATION_ERROR', undefined, Object.fromEntries(missing));
  return parsed.data;
}

const factoryRecordsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canRead = requirePermission(app, 'canViewContacts');
  const canCreate = requirePermission(app, 'canCreateContacts');
  const canEdit = requirePermission(app, 'canEditContacts');

  /** Runs `work` in the firm's transaction with the module's latest published definition. */
  function inModule<T>(request: FastifyRequest, moduleKey: string, work: (scope: Scope) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    const userId = contextOf(request).user.id;
    return withTenant(
      app.db,
      tenantId,
      async (tx) => {
        const published = await latestPublished(tx, moduleKey);
        if (!published) throw new HttpError(404, 'MODULE_NOT_FOUND');
        return work({ tx, repo: factoryRecordsRepo(tx, tenantId, moduleKey), published, userId });
      },
      { userId },
    );
  }

  /** The names of the contacts and matters the rows link to, for display. */
  async function withLinks(scope: Scope, rows: FactoryRecordRow[]) {
    const ids = (type: 'contact' | 'matter') => rows.flatMap((row) => linkedIds(scope.published.definition, row.data as FactoryRecordData, type).map((l) => l.id));
    return { contacts: await scope.repo.contactNames(ids('contact')), matters: await scope.repo.matterNames(ids('matter')) };
  }

  r.get(
    '/api/m/:moduleKey',
    { preHandler: canRead, schema: { tags, summary: 'Egy telepített gyári modul definíciója', params: factoryModuleParamsSchema, response: { 200: factoryModuleInfoSchema, ...errors } } },
    (request) => inModule(request, request.params.moduleKey, async ({ published }) => ({ key: request.params.moduleKey, ...published })),
  );

  r.get(
    '/api/m/:moduleKey/records',
    { preHandler: canRead, schema: { tags, summary: 'A modul rekordjai', params: factoryModuleParamsSchema, querystring: factoryRecordsQuerySchema, response: { 200: factoryRecordsResponseSchema, ...errors } } },
    (request) =>
      inModule(request, request.params.moduleKey, async (scope) => {
        const { items, total } = await scope.repo.list(request.query.limit, request.query.offset);
        return { items: items.map((row) => toDto(scope.published, row)), total, ...(await withLinks(scope, items)) };
      }),
  );

  r.post(
    '/api/m/:moduleKey/records',
    { preHandler: canCreate, schema: { tags, summary: 'Új rekord', params: factoryModuleParamsSchema, body: factoryRecordBodySchema, response: { 201: factoryRecordResponseSchema, ...errors } } },
    async (request, reply) => {
      const body = await inModule(request, request.params.moduleKey, async (scope) => {
        const data = await validated(scope, request.body.data);
        const row = await scope.repo.insert({ data, definitionVersion: scope.published.version, createdBy: scope.userId });
        return { record: toDto(scope.published, row), ...(await withLinks(scope, [row])) };
      });
      return reply.status(201).send(body);
    },
  );

  r.get(
    '/api/m/:moduleKey/records/:id',
    { preHandler: canRead, schema: { tags, summary: 'Egy rekord', params: factoryRecordParamsSchema, response: { 200: factoryRecordResponseSchema, ...errors } } },
    (request) =>
      inModule(request, request.params.moduleKey, async (scope) => {
        const row = await scope.repo.get(request.params.id);
        if (!row) throw notFound();
        return { record: toDto(scope.published, row), ...(await withLinks(scope, [row])) };
      }),
  );

  r.patch(
    '/api/m/:moduleKey/records/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Rekord módosítása', params: factoryRecordParamsSchema, body: factoryRecordBodySchema, response: { 200: factoryRecordResponseSchema, ...errors } } },
    (request) =>
      inModule(request, request.params.moduleKey, async (scope) => {
        const current = await scope.repo.get(request.params.id);
        if (!current) throw notFound();
        // The record moves to the latest version: its shown fields are validated again; values of
        // fields removed since stay in storage untouched.
        const data = await validated(scope, { ...visibleData(scope.published.definition, current.data), ...request.body.data }, current.data);
        const row = await scope.repo.update(current.id, { data: { ...current.data, ...data }, definitionVersion: scope.published.version });
        if (!row) throw notFound();
        // Field names only: the values may be personal data and stay in the record itself.
        const changedFields = Object.keys(data).filter((field) => JSON.stringify((current.data as FactoryRecordData)[field]) !== JSON.stringify(data[field]));
        await recordAudit(scope.tx, { ...requestOrigin(request), action: 'factory_records.update', targetType: 'factory_record', targetId: row.id, metadata: { module: request.params.moduleKey, changedFields } });
        return { record: toDto(scope.published, row), ...(await withLinks(scope, [row])) };
      }),
  );

  r.delete(
    '/api/m/:moduleKey/records/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Rekord törlése', params: factoryRecordParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await inModule(request, request.params.moduleKey, async (scope) => {
        if (!(await scope.repo.remove(request.params.id))) throw notFound();
        await recordAudit(scope.tx, { ...requestOrigin(request), action: 'factory_records.delete', targetType: 'factory_record', targetId: request.params.id, metadata: { module: request.params.moduleKey } });
      });
      return reply.status(204).send(null);
    },
  );
};

export default factoryRecordsRoutes;
