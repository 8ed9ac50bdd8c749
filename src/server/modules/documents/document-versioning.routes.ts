// /api/document-versioning (issue 15 point 4, the document-versioning module, decision 0171):
// restore an earlier version (a new version is made; history is never rewritten) and the text
// diff between any two versions. Every action names the version it acts on.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { diffQuerySchema, diffResponseSchema } from '@shared/documents/documents.schemas';
import { requirePermission } from '../../plugins/request-context';
import { documentsHttp } from './documents-http';
import { restoreDocumentVersion, versionsToCompare } from './documents.actions';
import { diffTextsIsolated } from '../../lib/isolate/documents';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const documentVersioningRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');
  const { inDocuments } = documentsHttp(app);

  r.post(
    '/api/document-versioning/:id/versions/:number/restore',
    {
      preHandler: canWrite,
      schema: {
        tags: ['documents'],
        summary: 'Korábbi verzió visszaállítása (új verzióként)',
        params: idParam.extend({ number: z.coerce.number().int().min(1).max(100_000) }),
        response: { 201: z.object({ id: z.string(), number: z.number().int() }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await inDocuments(request, (tx, actor) => restoreDocumentVersion(tx, actor, request.params.id, request.params.number));
      reply.code(201);
      return { id: created.versionId, number: created.number };
    },
  );

  r.get(
    '/api/document-versioning/:id/diff',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'Két verzió szövegének összevetése', params: idParam, querystring: diffQuerySchema, response: { 200: diffResponseSchema, ...errors } } },
    async (request) => {
      const { from, to } = await inDocuments(request, (tx, actor) => versionsToCompare(tx, actor, request.params.id, request.query.from, request.query.to));
      // In the isolation worker, after the transaction: a long diff holds neither the event loop nor a connection (issue 34.2/34.8).
      return { from: from.number, to: to.number, ...(await diffTextsIsolated(from.extractedText, to.extractedText)) };
    },
  );
};

export default documentVersioningRoutes;
