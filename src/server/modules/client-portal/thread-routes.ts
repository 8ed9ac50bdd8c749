// The routes of one portal thread that the customer's side (/api/client-portal/threads/:id) and the
// firm's (/api/client-portal/inbox/:id) have alike (decisions 0353, 0366): read it, answer, mark it read,
// answer with an attachment, download an attachment. Each side brings its guard and its services –
// which threads it may see and write in (any other id is 404) – so the two families are one code.
// An attachment goes into the document vault through its upload port (the vault's size, type and
// zip-bomb checks, plan limits, audit), linked to the thread's client and matter, and the message
// points at it; it is downloaded through the thread, never through /api/documents (a customer has
// no vault rights), and only by those who see the thread and the document (RLS).
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_BODY_FIELD,
  attachmentMessageBodySchema,
  type NewMessageBody,
  newMessageBodySchema,
  PORTAL_ATTACHMENT_FOLDER,
  type PortalThread,
  portalThreadSchema,
} from '@shared/client-portal/client-portal.schemas';
import type { Permission } from '@shared/permissions/permissions';
import type { PersonActor } from '../../actor/actor';
import type { TenantTx } from '../../db/tenant-scope';
import { sendFromVault, uploadToVault, VAULT_UPLOAD_BODY_LIMIT } from '../documents';
import { HttpError } from '../../lib/http-error';
import { multipartOnly } from '../../lib/multipart-only';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { attachedFile, type ThreadRef } from './thread-parts';

const tags = ['portal'];
const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const createdId = z.object({ id: z.string() });
const attachmentParam = idParam.extend({ documentId: z.string().min(1).max(100) });

export interface ThreadSide {
  /** `/api/client-portal/threads` (the customer) or `/api/client-portal/inbox` (the firm). */
  base: string;
  /** The guard's permission, which also lets the side add an attachment to the vault. */
  permission: Permission;
  summaries: { get: string; reply: string; read: string };
  get(tx: TenantTx, actor: PersonActor, threadId: string): Promise<PortalThread>;
  /** A thread the side may write in, or 404 / 409 (closed, for the customer). */
  writable(tx: TenantTx, actor: PersonActor, threadId: string): Promise<ThreadRef>;
  /** A thread the side may see, or 404. */
  visible(tx: TenantTx, actor: PersonActor, threadId: string): Promise<ThreadRef>;
  reply(tx: TenantTx, actor: PersonActor, threadId: string, body: NewMessageBody, documentId?: string | null): Promise<{ id: string }>;
  read(tx: TenantTx, actor: PersonActor, threadId: string): Promise<void>;
}

export async function threadRoutes(app: FastifyInstance, side: ThreadSide): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const { base } = side;
  const guard = requirePermission(app, side.permission);

  r.get(`${base}/:id`, { preHandler: guard, schema: { tags, summary: side.summaries.get, params: idParam, response: { 200: portalThreadSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => side.get(tx, actor, request.params.id)),
  );
  r.post(`${base}/:id/messages`, { preHandler: guard, schema: { tags, summary: side.summaries.reply, params: idParam, body: newMessageBodySchema, response: { 201: createdId, ...errors } } }, async (request, reply) =>
    created(
      reply,
      inFirm(request, (tx, actor) => side.reply(tx, actor, request.params.id, request.body)),
    ),
  );
  r.post(`${base}/:id/read`, { preHandler: guard, schema: { tags, summary: side.summaries.read, params: idParam, response: { 200: okSchema, ...errors } } }, async (request) =>
    inFirm(request, async (tx, actor) => (await side.read(tx, actor, request.params.id), { ok: true as const })),
  );
  r.get(
    `${base}/:id/attachments/:documentId`,
    { preHandler: guard, schema: { tags, summary: 'Egy üzenet csatolmányának letöltése (csak aki az üzenetváltást látja)', params: attachmentParam } },
    async (request, reply) => {
      const file = await inFirm(request, async (tx, actor) => attachedFile(tx, actor, (await side.visible(tx, actor, request.params.id)).id, request.params.documentId));
      return sendFromVault(app, reply, file);
    },
  );

  // The multipart parser only for the upload, so the JSON routes above never parse a multipart body.
  await app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    upload.withTypeProvider<ZodTypeProvider>().post(
      `${base}/:id/attachments`,
      {
        preHandler: guard,
        bodyLimit: VAULT_UPLOAD_BODY_LIMIT,
        preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
        schema: {
          tags,
          summary: 'Válasz egy csatolt fájllal (multipart: előbb a „body” szöveg, aztán egy „file”; a fájl a dokumentumtárba kerül az ügyfélhez és az ügyhöz)',
          consumes: ['multipart/form-data'],
          params: idParam,
          response: { 201: createdId, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request);
        const threadId = request.params.id;
        let thread: ThreadRef | null = null;
        const message = await uploadToVault(app, request, {
          source: 'portal-messages',
          permission: side.permission,
          defaultFolder: PORTAL_ATTACHMENT_FOLDER,
          fields: [ATTACHMENT_BODY_FIELD],
          // The thread must be the caller's (and open, for a customer) before a byte is stored.
          check: async (tx) => {
            thread = await side.writable(tx, actor, threadId);
          },
          links: () => ({ clientContactId: thread!.contactId, matterId: thread!.matterId }),
          then: async (tx, _uploader, document, fields) => {
            const text = attachmentMessageBodySchema.safeParse(fields[ATTACHMENT_BODY_FIELD] ?? '');
            if (!text.success) throw new HttpError(400, 'VALIDATION_ERROR');
            return side.reply(tx, actor, threadId, { body: text.data }, document.id);
          },
        });
        reply.code(201);
        return message;
      },
    );
  });
}
