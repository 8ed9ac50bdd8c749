// Who is asking: the signed-in user (from the better-auth session cookie), their tenant
// memberships, the active tenant and the roles and permissions that follow. Loaded lazily by
// the guards, so anonymous routes such as /api/health never touch the session store.
//
// Every guard also records what it demands on the route (see `routeGuards`), so the
// route-guard harness (server/test/route-guard-harness.ts) can enumerate every registered
// route and prove that anonymous callers, lower roles and other tenants are refused.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Membership } from '@shared/me/me.schemas';
import type { ModuleAction } from '@shared/permissions/module-actions';
import { type Permission, type PermissionSet, permissionsForRoles } from '@shared/permissions/permissions';
import { parseMemberRoles, type Role } from '@shared/permissions/roles';
import { apiKeyActor } from '../actor/actor';
import { SESSION_ABSOLUTE_LIFETIME_MS } from '../auth/auth-hooks';
import { members, tenants } from '../db/schema';
import { DomainError } from '../lib/domain-error';
import { forbidden, HttpError, unauthenticated } from '../lib/http-error';
import { apiKeyRequired, apiKeyScopeMissing, authenticateApiKey, bearerApiKey, createKeyRateLimiter, PUBLIC_API_PREFIX } from '../modules/api-keys';
import { toFetchHeaders } from './auth';
import { type CachedIdentity, ContextCache } from './context-cache';
import { sessionTokenDigest } from './rate-limit-key';

export interface RequestContext {
  user: { id: string; name: string; givenName: string | null; email: string; image: string | null; platformRole: 'admin' | null };
  sessionId: string;
  memberships: Membership[];
  /** The tenant this request acts in; null for a platform admin without membership. */
  tenantId: string | null;
  /** True when the tenant the user would act in is suspended by the platform admin. */
  tenantSuspended: boolean;
  /** Every role the user holds: the platform role plus the roles in the active tenant. */
  roles: Role[];
  /** The union of the held roles' permissions (decision 0020); for an API key, narrowed to its scopes. */
  permissions: PermissionSet;
  /** Set when the caller is an API key acting for `user` (public API, decision 0390). */
  apiKey?: { id: string; scopes: readonly Permission[] } | null;
}

export const TENANT_HEADER = 'x-tenant-id';

/** What a route's guard demands; read by the route-guard harness. */
export type RouteGuard = { kind: 'signedIn' } | { kind: 'tenantPermission'; permission: Permission } | { kind: 'platformAdmin'; permission: Permission };

const guards = new WeakMap<object, RouteGuard>();

/**
 * A guard: who may pass is `check`ed against the request's context. Callback style, so a request
 * whose identity is in the context cache – nearly every one – passes without a promise or an
 * `await` (decision 0272); a cache miss loads the identity from the database first.
 */
function guard(app: FastifyInstance, check: (ctx: RequestContext) => void, kind: RouteGuard): preHandlerHookHandler {
  const handler = (request: FastifyRequest, _reply: unknown, done: HookHandlerDoneFunction) => {
    let ctx = request.ctx;
    let digest: string | null = null;
    let failure: unknown = null;
    try {
      if (!ctx) {
        digest = sessionTokenDigest(request, app.env.BETTER_AUTH_SECRET);
        const cached = digest ? app.contextCache.get(digest) : null;
        if (cached) ctx = request.ctx = contextOfIdentity(cached, request);
      }
      if (ctx) check(ctx);
    } catch (error) {
      failure = error;
    }
    // `done` outside the try: the rest of the request runs inside it, and its errors are not the guard's.
    if (failure) return done(failure as Error);
    if (ctx) return done();
    // An API key counts on the public API only, and only where no session cookie speaks.
    const key = !digest && request.url.startsWith(PUBLIC_API_PREFIX) ? bearerApiKey(request.headers.authorization) : null;
    const loading = key
      ? apiKeyContext(app, request, key)
      : (digest ? app.contextCache.load(digest, () => loadIdentity(app, request)) : loadIdentity(app, request)).then((identity) => (identity ? contextOfIdentity(identity, request) : null));
    loading
      .then((loaded) => {
        request.ctx = loaded;
        // The public API is called by programs: they are told to send a key, not to sign in.
        if (!request.ctx) throw request.url.startsWith(PUBLIC_API_PREFIX) ? apiKeyRequired() : unauthenticated();
        check(request.ctx);
      })
      .then(() => done(), done);
  };
  guards.set(handler, kind);
  return handler as preHandlerHookHandler;
}

/** The context of an API key's request: its creator in the key's firm, with the key's scopes (decision 0390). */
async function apiKeyContext(app: FastifyInstance, request: FastifyRequest, secret: string): Promise<RequestContext> {
  const identity = await authenticateApiKey(app.db, app.apiKeyLimiter, secret, request.ip);
  if (!identity) throw new DomainError('API_KEY_INVALID');
  const { permissions } = apiKeyActor({ tenantId: identity.tenantId, keyId: identity.keyId, ownerUserId: identity.user.id, ownerRoles: identity.roles, scope: identity.scopes });
  return {
    user: { ...identity.user, platformRole: null },
    sessionId: `apikey:${identity.keyId}`,
    memberships: [{ tenantId: identity.tenantId, tenantName: identity.tenantName, roles: identity.roles, suspended: false }],
    tenantId: identity.tenantId,
    tenantSuspended: false,
    roles: identity.roles,
    permissions,
    apiKey: { id: identity.keyId, scopes: identity.scopes },
  };
}

/** Session, user and memberships behind the request's cookie from the database (a context cache miss). */
async function loadIdentity(app: FastifyInstance, request: FastifyRequest): Promise<CachedIdentity | null> {
  const session = await app.auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!session) return null;
  const rows = await app.db
    .select({ tenantId: members.organizationId, role: members.role, tenantName: tenants.name, suspendedAt: tenants.suspendedAt })
    .from(members)
    .innerJoin(tenants, eq(tenants.id, members.organizationId))
    .where(eq(members.userId, session.user.id))
    .orderBy(members.createdAt);
  const identity: CachedIdentity = {
    sessionId: session.session.id,
    userId: session.user.id,
    user: {
      id: session.user.id,
      name: session.user.name,
      givenName: session.user.givenName ?? null,
      email: session.user.email,
      image: session.user.image ?? null,
      platformRole: session.user.role === 'admin' ? 'admin' : null,
    },
    activeTenantId: session.session.activeOrganizationId ?? null,
    memberships: rows.map((r) => ({ tenantId: r.tenantId, tenantName: r.tenantName, roles: parseMemberRoles(r.role), suspended: r.suspendedAt !== null })),
    sessionEndsAt: Math.min(new Date(session.session.expiresAt).getTime(), new Date(session.session.createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME_MS),
  };
  return identity;
}

// The permission set of a combination of held roles, built once (a few combinations exist; the
// sets are frozen, so requests share them safely). Building one walks every permission.
const permissionSets = new Map<string, PermissionSet>();
function permissionsOf(roles: readonly Role[]): PermissionSet {
  const key = roles.join(',');
  let set = permissionSets.get(key);
  if (!set) {
    set = Object.freeze(permissionsForRoles(roles));
    if (permissionSets.size < 1000) permissionSets.set(key, set);
  }
  return set;
}

/** The request's context from its identity: the tenant it acts in (header or session), roles, permissions. */
function contextOfIdentity(identity: CachedIdentity, request: FastifyRequest): RequestContext {
  const { memberships } = identity;
  const requested = request.headers[TENANT_HEADER];
  const wanted = typeof requested === 'string' && requested ? requested : identity.activeTenantId;
  if (typeof requested === 'string' && requested && !memberships.some((m) => m.tenantId === requested)) {
    throw new HttpError(403, 'NO_TENANT');
  }
  const usable = memberships.filter((m) => !m.suspended);
  const active = usable.find((m) => m.tenantId === wanted) ?? (requested ? null : usable[0]) ?? null;
  const tenantSuspended = !active && memberships.some((m) => m.suspended && (!requested || m.tenantId === requested));
  const roles: Role[] = [...(identity.user.platformRole ? (['admin'] as const) : []), ...(active?.roles ?? [])];
  return {
    user: identity.user,
    sessionId: identity.sessionId,
    memberships,
    tenantId: active?.tenantId ?? null,
    tenantSuspended,
    roles,
    permissions: permissionsOf(roles),
  };
}

/** preHandler: a signed-in user is required (any role). */
export function requireAuth(app: FastifyInstance): preHandlerHookHandler {
  return guard(app, () => undefined, { kind: 'signedIn' });
}

/** preHandler: a signed-in user acting in a tenant, holding `permission` there. */
export function requirePermission(app: FastifyInstance, permission: Permission): preHandlerHookHandler {
  return guard(
    app,
    (ctx) => {
      if (!ctx.tenantId && ctx.tenantSuspended) throw new HttpError(403, 'TENANT_SUSPENDED');
      if (!ctx.permissions[permission]) throw ctx.apiKey && !ctx.apiKey.scopes.includes(permission) ? apiKeyScopeMissing(permission) : forbidden();
      if (!ctx.tenantId) throw new HttpError(403, 'NO_TENANT');
    },
    { kind: 'tenantPermission', permission },
  );
}

/**
 * preHandler: a module's action (decision 0419): whoever holds the permission it maps from passes;
 * the service narrows an `own` scope to the actor's records.
 */
export function requireAction(app: FastifyInstance, action: ModuleAction): preHandlerHookHandler {
  return requirePermission(app, action.permission);
}

/**
 * preHandler: the platform owner (role admin), acting across tenants. Tenant roles never
 * grant platform administration, even though `tenant` holds e.g. canCreateUsers inside its firm.
 */
export function requirePlatformAdmin(app: FastifyInstance, permission: Permission): preHandlerHookHandler {
  return guard(
    app,
    (ctx) => {
      if (ctx.user.platformRole !== 'admin' || !ctx.permissions[permission]) throw forbidden();
    },
    { kind: 'platformAdmin', permission },
  );
}

/** The tenant of a request that passed requirePermission. */
export function tenantOf(request: FastifyRequest): string {
  const tenantId = request.ctx?.tenantId;
  if (!tenantId) throw new HttpError(403, 'NO_TENANT');
  return tenantId;
}

/** The signed-in context of a request that passed one of the guards. */
export function contextOf(request: FastifyRequest): RequestContext {
  if (!request.ctx) throw unauthenticated();
  return request.ctx;
}

/** The guard a route's preHandler list carries, if any (for the route-guard harness). */
export function guardOfRoute(preHandler: unknown): RouteGuard | null {
  const handlers = Array.isArray(preHandler) ? preHandler : preHandler ? [preHandler] : [];
  for (const h of handlers) {
    const guard = typeof h === 'function' ? guards.get(h) : undefined;
    if (guard) return guard;
  }
  return null;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : value ? [value] : [];
}

export interface RequestContextOptions {
  /** Overrides CONTEXT_CACHE_TTL_MS (tests that prove the bus, not the TTL, delivers revocations). */
  cacheTtlMs?: number;
}

async function requestContextPlugin(app: FastifyInstance, options: RequestContextOptions) {
  app.decorateRequest('ctx', null);
  app.decorate('contextCache', new ContextCache(app.bus, options.cacheTtlMs ?? app.env.CONTEXT_CACHE_TTL_MS));
  // Each API key's request budget (decision 0393), shared through Redis when it is configured.
  app.decorate('apiKeyLimiter', await createKeyRateLimiter(app));
  // A write answered here must be visible to this instance's next request: the database's
  // invalidation notices of what it committed are awaited before the answer leaves (PostgreSQL
  // delivers them to the listener asynchronously; PGlite already has).
  // (Callback style: reads, the hot path, pass without a promise.)
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !request.url.startsWith('/api')) return done(null, payload);
    app.bus.sync().then(() => done(null, payload), done);
  });
  // Guards are written as `preHandler: requirePermission(...)` but run at onRequest: a caller
  // without the right is refused (401/403) before the body is parsed or validated, so an
  // anonymous or under-privileged caller never learns anything from validation errors.
  app.addHook('onRoute', (route) => {
    const pre = asList(route.preHandler);
    const guardHooks = pre.filter((h) => typeof h === 'function' && guards.has(h));
    if (guardHooks.length === 0) return;
    route.preHandler = pre.filter((h) => !guardHooks.includes(h)) as typeof route.preHandler;
    route.onRequest = [...asList(route.onRequest), ...guardHooks] as typeof route.onRequest;
  });
}

export default fp(requestContextPlugin, { name: 'request-context', dependencies: ['invalidation-bus'] });
