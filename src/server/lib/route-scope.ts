// What the tenant-scoped route files share (issue 10): the request's actor, its tenant
// transaction with the user known to RLS, and an audit entry with the request's origin.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ActorOrigin, apiKeyActor, type PersonActor, userActor } from '../actor/actor';
import { recordAudit, requestOrigin } from '../audit/audit';
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

/** An audit entry of the request (its ip, user agent, user and tenant) about one target. */
export function auditRequest(tx: TenantTx, request: FastifyRequest, action: string, targetType: string, targetId: string, metadata: Record<string, unknown> = {}) {
  return recordAudit(tx, { ...requestOrigin(request), action, targetType, targetId, metadata });
}

/** `auditRequest` with a fixed target type: `audit(tx, request, action, targetId, metadata)`. */
export function auditOf(targetType: string) {
  return (tx: TenantTx, request: FastifyRequest, action: string, targetId: string, metadata: Record<string, unknown> = {}) =>
    auditRequest(tx, request, action, targetType, targetId, metadata);
}

/** Answers 201 with what the work created: `async (request, reply) => created(reply, inFirm(request, …))`. */
export async function created<T>(reply: { code(statusCode: 201): unknown }, work: Promise<T>): Promise<T> {
  const result = await work;
  reply.code(201);
  return result;
}

/**
 * Runs `work` and audits its result in the same transaction, the result's id as the target:
 * `inX(request, (tx, actor) => audited(tx, request, audit, 'x.issue', issue(tx, actor, id), (x) => ({ number: x.number })))`.
 */
export async function audited<T extends { id: string }>(
  tx: TenantTx,
  request: FastifyRequest,
  audit: (tx: TenantTx, request: FastifyRequest, action: string, targetId: string, metadata: Record<string, unknown>) => Promise<unknown>,
  action: string,
  work: Promise<T>,
  metadata: (result: T) => Record<string, unknown>,
): Promise<T> {
  const result = await work;
  await audit(tx, request, action, result.id, metadata(result));
  return result;
}
