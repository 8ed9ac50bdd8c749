import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactDetailSchema,
  contactInputSchema,
  duplicatesResponseSchema,
  importBodySchema,
  importPreviewSchema,
  importResultSchema,
  listContactsQuerySchema,
  listContactsResponseSchema,
  mergeBodySchema,
  mergePreviewSchema,
  type ContactLinkRole,
  type ContactActivityKind,
  type ContactKind,
} from '@shared/contacts/contacts.schemas';
import { contactsToCsv } from '@shared/contacts/contacts-csv';
import { errorBody } from '@shared/errors/errors';
import { sendCsv } from '../../lib/csv-reply';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { contactsRepo, listContactsPage, rowValues, type ContactsRepo } from './contacts.repo';
import { checkImport, createContact, mergeContacts, previewMerge, toDto, toSummary, updateContact } from './contacts.service';
import { builtResponse, errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const contactsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewContacts');
  const canCreate = requirePermission(app, 'canCreateContacts');
  const canEdit = requirePermission(app, 'canEditContacts');

  /** The request's tenant transaction with the contacts repository. */
  function inTenant<T>(request: FastifyRequest, work: (repo: ContactsRepo, tx: Parameters<Parameters<typeof withTenant>[2]>[0]) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    return withTenant(app.db, tenantId, (tx) => work(contactsRepo(tx, tenantId), tx));
  }
  const actorOf = (request: FastifyRequest) => contextOf(request).user.id;

  async function detailOf(repo: ContactsRepo, id: string) {
    const row = await repo.get(id);
    if (!row) return null;
    const [links, timeline] = [await repo.links(id), await repo.timeline(id)];
    return {
      ...toDto(row),
      links: links.map((l) => ({ id: l.id, role: l.role as ContactLinkRole, title: l.title, contact: { id: l.otherId, name: l.otherName, kind: l.otherKind as ContactKind } })),
      timeline: timeline.map((a) => ({ id: a.id, kind: a.kind as ContactActivityKind, actorName: a.actorName, details: a.details ?? null, createdAt: a.createdAt.toISOString() })),
    };
  }

  r.get(
    '/api/contacts',
    {
      preHandler: canView,
      schema: { tags: ['contacts'], summary: 'A cég névjegyei (ékezetfüggetlen kereséssel)', querystring: listContactsQuerySchema, response: { 200: listContactsResponseSchema, ...errors } },
      ...builtResponse,
    },
    async (request) => {
      // The hot list: one round trip on PostgreSQL, a prepared statement per filter shape (decisions 0256, 0260).
      const { items, total } = await listContactsPage(app.db, tenantOf(request), request.query);
      return { items: items.map(toDto), total };
    },
  );

  r.get(
    '/api/contacts/duplicates',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Lehetséges duplikátumok (adószám, e-mail, név)', response: { 200: duplicatesResponseSchema, ...errors } } },
    async (request) => {
      const groups = await inTenant(request, (repo) => repo.duplicates());
      return { groups: groups.map((g) => ({ reason: g.reason, value: g.value, contacts: g.contacts.map(toSummary) })) };
    },
  );

  r.get(
    '/api/contacts/export',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Névjegyek CSV-exportja (UTF-8 BOM, pontosvessző)', response: { 200: z.string().describe('text/csv'), ...errors } } },
    async (request, reply) => {
      const rows = await inTenant(request, (repo) => repo.all());
      await recordAudit(app.db, { ...requestOrigin(request), action: 'contacts.export', metadata: { count: rows.length } });
      return sendCsv(reply, 'nevjegyek', contactsToCsv(rows.map(toDto)));
    },
  );

  r.get(
    '/api/contacts/:id',
    { preHandler: canView, schema: { tags: ['contacts'], summary: 'Egy névjegy kapcsolataival és idővonalával', params: idParam, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => {
      const detail = await inTenant(request, (repo) => detailOf(repo, request.params.id));
      if (!detail) throw notFound();
      return detail;
    },
  );

  r.post(
    '/api/contacts',
    { preHandler: canCreate, schema: { tags: ['contacts'], summary: 'Új névjegy', body: contactInputSchema, response: { 201: contactDetailSchema, ...errors } } },
    async (request, reply) => {
      const detail = await inTenant(request, async (repo) => detailOf(repo, (await createContact(repo, request.body, actorOf(request))).id));
      return reply.status(201).send(detail!);
    },
  );

  r.put(
    '/api/contacts/:id',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Névjegy módosítása (a teljes névjegy; a kihagyott mezők kiürülnek)', params: idParam, body: contactInputSchema, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => {
      const detail = await inTenant(request, async (repo) => {
        const row = await updateContact(repo, request.params.id, request.body, actorOf(request));
        return row ? detailOf(repo, row.id) : null;
      });
      if (!detail) throw notFound();
      return detail;
    },
  );

  r.delete(
    '/api/contacts/:id',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Névjegy törlése (archiválás)', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      const deleted = await inTenant(request, async (repo, tx) => {
        const row = await repo.softDelete(request.params.id, actorOf(request));
        if (row) await recordAudit(tx, { ...requestOrigin(request), action: 'contacts.delete', targetType: 'contact', targetId: row.id, metadata: { name: row.name } });
        return row;
      });
      if (!deleted) throw notFound();
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/contacts/:id/merge-preview',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Összevonás előnézete: melyik érték marad', params: idParam, body: mergeBodySchema, response: { 200: mergePreviewSchema, ...errors } } },
    async (request) => {
      const preview = await inTenant(request, (repo) => previewMerge(repo, request.params.id, request.body.sourceId));
      if (!preview) throw notFound();
      return preview;
    },
  );

  r.post(
    '/api/contacts/:id/merge',
    { preHandler: canEdit, schema: { tags: ['contacts'], summary: 'Névjegyek összevonása (a forrás beolvad ebbe)', params: idParam, body: mergeBodySchema, response: { 200: contactDetailSchema, ...errors } } },
    async (request) => {
      const detail = await inTenant(request, async (repo, tx) => {
        const merged = await mergeContacts(repo, request.params.id, request.body, actorOf(request));
        if (!merged) return null;
        await recordAudit(tx, {
          ...requestOrigin(request),
          action: 'contacts.merge',
          targetType: 'contact',
          targetId: merged.row.id,
          metadata: { sourceId: merged.source.id, sourceName: merged.source.name, choices: request.body.choices ?? {} },
        });
        return detailOf(repo, merged.row.id);
      });
      if (!detail) throw notFound();
      return detail;
    },
  );

  r.post(
    '/api/contacts/import/preview',
    { preHandler: canCreate, schema: { tags: ['contacts'], summary: 'CSV-import előnézete soronkénti hibákkal (semmit nem ment)', body: importBodySchema, response: { 200: importPreviewSchema, ...errors } } },
    async (request) => {
      const check = checkImport(request.body.csv);
      const invalid = check.rows.filter((r) => Object.keys(r.errors).length > 0).length;
      return { rows: check.rows.map(({ values: _v, ...row }) => row), valid: check.rows.length - invalid, invalid, unknownColumns: check.unknownColumns };
    },
  );

  r.post(
    '/api/contacts/import',
    { preHandler: canCreate, schema: { tags: ['contacts'], summary: 'CSV-import: mindent vagy semmit', body: importBodySchema, response: { 201: importResultSchema, ...errors } } },
    async (request, reply) => {
      const check = checkImport(request.body.csv);
      const fields: Record<string, string> = {};
      for (const row of check.rows) for (const [field, message] of Object.entries(row.errors)) fields[`${row.line}.${field}`] = message;
      if (Object.keys(fields).length > 0) return reply.status(400).send(errorBody('CONTACT_IMPORT_INVALID', undefined, fields));
      const actor = actorOf(request);
      const imported = await inTenant(request, async (repo, tx) => {
        await repo.insertMany(check.rows.map((row) => rowValues(row.values!)), actor, 'imported');
        await recordAudit(tx, { ...requestOrigin(request), action: 'contacts.import', metadata: { count: check.rows.length } });
        return check.rows.length;
      });
      return reply.status(201).send({ imported });
    },
  );
};

export default contactsRoutes;
