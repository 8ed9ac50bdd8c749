// /api/ocr (issue 15 point 5, the OCR module, decision 0238): a document's recognition progress
// and text, and asking for a recognition of a document uploaded before the module was installed.
// Uploads queue scans and images themselves (documents.service); the sweep timer reads them.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { needsOcr } from '@shared/documents/documents';
import { ocrDocumentSchema } from '@shared/documents/documents.schemas';
import { and, eq } from 'drizzle-orm';
import { documentVersions } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { stopOcrEngine } from '../../lib/ocr/ocr-engine';
import { requirePermission } from '../../plugins/request-context';
import { documentsHttp } from './documents-http';
import { ocrColumns, ocrProgressOf, visibleDocument } from './documents.service';
import { drainOcr } from './ocr-sweep';
import { runPeriodically } from '../../lib/periodic-sweep';
import type { TenantTx } from '../../db/tenant-scope';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

async function currentVersion(tx: TenantTx, tenantId: string, documentId: string) {
  const doc = await visibleDocument(tx, tenantId, documentId);
  const [v] = await tx
    .select({ id: documentVersions.id, number: documentVersions.number, mime: documentVersions.mime, text: documentVersions.extractedText, ...ocrColumns })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), eq(documentVersions.number, doc.versionNumber)));
  if (!v) throw new HttpError(404, 'DOCUMENT_VERSION_NOT_FOUND');
  return { doc, v };
}

const ocrRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');
  const { storage, inDocuments, audit } = documentsHttp(app);

  const view = (tx: TenantTx, tenantId: string, id: string) =>
    currentVersion(tx, tenantId, id).then(({ doc, v }) => ({ documentId: doc.id, title: doc.title, versionNumber: v.number, mime: v.mime, ocr: ocrProgressOf(v), text: v.text }));

  r.get(
    '/api/ocr/documents/:id',
    { preHandler: canView, schema: { tags: ['ocr'], summary: 'A dokumentum szövegfelismerésének állása és szövege', params: idParam, response: { 200: ocrDocumentSchema, ...errors } } },
    async (request) => inDocuments(request, (tx, actor) => view(tx, actor.tenantId, request.params.id)),
  );

  r.post(
    '/api/ocr/documents/:id',
    { preHandler: canWrite, schema: { tags: ['ocr'], summary: 'Szövegfelismerés kérése a dokumentum aktuális verziójára', params: idParam, response: { 202: ocrDocumentSchema, ...errors } } },
    async (request, reply) => {
      const result = await inDocuments(request, async (tx, actor) => {
        const { doc, v } = await currentVersion(tx, actor.tenantId, request.params.id);
        if (v.ocrStatus === 'queued' || v.ocrStatus === 'running') throw new HttpError(409, 'OCR_ALREADY_QUEUED');
        // A failed recognition may be asked again; a file with text (or a Word file) has nothing to read.
        if (v.ocrStatus !== 'failed' && !needsOcr(v.mime, v.text)) throw new HttpError(409, 'OCR_NOT_APPLICABLE');
        await tx.update(documentVersions).set({ ocrStatus: 'queued', ocrDueAt: new Date(), ocrAttempts: 0, ocrPagesDone: 0, ocrPagesTotal: null, ocrError: null, ocrPageTexts: null }).where(eq(documentVersions.id, v.id));
        await audit(tx, request, 'documents.ocr_request', doc.id, { version: v.number });
        return view(tx, actor.tenantId, doc.id);
      });
      reply.code(202);
      return result;
    },
  );

  // The sweep (decision 0238): on every instance, one scan at a time; never under NODE_ENV=test
  // (the tests drain the queue themselves).
  runPeriodically(app, {
    name: 'OCR sweep',
    intervalMs: app.env.OCR_SWEEP_INTERVAL_MS,
    run: async () => {
      const n = await drainOcr(app.db, storage);
      if (n > 0) app.log.info({ versions: n }, 'OCR finished');
    },
  });
  app.addHook('onClose', stopOcrEngine);
};

export default ocrRoutes;
