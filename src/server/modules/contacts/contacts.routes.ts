import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactSchema, listContactsQuerySchema, listContactsResponseSchema } from '@shared/contacts/contacts.schemas';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import type { ContactRow } from '../../db/schema/contacts';
import { withTenant } from '../../db/tenant-scope';
import { notFound } from '../../lib/http-error';
import { requirePermission, tenantOf } from '../../plugins/request-context';
import { contactsRepo } from './contacts.repo';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

function toDto(row: ContactRow) {
  return { id: row.id, name: row.name, email: row.email, phone: row.phone, company: row.company, createdAt: row.createdAt.toISOString() };
}

const contactsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewContacts');

  r.get(
    '/api/contacts',
    {
      preHandler: canView,
      schema: { tags: ['contacts'], summary: 'A cég névjegyei', querystring: listContactsQuerySchema, response: { 200: listContactsResponseSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const { items, total } = await withTenant(app.db, tenantId, (tx) => contactsRepo(tx, tenantId).list(request.query.limit, request.query.offset));
      return { items: items.map(toDto), total };
    },
  );

  r.get(
    '/api/contacts/:id',
    {
      preHandler: canView,
      schema: { tags: ['contacts'], summary: 'Egy névjegy', params: z.object({ id: z.string().min(1).max(100) }), response: { 200: contactSchema, ...errors } },
    },
    async (request) => {
      const tenantId = tenantOf(request);
      const row = await withTenant(app.db, tenantId, (tx) => contactsRepo(tx, tenantId).get(request.params.id));
      if (!row) throw notFound();
      return toDto(row);
    },
  );
};

export default contactsRoutes;
