// /api/knowledge-base (issue 15 point 6, decisions 0138, 0247): the firm's knowledge-base articles and their
// attachments (vault documents). Module `knowledge-base` (the module guard refuses firms without
// it; attachments need the documents module too); reading needs canViewDocuments, writing
// canGenerateDocuments (checked by the guards and again by the services, knowledge.actions.ts);
// every change is audited and kept as a revision.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  KB_ATTACHMENT_FOLDER,
  kbArticleBodySchema,
  kbArticleSchema,
  kbAttachBodySchema,
  kbAttachmentListSchema,
  kbAttachmentSchema,
  kbListQuerySchema,
  kbListResponseSchema,
  kbRevisionSchema,
  kbVisibilityBodySchema,
} from '@shared/knowledge-base/knowledge-base';
import { requirePermission, tenantOf } from '../../plugins/request-context';
import {
  addArticle,
  article,
  articleAttachments,
  articleList,
  articleRevisions,
  assertArticleTakesUpload,
  attachToArticle,
  detachFromArticle,
  removeArticle,
  reviseArticle,
  setArticleVisibility,
} from './knowledge-base.actions';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { actorOf, created, tenantScope } from '../../lib/route-scope';
import { HttpError } from '../../lib/http-error';
import { multipartOnly } from '../../lib/multipart-only';
import { uploadToVault, VAULT_UPLOAD_BODY_LIMIT } from '../documents';
import { installedModuleKeys } from '../../module-system/installed';

const errors = errorResponses(400, 401, 403, 404);
const attachmentErrors = errorResponses(400, 401, 403, 404, 409, 413, 415);
const attachmentParam = idParam.extend({ documentId: z.string().min(1).max(100) });

const knowledgeRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');

  const inKb = tenantScope(app);

  r.get(
    '/api/knowledge-base',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'A tudásbázis cikkei (kategória, címke szerint)', querystring: kbListQuerySchema, response: { 200: kbListResponseSchema, ...errors } } },
    async (request) => inKb(request, (tx, actor) => articleList(tx, actor, request.query)),
  );

  r.post('/api/knowledge-base', { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Új cikk', body: kbArticleBodySchema, response: { 201: kbArticleSchema, ...errors } } }, async (request, reply) =>
    created(
      reply,
      inKb(request, (tx, actor) => addArticle(tx, actor, request.body)),
    ),
  );

  r.get('/api/knowledge-base/:id', { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'Egy cikk', params: idParam, response: { 200: kbArticleSchema, ...errors } } }, async (request) =>
    inKb(request, (tx, actor) => article(tx, actor, request.params.id)),
  );

  r.put(
    '/api/knowledge-base/:id',
    {
      preHandler: canWrite,
      schema: { tags: ['knowledge-base'], summary: 'Cikk módosítása (új változat; a korábbiak megmaradnak)', params: idParam, body: kbArticleBodySchema, response: { 200: kbArticleSchema, ...errors } },
    },
    async (request) => inKb(request, (tx, actor) => reviseArticle(tx, actor, request.params.id, request.body)),
  );

  r.patch(
    '/api/knowledge-base/:id/visibility',
    {
      preHandler: canWrite,
      schema: { tags: ['knowledge-base'], summary: 'Ügyfeleknek látható-e (az ügyfélportál GYIK-jában); nem új változat', params: idParam, body: kbVisibilityBodySchema, response: { 200: kbArticleSchema, ...errors } },
    },
    async (request) => inKb(request, (tx, actor) => setArticleVisibility(tx, actor, request.params.id, request.body.visibility)),
  );

  r.delete(
    '/api/knowledge-base/:id',
    { preHandler: canWrite, schema: { tags: ['knowledge-base'], summary: 'Cikk törlése (változataival együtt)', params: idParam, response: { 200: z.object({ ok: z.literal(true) }), ...errors } } },
    async (request) => {
      await inKb(request, (tx, actor) => removeArticle(tx, actor, request.params.id));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/knowledge-base/:id/revisions',
    { preHandler: canView, schema: { tags: ['knowledge-base'], summary: 'A cikk korábbi változatai (legújabb elöl)', params: idParam, response: { 200: z.object({ items: z.array(kbRevisionSchema) }), ...errors } } },
    async (request) => ({ items: await inKb(request, (tx, actor) => articleRevisions(tx, actor, request.params.id)) }),
  );

  // ── Attachments (decision 0247): vault documents linked to the article ──
  /** Attachments live in the vault: without the documents module the firm has none to link. */
  async function requireVault(request: FastifyRequest): Promise<void> {
    const tenantId = tenantOf(request);
    const installed = await app.installedModules.get(tenantId, (id) => installedModuleKeys(app.db, id));
    if (!installed.has('documents')) throw new HttpError(403, 'MODULE_NOT_INSTALLED');
  }

  r.get(
    '/api/knowledge-base/:id/attachments',
    {
      preHandler: canView,
      schema: { tags: ['knowledge-base'], summary: 'A cikk csatolmányai (bizalmas ügy irata csak az ügy csapatának)', params: idParam, response: { 200: kbAttachmentListSchema, ...attachmentErrors } },
    },
    async (request) => {
      await requireVault(request);
      return { items: await inKb(request, (tx, actor) => articleAttachments(tx, actor, request.params.id)) };
    },
  );

  r.post(
    '/api/knowledge-base/:id/attachments',
    {
      preHandler: canWrite,
      schema: { tags: ['knowledge-base'], summary: 'Dokumentum csatolása a dokumentumtárból', params: idParam, body: kbAttachBodySchema, response: { 201: kbAttachmentSchema, ...attachmentErrors } },
    },
    async (request, reply) => {
      await requireVault(request);
      return created(
        reply,
        inKb(request, (tx, actor) => attachToArticle(tx, actor, request.params.id, request.body.documentId)),
      );
    },
  );

  r.delete(
    '/api/knowledge-base/:id/attachments/:documentId',
    {
      preHandler: canWrite,
      schema: { tags: ['knowledge-base'], summary: 'Csatolmány leválasztása (a dokumentum a tárban marad)', params: attachmentParam, response: { 200: z.object({ ok: z.literal(true) }), ...attachmentErrors } },
    },
    async (request) => {
      await requireVault(request);
      await inKb(request, (tx, actor) => detachFromArticle(tx, actor, request.params.id, request.params.documentId));
      return { ok: true as const };
    },
  );

  // A new file straight onto the article: the vault's own upload (through its port) stores it as a
  // document, then the link is written in the same transaction. The multipart parser is registered
  // for this child scope only, so the JSON routes above never parse a multipart body.
  await app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/knowledge-base/:id/attachments/upload',
      {
        preHandler: canWrite,
        bodyLimit: VAULT_UPLOAD_BODY_LIMIT,
        preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
        schema: {
          tags: ['knowledge-base'],
          summary: 'Új fájl feltöltése csatolmányként (multipart, egy fájl; a dokumentumtárba kerül)',
          consumes: ['multipart/form-data'],
          params: idParam,
          response: { 201: kbAttachmentSchema, ...attachmentErrors },
        },
      },
      async (request, reply) => {
        await requireVault(request);
        const articleId = request.params.id;
        const actor = actorOf(request);
        const attachment = await uploadToVault(app, request, {
          source: 'knowledge-base',
          defaultFolder: KB_ATTACHMENT_FOLDER,
          // The article must exist and have room before a byte of the file is stored.
          check: (tx) => assertArticleTakesUpload(tx, actor, articleId),
          then: (tx, _uploader, doc) => attachToArticle(tx, actor, articleId, doc.id, 'upload'),
        });
        reply.code(201);
        return attachment;
      },
    );
  });
};

export default knowledgeRoutes;
