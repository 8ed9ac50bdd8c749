// /api/kb (issue 15 point 6, decision 0138): the firm's knowledge-base articles. Module
// `knowledge-base` (the module guard refuses firms without it); reading needs canViewDocuments,
// writing canGenerateDocuments; every change is audited and kept as a revision.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kbArticleBodySchema, kbArticleSchema, kbListQuerySchema, kbListResponseSchema, kbRevisionSchema } from '@shared/knowledge/knowledge';
import { recordAudit, requestOrigin } from '../../audit/audit';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import type { Actor } from '../../matters/matter-access';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { createArticle, deleteArticle, getArticle, listArticles, listRevisions, updateArticle } from './knowledge.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404);

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
    async (request, reply) => {
      const article = await inKb(request, async (tx, actor) => {
        const id = await createArticle(tx, actor, request.body);
        await audit(tx, request, 'kb.create', id, { title: request.body.title, category: request.body.category });
        return getArticle(tx, actor, id);
      });
      reply.code(201);
      return article;
    },
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
};

export default knowledgeRoutes;
