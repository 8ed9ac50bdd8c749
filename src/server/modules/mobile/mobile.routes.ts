// /api/mobile (decision 0516): the signed-in user's own push devices and settings in her firm, the
// server's VAPID public key and the test push. The module guard checks the installation; the
// service checks the plan's mobile_app on every call. Each handler parses, makes one service call
// in the request's tenant transaction and shapes the answer.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { mobileActions } from '@shared/mobile/actions';
import { devicesSchema, deviceSchema, pushSettingsSchema, registerDeviceBodySchema, testPushResultSchema, vapidKeySchema } from '@shared/mobile/mobile.schemas';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { tenantScope } from '../../lib/route-scope';
import { requireAction } from '../../plugins/request-context';
import { registerPushListeners, runPushJob, pushJob } from './mobile.push';
import { endpointCheck, getSettings, listDevices, putSettings, registerDevice, removeDevice, sendTestPush, vapidPublicKey } from './mobile.service';
import { pushTransport } from './push-transport';
import { vapidKeySource } from './vapid';

const tags = ['mobile'];
const errors = errorResponses(400, 401, 403, 404, 409);

const mobileRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const canUse = requireAction(app, mobileActions.use);
  const inFirm = tenantScope(app);
  const transport = pushTransport(app.env.PUSH_APPROVED_HOSTS);
  const keys = vapidKeySource(app.db, app.env);
  app.addHook('onClose', () => transport.agent.close());

  registerPushListeners();
  app.jobs.handle(pushJob, async (ctx, payload) => {
    const result = await runPushJob(ctx, payload, transport, keys);
    if (result) ctx.log.info({ sent: result.sent, failed: result.failed, removed: result.removed }, 'push sent');
  });

  r.get('/api/mobile/vapid-key', { preHandler: canUse, schema: { tags, summary: 'A szerver VAPID nyilvános kulcsa a leküldéses feliratkozáshoz', response: { 200: vapidKeySchema, ...errors } } }, async (request) => {
    const { publicKey } = await keys();
    return inFirm(request, (tx, actor) => vapidPublicKey(tx, actor, publicKey));
  });

  r.get('/api/mobile/devices', { preHandler: canUse, schema: { tags, summary: 'A saját, értesítésekre regisztrált eszközeim', response: { 200: devicesSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => listDevices(tx, actor)),
  );

  r.post(
    '/api/mobile/devices',
    {
      preHandler: canUse,
      schema: { tags, summary: 'Eszköz regisztrálása leküldéses értesítésekre (a böngésző PushSubscription-je)', body: registerDeviceBodySchema, response: { 200: deviceSchema, 201: deviceSchema, ...errors } },
    },
    async (request, reply) => {
      const refused = await endpointCheck(transport, request.body);
      const { device, created } = await inFirm(request, (tx, actor) => registerDevice(tx, actor, request.body, refused));
      reply.code(created ? 201 : 200);
      return device;
    },
  );

  r.delete('/api/mobile/devices/:id', { preHandler: canUse, schema: { tags, summary: 'Egy saját eszköz eltávolítása', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inFirm(request, (tx, actor) => removeDevice(tx, actor, request.params.id));
    return { ok: true as const };
  });

  r.get('/api/mobile/settings', { preHandler: canUse, schema: { tags, summary: 'Mely értesítések érkezzenek az eszközeimre', response: { 200: pushSettingsSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => getSettings(tx, actor)),
  );

  r.put('/api/mobile/settings', { preHandler: canUse, schema: { tags, summary: 'Az értesítési beállítások mentése', body: pushSettingsSchema, response: { 200: pushSettingsSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => putSettings(tx, actor, request.body)),
  );

  r.post('/api/mobile/test-push', { preHandler: canUse, schema: { tags, summary: 'Próbaértesítés küldése a saját eszközeimre', response: { 200: testPushResultSchema, ...errors } } }, async (request) =>
    sendTestPush((work) => inFirm(request, work), transport, keys),
  );
};

export default mobileRoutes;
