// /api/document-templates (module document-templates) and /api/document-generator (module
// document-generator), issue 16. The module guard answers 403 MODULE_NOT_INSTALLED under each
// prefix for a firm without the module; every handler runs in withTenant with the user.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generatedFileName, outputFormats } from '@shared/document-templates/document-templates';
import {
  createTemplateBodySchema,
  generateBodySchema,
  generationSchema,
  listGenerationsQuerySchema,
  listGenerationsResponseSchema,
  listTemplatesQuerySchema,
  listTemplatesResponseSchema,
  prefillParamsSchema,
  prefillQuerySchema,
  prefillResponseSchema,
  TEMPLATE_DOCX_MAX_BYTES,
  templateDetailSchema,
  updateTemplateBodySchema,
} from '@shared/document-templates/document-templates.schemas';
import { syncBuiltinTemplates } from '../../db/builtin-templates';
import { templateDocx } from '../../lib/documents/template-render';
import { multipartOnly } from '../../lib/multipart-only';
import { requirePermission } from '../../plugins/request-context';
import { documentStorage } from '../../storage';
import { contentTypeOf, generationDetail, generationFile, listGenerations } from './generation.service';
import { matterPrefill } from './prefill.service';
import { checkTemplateDocx, receiveTemplateDocx } from './template-docx.service';
import { addTemplate, changeTemplate, generateFromTemplate, saveDocxTemplate } from './document-templates.actions';
import { withDocumentRenders } from './generation-render';
import { listTemplates, templateDetail, visibleTemplate } from './document-templates.service';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 422);

const templatesRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requirePermission(app, 'canViewTemplates');
  const canCreate = requirePermission(app, 'canCreateTemplates');
  const canGenerate = requirePermission(app, 'canGenerateDocuments');
  const storage = documentStorage(app.env);

  // The built-in library is data in the repository: written (or updated to a new version) when
  // the server starts, as the owner, before any request is served.
  app.addHook('onReady', async () => {
    await syncBuiltinTemplates(app.db);
  });

  const inFirm = tenantScope(app);

  r.get(
    '/api/document-templates',
    {
      preHandler: canView,
      schema: { tags: ['templates'], summary: 'Sablonkönyvtár: a beépített és a cég saját sablonjai, szűrőkkel', querystring: listTemplatesQuerySchema, response: { 200: listTemplatesResponseSchema, ...errors } },
    },
    async (request) => inFirm(request, async (tx, actor) => ({ items: await listTemplates(tx, actor, request.query) })),
  );

  r.get(
    '/api/document-templates/:id',
    { preHandler: canView, schema: { tags: ['templates'], summary: 'Egy sablon: szöveg, változók, verziók', params: idParam, response: { 200: templateDetailSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => templateDetail(tx, actor, request.params.id)),
  );

  r.post(
    '/api/document-templates',
    { preHandler: canCreate, schema: { tags: ['templates'], summary: 'Saját sablon (vagy egy sablon másolata)', body: createTemplateBodySchema, response: { 201: templateDetailSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => addTemplate(tx, actor, request.body)),
      ),
  );

  r.patch(
    '/api/document-templates/:id',
    {
      preHandler: canCreate,
      schema: { tags: ['templates'], summary: 'Saját sablon módosítása (új szöveg: új verzió)', params: idParam, body: updateTemplateBodySchema, response: { 200: templateDetailSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => changeTemplate(tx, actor, request.params.id, request.body)),
  );

  r.get(
    '/api/document-templates/:id/docx',
    { preHandler: canView, schema: { tags: ['templates'], summary: 'A sablon DOCX-ként (a feltöltött fájl, vagy a szövegből készítve) Wordben szerkesztéshez', params: idParam } },
    async (request, reply) => {
      const template = await inFirm(request, (tx) => visibleTemplate(tx, request.params.id));
      const body = template.sourceDocx ?? Buffer.from(templateDocx(template.content).generate({ type: 'uint8array', compression: 'DEFLATE' }));
      return reply
        .header('content-type', contentTypeOf('docx'))
        .header('content-disposition', `attachment; filename="${generatedFileName(template.name, template.version, 'sablon', 'docx')}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  // The DOCX upload reads multipart; the parser is registered for this child scope only, so the
  // JSON routes above never parse a multipart body.
  await app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true });
    upload.withTypeProvider<ZodTypeProvider>().post(
      '/api/document-templates/docx',
      {
        preParsing: multipartOnly(app.env.BODY_LIMIT_BYTES),
        preHandler: canCreate,
        bodyLimit: TEMPLATE_DOCX_MAX_BYTES + 512 * 1024,
        schema: {
          tags: ['templates'],
          summary: 'Saját DOCX sablon feltöltése helyőrzőkkel (multipart: meta JSON, majd a fájl); templateId-vel új verzió',
          consumes: ['multipart/form-data'],
          response: { 201: templateDetailSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { meta, bytes, fileName } = await receiveTemplateDocx(request);
        const content = await checkTemplateDocx(bytes, meta.variables);
        return created(
          reply,
          inFirm(request, (tx, actor) => saveDocxTemplate(tx, actor, meta, bytes, content, fileName)),
        );
      },
    );
  });

  r.post(
    '/api/document-generator',
    { preHandler: canGenerate, schema: { tags: ['templates'], summary: 'Dokumentum készítése sablonból (DOCX és PDF)', body: generateBodySchema, response: { 201: generationSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        // The files are rendered between two short transactions, none open meanwhile (decision 0414).
        withDocumentRenders((renders) => inFirm(request, (tx, actor) => generateFromTemplate(tx, storage, renders, actor, request.body))),
      ),
  );

  r.get(
    '/api/document-generator',
    { preHandler: canGenerate, schema: { tags: ['templates'], summary: 'A cég legutóbb elkészült dokumentumai', querystring: listGenerationsQuerySchema, response: { 200: listGenerationsResponseSchema, ...errors } } },
    async (request) => inFirm(request, async (tx, actor) => ({ items: await listGenerations(tx, actor, request.query) })),
  );

  r.get(
    '/api/document-generator/prefill/:matterId',
    {
      preHandler: canGenerate,
      schema: {
        tags: ['templates'],
        summary: 'Amit a választott ügy kitölt a sablon mezőiből: ügyfél (személy vagy cég), iroda, felelős ügyvéd, díjazás',
        params: prefillParamsSchema,
        querystring: prefillQuerySchema,
        response: { 200: prefillResponseSchema, ...errors },
      },
    },
    async (request) => inFirm(request, (tx, actor) => matterPrefill(tx, actor, request.query.templateId, request.params.matterId)),
  );

  r.get(
    '/api/document-generator/:id',
    { preHandler: canGenerate, schema: { tags: ['templates'], summary: 'Egy elkészült dokumentum adatai', params: idParam, response: { 200: generationSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => generationDetail(tx, actor, request.params.id)),
  );

  r.get(
    '/api/document-generator/:id/files/:format',
    { preHandler: canGenerate, schema: { tags: ['templates'], summary: 'Az elkészült DOCX vagy PDF letöltése', params: idParam.extend({ format: z.enum(outputFormats) }) } },
    async (request, reply) => {
      const file = await inFirm(request, (tx, actor) => generationFile(tx, actor, request.params.id, request.params.format));
      return reply
        .header('content-type', contentTypeOf(request.params.format))
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};

export default templatesRoutes;
