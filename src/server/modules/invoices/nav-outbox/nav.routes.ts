// The NAV side of the invoices module (decisions 0165–0166): the firm's technical user (write-only
// secrets, canEditSettings) and the outbox sweep's job.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { navCredentialsBodySchema, navCredentialsViewSchema } from '@shared/invoices/invoices.api.schemas';
import { recordAudit, requestOrigin } from '../../../audit/audit';
import { withTenant } from '../../../db/tenant-scope';
import { HttpError } from '../../../lib/http-error';
import { contextOf, requirePermission, tenantOf } from '../../../plugins/request-context';
import { navCredentialsView, saveNavCredentials } from './nav-credentials';
import { registerNavJobs } from './nav.jobs';
import { errorResponses } from '../../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 422);

export function registerNavRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canConfigure = requirePermission(app, 'canEditSettings');

  r.get(
    '/api/invoices/nav-credentials',
    { preHandler: canConfigure, schema: { tags: ['invoices'], summary: 'A NAV technikai felhasználó (titkok nélkül)', response: { 200: navCredentialsViewSchema, ...errors } } },
    async (request) => {
      const tenantId = tenantOf(request);
      return withTenant(app.db, tenantId, (tx) => navCredentialsView(tx, tenantId), { userId: contextOf(request).user.id });
    },
  );

  r.put(
    '/api/invoices/nav-credentials',
    { preHandler: canConfigure, schema: { tags: ['invoices'], summary: 'A NAV technikai felhasználó mentése (a titkok titkosítva)', body: navCredentialsBodySchema, response: { 200: navCredentialsViewSchema, ...errors } } },
    async (request) => {
      const tenantId = tenantOf(request);
      const userId = contextOf(request).user.id;
      const b = request.body;
      return withTenant(
        app.db,
        tenantId,
        async (tx) => {
          const saved = await saveNavCredentials(tx, tenantId, userId, { environment: b.environment, login: b.login, taxNumber: b.taxNumber, password: b.password, signKey: b.signKey, exchangeKey: b.exchangeKey }, app.env.BETTER_AUTH_SECRET);
          if (!saved) throw new HttpError(422, 'NAV_CREDENTIALS_INCOMPLETE');
          // Never the secrets themselves: only which were changed.
          await recordAudit(tx, { ...requestOrigin(request), action: 'invoices.nav_credentials_update', targetType: 'tenant', targetId: tenantId, metadata: { environment: b.environment, login: b.login, changed: { password: Boolean(b.password), signKey: Boolean(b.signKey), exchangeKey: Boolean(b.exchangeKey) } } });
          return navCredentialsView(tx, tenantId);
        },
        { userId },
      );
    },
  );

  // The outbox sweep (decision 0165): a recurring job on the runtime (decision 0282).
  registerNavJobs(app);
}
