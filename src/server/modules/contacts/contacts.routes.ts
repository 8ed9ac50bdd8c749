import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactDetailSchema,
  contactInputSchema,
  duplicatesResponseSchema,
  CONTACT_IMPORT_MAX_SIZE,
  importBodySchema,
  importPreviewSchema,
  importResultSchema,
  listContactsQuerySchema,
  listContactsResponseSchema,
  mergeBodySchema,
  mergePreviewSchema,
} from '@shared/contacts/contacts.schemas';
import { contactsToCsv } from '@shared/contacts/contacts-csv';
import { errorBody } from '@shared/errors/errors';
import { sendCsv } from '../../lib/csv-reply';
import { requirePermission } from '../../plugins/request-context';
import { actorOf, created, tenantScope } from '../../lib/route-scope';
import { addContact, changeContact, contactDetail, contactDuplicates, contactMergePreview, exportContacts, importContacts, mergeContactsFor, removeContact } from './contacts.actions';
import { listContactsPage } from './contacts.repo';
import { checkImport, toDto, toSummary } from './contacts.service';
import { builtResponse, errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);
// The CSV travels as a JSON string: a file of the size its message promises (CONTACT_IMPORT_MAX_SIZE)
// is larger escaped and with its accented letters in UTF-8, and the app's default body limit (1 MB)
// refused it as "A kérés túl nagy." before its own check could speak.
const IMPORT_BODY_LIMIT = 2 * CONTACT_IMPORT_MAX_SIZE + 64 * 1024;

const contactsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewContacts');
  const canCreate = requirePermission(app, 'canCreateContacts');
  const canEdit = requirePermission(app, 'canEditContacts');

  /** The request's tenant transaction and actor (decision 0293: the services check, change, audit and emit). */
  const inTenant = tenantScope(app);

  r.get(
    '/api/contacts',
    {
      preHandler: canView,
      schema: {
        tags: ['contacts'],
        summary: 'A cég névjegyei (ékezetfüggetlen kereséssel; matterRole=client: csak a látható ügyek ügyfelei)',
        querystring: listContactsQuerySchema,
        response: { 200: listContactsResponseSchema, ...errors },
      },
      ...builtResponse,
    },
    async (request) => {
      // The hot list: one round trip on PostgreSQL, a prepared statement per filter shape (decisions
      // 0256, 0260); the request's user known to RLS, as `matterRole` reads matters (decision 0514).
      const actor = actorOf(request);
      const { items, total } = await listContactsPage(app.db, actor.tenantId, actor.userId, request.query);
      return { items: items.map(toDto), total };
    },
  );

  r.get(
    '/api/contacts/duplicates',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Lehetséges duplikátumok (adószám, e-mail, név)', response: { 200: duplicatesResponseSchema, ...errors } } },
    async (request) => {
      const groups = await inTenant(request, (tx, actor) => contactDuplicates(tx, actor));
      return { groups: groups.map((g) => ({ reason: g.reason, value: g.value, contacts: g.contacts.map(toSummary) })) };
    },
  );

  r.get(
    '/api/contacts/export',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Névjegyek CSV-exportja (UTF-8 BOM, pontosvessző)', response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const rows = await inTenant(request, (tx, actor) => exportContacts(tx, actor));
      return sendCsv(reply, 'nevjegyek', contactsToCsv(rows.map(toDto)));
    },
  );

  r.get(
    '/api/contacts/:id',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Egy névjegy kapcsolataival és idővonalával', params: idParam, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => contactDetail(tx, actor, request.params.id)),
  );

  r.post('/api/contacts', { preHandler: canCreate, schema: { tags: ['contacts'], summary: 'Új névjegy', body: contactInputSchema, response: { 201: contactDetailSchema, ...errors } } }, async (request, reply) =>
    created(
      reply,
      inTenant(request, (tx, actor) => addContact(tx, actor, request.body)),
    ),
  );

  r.put(
    '/api/contacts/:id',
    {
      preHandler: canEdit,
      schema: { tags: ['contacts'], summary: 'Névjegy módosítása (a teljes névjegy; a kihagyott mezők kiürülnek)', params: idParam, body: contactInputSchema, response: { 200: contactDetailSchema, ...errors } },
    },
    async (request) => inTenant(request, (tx, actor) => changeContact(tx, actor, request.params.id, request.body)),
  );

  r.delete('/api/contacts/:id', { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Névjegy törlése (archiválás)', params: idParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await inTenant(request, (tx, actor) => removeContact(tx, actor, request.params.id));
    return reply.status(204).send(null);
  });

  r.post(
    '/api/contacts/:id/merge-preview',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Összevonás előnézete: melyik érték marad', params: idParam, body: mergeBodySchema, response: { 200: mergePreviewSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => contactMergePreview(tx, actor, request.params.id, request.body.sourceId)),
  );

  r.post(
    '/api/contacts/:id/merge',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Névjegyek összevonása (a forrás beolvad ebbe)', params: idParam, body: mergeBodySchema, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => inTenant(request, (tx, actor) => mergeContactsFor(tx, actor, request.params.id, request.body)),
  );

  r.post(
    '/api/contacts/import/preview',
    {
      preHandler: canCreate,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags: ['contacts'], summary: 'CSV-import előnézete soronkénti hibákkal (semmit nem ment)', body: importBodySchema, response: { 200: importPreviewSchema, ...errors } },
    },
    async (request) => {
      const check = checkImport(request.body.csv);
      const invalid = check.rows.filter((r) => Object.keys(r.errors).length > 0).length;
      return { rows: check.rows.map(({ values: _v, ...row }) => row), valid: check.rows.length - invalid, invalid, unknownColumns: check.unknownColumns };
    },
  );

  r.post(
    '/api/contacts/import',
    { preHandler: canCreate, bodyLimit: IMPORT_BODY_LIMIT, schema: { tags: ['contacts'], summary: 'CSV-import: mindent vagy semmit', body: importBodySchema, response: { 201: importResultSchema, ...errors } } },
    async (request, reply) => {
      const check = checkImport(request.body.csv);
      const fields: Record<string, string> = {};
      for (const row of check.rows) for (const [field, message] of Object.entries(row.errors)) fields[`${row.line}.${field}`] = message;
      if (Object.keys(fields).length > 0) return reply.status(400).send(errorBody('CONTACT_IMPORT_INVALID', undefined, fields));
      const imported = await inTenant(request, (tx, actor) => importContacts(tx, actor, check));
      return reply.status(201).send({ imported });
    },
  );
};

export default contactsRoutes;
