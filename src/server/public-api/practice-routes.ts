// The public API's practice routes beyond the matters' list (issue 36.3, decision 0393): the
// contacts' list (with the app's `matterRole`, decision 0514), time entries, invoices (read), deadlines and documents (list and download), and the writes — a contact
// and a time entry — with `Idempotency-Key`. Each route calls the app's own service for the same
// data, so a key sees exactly what its creator would see in the app (own time entries unless an
// administrator, confidential matters' deadlines and documents only for their team), under the
// same guard and the resource's module, and is refused with the app's error codes.
// It lives outside modules/ because it composes several modules' services, each through its face
// (modules/<x>/index.ts, decision 0417); the api-keys module registers it under its own guards.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactInputSchema, contactMatterRoles, contactSchema } from '@shared/contacts/contacts.schemas';
import { deadlineItemSchema, listDeadlinesQuerySchema } from '@shared/compliance-tracker/matter-deadlines.schemas';
import { documentSummarySchema, listDocumentsQuerySchema } from '@shared/documents/documents.schemas';
import { invoiceSummarySchema, listInvoicesQuerySchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { createTimeEntryBodySchema, listTimeEntriesQuerySchema, timeEntrySchema } from '@shared/time-tracking/time-tracking.schemas';
import type { Permission } from '@shared/permissions/permissions';
import type { TenantTx } from '../db/tenant-scope';
import { errorResponses, idParam } from '../lib/route-schemas';
import { type RequestActor, tenantScope } from '../lib/route-scope';
import { requirePermission } from '../plugins/request-context';
import { addContact, MATTER_ROLE_CONDITIONS } from '../modules/contacts';
import { listDeadlines } from '../modules/compliance-tracker';
import { listDocuments, openDocumentVersion, sendFromVault } from '../modules/documents';
import { listInvoices } from '../modules/invoice-generator';
import { recordTime, timeEntries } from '../modules/time-tracking';
import { idempotentScope, offsetPage, page, pageQuery, requireModule } from '../modules/api-keys';

export const errors = errorResponses(400, 401, 403, 404, 409, 422, 429);
export const tags = ['public-api'];
const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ data: z.array(item), nextCursor: z.string().nullable() });
/** An app list's filters with the public API's paging (limit ≤ 100, cursor) instead of offsets. */
const withPaging = <S extends z.ZodObject<{ limit: z.ZodTypeAny; offset: z.ZodTypeAny }>>(query: S) => query.omit({ limit: true, offset: true }).extend(pageQuery.shape);
/** The v1 contacts list's row (created newest first, cursor-paged) and its errors. */
const v1ContactSchema = z.object({ id: z.string(), kind: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), taxNumber: z.string().nullable(), createdAt: z.string() });
const readErrors = errorResponses(400, 401, 403, 429);
/** `matterRole` as the app's contacts list has it (decision 0514). */
const contactsPageQuery = pageQuery.extend({ matterRole: z.enum(contactMatterRoles).optional() });
export const idempotencyHeader = z.object({
  'idempotency-key': z.string().optional().describe('Ismétléskor ugyanaz a kulcs: a kérés legfeljebb egyszer fut le (24 óráig).'),
});

/**
 * A read of an app list (`{ items, total }`, paged by offset) as a v1 list: the app's filters,
 * the permission and module of the app's route, `{ data, nextCursor }` paging.
 */
export function v1OffsetLists(app: FastifyInstance) {
  const inFirm = tenantScope(app);
  return function offsetList<Q extends z.ZodObject<{ limit: z.ZodTypeAny; offset: z.ZodTypeAny }>, Item extends z.ZodTypeAny>(
    path: string,
    route: { permission: Permission; module: string; summary: string; query: Q; item: Item },
    list: (tx: TenantTx, actor: RequestActor, filters: z.output<Q>) => Promise<{ items: z.output<Item>[]; total: number }>,
  ) {
    const query = withPaging(route.query);
    // Untyped registration: the answer's type is the item schema's, checked by the serializer.
    app.get(path, { preHandler: requirePermission(app, route.permission), schema: { tags, summary: route.summary, querystring: query, response: { 200: pageOf(route.item), ...errors } } }, async (request) =>
      inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, route.module);
        const { cursor, ...filters } = request.query as { cursor?: string; limit: number } & Record<string, unknown>;
        return offsetPage(cursor, filters.limit, (offset) => list(tx, actor, { ...filters, offset } as z.output<Q>));
      }),
    );
  };
}

export function registerPublicApiPracticeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const idempotent = idempotentScope(app);
  const offsetList = v1OffsetLists(app);

  r.get(
    '/api/v1/contacts',
    {
      preHandler: requirePermission(app, 'canViewContacts'),
      schema: {
        tags,
        summary: 'Névjegyek, a legújabbak elöl, lapozva (matterRole=client: csak a látható ügyek ügyfelei)',
        querystring: contactsPageQuery,
        response: { 200: pageOf(v1ContactSchema), ...readErrors },
      },
    },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'contacts');
        const { matterRole, ...query } = request.query;
        const result = await page<{ id: string; created_at: string; kind: string; name: string; email: string | null; phone: string | null; tax_number: string | null }>(
          tx,
          actor.tenantId,
          'contacts',
          query,
          matterRole ? MATTER_ROLE_CONDITIONS[matterRole] : undefined,
        );
        return {
          data: result.data.map((c) => ({ id: c.id, kind: c.kind, name: c.name, email: c.email, phone: c.phone, taxNumber: c.tax_number, createdAt: new Date(c.created_at).toISOString() })),
          nextCursor: result.nextCursor,
        };
      }),
  );

  offsetList(
    '/api/v1/time-entries',
    { permission: 'canViewTimeTracking', module: 'time-tracking', summary: 'Időbejegyzések (a sajátjaim; adminisztrátornak bárkié), lapozva', query: listTimeEntriesQuerySchema, item: timeEntrySchema },
    timeEntries,
  );
  offsetList(
    '/api/v1/invoices',
    { permission: 'canViewTimeTracking', module: 'invoice-generator', summary: 'Számlák és piszkozatok (csak olvasás), lapozva', query: listInvoicesQuerySchema, item: invoiceSummarySchema },
    (tx, actor, filters) => listInvoices(tx, actor.tenantId, filters),
  );
  offsetList(
    '/api/v1/deadlines',
    { permission: 'canViewCases', module: 'compliance-tracker', summary: 'Határidők (bizalmas ügyé csak a csapatnak), lapozva', query: listDeadlinesQuerySchema, item: deadlineItemSchema },
    (tx, actor, filters) => listDeadlines(tx, actor, filters),
  );
  offsetList(
    '/api/v1/documents',
    { permission: 'canViewDocuments', module: 'documents', summary: 'Dokumentumok (bizalmas ügyé csak a csapatnak), lapozva', query: listDocumentsQuerySchema, item: documentSummarySchema },
    listDocuments,
  );

  r.post(
    '/api/v1/time-entries',
    {
      preHandler: requirePermission(app, 'canCreateTimeEntries'),
      schema: { tags, summary: 'Új időbejegyzés (Idempotency-Key ajánlott)', headers: idempotencyHeader, body: createTimeEntryBodySchema, response: { 201: timeEntrySchema, ...errors } },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'time-tracking');
        const { duration, ...rest } = request.body;
        return recordTime(tx, actor, { ...rest, minutes: duration });
      }),
  );

  r.post(
    '/api/v1/contacts',
    {
      preHandler: requirePermission(app, 'canCreateContacts'),
      schema: { tags, summary: 'Új névjegy (Idempotency-Key ajánlott)', headers: idempotencyHeader, body: contactInputSchema, response: { 201: contactSchema, ...errors } },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'contacts');
        const { links: _links, timeline: _timeline, ...contact } = await addContact(tx, actor, request.body);
        return contact;
      }),
  );

  r.get(
    '/api/v1/documents/:id/download',
    { preHandler: requirePermission(app, 'canViewDocuments'), schema: { tags, summary: 'Egy dokumentum aktuális verziójának letöltése', params: idParam } },
    async (request, reply) => {
      const version = await inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'documents');
        return openDocumentVersion(tx, actor, request.params.id, undefined, false);
      });
      return sendFromVault(app, reply, version);
    },
  );
}
