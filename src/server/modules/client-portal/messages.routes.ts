// /api/client-portal/threads (the customer) and /api/client-portal/inbox (the firm): portal messages (issue 35
// point 2, decisions 0352–0353). The customer's routes answer only the threads of their own
// clients, the firm's only threads the member may see (confidential matter: its team) – any other
// id is 404. Each route parses, makes one service call in the tenant transaction, shapes the answer;
// what both sides have alike about one thread (read, answer, attach, download) is thread-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inboxQuerySchema, newThreadBodySchema, ownThreadsQuerySchema, portalThreadListSchema, portalThreadSchema, threadUpdateBodySchema } from '@shared/client-portal/client-portal.schemas';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { firmThread, getInboxThread, listInbox, readInboxThread, replyAsFirm, updateInboxThread } from './inbox.service';
import { createStreamHub } from './message-stream';
import { getOwnThread, listOwnThreads, ownOpenThread, ownThread, readOwnThread, replyAsCustomer, startThread } from './messages.service';
import { threadRoutes } from './thread-routes';
import { ownClients } from './client-portal.service';

const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404, 409);
const createdId = { 201: z.object({ id: z.string() }), ...errors };
/** The live route's answer to a caller that did not ask for a stream: the unread total, once. */
const liveFallback = { 200: z.object({ unreadTotal: z.number().int() }), ...errors };
const wantsStream = (accept: string | undefined) => (accept ?? '').includes('text/event-stream');

export async function messageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const hub = createStreamHub(app);

  const canContact = requirePermission(app, 'canContactCompany');
  r.get(
    '/api/client-portal/threads',
    { preHandler: canContact, schema: { tags, summary: 'Az ügyfél üzenetváltásai az irodával, olvasatlan számokkal', querystring: ownThreadsQuerySchema, response: { 200: portalThreadListSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => listOwnThreads(tx, actor, request.query.q)),
  );
  r.get(
    '/api/client-portal/threads/live',
    { preHandler: canContact, schema: { tags, summary: 'Élő értesítés az ügyfél új üzeneteiről (SSE, ha Accept: text/event-stream; csak azonosítók)', response: liveFallback } },
    async (request, reply) => {
      const { actor, clientIds, unreadTotal } = await inFirm(request, async (tx, actor) => ({
        actor,
        clientIds: (await ownClients(tx, actor)).map((c) => c.id),
        unreadTotal: wantsStream(request.headers.accept) ? 0 : (await listOwnThreads(tx, actor)).unreadTotal,
      }));
      if (!wantsStream(request.headers.accept)) return { unreadTotal };
      hub.open(request, reply, actor, clientIds);
      return reply;
    },
  );
  r.post(
    '/api/client-portal/threads',
    { preHandler: canContact, schema: { tags, summary: 'Új üzenet az irodának (egy ügyfél nevében, opcionálisan egy ügyéhez)', body: newThreadBodySchema, response: createdId } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => startThread(tx, actor, request.body)),
      ),
  );
  await threadRoutes(app, {
    base: '/api/client-portal/threads',
    permission: 'canContactCompany',
    summaries: {
      get: 'Az ügyfél egy üzenetváltása az üzenetekkel és az olvasási visszaigazolásokkal',
      reply: 'Az ügyfél válasza egy üzenetváltásban',
      read: 'Az ügyfél elolvasta az üzenetváltást (a legújabb üzenetig)',
    },
    get: getOwnThread,
    writable: ownOpenThread,
    visible: ownThread,
    reply: replyAsCustomer,
    read: readOwnThread,
  });

  const canInbox = requirePermission(app, 'canViewContacts');
  r.get(
    '/api/client-portal/inbox',
    {
      preHandler: canInbox,
      schema: { tags, summary: 'Az iroda beérkező ügyfélüzenetei (szűrés ügyfélre, ügyre, válaszra várókra, felelősre)', querystring: inboxQuerySchema, response: { 200: portalThreadListSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => listInbox(tx, actor, request.query)),
  );
  r.get(
    '/api/client-portal/inbox/live',
    { preHandler: canInbox, schema: { tags, summary: 'Élő értesítés az iroda új ügyfélüzeneteiről (SSE, ha Accept: text/event-stream; csak azonosítók)', response: liveFallback } },
    async (request, reply) => {
      if (!wantsStream(request.headers.accept)) return inFirm(request, async (tx, actor) => ({ unreadTotal: (await listInbox(tx, actor, {})).unreadTotal }));
      hub.open(request, reply, actorOf(request), null);
      return reply;
    },
  );
  await threadRoutes(app, {
    base: '/api/client-portal/inbox',
    permission: 'canViewContacts',
    summaries: { get: 'Egy ügyfél-üzenetváltás az iroda oldaláról', reply: 'Az iroda válasza az ügyfélnek', read: 'A munkatárs elolvasta az üzenetváltást' },
    get: getInboxThread,
    writable: firmThread,
    visible: firmThread,
    reply: replyAsFirm,
    read: readInboxThread,
  });
  r.patch(
    '/api/client-portal/inbox/:id',
    { preHandler: canInbox, schema: { tags, summary: 'Felelős kijelölése, lezárás vagy újranyitás', params: idParam, body: threadUpdateBodySchema, response: { 200: portalThreadSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => updateInboxThread(tx, actor, request.params.id, request.body)),
  );
}
