// The NAV side of the invoice-generator module (decisions 0165–0166): the firm's technical user (write-only
// secrets, canEditSettings) and the outbox sweep's job.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { navCredentialsBodySchema, navCredentialsViewSchema } from '@shared/invoice-generator/invoice-generator.api.schemas';
import { tenantScope } from '../../../lib/route-scope';
import { errorResponses } from '../../../lib/route-schemas';
import { invoiceActions } from '@shared/invoice-generator/actions';
import { requireAction } from '../../../plugins/request-context';
import { connectionTestResultSchema } from '@shared/integrations/connection-test';
import { configureNavTechnicalUser, navEndpointToTest, navTechnicalUser } from './nav-credentials';
import { testNavConnection } from './nav-connection-test';
import { registerNavJobs } from './nav.jobs';

const errors = errorResponses(400, 401, 403, 404, 422);

export function registerNavRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const canConfigure = requireAction(app, invoiceActions.configure);

  r.get(
    '/api/invoice-generator/nav-credentials',
    { preHandler: canConfigure, schema: { tags: ['invoice-generator'], summary: 'A NAV technikai felhasználó (titkok nélkül)', response: { 200: navCredentialsViewSchema, ...errors } } },
    (request) => inFirm(request, (tx, actor) => navTechnicalUser(tx, actor)),
  );

  r.put(
    '/api/invoice-generator/nav-credentials',
    {
      preHandler: canConfigure,
      schema: { tags: ['invoice-generator'], summary: 'A NAV technikai felhasználó mentése (a titkok titkosítva)', body: navCredentialsBodySchema, response: { 200: navCredentialsViewSchema, ...errors } },
    },
    (request) => {
      const { environment, login, taxNumber, password, signKey, exchangeKey } = request.body;
      return inFirm(request, (tx, actor) => configureNavTechnicalUser(tx, actor, { environment, login, taxNumber, password, signKey, exchangeKey }, app.env.BETTER_AUTH_SECRET));
    },
  );

  r.post(
    '/api/invoice-generator/nav-credentials/test',
    { preHandler: canConfigure, schema: { tags: ['invoice-generator'], summary: 'Kapcsolatpróba a NAV-val a mentett technikai felhasználóval (tokenkérés)', response: { 200: connectionTestResultSchema, ...errors } } },
    async (request) => {
      // The credentials are read in the transaction; NAV is asked after it, outside any transaction.
      const endpoint = await inFirm(request, (tx, actor) => navEndpointToTest(tx, actor, { serverSecret: app.env.BETTER_AUTH_SECRET, testBaseUrl: app.env.NAV_API_BASE_URL }));
      return testNavConnection(endpoint, { timeoutMs: Math.min(app.env.NAV_TIMEOUT_MS, 15_000) });
    },
  );

  // The outbox sweep (decision 0282): a recurring job on the runtime.
  registerNavJobs(app);
}
