// Who is asking: the signed-in user (from the better-auth session cookie), their tenant
// memberships, the active tenant and the roles and permissions that follow. Loaded lazily by
// the guards, so anonymous routes such as /api/health never touch the session store.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Membership } from '@shared/me/me.schemas';
import { type Permission, type PermissionSet, permissionsForRoles } from '@shared/permissions/permissions';
import { parseMemberRoles, type Role } from '@shared/permissions/roles';
import { members, tenants } from '../db/schema';
import { forbidden, HttpError, unauthenticated } from '../lib/http-error';
import { toFetchHeaders } from './auth';

export interface RequestContext {
  user: { id: string; name: string; email: string; image: string | null; platformRole: 'admin' | null };
  sessionId: string;
  memberships: Membership[];
  /** The tenant this request acts in; null for a platform admin without membership. */
  tenantId: string | null;
  roles: Role[];
  permissions: PermissionSet;
}

export const TENANT_HEADER = 'x-tenant-id';

async function loadContext(app: FastifyInstance, request: FastifyRequest): Promise<RequestContext | null> {
  const session = await app.auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const rows = await app.db
    .select({ tenantId: members.organizationId, role: members.role, tenantName: tenants.name })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.organizationId))
    .where(eq(members.userId, session.user.id))
    .orderBy(members.createdAt);
  const memberships: Membership[] = rows.map((r) => ({ tenantId: r.tenantId, tenantName: r.tenantName, roles: parseMemberRoles(r.role) }));

  const requested = request.headers[TENANT_HEADER];
  const wanted = typeof requested === 'string' && requested ? requested : session.session.activeOrganizationId;
  if (typeof requested === 'string' && requested && !memberships.some((m) => m.tenantId === requested)) {
    throw new HttpError(403, 'NO_TENANT');
  }
  const active = memberships.find((m) => m.tenantId === wanted) ?? memberships[0] ?? null;
  const platformRole = session.user.role === 'admin' ? 'admin' : null;
  const roles: Role[] = [...(platformRole ? (['admin'] as const) : []), ...(active?.roles ?? [])];
  return {
    user: { id: session.user.id, name: session.user.name, email: session.user.email, image: session.user.image ?? null, platformRole },
    sessionId: session.session.id,
    memberships,
    tenantId: active?.tenantId ?? null,
    roles,
    permissions: permissionsForRoles(roles),
  };
}

/** preHandler: a signed-in user is required. */
export function requireAuth(app: FastifyInstance): preHandlerAsyncHookHandler {
  return async (request) => {
    request.ctx ??= await loadContext(app, request);
    if (!request.ctx) throw unauthenticated();
  };
}

/** preHandler: a signed-in user acting in a tenant, holding `permission` there. */
export function requirePermission(app: FastifyInstance, permission: Permission): preHandlerAsyncHookHandler {
  const auth = requireAuth(app);
  return async function (this: FastifyInstance, request, reply) {
    await auth.call(this, request, reply);
    if (!request.ctx?.permissions[permission]) throw forbidden();
    if (!request.ctx.tenantId) throw new HttpError(403, 'NO_TENANT');
  };
}

/** The tenant of a request that passed requirePermission. */
export function tenantOf(request: FastifyRequest): string {
  const tenantId = request.ctx?.tenantId;
  if (!tenantId) throw new HttpError(403, 'NO_TENANT');
  return tenantId;
}

async function requestContextPlugin(app: FastifyInstance) {
  app.decorateRequest('ctx', null);
}

export default fp(requestContextPlugin, { name: 'request-context' });
