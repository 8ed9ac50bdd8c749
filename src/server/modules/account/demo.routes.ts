// One-click demo sign-in (DEMO_MODE only, an explicit setting, never inferred from the host):
// lists the seeded demo accounts without passwords and signs in as one of them on the server.
// Like the development outbox it answers this machine only (a demo account is the platform
// admin), unless DEMO_ALLOW_REMOTE opens it to the network (issue 11, finding 3).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountMessages, demoAccountListSchema, demoSignInBodySchema } from '@shared/auth/account.schemas';
import { errorBody } from '@shared/errors/errors';
import { recordAudit } from '../../audit/audit';
import { AUDIT } from '../../auth/throttle';
import { isLocalRequest } from '../../lib/local-request';
import { DEMO_PASSWORD, demoAccounts } from '../../db/seed';
import { toFetchHeaders } from '../../plugins/auth';
import { firstFieldValidation } from '../../lib/first-field-validator';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/route-schemas';
import { presentDemoAccounts } from './demo.service';

const demoRoutes: FastifyPluginAsync = async (app) => {
  if (!app.env.DEMO_MODE) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!app.env.DEMO_ALLOW_REMOTE) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLocalRequest(request)) return reply.status(404).send(errorBody('NOT_FOUND'));
    });
  }

  r.get(
    '/api/demo/accounts',
    { schema: { tags: ['demo'], summary: 'Demó fiókok (csak DEMO_MODE esetén)', response: { 200: demoAccountListSchema } } },
    async () => ({ accounts: await presentDemoAccounts(app.db) }),
  );

  r.post(
    '/api/demo/sign-in',
    { ...firstFieldValidation, schema: { tags: ['demo'], summary: 'Belépés egy demó fiókkal (csak DEMO_MODE esetén)', body: demoSignInBodySchema, response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 404) } } },
    async (request, reply) => {
      const { email } = request.body;
      const normalized = email.toLowerCase();
      if (!demoAccounts.some((a) => a.email === normalized)) throw new HttpError(404, 'NOT_FOUND', accountMessages.demoDisabled);
      const headers = toFetchHeaders(request);
      headers.set('content-type', 'application/json');
      const response = await app.auth.api.signInEmail({ body: { email: normalized, password: DEMO_PASSWORD }, headers, asResponse: true });
      if (!response.ok) throw new HttpError(401, 'DEMO_SIGN_IN_FAILED', accountMessages.demoDisabled);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      await recordAudit(app.db, { action: AUDIT.demoSignIn, email: normalized, ip: request.ip });
      return { success: true as const };
    },
  );
};

export default demoRoutes;
