// /api/automations (issue 36.1, decisions 0360–0362): the firm's automation rules – list, create,
// change, enable/disable, delete – their run log, the past events a dry run may replay, and the
// dry run. The routes parse and shape; the services check the actor and write audit and events.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { automationListSchema, automationRuleSchema, automationRunSchema, dryRunBodySchema, pastEventListSchema, ruleBodySchema, runListSchema, setEnabledBodySchema } from '@shared/automations/automations';
import { errorResponses, idParam, okSchema } from '../../lib/route-schemas';
import { created, tenantScope } from '../../lib/route-scope';
import { requirePermission } from '../../plugins/request-context';
import { documentStorage } from '../../storage';
import { registerAutomationTriggers } from './automations.engine';
import { registerAutomationJobs } from './automations.jobs';
import { inboundSettingsBodySchema, inboundSettingsSchema } from '@shared/inbound-mail/inbound-mail';
import { registerInboundMailJobs } from './inbound-mail/inbound-mail.jobs';
import { type InboundSmtp, startInboundSmtp } from './inbound-mail/smtp-endpoint';
import { getInboundSettings, INBOUND_EDIT_PERMISSION, INBOUND_VIEW_PERMISSION, inboundConfig, saveInboundSettings } from './inbound-mail/inbound-mail.service';
import { AUTOMATIONS_PERMISSION, createAutomation, deleteAutomation, dryRun, getAutomation, listAutomations, listRuns, pastEvents, setAutomationEnabled, updateAutomation } from './automations.service';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const tags = ['automations'];

const automationsRoutes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const inFirm = tenantScope(app);
  const guard = requirePermission(app, AUTOMATIONS_PERMISSION);
  const storage = documentStorage(app.env);
  registerAutomationTriggers();
  registerAutomationJobs(app, storage);
  registerInboundMailJobs(app, storage);
  const inbound = inboundConfig(app.env);
  // The inbound SMTP endpoint (decision 0433) listens beside the app when configured; tests start their own on port 0.
  const smtpPort = app.env.INBOUND_SMTP_PORT;
  if (smtpPort !== undefined && app.env.NODE_ENV !== 'test') {
    let endpoint: InboundSmtp | null = null;
    app.addHook('onListen', async () => {
      endpoint = await startInboundSmtp(app, { port: smtpPort, host: app.env.INBOUND_SMTP_HOST });
      app.log.info({ port: endpoint.port, domains: inbound.domains }, 'inbound smtp endpoint listening');
    });
    app.addHook('onClose', async () => endpoint?.close());
  }

  r.get('/api/automations', { preHandler: guard, schema: { tags, summary: 'A cég automatizálási szabályai és a havi futások', response: { 200: automationListSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => listAutomations(tx, actor)),
  );
  r.post('/api/automations', { preHandler: guard, schema: { tags, summary: 'Új szabály', body: ruleBodySchema, response: { 201: automationRuleSchema, ...errors } } }, async (request, reply) =>
    created(
      reply,
      inFirm(request, (tx, actor) => createAutomation(tx, actor, request.body)),
    ),
  );
  // E-mail to case (decisions 0432–0434): the firm's inbound address, its rules and the latest messages.
  r.get(
    '/api/automations/email-to-case',
    { preHandler: requirePermission(app, INBOUND_VIEW_PERMISSION), schema: { tags, summary: 'Az iroda bejövő e-mail-címe, szabályai és a legutóbbi levelek', response: { 200: inboundSettingsSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => getInboundSettings(tx, actor, inbound)),
  );
  r.put(
    '/api/automations/email-to-case',
    {
      preHandler: requirePermission(app, INBOUND_EDIT_PERMISSION),
      schema: { tags, summary: 'E-mailből ügy: be- és kikapcsolás, feladók, méretkorlát, IMAP-postafiók', body: inboundSettingsBodySchema, response: { 200: inboundSettingsSchema, ...errors } },
    },
    async (request) => inFirm(request, (tx, actor) => saveInboundSettings(tx, actor, inbound, request.body)),
  );
  r.get('/api/automations/:id', { preHandler: guard, schema: { tags, summary: 'Egy szabály', params: idParam, response: { 200: automationRuleSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => getAutomation(tx, actor, request.params.id)),
  );
  r.put('/api/automations/:id', { preHandler: guard, schema: { tags, summary: 'Szabály módosítása', params: idParam, body: ruleBodySchema, response: { 200: automationRuleSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => updateAutomation(tx, actor, request.params.id, request.body)),
  );
  r.post(
    '/api/automations/:id/enabled',
    { preHandler: guard, schema: { tags, summary: 'Szabály be- vagy kikapcsolása', params: idParam, body: setEnabledBodySchema, response: { 200: automationRuleSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => setAutomationEnabled(tx, actor, request.params.id, request.body.enabled)),
  );
  r.delete('/api/automations/:id', { preHandler: guard, schema: { tags, summary: 'Szabály törlése (a futásnaplójával együtt)', params: idParam, response: { 200: okSchema, ...errors } } }, async (request) => {
    await inFirm(request, (tx, actor) => deleteAutomation(tx, actor, request.params.id));
    return { ok: true as const };
  });
  r.get('/api/automations/:id/runs', { preHandler: guard, schema: { tags, summary: 'A szabály futásnaplója', params: idParam, response: { 200: runListSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => listRuns(tx, actor, request.params.id)),
  );
  r.get('/api/automations/:id/events', { preHandler: guard, schema: { tags, summary: 'Korábbi események a próbafuttatáshoz', params: idParam, response: { 200: pastEventListSchema, ...errors } } }, async (request) =>
    inFirm(request, (tx, actor) => pastEvents(tx, actor, request.params.id)),
  );
  r.post(
    '/api/automations/:id/dry-run',
    { preHandler: guard, schema: { tags, summary: 'Próbafuttatás egy korábbi eseményen (nem változtat semmit)', params: idParam, body: dryRunBodySchema, response: { 200: automationRunSchema, ...errors } } },
    async (request) => inFirm(request, (tx, actor) => dryRun(tx, actor, storage, request.params.id, request.body.eventId)),
  );
};

export default automationsRoutes;
