// /api/profile: the signed-in user's own name, firm data (user_profiles), preferences and
// avatar (user_settings). Password, sessions and two-factor live in modules/account.
import type { FastifyError, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatFileSize } from '@shared/documents/documents';
import { AVATAR_MAX_BYTES, profileSchema, updateProfileBodySchema } from '@shared/profile/profile.schemas';
import { requestOrigin } from '../../audit/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { contextOf, requireAuth } from '../../plugins/request-context';
import { avatarOf, loadProfile, removeAvatar, saveProfile, uploadAvatar } from './profile.service';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 404, 413, 415);
const tags = ['profile'];

const profileRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  // Avatars arrive as the raw file body; the limit is checked here, the type by the bytes below.
  const rawBody = { parseAs: 'buffer' as const, bodyLimit: AVATAR_MAX_BYTES };
  app.addContentTypeParser(/^image\//, rawBody, (_req, body, done) => done(null, body));
  app.addContentTypeParser('application/octet-stream', rawBody, (_req, body, done) => done(null, body));

  // The member firm named is the one the request acts in (the session's active firm).
  const profileOf = (request: FastifyRequest) => {
    const ctx = contextOf(request);
    return loadProfile(app.db, ctx.user.id, ctx.tenantId);
  };

  r.get('/api/profile', { preHandler: signedIn, schema: { tags, summary: 'A saját profil és beállítások', response: { 200: profileSchema, ...errors } } }, async (request) => profileOf(request));

  r.patch('/api/profile', { preHandler: signedIn, schema: { tags, summary: 'A saját profil módosítása', body: updateProfileBodySchema, response: { 200: profileSchema, ...errors } } }, async (request) => {
    const me = contextOf(request).user.id;
    await saveProfile(app.db, requestOrigin(request), me, request.body);
    return profileOf(request);
  });

  r.put(
    '/api/profile/avatar',
    {
      preHandler: signedIn,
      schema: { tags, summary: `Profilkép feltöltése (PNG, JPEG vagy WebP, legfeljebb ${formatFileSize(AVATAR_MAX_BYTES)})`, response: { 200: profileSchema, ...errors } },
      errorHandler: (error: FastifyError) => {
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, 'AVATAR_TOO_LARGE');
        if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') throw new HttpError(415, 'AVATAR_TYPE');
        throw error;
      },
    },
    async (request) => {
      const me = contextOf(request).user.id;
      await uploadAvatar(app.db, requestOrigin(request), me, request.body);
      return profileOf(request);
    },
  );

  r.get('/api/profile/avatar', { preHandler: signedIn, schema: { tags, summary: 'A saját profilkép', querystring: z.object({ v: z.string().max(30).optional() }) } }, async (request, reply) => {
    const row = await avatarOf(app.db, contextOf(request).user.id);
    if (!row) throw notFound();
    return reply.header('content-type', row.type).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff').send(row.avatar);
  });

  r.delete('/api/profile/avatar', { preHandler: signedIn, schema: { tags, summary: 'A profilkép törlése', response: { 200: profileSchema, ...errors } } }, async (request) => {
    const me = contextOf(request).user.id;
    await removeAvatar(app.db, me);
    return profileOf(request);
  });
};

export default profileRoutes;
