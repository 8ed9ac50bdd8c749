// /api/custom-branding (decision 0448): the firm's branding – read by everyone of the firm, its
// customers included (the portal wears it), changed by its administrators. Each handler parses,
// makes one service call in the request's tenant transaction and shapes the answer.
import type { FastifyError, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandingActions } from '@shared/custom-branding/actions';
import { brandingBodySchema, brandingSchema, LOGO_MAX_BYTES, logoQuerySchema } from '@shared/custom-branding/custom-branding.schemas';
import { formatFileSize } from '@shared/documents/documents';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';
import { requireAction } from '../../plugins/request-context';
import { branding, brandingLogo, removeLogo, replaceLogo, saveBranding } from './custom-branding.service';

const tags = ['custom-branding'];
const errors = errorResponses(400, 401, 403, 404, 413, 415);

const customBrandingRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canView = requireAction(app, brandingActions.view);
  const canManage = requireAction(app, brandingActions.manage);
  const inFirm = tenantScope(app);

  // The logo arrives as the raw file body; the limit is checked here, the type by the bytes.
  const rawBody = { parseAs: 'buffer' as const, bodyLimit: LOGO_MAX_BYTES };
  app.addContentTypeParser(/^image\//, rawBody, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/octet-stream', rawBody, (_req, body, done) => done(null, body));

  r.get('/api/custom-branding', { preHandler: canView, schema: { tags, summary: 'Az iroda arculata (megjelenített név, kiemelő szín, logó)', response: { 200: brandingSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => branding(tx, actor)),
  );

  r.put(
    '/api/custom-branding',
    { preHandler: canManage, schema: { tags, summary: 'A megjelenített név és a kiemelő szín módosítása', body: brandingBodySchema, response: { 200: brandingSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => saveBranding(tx, actor, request.body)),
  );

  r.get('/api/custom-branding/logo', { preHandler: canView, schema: { tags, summary: 'Az iroda logója', querystring: logoQuerySchema } }, async (request, reply) => {
    const logo = await inFirm(request, (tx, actor) => brandingLogo(tx, actor));
    if (!logo) throw new HttpError(404, 'NOT_FOUND');
    return reply.header('content-type', logo.type).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').send(logo.bytes);
  });

  r.put(
    '/api/custom-branding/logo',
    {
      preHandler: canManage,
      schema: { tags, summary: `Logó feltöltése (PNG, JPEG vagy WebP, legfeljebb ${formatFileSize(LOGO_MAX_BYTES)})`, response: { 200: brandingSchema, ...errors } },
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'BRANDING_LOGO_TOO_LARGE');
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, 'BRANDING_LOGO_TYPE');
        throw error;
      },
    },
    async (request) => inFirm(request, (tx, actor) => replaceLogo(tx, actor, request.body)),
  );

  r.delete('/api/custom-branding/logo', { preHandler: canManage, schema: { tags, summary: 'A logó törlése', response: { 200: brandingSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => removeLogo(tx, actor)),
  );
};

export default customBrandingRoutes;
