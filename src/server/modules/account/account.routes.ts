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

  /** A public account form: first-field validation, JSON body in, the 200 answer out; the service gets the body and the request's origin. */
  function publicForm<Body extends z.ZodType, Result extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    result: Result,
    handle: (input: z.output<Body>, origin: ReturnType<typeof originOf>) => Promise<z.input<Result>>,
  ) {
    // Registered on `app`, not the typed `r`: the reply type of a generic schema does not resolve.
    // Validation and serialisation are the same (the compilers are the app's and firstFieldValidation's).
    app.post(path, { ...firstFieldValidation, schema: { tags: ['accounts'], summary, body, response: { 200: result, ...errors } } }, (request) => handle(request.body as z.output<Body>, originOf(request)));
  }

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

  // The public forms after registration: a token or an e-mail address in, one result out.
  publicForm('/api/account/verify-email', 'Emailcím megerősítése a levélben kapott tokennel', verifyEmailBodySchema, verifyEmailResponseSchema, (body, origin) => account.verifyEmail(app, body.token, origin));
  publicForm('/api/account/resend-verification', 'Megerősítő email újraküldése', resendVerificationBodySchema, resendVerificationResponseSchema, (body, origin) => account.resendVerification(app, body.email, origin));
  publicForm('/api/account/forgot-password', 'Jelszó-visszaállító link kérése (mindig ugyanaz a válasz)', forgotPasswordBodySchema, simpleResultSchema, (body, origin) => account.forgotPassword(app, body.email, origin));
  publicForm('/api/account/reset-password/validate', 'Visszaállító token ellenőrzése', resetTokenBodySchema, validateResetTokenResponseSchema, (body) => account.validateResetToken(app, body.token));
  publicForm('/api/account/reset-password', 'Új jelszó beállítása a visszaállító tokennel', resetPasswordBodySchema, simpleResultSchema, (body, origin) => account.resetPassword(app, body.token, body.password, origin));

  r.post(
    '/api/account/password',
    { ...firstFieldValidation, preHandler: signedIn, schema: { tags: ['accounts'], summary: 'Saját jelszó módosítása', body: updatePasswordBodySchema, response: { 200: simpleResultSchema, ...errors } } },
    async (request) => {
      const body = request.body;
      const ctx = request.ctx!;
      return account.updatePassword(app, { ...ctx.user, sessionId: ctx.sessionId }, body.currentPassword, body.password, originOf(request));
    },
  );

  r.get('/api/account/sessions', { preHandler: signedIn, schema: { tags: ['accounts'], summary: 'Saját aktív munkamenetek', response: { 200: sessionListSchema, 401: apiErrorSchema } } }, async (request) => ({
    sessions: await account.listSessions(app, request.ctx!.user.id, request.ctx!.sessionId),
  }));

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
