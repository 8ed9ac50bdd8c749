// /api/documents (issue 15 points 1-3): upload (multipart, streamed), list with filters, the
// viewer's detail and DOCX preview, downloads, links, soft delete and restore, and the version
// history that every document has (upload a new version, list, download one). Restore and diff
// belong to the document-versioning module (document-versioning.routes.ts, decision 0171).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_FILES_PER_UPLOAD } from '@shared/documents/documents';
import {
  documentDetailSchema,
  documentVersionSchema,
  listDocumentsQuerySchema,
  listDocumentsResponseSchema,
  previewResponseSchema,
  storageUsageSchema,
  updateDocumentBodySchema,
  uploadResponseSchema,
  versionUploadResponseSchema,
} from '@shared/documents/documents.schemas';
import { HttpError } from '../../lib/http-error';
import { requirePermission, tenantOf } from '../../plugins/request-context';
import { actorOf } from '../../lib/route-scope';
import { docxToHtml, MAX_EXTRACT_BYTES } from '../../lib/documents/document-text';
import { VAULT_UPLOAD_BODY_LIMIT } from './vault-upload';
import { documentsHttp, multipartOnly, readsMultipart } from './documents-http';
import { registerDocumentsJobs } from './documents.jobs';
import { listDocuments, listDocumentsPage, listVersions, openVersion, readVersionBytes, storageUsed, versionOf, visibleDocument } from './documents.service';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { binDocument, openDocumentVersion, recordVersionUpload, storageLimits, unbinDocument, updateDocument, viewDocument } from './documents.actions';

const errors = errorResponses(400, 401, 403, 404, 409, 410, 413, 415);
const versionParam = idParam.extend({ number: z.coerce.number().int().min(1).max(100_000) });
const inlineQuery = z.object({ inline: z.enum(['true', 'false']).optional() });
const UPLOAD_BODY_LIMIT = VAULT_UPLOAD_BODY_LIMIT;

const documentsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });
  // The multipart parser is registered for this whole plugin: its JSON routes refuse multipart.
  app.addHook('preParsing', async (request) => {
    if (/^multipart\//i.test(request.headers['content-type'] ?? '') && !readsMultipart(request.routeOptions.schema)) throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE');
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewDocuments');
  const canWrite = requirePermission(app, 'canGenerateDocuments');
  const { storage, inDocuments, receiveFiles, commitFiles, commitUpload, sendFile } = documentsHttp(app);
  // The bin's purge: a recurring job on the runtime (decision 0281).
  registerDocumentsJobs(app, storage);

  r.get(
    '/api/documents',
    {
      preHandler: canView,
      schema: { tags: ['documents'], summary: 'A cég dokumentumai szűrőkkel (bizalmas ügyé csak a csapatnak)', querystring: listDocumentsQuerySchema, response: { 200: listDocumentsResponseSchema, ...errors } },
    },
    // Without a search the hand-written one-call page (listDocumentsPage); the search keeps the builder.
    async (request) => (request.query.q ? inDocuments(request, (tx, actor) => listDocuments(tx, actor, request.query)) : listDocumentsPage(app.db, actorOf(request), request.query)),
  );

  r.post(
    '/api/documents',
    {
      preHandler: canWrite,
      bodyLimit: UPLOAD_BODY_LIMIT,
      preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
      schema: { tags: ['documents'], summary: 'Feltöltés (multipart, több fájl; a mezők a fájlok előtt)', consumes: ['multipart/form-data'], response: { 201: uploadResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { files, links, storageCheck } = await receiveFiles(request, MAX_FILES_PER_UPLOAD, undefined, [], { storageCheckAtWrite: true });
      const items = await commitUpload(request, files, links, storageCheck);
      reply.code(201);
      return { items };
    },
  );

  r.get(
    '/api/documents/storage',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'A dokumentumtár foglalt tárhelye a csomag korlátjához mérve', response: { 200: storageUsageSchema, ...errors } } },
    async (request) => {
      const limits = await inDocuments(request, (tx, actor) => storageLimits(tx, actor));
      return { ...limits, usedBytes: await storageUsed(app.db, tenantOf(request)) };
    },
  );

  r.get(
    '/api/documents/:id',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'Egy dokumentum a megtekintőhöz (metaadatok, szöveg, verziók)', params: idParam, response: { 200: documentDetailSchema, ...errors } } },
    async (request) => inDocuments(request, (tx, actor) => viewDocument(tx, actor, request.params.id)),
  );

  r.patch(
    '/api/documents/:id',
    { preHandler: canWrite, schema: { tags: ['documents'], summary: 'Cím, mappa, címkék, ügy és ügyfél módosítása', params: idParam, body: updateDocumentBodySchema, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await inDocuments(request, (tx, actor) => updateDocument(tx, actor, request.params.id, request.body));
      return { ok: true as const };
    },
  );

  r.get(
    '/api/documents/:id/preview',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'DOCX HTML-ként a megtekintőhöz', params: idParam, response: { 200: previewResponseSchema, ...errors } } },
    async (request) => {
      const version = await inDocuments(request, async (tx, actor) => {
        const doc = await visibleDocument(tx, actor.tenantId, request.params.id);
        return versionOf(tx, actor.tenantId, doc.id, doc.versionNumber);
      });
      const bytes = await readVersionBytes(storage, version.storageKey, MAX_EXTRACT_BYTES);
      if (!bytes) throw new HttpError(409, 'DOCUMENT_PREVIEW_UNAVAILABLE');
      return { html: await docxToHtml(bytes, version.mime) };
    },
  );

  const download = async (request: { params: { id: string; number?: number }; query: { inline?: 'true' | 'false' } } & Parameters<typeof inDocuments>[0], reply: Parameters<typeof sendFile>[0]) => {
    const inline = request.query.inline === 'true';
    const version = await inDocuments(request, (tx, actor) => openDocumentVersion(tx, actor, request.params.id, request.params.number, inline));
    const stream = await openVersion(storage, version.storageKey);
    return sendFile(reply, { stream, mime: version.mime, fileName: version.fileName, sizeBytes: version.sizeBytes, inline });
  };

  r.get(
    '/api/documents/:id/download',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'Az aktuális verzió letöltése (inline=true: megtekintés)', params: idParam, querystring: inlineQuery } },
    (request, reply) => download(request, reply),
  );

  r.get(
    '/api/documents/:id/versions',
    { preHandler: canView, schema: { tags: ['documents'], summary: 'A dokumentum verziói (ki, mikor)', params: idParam, response: { 200: z.object({ items: z.array(documentVersionSchema) }), ...errors } } },
    async (request) =>
      inDocuments(request, async (tx, actor) => {
        const doc = await visibleDocument(tx, actor.tenantId, request.params.id, { allowDeleted: true });
        return { items: await listVersions(tx, actor, doc.id, doc.versionNumber) };
      }),
  );

  r.post(
    '/api/documents/:id/versions',
    {
      preHandler: canWrite,
      bodyLimit: UPLOAD_BODY_LIMIT,
      preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
      schema: {
        tags: ['documents'],
        summary: 'Új verzió feltöltése (multipart, egy fájl)',
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 201: versionUploadResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // The document must be visible (and not deleted) before a byte of the new version is stored.
      const { files, storageCheck } = await receiveFiles(request, 1, async (tx, actor) => void (await visibleDocument(tx, actor.tenantId, request.params.id)));
      const file = files[0]!;
      const created = await commitFiles(request, files, storageCheck, (tx, actor) => recordVersionUpload(tx, actor, request.params.id, file));
      reply.code(201);
      return { id: created.versionId, number: created.number, extraction: created.extraction };
    },
  );

  r.get('/api/documents/:id/versions/:number/download', { preHandler: canView, schema: { tags: ['documents'], summary: 'Egy verzió letöltése', params: versionParam, querystring: inlineQuery } }, (request, reply) =>
    download(request, reply),
  );

  r.delete('/api/documents/:id', { preHandler: canWrite, schema: { tags: ['documents'], summary: 'Lomtárba helyezés (visszaállítható)', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inDocuments(request, (tx, actor) => binDocument(tx, actor, request.params.id));
    return { ok: true as const };
  });

  r.post('/api/documents/:id/restore', { preHandler: canWrite, schema: { tags: ['documents'], summary: 'Visszaállítás a lomtárból', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inDocuments(request, (tx, actor) => unbinDocument(tx, actor, request.params.id));
    return { ok: true as const };
  });
};

export default documentsRoutes;
