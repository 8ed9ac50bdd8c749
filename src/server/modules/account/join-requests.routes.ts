// Join requests (decision 0070). The requester (any signed-in user, with or without a firm):
// POST /api/join-requests, GET /api/join-requests/mine, POST /api/join-requests/:id/withdraw,
// POST /api/join-requests/invitations/:id/accept. The firm (canManageCompanyUsers):
// GET /api/company/join-requests, POST /api/company/join-requests/:id/accept|decline, and
// POST /api/company/invitations (invite a customer directly by e-mail).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import {
  customerInvitationBodySchema,
  customerInvitationSchema,
  firmJoinRequestListSchema,
  joinRequestBodySchema,
  joinRequestDecisionSchema,
  joinRequestMessages,
  joinRequestSubmittedSchema,
  ownJoinRequestListSchema,
} from '@shared/join-requests/join-requests.schemas';
import { contextOf, requireAuth, requirePermission, tenantOf } from '../../plugins/request-context';
import { acceptInvitation, decideJoinRequest, inviteCustomer, type Origin, ownJoinRequests, pendingForFirm, submitJoinRequest, withdrawJoinRequest } from './join-requests.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['join-requests'];
const joinedMessage = 'Elfogadtad a meghívót: mostantól az iroda ügyfele vagy.';

function originOf(request: FastifyRequest): Origin {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

const joinRequestsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);
  const canManage = requirePermission(app, 'canManageCompanyUsers');

  r.post(
    '/api/join-requests',
    {
      preHandler: signedIn,
      schema: {
        tags,
        summary: 'Csatlakozási kérelem egy irodához (ügyvéd emailcíme vagy irodakód); mindig ugyanaz a válasz',
        body: joinRequestBodySchema,
        response: { 202: joinRequestSubmittedSchema, 200: z.object({ status: z.literal('joined'), message: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = contextOf(request);
      const outcome = await submitJoinRequest(app, user, request.body.lawyerEmailOrCode, originOf(request));
      if (outcome === 'joined') return reply.status(200).send({ status: 'joined' as const, message: joinedMessage });
      return reply.status(202).send({ status: 'pending' as const, message: joinRequestMessages.submitted });
    },
  );

  r.get(
    '/api/join-requests/mine',
    { preHandler: signedIn, schema: { tags, summary: 'Saját csatlakozási kérelmeim és a nekem szóló meghívók', response: { 200: ownJoinRequestListSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ownJoinRequests(app.db, contextOf(request).user);
    },
  );

  r.post('/api/join-requests/:id/withdraw', { preHandler: signedIn, schema: { tags, summary: 'Saját függő kérelem visszavonása', params: idParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await withdrawJoinRequest(app.db, contextOf(request).user.id, request.params.id, originOf(request));
    return reply.status(204).send(null);
  });

  r.post(
    '/api/join-requests/invitations/:id/accept',
    { preHandler: signedIn, schema: { tags, summary: 'A saját emailcímemre szóló meghívó elfogadása', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await acceptInvitation(app.db, contextOf(request).user, request.params.id, originOf(request));
      return reply.status(204).send(null);
    },
  );

  r.get('/api/company/join-requests', { preHandler: canManage, schema: { tags, summary: 'A cég függő csatlakozási kérelmei', response: { 200: firmJoinRequestListSchema, ...errors } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { items: await pendingForFirm(app.db, tenantOf(request)) };
  });

  r.post(
    '/api/company/invitations',
    {
      preHandler: canManage,
      schema: { tags, summary: 'Ügyfél meghívása emailben (a kóddal azonnal csatlakozik)', body: customerInvitationBodySchema, response: { 201: customerInvitationSchema, ...errors } },
    },
    async (request, reply) => {
      const invitation = await inviteCustomer(app, { tenantId: tenantOf(request), inviterId: contextOf(request).user.id, email: request.body.email, origin: originOf(request) });
      return reply.status(201).send(invitation);
    },
  );

  for (const verb of ['accept', 'decline'] as const) {
    r.post(
      `/api/company/join-requests/:id/${verb}`,
      {
        preHandler: canManage,
        schema: { tags, summary: verb === 'accept' ? 'Kérelem elfogadása (ügyfélként csatlakozik)' : 'Kérelem elutasítása', params: idParam, response: { 200: joinRequestDecisionSchema, ...errors } },
      },
      async (request) => decideJoinRequest(app, { tenantId: tenantOf(request), deciderId: contextOf(request).user.id, id: request.params.id, accept: verb === 'accept', origin: originOf(request) }),
    );
  }
};

export default joinRequestsRoutes;
