// The public API's document upload and metadata and the firm's client messages (issue 36.3,
// decisions 0373–0374). An upload is the vault's own: the same multipart reading, type sniffing,
// zip-bomb and size checks, plan limits, audit entry and event as POST /api/documents
// (documents-http.ts), one file a request; its Idempotency-Key fingerprint is the form's fields and
// the stored file's SHA-256, since a multipart body is never parsed whole. Messages are the
// portal inbox's (inbox.service.ts): the threads a member may see, one thread with its messages,
// and the firm's answer – which a key may send only with the contacts' edit scope on top of the
// read scope the app's inbox asks (0373). Each route calls the service with the key's actor.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { documentDetailSchema } from '@shared/documents/documents.schemas';
import { inboxQuerySchema, newMessageBodySchema, portalThreadSchema, portalThreadSummarySchema } from '@shared/client-portal/client-portal.schemas';
import { multipartOnly } from '../lib/multipart-only';
import { errorResponses, idParam } from '../lib/route-schemas';
import { tenantScope } from '../lib/route-scope';
import { requirePermission } from '../plugins/request-context';
import { assertStorageHeld, discardUnreferenced, documentsHttp, VAULT_UPLOAD_BODY_LIMIT, viewDocument } from '../modules/documents';
import { getInboxThread, inboxPage, replyAsFirm } from '../modules/client-portal';
import { idempotentScope, PUBLIC_API_PAGE_MAX, requireModule } from '../modules/api-keys';
import { errors, idempotencyHeader, tags, v1OffsetLists } from './practice-routes';

/** The portal's module: its inbox is where the firm's client messages live. */
const MESSAGES_MODULE = 'client-portal';

/** A document's metadata: the viewer's detail without the extracted text. */
const documentMetadataSchema = documentDetailSchema.omit({ text: true, textTruncated: true });
const uploadedSchema = z.object({ id: z.string(), fileName: z.string(), mime: z.string(), sizeBytes: z.number().int(), sha256: z.string(), versionNumber: z.number().int() });
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429);
const threadsQuery = inboxQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(PUBLIC_API_PAGE_MAX).default(50), offset: z.coerce.number().int().min(0).default(0) });

const uploadDescription = `multipart/form-data, egy fájl a \`file\` mezőben; a szöveges mezők a fájl előtt: \`title\`, \`folder\`, \`tags\` (vesszővel), \`matterId\`, \`clientContactId\`.
A dokumentumtár szabályai érvényesek: a csomag fájlméret- és tárhelykorlátja (413 \`DOCUMENT_TOO_LARGE\`, \`DOCUMENT_STORAGE_FULL\`), a tiltott típusok (415) és a tömörítési bombák (413 \`DOCX_UNPACKED_TOO_LARGE\`).

\`\`\`
curl -X POST "$APP_URL/api/v1/documents" -H "Authorization: Bearer $VI_KEY" -H "Idempotency-Key: feltoltes-001" \\
  -F matterId=… -F title="Megbízási szerződés" -F file=@szerzodes.pdf
\`\`\``;

export function registerPublicApiVaultAndMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const idempotent = idempotentScope(app);
  const offsetList = v1OffsetLists(app);

  r.get(
    '/api/v1/documents/:id',
    {
      preHandler: requirePermission(app, 'canViewDocuments'),
      schema: { tags, summary: 'Egy dokumentum metaadatai (cím, fájl, ügy, ügyfél, verziók)', params: idParam, response: { 200: documentMetadataSchema, ...errors } },
    },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, 'documents');
        const { text: _text, textTruncated: _truncated, ...metadata } = await viewDocument(tx, actor, request.params.id);
        return metadata;
      }),
  );

  // The multipart parser only for the upload, so the other v1 routes never parse a multipart body.
  void app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    const { storage, receiveFiles, createUploaded } = documentsHttp(upload);
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/documents',
      {
        preHandler: requirePermission(upload, 'canGenerateDocuments'),
        bodyLimit: VAULT_UPLOAD_BODY_LIMIT,
        preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
        schema: {
          tags,
          summary: 'Dokumentum feltöltése a dokumentumtárba (multipart, egy fájl; Idempotency-Key ajánlott)',
          description: uploadDescription,
          consumes: ['multipart/form-data'],
          headers: idempotencyHeader,
          response: { 201: uploadedSchema, ...uploadErrors },
        },
      },
      async (request, reply) => {
        const { files, links, storageCheck } = await receiveFiles(request, 1, (tx, actor) => requireModule(tx, actor.tenantId, 'documents'));
        const file = files[0]!;
        try {
          return await idempotent(
            request,
            reply,
            201,
            async (tx, actor) => {
              await assertStorageHeld(tx, storageCheck);
              const created = await createUploaded(tx, actor, file, links, 'public-api');
              return { id: created.id, fileName: file.fileName, mime: file.mime, sizeBytes: file.blob.sizeBytes, sha256: file.blob.sha256, versionNumber: 1 };
            },
            { body: { links, fileName: file.fileName, sha256: file.blob.sha256 } },
          );
        } finally {
          // A refusal or a replay leaves the bytes unreferenced unless a version already holds them.
          await discardUnreferenced(app.db, storage, files);
        }
      },
    );
  });

  offsetList(
    '/api/v1/message-threads',
    {
      permission: 'canViewContacts',
      module: MESSAGES_MODULE,
      summary: 'Az ügyfelek üzenetváltásai az irodával (bizalmas ügyé csak a csapatnak; szűrés ügyfélre, ügyre, válaszra várókra), lapozva',
      query: threadsQuery,
      item: portalThreadSummarySchema,
    },
    inboxPage,
  );

  r.get(
    '/api/v1/message-threads/:id',
    { preHandler: requirePermission(app, 'canViewContacts'), schema: { tags, summary: 'Egy üzenetváltás az üzenetekkel (olvasottnak nem jelöli)', params: idParam, response: { 200: portalThreadSchema, ...errors } } },
    async (request) =>
      inFirm(request, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, MESSAGES_MODULE);
        return getInboxThread(tx, actor, request.params.id);
      }),
  );

  r.post(
    '/api/v1/message-threads/:id/messages',
    {
      preHandler: requirePermission(app, 'canEditContacts'),
      schema: {
        tags,
        summary: 'Az iroda válasza az ügyfélnek egy üzenetváltásban (Idempotency-Key ajánlott)',
        params: idParam,
        headers: idempotencyHeader,
        body: newMessageBodySchema,
        response: { 201: z.object({ id: z.string() }), ...errors },
      },
    },
    async (request, reply) =>
      idempotent(request, reply, 201, async (tx, actor) => {
        await requireModule(tx, actor.tenantId, MESSAGES_MODULE);
        return replyAsFirm(tx, actor, request.params.id, request.body);
      }),
  );
}
