// /api/integrations/webhooks (issue 36.4–5, decisions 0425–0428): the firm's webhook endpoints –
// list, create (the secret answered once), change (URL, events, on/off), rotate the secret, the
// delivery log, redelivery and the "test connection" button – and the delivery job's handler.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhookBodySchema,
  rotateWebhookSecretBodySchema,
  updateWebhookBodySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookTestResultSchema,
  webhookWithSecretSchema,
} from '@shared/integrations/webhooks';
import { errorResponses, idParam } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { runDelivery } from './webhook-delivery';
import { webhookTransport } from './webhook-transport';
import { registerWebhookConsumers } from './webhooks.events';
import { deliverWebhookJob } from './webhooks.job-definition';
import { createWebhookEndpoint, listWebhookDeliveries, listWebhookEndpoints, redeliverWebhook, rotateWebhookSecret, updateWebhookEndpoint, webhookConnectionTest, WEBHOOKS_PERMISSION } from './webhooks.service';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['integrations'];
const base = '/api/integrations/webhooks';

const webhooksRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const guard = requirePermission(app, WEBHOOKS_PERMISSION);
  const transport = webhookTransport(app.env);
  app.addHook('onClose', async () => transport.agent?.close());
  const keys = { serverSecret: app.env.BETTER_AUTH_SECRET };

  registerWebhookConsumers();
  app.jobs.handle(deliverWebhookJob, (ctx, payload) => runDelivery(ctx, payload, { transport, keys }));

  r.get(base, { preHandler: guard, schema: { tags, summary: 'A cég webhook-végpontjai', response: { 200: webhookEndpointListSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => listWebhookEndpoints(tx, actor)),
  );
  r.post(
    base,
    { preHandler: guard, schema: { tags, summary: 'Új webhook-végpont (a titkos kulcsot csak ez a válasz tartalmazza)', body: createWebhookBodySchema, response: { 201: webhookWithSecretSchema, ...errors } } },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => createWebhookEndpoint(tx, actor, request.body, transport, keys)),
      ),
  );
  r.patch(
    `${base}/:id`,
    { preHandler: guard, schema: { tags, summary: 'Webhook-végpont módosítása, ki- és bekapcsolása', params: idParam, body: updateWebhookBodySchema, response: { 200: webhookEndpointSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => updateWebhookEndpoint(tx, actor, request.params.id, request.body, transport)),
  );
  r.post(
    `${base}/:id/rotate-secret`,
    {
      preHandler: guard,
      schema: { tags, summary: 'Titkos kulcs cseréje átfedéssel (a régi a megadott ideig még aláír)', params: idParam, body: rotateWebhookSecretBodySchema, response: { 201: webhookWithSecretSchema, ...errors } },
    },
    async (request, reply) =>
      created(
        reply,
        inFirm(request, (tx, actor) => rotateWebhookSecret(tx, actor, request.params.id, request.body.overlapHours, keys)),
      ),
  );
  r.get(`${base}/:id/deliveries`, { preHandler: guard, schema: { tags, summary: 'A végpont kézbesítési naplója', params: idParam, response: { 200: webhookDeliveryListSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => listWebhookDeliveries(tx, actor, request.params.id)),
  );
  r.post(
    `${base}/deliveries/:id/redeliver`,
    { preHandler: guard, schema: { tags, summary: 'Üzenet újraküldése ugyanazzal a webhook-id-val', params: idParam, response: { 200: webhookDeliverySchema, ...errors } } },
    async (request) => {
      const delivery = await inFirm(request, (tx, actor) => redeliverWebhook(tx, actor, request.params.id));
      app.jobs.kick();
      return delivery;
    },
  );
  r.post(
    `${base}/:id/test`,
    { preHandler: guard, schema: { tags, summary: 'Kapcsolat tesztelése: aláírt próbaüzenet, és ha nem sikerült, mi volt a hiba', params: idParam, response: { 200: webhookTestResultSchema, ...errors } } },
    async (request) => {
      const prepared = await inFirm(request, (tx, actor) => webhookConnectionTest.prepare(tx, actor, request.params.id, keys));
      const sent = await webhookConnectionTest.send(transport, prepared);
      return inFirm(request, (tx, actor) => webhookConnectionTest.record(tx, actor, request.params.id, prepared, sent));
    },
  );
};

export default webhooksRoutes;
