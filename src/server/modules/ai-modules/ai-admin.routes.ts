// /api/ai-modules (module ai-modules, issue 19): the firm administrator's AI screen – provider keys
// (stored encrypted, shown masked, never returned), budgets, usage and the audit log. Every
// change to keys and budgets goes into the firm's audit trail.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addProviderKeyBodySchema,
  auditQuerySchema,
  auditResponseSchema,
  budgetsResponseSchema,
  myUsageResponseSchema,
  providerKeySchema,
  providerKeysResponseSchema,
  setBudgetBodySchema,
  usageResponseSchema,
} from '@shared/ai-modules/themis.schemas';
import { type TenantTx, withTenant } from '../../db/tenant-scope';
import { requestOrigin } from '../../audit/audit';
import { contextOf, requirePermission, tenantOf } from '../../plugins/request-context';
import { aiKeySecret } from './ai-wiring';
import { providerUrlRefusal } from './gateway/http';
import { HttpError } from '../../lib/http-error';
import { firmAuditLog, firmBudgets, firmKeys, firmUsage, myUsage, removeFirmKey, setBudget, setFirmKey } from './ai-admin.service';
import type { AiGateway } from './gateway/gateway';
import { testAiProvider } from './ai-connection-test';
import { providerIdSchema } from '@shared/ai-modules/ai-modules.schemas';
import { connectionTestResultSchema } from '@shared/integrations/connection-test';
import { errorResponses, idParam } from '../../lib/route-schemas';

const errors = errorResponses(400, 401, 403, 404, 409);

export function registerAiAdminRoutes(app: FastifyInstance, gateway: AiGateway) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canManage = requirePermission(app, 'canManageOwnCompany');

  function inFirm<T>(request: FastifyRequest, work: (tx: TenantTx, tenantId: string) => Promise<T>): Promise<T> {
    const tenantId = tenantOf(request);
    return withTenant(app.db, tenantId, (tx) => work(tx, tenantId), { userId: contextOf(request).user.id });
  }

  r.get('/api/ai-modules/keys', { preHandler: canManage, schema: { tags: ['ai'], summary: 'A cég AI-szolgáltatói kulcsai (maszkolva)', response: { 200: providerKeysResponseSchema, ...errors } } }, async (request) =>
    inFirm(request, async (tx, tenantId) => ({ items: await firmKeys(tx, tenantId) })),
  );

  r.post(
    '/api/ai-modules/keys',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'Szolgáltatói kulcs felvétele vagy cseréje (titkosítva tároljuk)', body: addProviderKeyBodySchema, response: { 201: providerKeySchema, ...errors } } },
    async (request, reply) => {
      // A firm's address must not reach the server's own network (issue 34.5); resolved outside the transaction.
      if (request.body.baseUrl && (await providerUrlRefusal(request.body.baseUrl))) throw new HttpError(400, 'AI_BASE_URL_FORBIDDEN');
      const key = await inFirm(request, (tx, tenantId) => setFirmKey(tx, tenantId, aiKeySecret(app), requestOrigin(request), contextOf(request).user.id, request.body));
      reply.code(201);
      return key;
    },
  );

  r.post(
    '/api/ai-modules/keys/test',
    {
      preHandler: canManage,
      schema: {
        tags: ['ai'],
        summary: 'Kapcsolatpróba egy AI-szolgáltatóval azzal a kulccsal, amelyet a cég kérései használnának',
        body: z.object({ provider: providerIdSchema }),
        response: { 200: connectionTestResultSchema, ...errors },
      },
    },
    async (request) => testAiProvider(gateway, tenantOf(request), request.body.provider),
  );

  r.delete('/api/ai-modules/keys/:id', { preHandler: canManage, schema: { tags: ['ai'], summary: 'Szolgáltatói kulcs törlése', params: idParam, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await inFirm(request, (tx) => removeFirmKey(tx, requestOrigin(request), request.params.id));
    return reply.code(204).send(null);
  });

  r.get('/api/ai-modules/budgets', { preHandler: canManage, schema: { tags: ['ai'], summary: 'A cég és a felhasználók AI-költségkeretei (euró)', response: { 200: budgetsResponseSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, tenantId) => firmBudgets(tx, tenantId)),
  );

  r.put(
    '/api/ai-modules/budgets',
    {
      preHandler: canManage,
      schema: { tags: ['ai'], summary: 'Költségkeret beállítása (felhasználó, vagy userId null: az egész cég)', body: setBudgetBodySchema, response: { 200: budgetsResponseSchema.shape.items.element, ...errors } },
    },
    async (request) => inFirm(request, (tx, tenantId) => setBudget(tx, tenantId, requestOrigin(request), request.body)),
  );

  r.get(
    '/api/ai-modules/usage',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'AI-használat és költés az elmúlt 30 napban, szolgáltatónként; szolgáltatói állapot', response: { 200: usageResponseSchema, ...errors } } },
    async (request) => {
      // Read before the firm's transaction: the shared health rows are the gateway's (owner connection).
      const health = (await gateway.healthOf(tenantOf(request))).map((h) => ({ provider: h.provider, status: h.status, latency: h.latency, errorRate: h.errorRate, lastCheck: h.lastCheck }));
      return { ...(await inFirm(request, (tx, tenantId) => firmUsage(tx, tenantId))), health };
    },
  );

  r.get(
    '/api/ai-modules/usage/mine',
    { preHandler: requirePermission(app, 'canUseAI'), schema: { tags: ['ai'], summary: 'A saját AI-költésem naponta (30 nap) és a költségkeretem', response: { 200: myUsageResponseSchema, ...errors } } },
    async (request) => inFirm(request, (tx, tenantId) => myUsage(tx, tenantId, contextOf(request).user.id)),
  );

  r.get(
    '/api/ai-modules/audit',
    { preHandler: canManage, schema: { tags: ['ai'], summary: 'AI-naplóbejegyzések (kérés, válasz, hiba) szűrőkkel', querystring: auditQuerySchema, response: { 200: auditResponseSchema, ...errors } } },
    async (request) => inFirm(request, (tx, tenantId) => firmAuditLog(tx, tenantId, request.query)),
  );
}
