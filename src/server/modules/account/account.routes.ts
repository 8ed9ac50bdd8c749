// Account flows under /api/account (spec 2.6, 2.7, 7.2): registration, e-mail verification,
// forgot/reset password, password change and the user's own sessions. Sign-in, sign-out and
// two-factor stay on better-auth's /api/auth endpoints.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  resendVerificationBodySchema,
  resendVerificationResponseSchema,
  resetPasswordBodySchema,
  resetTokenBodySchema,
  sessionListSchema,
  simpleResultSchema,
  updatePasswordBodySchema,
  validateResetTokenResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@shared/auth/account.schemas';
import { accountMessages } from '@shared/auth/account.schemas';
import { registrationResponseSchema, registrationSchema } from '@shared/auth/registration.schemas';
import { apiErrorSchema } from '@shared/errors/errors.schemas';
import { requireAuth } from '../../plugins/request-context';
import * as account from './account.service';
import { register } from './registration.service';
import { firstFieldValidation } from '../../lib/first-field-validator';
import { errorResponses } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 404, 429);

function originOf(request: FastifyRequest) {
  const ua = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof ua === 'string' ? ua : null };
}

const accountRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireAuth(app);

  r.post(
    '/api/account/register',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Regisztráció (3 lépéses űrlap adatai)', body: registrationSchema, response: { 201: registrationResponseSchema, ...errors } } },
    async (request, reply) => {
      const input = request.body;
      await account.guardRegistration(app, request.ip);
      await register(app, input, originOf(request));
      return reply.status(201).send({ success: true as const, message: accountMessages.registered, email: input.email.toLowerCase() });
    },
  );

  r.post(
    '/api/account/verify-email',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Emailcím megerősítése a levélben kapott tokennel', body: verifyEmailBodySchema, response: { 200: verifyEmailResponseSchema, ...errors } } },
    async (request) => {
      const { token } = request.body;
      return account.verifyEmail(app, token, originOf(request));
    },
  );

  r.post(
    '/api/account/resend-verification',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Megerősítő email újraküldése', body: resendVerificationBodySchema, response: { 200: resendVerificationResponseSchema, ...errors } } },
    async (request) => {
      const { email } = request.body;
      return account.resendVerification(app, email, originOf(request));
    },
  );

  r.post(
    '/api/account/forgot-password',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Jelszó-visszaállító link kérése (mindig ugyanaz a válasz)', body: forgotPasswordBodySchema, response: { 200: simpleResultSchema, ...errors } } },
    async (request) => {
      const { email } = request.body;
      return account.forgotPassword(app, email, originOf(request));
    },
  );

  r.post(
    '/api/account/reset-password/validate',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Visszaállító token ellenőrzése', body: resetTokenBodySchema, response: { 200: validateResetTokenResponseSchema, ...errors } } },
    async (request) => {
      const { token } = request.body;
      return account.validateResetToken(app, token);
    },
  );

  r.post(
    '/api/account/reset-password',
    { ...firstFieldValidation, schema: { tags: ['accounts'], summary: 'Új jelszó beállítása a visszaállító tokennel', body: resetPasswordBodySchema, response: { 200: simpleResultSchema, ...errors } } },
    async (request) => {
      const body = request.body;
      return account.resetPassword(app, body.token, body.password, originOf(request));
    },
  );

  r.post(
    '/api/account/password',
    { ...firstFieldValidation, preHandler: signedIn, schema: { tags: ['accounts'], summary: 'Saját jelszó módosítása', body: updatePasswordBodySchema, response: { 200: simpleResultSchema, ...errors } } },
    async (request) => {
      const body = request.body;
      const ctx = request.ctx!;
      return account.updatePassword(app, { ...ctx.user, sessionId: ctx.sessionId }, body.currentPassword, body.password, originOf(request));
    },
  );

  r.get(
    '/api/account/sessions',
    { preHandler: signedIn, schema: { tags: ['accounts'], summary: 'Saját aktív munkamenetek', response: { 200: sessionListSchema, 401: apiErrorSchema } } },
    async (request) => ({ sessions: await account.listSessions(app, request.ctx!.user.id, request.ctx!.sessionId) }),
  );

  r.delete(
    '/api/account/sessions/:id',
    {
      preHandler: signedIn,
      schema: { tags: ['accounts'], summary: 'Egy saját munkamenet visszavonása', params: z.object({ id: z.string().min(1).max(100) }), response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await account.revokeSession(app, request.ctx!.user, request.params.id, originOf(request));
      return reply.status(204).send(null);
    },
  );
};

export default accountRoutes;
