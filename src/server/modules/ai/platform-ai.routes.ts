// /api/platform/ai (decision 0242): the platform admin's platform-wide provider keys and the
// cross-firm view of AI usage, the AI audit log and alerts (firm filter). Platform admin only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformAiOverviewSchema, platformAiQuerySchema } from '@shared/ai/platform.schemas';
import { addProviderKeyBodySchema, providerKeySchema, providerKeysResponseSchema } from '@shared/ai/themis.schemas';
import { requestOrigin } from '../../audit/audit';
import { requirePlatformAdmin } from '../../plugins/request-context';
import { aiKeySecret } from './ai-wiring';
import { platformKeys, platformOverview, removePlatformKey, setPlatformKey } from './platform-ai.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404);

export function registerPlatformAiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const platformAdmin = requirePlatformAdmin(app, 'canViewAllCompanies');

  r.get(
    '/api/platform/ai/keys',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Platformszintű AI-szolgáltatói kulcsok (maszkolva)', response: { 200: providerKeysResponseSchema, ...errors } } },
    async () => ({ items: await platformKeys(app.db) }),
  );

  r.post(
    '/api/platform/ai/keys',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Platformszintű kulcs (a saját kulcs nélküli irodák használják)', body: addProviderKeyBodySchema, response: { 201: providerKeySchema, ...errors } } },
    async (request, reply) => {
      const key = await setPlatformKey(app.db, aiKeySecret(app), requestOrigin(request), request.body);
      reply.code(201);
      return key;
    },
  );

  r.delete(
    '/api/platform/ai/keys/:id',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Platformszintű kulcs törlése', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await removePlatformKey(app.db, requestOrigin(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/platform/ai/overview',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Az irodák AI-használata, AI-naplója és riasztásai (irodára szűrhető)', querystring: platformAiQuerySchema, response: { 200: platformAiOverviewSchema, ...errors } } },
    async (request) => platformOverview(app.db, request.query),
  );
}
