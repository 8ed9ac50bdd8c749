// /api/ocr (issue 15 point 5, the OCR module, decision 0238): a document's recognition progress
// and text, and asking for a recognition of a document uploaded before the module was installed.
// Uploads queue scans and images themselves (documents.service, document-extraction); each scan is a documents.ocr-scan job (document-ocr.ts).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ocrDocumentSchema } from '@shared/documents/documents.schemas';
import { requirePermission } from '../../plugins/request-context';
import { documentsHttp } from './documents-http';
import { askForOcr } from './documents.actions';
import { ocrView } from './ocr.service';
import { registerOcrJobs } from './documents.jobs';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

const ocrRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');
  const { storage, inDocuments } = documentsHttp(app);

  r.get(
    '/api/ocr/documents/:id',
    { preHandler: canView, schema: { tags: ['ocr'], summary: 'A dokumentum szövegfelismerésének állása és szövege', params: idParam, response: { 200: ocrDocumentSchema, ...errors } } },
    async (request) => inDocuments(request, (tx, actor) => ocrView(tx, actor.tenantId, request.params.id)),
  );

  r.post(
    '/api/ocr/documents/:id',
    { preHandler: canWrite, schema: { tags: ['ocr'], summary: 'Szövegfelismerés kérése a dokumentum aktuális verziójára', params: idParam, response: { 202: ocrDocumentSchema, ...errors } } },
    async (request, reply) => {
      const result = await inDocuments(request, (tx, actor) => askForOcr(tx, actor, request.params.id));
      reply.code(202);
      return result;
    },
  );

  // The OCR queue's drain: a recurring job on the runtime (decision 0281).
  registerOcrJobs(app, storage);
};

export default ocrRoutes;
