// /api/api-keys (issue 36.2, decision 0390): the firm administrator's keys — list, create (the
// secret answered once), revoke, rotate — and the public API /api/v1 the keys call.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiKeyListSchema, apiKeySchema, createApiKeyBodySchema, createdApiKeySchema, rotateApiKeyBodySchema } from '@shared/api-keys/api-keys';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { API_KEYS_PERMISSION, createApiKey, listApiKeys, revokeApiKey, rotateApiKey } from './api-keys.service';
import { registerKeyUseAudit } from './key-use-audit';
import { registerPublicApiRoutes } from './public-api.routes';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['api-keys'];

const apiKeysRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const guard = requirePermission(app, API_KEYS_PERMISSION);

  r.get('/api/api-keys', { preHandler: guard, schema: { tags, summary: 'A cég API-kulcsai', response: { 200: apiKeyListSchema, ...errors } } }, async (request) => inFirm(request, (tx, actor) => listApiKeys(tx, actor)));
  r.post(
    '/api/api-keys',
    { preHandler: guard, schema: { tags, summary: 'Új API-kulcs (a titkos kulcsot csak ez a válasz tartalmazza)', body: createApiKeyBodySchema, response: { 201: createdApiKeySchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createApiKey(tx, actor, request.body)),
      ),
  );
  r.post('/api/api-keys/:id/revoke', { preHandler: guard, schema: { tags, summary: 'API-kulcs visszavonása', params: idParam, response: { 200: apiKeySchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => revokeApiKey(tx, actor, request.params.id)),
  );
  r.post(
    '/api/api-keys/:id/rotate',
    {
      preHandler: guard,
      schema: { tags, summary: 'API-kulcs cseréje átfedéssel (a régi a megadott ideig még működik)', params: idParam, body: rotateApiKeyBodySchema, response: { 201: createdApiKeySchema, ...errors } },
    },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => rotateApiKey(tx, actor, request.params.id, request.body.overlapHours)),
      ),
  );

  registerKeyUseAudit(app);
  registerPublicApiRoutes(app);
};

export default apiKeysRoutes;
