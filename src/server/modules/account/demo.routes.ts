// One-click demo sign-in (DEMO_MODE only, an explicit setting, never inferred from the host):
// lists the seeded demo accounts without passwords and signs in as one of them on the server.
// Like the development outbox it answers this machine only (a demo account is the platform
// admin), unless DEMO_ALLOW_REMOTE opens it to the network (issue 11, finding 3).
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoAccountListSchema, demoSignInBodySchema } from '@shared/auth/account.schemas';
import { errorBody } from '@shared/errors/errors';
import { isLocalRequest } from '../../lib/local-request';
import { toFetchHeaders } from '../../plugins/auth';
import { firstFieldValidation } from '../../lib/first-field-validator';
import { errorResponses } from '../../lib/route-schemas';
import { presentDemoAccounts, signInDemoAccount } from './demo.service';

const demoRoutes: FastifyPluginAsync = async (app) => {
  if (!app.env.DEMO_MODE) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  if (!app.env.DEMO_ALLOW_REMOTE) {
    app.addHook('onRequest', async (request, reply) => {
      if (!isLocalRequest(request)) return reply.status(404).send(errorBody('NOT_FOUND'));
    });
  }

  r.get('/api/demo/accounts', { schema: { tags: ['demo'], summary: 'Demó fiókok (csak DEMO_MODE esetén)', response: { 200: demoAccountListSchema } } }, async () => ({ accounts: await presentDemoAccounts(app.db) }));

  r.post(
    '/api/demo/sign-in',
    {
      ...firstFieldValidation,
      schema: { tags: ['demo'], summary: 'Belépés egy demó fiókkal (csak DEMO_MODE esetén)', body: demoSignInBodySchema, response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(400, 401, 404) } },
    },
    async (request, reply) => {
      const cookies = await signInDemoAccount(app.db, app.auth, request.body.email, toFetchHeaders(request), request.ip);
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return { success: true as const };
    },
  );
};

export default demoRoutes;
