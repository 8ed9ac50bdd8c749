// The route-guard harness: for EVERY route the app registers (read from the route registry, so
// routes added later are covered without anyone remembering to), it proves that
//   - a route without a guard is on the explicit public allow-list (route-guard-expectations.ts);
//   - an anonymous caller gets 401;
//   - every demo role lacking the route's permission gets 403 (function level), and the
//     platform admin, who acts in no tenant, cannot reach tenant routes;
//   - a caller who has the permission, using another tenant's (or another user's) object ids,
//     gets 404 or 403 (object level);
//   - list responses of tenant A never contain an id of tenant B (zero leaks).
// A new route needs its guard in its module's part (modules/<x>/<x>.route-guards.ts, decision 0424),
// with path parameters an entry in the part's `foreignIds` (and `bodies` when it has a body): the
// harness fails with a message saying so instead of silently skipping it.
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type Permission, permissionsForRoles } from '@shared/permissions/permissions';
import type { Role } from '@shared/permissions/roles';
import { resultRows } from '../db/client';
import { members, moduleTenantVisibility, subscriptions, tenantModules, users } from '../db/schema';
import { demoTenantId } from '../db/seed';
import { moduleOfRouteUrl } from '../module-system/guard';
import { guardOfRoute, type RouteGuard } from '../plugins/request-context';
import { createTenantWithMember, injectAs, signIn, type TestApp } from './test-app';

import { publicRoutes } from './route-guard-expectations';
import { createForeignTenant, type Foreign, HIDDEN_MODULE_KEY } from './route-guard-foreign';
import { expectedGuards, foreignIds, misplacedEntries, staleEntries, validBodies, validQueries } from './route-guard-parts';

// The public routes and the other firm live in their own files, each module's guards, ids and
// requests in its part (issue 33 points 4 and 8); the harness's test reads them through here.
export { expectedGuards, foreignIds, misplacedEntries, publicRoutes, staleEntries, validBodies };

/** The demo users the harness acts as, with the roles they hold in the demo tenant. */
export const actors: Record<string, { email: string; roles: Role[] }> = {
  admin: { email: 'admin@virtualis-iroda.hu', roles: ['admin'] },
  tenantLawyer: { email: 'iroda@kovacs-ugyved.hu', roles: ['tenant', 'lawyer'] },
  lawyer: { email: 'ugyved@kovacs-ugyved.hu', roles: ['lawyer'] },
  customer: { email: 'szabo.anna@example.hu', roles: ['customer'] },
};

export interface HarnessRoute {
  key: string;
  method: string;
  url: string;
  guard: RouteGuard | null;
}

export function enumerateRoutes(t: TestApp): HarnessRoute[] {
  const seen = new Set<string>();
  const out: HarnessRoute[] = [];
  for (const r of t.app.registeredRoutes) {
    if (!r.url.startsWith('/api')) continue;
    const key = `${r.method} ${r.url}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ key, method: r.method, url: r.url, guard: guardOfRoute(r.preHandler) });
  }
  return out;
}

export function fillPath(url: string, params: Record<string, string>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `nincs-${name}`)).replace('*', 'x');
}

/** Every id owned by the tenant (any table with tenant_id and id), plus its users' ids and e-mails. */
export async function tenantFootprint(t: TestApp, tenantId: string): Promise<string[]> {
  const db = t.database.db;
  const tables = resultRows<{ table_name: string }>(
    await db.execute(sql`select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name and i.column_name = 'id'
      where c.table_schema = 'public' and c.column_name = 'tenant_id'`),
  );
  const ids: string[] = [tenantId];
  for (const { table_name } of tables) {
    const rows = resultRows<{ id: string }>(await db.execute(sql`select id::text as id from ${sql.identifier(table_name)} where tenant_id = ${tenantId}`));
    ids.push(...rows.map((r) => r.id));
  }
  const people = await db.select({ id: users.id, email: users.email }).from(users).innerJoin(members, eq(members.userId, users.id)).where(eq(members.organizationId, tenantId));
  for (const p of people) ids.push(p.id, p.email);
  return ids;
}

export function holds(roles: Role[], permission: Permission): boolean {
  return permissionsForRoles(roles)[permission];
}

export interface Harness {
  t: TestApp;
  cookies: Record<string, string>;
  foreign: Foreign;
  foreignFootprint: string[];
  ownTenantId: string;
}

export async function prepareHarness(t: TestApp): Promise<Harness> {
  const cookies: Record<string, string> = {};
  for (const [name, actor] of Object.entries(actors)) cookies[name] = await signIn(t.app, actor.email);
  const foreign = await createForeignTenant(t);
  const ownTenantId = (await demoTenantId(t.database.db))!;
  await t.database.db.delete(tenantModules).where(and(eq(tenantModules.tenantId, ownTenantId), eq(tenantModules.moduleKey, HIDDEN_MODULE_KEY)));
  await t.database.db.insert(moduleTenantVisibility).values({ moduleKey: HIDDEN_MODULE_KEY, tenantId: ownTenantId });
  // A Haladó module the demo firm (on Alap) has not installed: installed here so its routes are reached.
  await t.database.db.insert(tenantModules).values({ tenantId: ownTenantId, moduleKey: 'api-keys' }).onConflictDoNothing();
  await t.database.db.insert(tenantModules).values({ tenantId: ownTenantId, moduleKey: 'automations' }).onConflictDoNothing();
  // A Profi module (decision 0516): installed, and the firm on the Profi plan, whose mobile_app its routes check.
  await t.database.db.insert(tenantModules).values({ tenantId: ownTenantId, moduleKey: 'mobile' }).onConflictDoNothing();
  await t.database.db
    .update(subscriptions)
    .set({ planId: 'plan-profi' })
    .where(and(eq(subscriptions.tenantId, ownTenantId), eq(subscriptions.status, 'active')));
  return { t, cookies, foreign, foreignFootprint: await tenantFootprint(t, foreign.tenantId), ownTenantId };
}

export function call(h: Harness, route: HarnessRoute, actor: string | null, params: Record<string, string> = {}, body?: unknown): Promise<LightMyRequestResponse> {
  const query = validQueries[route.key];
  const options = { method: route.method as 'GET', url: fillPath(route.url, params) + (query ? `?${query}` : ''), ...(body === undefined ? {} : { payload: body as object }) };
  return actor ? injectAs(h.t.app, h.cookies[actor]!, options) : h.t.app.inject(options);
}

/**
 * Routes that belong to a module (under a registry module's API prefixes, or the factory modules'
 * /api/m/:moduleKey), derived like the module guard derives them, so future routes are covered.
 */
export function moduleRoutes(t: TestApp, routes: readonly HarnessRoute[]): (HarnessRoute & { module: string })[] {
  return routes.flatMap((route) => {
    const module = moduleOfRouteUrl(route.url, t.app.moduleExtensions.definitions);
    return module ? [{ ...route, module }] : [];
  });
}

/** A firm that installed nothing, with a member holding every firm role (every firm permission). */
export async function bareFirmMember(t: TestApp): Promise<string> {
  const bare = await createTenantWithMember(t.database, 'tenant,lawyer,customer', undefined, []);
  return signIn(t.app, bare.email);
}

export function leakedIds(h: Harness, res: LightMyRequestResponse): string[] {
  return h.foreignFootprint.filter((id) => res.body.includes(id));
}
