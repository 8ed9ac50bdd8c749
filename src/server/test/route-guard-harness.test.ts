// Runs the route-guard harness over every registered API route (see route-guard-harness.ts).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../db/client';
import { tenants } from '../db/schema';
import { moduleOfRouteUrl } from '../module-system/guard';
import {
  actors,
  bareFirmMember,
  call,
  enumerateRoutes,
  expectedGuards,
  fillPath,
  foreignIds,
  holds,
  type Harness,
  leakedIds,
  misplacedEntries,
  moduleRoutes,
  prepareHarness,
  publicRoutes,
  staleEntries,
  validBodies,
} from './route-guard-harness';
import { buildTestApp, injectAs, type TestApp } from './test-app';
import { confidentialityFindings, demoConfidentialFirm, extendConfidentialFixture } from './confidentiality-harness';
import { otherCustomerOfDemoFirm, portalForeignIds, type OtherCustomer } from '../modules/client-portal/client-portal.route-guards';

// The route table is read from a built app before the tests are declared, one test per route.
const probe = await buildTestApp({ seed: false });
const routes = enumerateRoutes(probe);
await probe.close();

describe('route-guard harness: every API route', () => {
  let t: TestApp;
  let h: Harness;
  beforeAll(async () => {
    t = await buildTestApp();
    h = await prepareHarness(t);
  }, 60_000);
  afterAll(() => t.close());

  // The modules' parts (modules/<x>/<x>.route-guards.ts, decision 0424) name only routes the app
  // registers, and each only its own module's: bodies, queries and ids beside the route's guard, and
  // the routes under one registry module's prefixes in one part.
  it("lists no stale routes in the modules' route-guard parts, and each part only its own module's", () => {
    expect(staleEntries(routes.map((r) => r.key))).toEqual([]);
    expect(misplacedEntries((url) => moduleOfRouteUrl(url, probe.app.moduleExtensions.definitions))).toEqual([]);
  });

  it('gives every table with a tenant_id row-level security with a vi_app policy', async () => {
    const rows = resultRows<{ table_name: string; rls: boolean; policies: number }>(
      await t.database.db.execute(sql`select c.table_name, k.relrowsecurity as rls,
          (select count(*)::int from pg_policies p where p.tablename = c.table_name and 'vi_app' = any(p.roles)) as policies
        from information_schema.columns c join pg_class k on k.relname = c.table_name and k.relkind = 'r'
        where c.table_schema = 'public' and c.column_name = 'tenant_id'`),
    );
    expect(rows.length).toBeGreaterThan(4);
    expect(rows.filter((r) => !r.rls || r.policies === 0).map((r) => r.table_name)).toEqual([]);
  });

  // Issue 34 (decision 0300): a confidential matter's rows stay its team's in every table that
  // reaches it, directly or through a parent – derived from the catalogue (confidentiality-harness.ts).
  it('keeps the rows of a confidential matter from an outsider in every table that carries a matter_id, directly or through a parent', async () => {
    const firm = await demoConfidentialFirm(t.database.db, h.ownTenantId);
    await extendConfidentialFixture(t.database.db, firm);
    expect(await confidentialityFindings(t.database.db, firm)).toEqual([]);
  });

  it("keeps better-auth's organization and admin endpoints closed (no self-made tenants, no member lists past the matrix)", async () => {
    for (const [method, url, payload] of [
      ['POST', '/api/auth/organization/create', { name: 'Saját cég', slug: 'sajat-ceg' }],
      ['GET', '/api/auth/organization/list', undefined],
      ['GET', `/api/auth/organization/get-full-organization?organizationId=${h.ownTenantId}`, undefined],
      ['POST', '/api/auth/organization/update-member-role', { memberId: 'x', role: 'owner' }],
      ['GET', '/api/auth/admin/list-users', undefined],
      ['POST', '/api/auth/admin/impersonate-user', { userId: h.foreign.userId }],
    ] as const) {
      for (const actor of ['customer', 'admin']) {
        const res = await injectAs(h.t.app, h.cookies[actor]!, { method, url, ...(payload ? { payload } : {}) });
        expect(res.statusCode, `${method} ${url} as ${actor}`).toBe(404);
      }
    }
    expect(await t.database.db.$count(tenants, eq(tenants.slug, 'sajat-ceg'))).toBe(0);
  });

  it('found the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((r) => r.key)).toEqual(expect.arrayContaining(['GET /api/me', 'GET /api/contacts/:id', 'DELETE /api/admin/companies/:id']));
  });

  it('finds the routes of the modules (derived from the registry)', () => {
    expect(moduleRoutes(probe, routes).map((r) => r.key)).toEqual(expect.arrayContaining(['GET /api/contacts', 'GET /api/contacts/:id']));
  });

  // The module check: a firm member holding the route's permission, in a firm that has not
  // installed the module, is refused with MODULE_NOT_INSTALLED — on every module route.
  describe('module check', () => {
    let bare: string;
    beforeAll(async () => {
      bare = await bareFirmMember(t);
    });
    for (const route of moduleRoutes(probe, routes)) {
      it(`${route.key} answers 403 MODULE_NOT_INSTALLED to a firm without the ${route.module} module`, async () => {
        expect(route.guard, `${route.key} lies under a module's API prefix but has no guard`).not.toBeNull();
        const res = await injectAs(h.t.app, bare, {
          method: route.method as 'GET',
          url: fillPath(route.url, route.module === 'factory' ? { moduleKey: 'nem-telepitett-modul' } : {}),
          ...(validBodies[route.key] === undefined ? {} : { payload: validBodies[route.key] as object }),
        });
        expect(res.statusCode, `${route.key}: ${res.body}`).toBe(403);
        expect(res.json().code).toBe('MODULE_NOT_INSTALLED');
      });
    }
  });

  // Issue 33.5 / 35 (decision 0350): the customer tries every customer-facing route – every
  // /api/client-portal route – with the ids of the OTHER customer of the same firm: 404 for an id in the
  // path, and no id (or client name) of the other customer in any answer.
  describe("a customer with another customer's ids (same firm)", () => {
    let other: OtherCustomer;
    beforeAll(async () => {
      other = await otherCustomerOfDemoFirm(t.database.db, h.ownTenantId);
    });
    // The customer's routes: under /api/client-portal and guarded by a permission a customer holds (the
    // firm's side, /api/client-portal/firm, answers a customer 403 and is checked like any firm route above).
    const portalRoutes = routes.filter((r) => (r.url === '/api/client-portal' || r.url.startsWith('/api/client-portal/')) && (r.guard?.kind !== 'tenantPermission' || holds(['customer'], r.guard.permission)));
    it('finds the portal routes', () => {
      expect(portalRoutes.length).toBeGreaterThan(0);
    });
    for (const route of portalRoutes) {
      it(`${route.key} gives Szabó Anna nothing of Tóth Gábor's`, async () => {
        if (route.url.includes(':')) {
          const ids = portalForeignIds[route.url];
          expect(ids, `${route.key}: add a portalForeignIds entry naming another customer's object`).toBeDefined();
          const res = await call(h, route, 'customer', ids!(other), validBodies[route.key]);
          expect(res.statusCode, `${route.key} with the other customer's ids: ${res.body}`).toBe(404);
        } else {
          const res = await call(h, route, 'customer', {}, validBodies[route.key]);
          expect(res.statusCode, `${route.key}: ${res.body}`).toBeLessThan(500);
          expect(
            other.footprint.filter((id) => res.body.includes(id)),
            `${route.key} leaked the other customer's rows`,
          ).toEqual([]);
        }
      });
    }
  });

  for (const route of routes) {
    it(`${route.key} is guarded, refuses anonymous callers, lower roles and other tenants' ids`, async () => {
      const { guard } = route;
      if (!guard) {
        expect(publicRoutes[route.key], `${route.key} has no guard and is not on the public allow-list`).toBeDefined();
        return;
      }
      expect(publicRoutes[route.key], `${route.key} is guarded but listed as public`).toBeUndefined();
      expect(guard, `${route.key}: the guard differs from expectedGuards (or the route is missing there)`).toEqual(expectedGuards[route.key]);

      const anonymous = await call(h, route, null);
      expect(anonymous.statusCode, `${route.key} anonymous`).toBe(401);

      if (guard.kind === 'signedIn') {
        if (route.url.includes(':')) {
          const ids = foreignIds[route.url];
          expect(ids, `${route.key}: add a foreignIds entry naming another user's object`).toBeDefined();
          for (const actor of Object.keys(actors)) {
            const res = await call(h, route, actor, ids!(h.foreign), validBodies[route.key]);
            expect([403, 404], `${route.key} as ${actor} with another user's id: ${res.body}`).toContain(res.statusCode);
          }
        } else if (route.method === 'GET') {
          for (const actor of Object.keys(actors)) {
            const res = await call(h, route, actor);
            expect(leakedIds(h, res), `${route.key} as ${actor} leaked another tenant's data`).toEqual([]);
          }
        }
        return;
      }

      const { permission } = guard;
      for (const [actor, { roles }] of Object.entries(actors)) {
        const allowed = guard.kind === 'platformAdmin' ? roles.includes('admin') && holds(roles, permission) : !roles.includes('admin') && holds(roles, permission);
        if (allowed) continue;
        const res = await call(h, route, actor, {}, validBodies[route.key]);
        expect(res.statusCode, `${route.key} as ${actor} (lacks ${permission} here): ${res.body}`).toBe(403);
      }

      if (guard.kind === 'tenantPermission') {
        const entitled = Object.entries(actors).filter(([, a]) => !a.roles.includes('admin') && holds(a.roles, permission));
        if (route.url.includes(':')) {
          const ids = foreignIds[route.url];
          expect(ids, `${route.key}: add a foreignIds entry naming another tenant's object`).toBeDefined();
          for (const [actor] of entitled) {
            const res = await call(h, route, actor, ids!(h.foreign), validBodies[route.key]);
            expect([403, 404], `${route.key} as ${actor} with another tenant's id: ${res.body}`).toContain(res.statusCode);
          }
        } else if (route.method === 'GET') {
          for (const [actor] of entitled) {
            const res = await call(h, route, actor);
            expect(res.statusCode, `${route.key} as ${actor}: ${res.body}`).toBeLessThan(400);
            expect(leakedIds(h, res), `${route.key} as ${actor} leaked another tenant's data`).toEqual([]);
          }
        }
        // A tenant header naming a tenant the caller is not a member of is refused outright.
        const [firstEntitled] = entitled;
        if (firstEntitled) {
          const res = await h.t.app.inject({
            method: route.method as 'GET',
            url: route.url.replace(/:[A-Za-z0-9_]+/g, 'x'),
            headers: { origin: 'http://localhost:3000', cookie: h.cookies[firstEntitled[0]]!, 'x-tenant-id': h.foreign.tenantId },
          });
          expect(res.statusCode, `${route.key} with another tenant's x-tenant-id`).toBe(403);
        }
      }
    });
  }
});
