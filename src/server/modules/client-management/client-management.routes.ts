// /api/client-management (issue 14 point 6, decision 0134): the firm's clients for staff who see contacts
// (canViewContacts); the invoice sum and the open balance only for those who see invoices (canViewTimeTracking, like
// the invoice-generator module). Portal access is user administration: inviting and revoking need
// canManageCompanyUsers, like the join-requests flow whose invitation mail it reuses. The service
// audits each access change.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientDetailSchema, listClientsQuerySchema, listClientsResponseSchema, portalInvitationSchema, portalInviteBodySchema } from '@shared/client-management/client-management.schemas';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { HttpError } from '../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { cancelPortalInvitation, clientContact, clientDetail, listClients, type OpenBalances, recordPortalInvitation, revokePortalAccess } from './client-management.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['client-management'];

/** The join-requests flow's customer invitation (its mail and audit), wired by client-management/module.ts from the account face. */
export type InviteCustomer = (
  app: FastifyInstance,
  invitation: { tenantId: string; inviterId: string; email: string; origin: { ip: string; userAgent: string | null } },
) => Promise<{ id: string; email: string; expiresAt: string }>;

const clientManagementRoutes: FastifyPluginAsync<{ inviteCustomer: InviteCustomer; openBalances: OpenBalances }> = async (app, { inviteCustomer, openBalances }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewContacts');
  const canManageAccess = requirePermission(app, 'canManageCompanyUsers');

  function inTenant<T>(request: FastifyRequest, work: (tx: TenantTx, tenantId: string) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    return withTenant(app.db, tenantId, (tx) => work(tx, tenantId), { userId: contextOf(request).user.id });
  }
  const seesInvoices = (request: FastifyRequest) => contextOf(request).permissions.canViewTimeTracking;
  /** Balances only for those who see invoices: the receivables query is not run for the others. */
  const balancesFor = (request: FastifyRequest, tx: TenantTx, tenantId: string) => (seesInvoices(request) ? openBalances(tx, tenantId) : Promise.resolve(undefined));
  const inFirm = tenantScope(app);

  r.get(
    '/api/client-management',
    {
      preHandler: canView,
      schema: { tags, summary: 'Az iroda ügyfelei ügyeikkel, kiállított számláik összegével és portál-hozzáférésükkel', querystring: listClientsQuerySchema, response: { 200: listClientsResponseSchema, ...errors } },
    },
    async (request) =>
      inTenant(request, async (tx, tenantId) => {
        const balances = await balancesFor(request, tx, tenantId);
        return { items: await listClients(tx, tenantId, { q: request.query.q, withInvoices: seesInvoices(request), ...(balances ? { balances } : {}) }) };
      }),
  );

  r.get(
    '/api/client-management/:id',
    { preHandler: canView, schema: { tags, summary: 'Egy ügyfél: ügyei, számlái, ki fér hozzá az ügyfélportálhoz', params: idParam, response: { 200: clientDetailSchema, ...errors } } },
    async (request) => inTenant(request, async (tx, tenantId) => clientDetail(tx, tenantId, request.params.id, seesInvoices(request), await balancesFor(request, tx, tenantId))),
  );

  r.post(
    '/api/client-management/:id/portal-invitations',
    {
      preHandler: canManageAccess,
      schema: { tags, summary: 'Az ügyfél (vagy kapcsolattartója) meghívása az ügyfélportálra', params: idParam, body: portalInviteBodySchema, response: { 201: portalInvitationSchema, ...errors } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const { inviteable } = await inTenant(request, (tx, tenantId) => clientContact(tx, tenantId, request.params.id));
      if (inviteable.length === 0) throw new HttpError(400, 'CLIENT_EMAIL_MISSING');
      if (!inviteable.includes(email)) throw new HttpError(400, 'VALIDATION_ERROR', 'Csak az ügyfél vagy a hozzá kapcsolt személyek e-mail-címe hívható meg.', { email: 'Válassz az ügyfél e-mail-címei közül.' });
      const ua = request.headers['user-agent'];
      const invitation = await inviteCustomer(app, { tenantId: tenantOf(request), inviterId: contextOf(request).user.id, email, origin: { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null } });
      await inFirm(request, (tx, actor) => recordPortalInvitation(tx, actor, request.params.id, { id: invitation.id, email }));
      reply.code(201);
      return { ...invitation, createdAt: new Date().toISOString() };
    },
  );

  r.delete(
    '/api/client-management/:id/portal-access/:userId',
    {
      preHandler: canManageAccess,
      schema: { tags, summary: 'Portál-hozzáférés visszavonása (megszűnik az ügyfél-tagság)', params: idParam.extend({ userId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } },
    },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await revokePortalAccess(tx, actor, request.params.id, request.params.userId);
        return { ok: true as const };
      }),
  );

  r.delete(
    '/api/client-management/:id/portal-invitations/:invitationId',
    { preHandler: canManageAccess, schema: { tags, summary: 'Függő portálmeghívó visszavonása', params: idParam.extend({ invitationId: z.string().min(1).max(100) }), response: { 200: okSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await cancelPortalInvitation(tx, actor, request.params.id, request.params.invitationId);
        return { ok: true as const };
      }),
  );
};

export default clientManagementRoutes;
