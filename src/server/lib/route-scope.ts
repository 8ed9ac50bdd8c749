// What the tenant-scoped route files share (issue 10): the request's actor and its tenant
// transaction with the user known to RLS. Audit entries are the services' (issue 33.2).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ActorOrigin, apiKeyActor, type PersonActor, userActor } from '../actor/actor';
import { type TenantTx, withTenant } from '../db/tenant-scope';
import { contextOf, tenantOf } from '../plugins/request-context';

/** Who acts in a request: its signed-in user in the request's tenant (decision 0290). */
export type RequestActor = PersonActor;

/** Where the request came from: its ip, user agent and id. */
export function originOf(request: FastifyRequest): ActorOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : null, requestId: request.id };
}

/**
 * The actor of a request that passed a tenant guard: its user, the tenant it acts in, the roles
 * and permissions held there (the platform role included, as the guards see them) and its origin.
 */
export function actorOf(request: FastifyRequest): RequestActor {
  const ctx = contextOf(request);
  if (ctx.apiKey) {
    return apiKeyActor({ tenantId: tenantOf(request), keyId: ctx.apiKey.id, ownerUserId: ctx.user.id, ownerRoles: ctx.roles, scope: ctx.apiKey.scopes, origin: originOf(request) });
  }
  return userActor({ tenantId: tenantOf(request), userId: ctx.user.id, roles: ctx.roles, permissions: ctx.permissions, origin: originOf(request) });
}

/**
 * `inTenant(request, (tx, actor) => …)`: runs the work in the request's tenant transaction with
 * its user known to RLS (confidential matters, own timers). `extend` adds fields to the actor.
 */
export function tenantScope<Extra extends object = object>(app: FastifyInstance, extend?: (request: FastifyRequest) => Extra) {
  return <T>(request: FastifyRequest, work: (tx: TenantTx, actor: RequestActor & Extra) => Promise<T>): Promise<T> => {
    const actor = { ...actorOf(request), ...(extend ? extend(request) : ({} as Extra)) };
    return withTenant(app.db, actor.tenantId, (tx) => work(tx, actor), { userId: actor.userId });
  };
}

/** Answers 201 with what the work created: `async (request, reply) => created(reply, inFirm(request, …))`. */
export async function created<T>(reply: { code(statusCode: 201): unknown }, work: Promise<T>): Promise<T> {
  const result = await work;
  reply.code(201);
  return result;
}
