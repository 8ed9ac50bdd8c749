// /api/platform/ai (decision 0242): the platform admin's platform-wide provider keys and the
// cross-firm view of AI usage, the AI audit log and alerts (firm filter). Platform admin only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPlatformAlertRuleBodySchema,
  platformAlertOutSchema,
  platformAlertRuleOutSchema,
  platformAlertRulesResponseSchema,
  platformAlertsQuerySchema,
  platformAlertsResponseSchema,
  updatePlatformAlertRuleBodySchema,
} from '@shared/ai-modules/alerts.schemas';
import { platformAiOverviewSchema, platformAiQuerySchema } from '@shared/ai-modules/platform.schemas';
import { addProviderKeyBodySchema, providerKeySchema, providerKeysResponseSchema } from '@shared/ai-modules/themis.schemas';
import { requestOrigin } from '../../audit/audit';
import { requirePlatformAdmin } from '../../plugins/request-context';
import { aiKeySecret } from './ai-wiring';
import { changePlatformAlertState, createPlatformAlertRule, deletePlatformAlertRule, platformAlertRules, platformAlerts, updatePlatformAlertRule } from './platform-alerts.service';
import { platformKeys, platformOverview, removePlatformKey, setPlatformKey } from './platform-ai.service';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

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
    {
      preHandler: platformAdmin,
      schema: { tags: ['ai'], summary: 'Az irodák AI-használata, AI-naplója és riasztásai (irodára szűrhető)', querystring: platformAiQuerySchema, response: { 200: platformAiOverviewSchema, ...errors } },
    },
    async (request) => platformOverview(app.db, request.query),
  );

  // Platform-level alert rules and their alerts (decision 0254).
  r.get(
    '/api/platform/ai/alert-rules',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Platformszintű AI-riasztási szabályok (az összes iroda használatára)', response: { 200: platformAlertRulesResponseSchema, ...errors } } },
    async () => ({ items: await platformAlertRules(app.db) }),
  );

  r.post(
    '/api/platform/ai/alert-rules',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Új platformszintű riasztási szabály', body: createPlatformAlertRuleBodySchema, response: { 201: platformAlertRuleOutSchema, ...errors } } },
    async (request, reply) => {
      const rule = await createPlatformAlertRule(app.db, requestOrigin(request), request.body);
      reply.code(201);
      return rule;
    },
  );

  r.patch(
    '/api/platform/ai/alert-rules/:id',
    {
      preHandler: platformAdmin,
      schema: { tags: ['ai'], summary: 'Platformszintű riasztási szabály módosítása', params: idParam, body: updatePlatformAlertRuleBodySchema, response: { 200: platformAlertRuleOutSchema, ...errors } },
    },
    async (request) => updatePlatformAlertRule(app.db, requestOrigin(request), request.params.id, request.body),
  );

  r.delete(
    '/api/platform/ai/alert-rules/:id',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'Platformszintű riasztási szabály törlése', params: idParam, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deletePlatformAlertRule(app.db, requestOrigin(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/api/platform/ai/alerts',
    { preHandler: platformAdmin, schema: { tags: ['ai'], summary: 'A platformszintű szabályok riasztásai', querystring: platformAlertsQuerySchema, response: { 200: platformAlertsResponseSchema, ...errors } } },
    async (request) => ({ items: await platformAlerts(app.db, request.query) }),
  );

  for (const action of ['acknowledge', 'resolve'] as const) {
    r.post(
      `/api/platform/ai/alerts/:id/${action}`,
      {
        preHandler: platformAdmin,
        schema: { tags: ['ai'], summary: action === 'acknowledge' ? 'Platformszintű riasztás tudomásulvétele' : 'Platformszintű riasztás lezárása', params: idParam, response: { 200: platformAlertOutSchema, ...errors } },
      },
      async (request) => changePlatformAlertState(app.db, requestOrigin(request), request.params.id, action),
    );
  }
}
