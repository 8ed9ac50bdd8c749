// Every use of a key is audited as the key's actor (issue 36.2, decision 0393): the route and its
// answer, refusals of the key's scope included; written after the answer left, off its latency.
// A hook of the api-keys plugin calls it (audit writers stay out of route files, decision 0293).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/audit';

export function registerKeyUseAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const ctx = request.ctx;
    if (!ctx?.apiKey || !ctx.tenantId) return;
    const userAgent = request.headers['user-agent'];
    await recordAudit(app.db, {
      action: 'api_keys.use',
      tenantId: ctx.tenantId,
      actorUserId: ctx.user.id,
      actorKind: 'apiKey',
      actorId: ctx.apiKey.id,
      targetType: 'api_key',
      targetId: ctx.apiKey.id,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent : null,
      metadata: { method: request.method, route: request.routeOptions.url ?? null, status: reply.statusCode },
    }).catch((error: unknown) => request.log.warn({ err: error }, 'api key use not audited'));
  });
}
