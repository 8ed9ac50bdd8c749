// /api/m/:moduleKey…: a firm's records of a published factory module (decision 0101). Reads need
// canViewContacts, writes canCreateContacts / canEditContacts: the records are the firm's working
// data (and may link to its contacts), which a customer – who holds canUseModules for the portal –
// must never see. The module guard (module-system/guard.ts, factory prefix) refuses a firm that has
// not installed the key with 403 MODULE_NOT_INSTALLED and records the use; a key installed but no
// longer published answers 404 MODULE_NOT_FOUND here.
import type { FastifyPluginAsync } from 'fastify';
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
import { created, tenantScope } from '../../lib/route-scope';
import { errorResponses } from '../../lib/route-schemas';
import { requirePermission } from '../../plugins/request-context';
import { addFactoryRecord, changeFactoryRecord, factoryModuleInfo, factoryRecord, factoryRecordList, removeFactoryRecord } from './factory-records.actions';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['module-factory'];

const factoryRecordsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const canRead = requirePermission(app, 'canViewContacts');
  const canCreate = requirePermission(app, 'canCreateContacts');
  const canEdit = requirePermission(app, 'canEditContacts');

  r.get(
    '/api/m/:moduleKey',
    { preHandler: canRead, schema: { tags, summary: 'Egy telepített gyári modul definíciója', params: factoryModuleParamsSchema, response: { 200: factoryModuleInfoSchema, ...errors } } },
    (request) => inFirm(request, (tx, actor) => factoryModuleInfo(tx, actor, request.params.moduleKey)),
  );

  r.get(
    '/api/m/:moduleKey/records',
    { preHandler: canRead, schema: { tags, summary: 'A modul rekordjai', params: factoryModuleParamsSchema, querystring: factoryRecordsQuerySchema, response: { 200: factoryRecordsResponseSchema, ...errors } } },
    (request) => inFirm(request, (tx, actor) => factoryRecordList(tx, actor, request.params.moduleKey, request.query)),
  );

  r.post(
    '/api/m/:moduleKey/records',
    { preHandler: canCreate, schema: { tags, summary: 'Új rekord', params: factoryModuleParamsSchema, body: factoryRecordBodySchema, response: { 201: factoryRecordResponseSchema, ...errors } } },
    (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => addFactoryRecord(tx, actor, request.params.moduleKey, request.body.data)),
      ),
  );

  r.get('/api/m/:moduleKey/records/:id', { preHandler: canRead, schema: { tags, summary: 'Egy rekord', params: factoryRecordParamsSchema, response: { 200: factoryRecordResponseSchema, ...errors } } }, (request) =>
    inFirm(request, (tx, actor) => factoryRecord(tx, actor, request.params.moduleKey, request.params.id)),
  );

  r.patch(
    '/api/m/:moduleKey/records/:id',
    { preHandler: canEdit, schema: { tags, summary: 'Rekord módosítása', params: factoryRecordParamsSchema, body: factoryRecordBodySchema, response: { 200: factoryRecordResponseSchema, ...errors } } },
    (request) => inFirm(request, (tx, actor) => changeFactoryRecord(tx, actor, request.params.moduleKey, request.params.id, request.body.data)),
  );

  r.delete('/api/m/:moduleKey/records/:id', { preHandler: canEdit, schema: { tags, summary: 'Rekord törlése', params: factoryRecordParamsSchema, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await inFirm(request, (tx, actor) => removeFactoryRecord(tx, actor, request.params.moduleKey, request.params.id));
    return reply.status(204).send(null);
  });
};

export default factoryRecordsRoutes;
