// /api/kb (issue 15 point 6, decisions 0138, 0247): the firm's knowledge-base articles and their
// attachments (vault documents). Module `knowledge-base` (the module guard refuses firms without
// it; attachments need the documents module too); reading needs canViewDocuments, writing
// canGenerateDocuments; every change is audited and kept as a revision.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { KB_ATTACHMENT_FOLDER, kbArticleBodySchema, kbArticleSchema, kbAttachBodySchema, kbAttachmentListSchema, kbAttachmentSchema, kbListQuerySchema, kbListResponseSchema, kbRevisionSchema } from '@shared/knowledge/knowledge';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import type { Actor } from '../../matters/matter-access';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { createArticle, deleteArticle, getArticle, listArticles, listRevisions, updateArticle } from './knowledge.service';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created } from '../../lib/route-scope';
import { HttpError } from '../../lib/http-error';
import { multipartOnly } from '../../lib/multipart-only';
import { uploadToVault, VAULT_UPLOAD_BODY_LIMIT } from '../../lib/documents/vault-upload-port';
import { installedModuleKeys } from '../../module-system/installed';
import { assertRoomForAttachment, attachDocument, detachDocument, listAttachments } from './knowledge-attachments.service';

const errors = errorResponses(400, 401, 403, 404);
const attachmentErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const attachmentParam = idParam.extend({ documentId: z.string().min(1).max(100) });

const knowledgeRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');

  function inKb<T>(request: FastifyRequest, work: (tx: TenantTx, actor: Actor) => Promise<T>): Promise<T> {
    const actor = { tenantId: tenantOf(request), userId: contextOf(request).user.id };
    return withTenant(app.db, actor.tenantId, (tx) => work(tx, actor), { userId: actor.userId });
  }
  const audit = (tx: TenantTx, request: FastifyRequest, action: string, articleId: string, metadata: Record<string, unknown>) =>
    recordAudit(tx, { ...requestOrigin(request), action, targetType: 'kb_article', targetId: articleId, metadata });

  r.get(
    '/api/kb',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'A tudásbázis cikkei (kategória, címke szerint)', querystring: kbListQuerySchema, response: { 200: kbListResponseSchema, ...errors } } },
    async (request) => inKb(request, (tx, actor) => listArticles(tx, actor, request.query)),
  );

  r.post(
    '/api/kb',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Új cikk', body: kbArticleBodySchema, response: { 201: kbArticleSchema, ...errors } } },
    async (request, reply) =>
      created(reply, inKb(request, async (tx, actor) => {
        const id = await createArticle(tx, actor, request.body);
        await audit(tx, request, 'kb.create', id, { title: request.body.title, category: request.body.category });
        return getArticle(tx, actor, id);
      })),
  );

  r.get(
    '/api/kb/:id',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'Egy cikk', params: idParam, response: { 200: kbArticleSchema, ...errors } } },
    async (request) => inKb(request, (tx, actor) => getArticle(tx, actor, request.params.id)),
  );

  r.put(
    '/api/kb/:id',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Cikk módosítása (új változat; a korábbiak megmaradnak)', params: idParam, body: kbArticleBodySchema, response: { 200: kbArticleSchema, ...errors } } },
    async (request) =>
      inKb(request, async (tx, actor) => {
        const version = await updateArticle(tx, actor, request.params.id, request.body);
        await audit(tx, request, 'kb.update', request.params.id, { version, title: request.body.title });
        return getArticle(tx, actor, request.params.id);
      }),
  );

  r.delete(
    '/api/kb/:id',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Cikk törlése (változataival együtt)', params: idParam, response: { 200: z.object({ ok: z.literal(true) }), ...errors } } },
    async (request) =>
      inKb(request, async (tx, actor) => {
        const removed = await deleteArticle(tx, actor, request.params.id);
        await audit(tx, request, 'kb.delete', request.params.id, removed);
        return { ok: true as const };
      }),
  );

  r.get(
    '/api/kb/:id/revisions',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'A cikk korábbi változatai (legújabb elöl)', params: idParam, response: { 200: z.object({ items: z.array(kbRevisionSchema) }), ...errors } } },
    async (request) => inKb(request, async (tx, actor) => ({ items: await listRevisions(tx, actor, request.params.id) })),
  );

  // ── Attachments (decision 0247): vault documents linked to the article ──
  /** Attachments live in the vault: without the documents module the firm has none to link. */
  async function requireVault(request: FastifyRequest): Promise<void> {
    const tenantId = tenantOf(request);
    const installed = await app.installedModules.get(tenantId, (id) => installedModuleKeys(app.db, id));
    if (!installed.has('documents')) throw new HttpError(403, 'MODULE_NOT_INSTALLED');
  }

  r.get(
    '/api/kb/:id/attachments',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'A cikk csatolmányai (bizalmas ügy irata csak az ügy csapatának)', params: idParam, response: { 200: kbAttachmentListSchema, ...attachmentErrors } } },
    async (request) => {
      await requireVault(request);
      return inKb(request, async (tx, actor) => {
        await getArticle(tx, actor, request.params.id);
        return { items: await listAttachments(tx, actor, request.params.id) };
      });
    },
  );

  r.post(
    '/api/kb/:id/attachments',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Dokumentum csatolása a dokumentumtárból', params: idParam, body: kbAttachBodySchema, response: { 201: kbAttachmentSchema, ...attachmentErrors } } },
    async (request, reply) => {
      await requireVault(request);
      const attachment = await inKb(request, async (tx, actor) => {
        await getArticle(tx, actor, request.params.id);
        const attached = await attachDocument(tx, actor, request.params.id, request.body.documentId);
        await audit(tx, request, 'kb.attach', request.params.id, { documentId: attached.documentId, title: attached.title, source: 'vault' });
        return attached;
      });
      reply.code(201);
      return attachment;
    },
  );

  r.delete(
    '/api/kb/:id/attachments/:documentId',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Csatolmány leválasztása (a dokumentum a tárban marad)', params: attachmentParam, response: { 200: z.object({ ok: z.literal(true) }), ...attachmentErrors } } },
    async (request) => {
      await requireVault(request);
      return inKb(request, async (tx, actor) => {
        await getArticle(tx, actor, request.params.id);
        const removed = await detachDocument(tx, actor, request.params.id, request.params.documentId);
        await audit(tx, request, 'kb.detach', request.params.id, { documentId: request.params.documentId, title: removed.title });
        return { ok: true as const };
      });
    },
  );

  // A new file straight onto the article: the vault's own upload (through its port) stores it as a
  // document, then the link is written in the same transaction. The multipart parser is registered
  // for this child scope only, so the JSON routes above never parse a multipart body.
  await app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/kb/:id/attachments/upload',
      {
        preHandler: canWrite,
        bodyLimit: VAULT_UPLOAD_BODY_LIMIT,
        preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
        schema: { tags: ['knowledge-base'], summary: 'Új fájl feltöltése csatolmányként (multipart, egy fájl; a dokumentumtárba kerül)', consumes: ['multipart/form-data'], params: idParam, response: { 201: kbAttachmentSchema, ...attachmentErrors } },
      },
      async (request, reply) => {
        await requireVault(request);
        const articleId = request.params.id;
        const attachment = await uploadToVault(app, request, {
          source: 'knowledge-base',
          defaultFolder: KB_ATTACHMENT_FOLDER,
          // The article must exist and have room before a byte of the file is stored.
          check: async (tx, actor) => {
            await getArticle(tx, actor, articleId);
            await assertRoomForAttachment(tx, actor, articleId);
          },
          then: async (tx, actor, doc) => {
            const attached = await attachDocument(tx, actor, articleId, doc.id);
            await audit(tx, request, 'kb.attach', articleId, { documentId: doc.id, title: attached.title, source: 'upload' });
            return attached;
          },
        });
        reply.code(201);
        return attachment;
      },
    );
  });
};

export default knowledgeRoutes;
