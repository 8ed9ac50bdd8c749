// Fuzzes the body, query and path parameters of every route from its own zod schema, as an
// anonymous visitor, a tenant admin, a lawyer and the platform admin: no input may produce a 5xx.
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { appRoutes, betterAuthRoutes, routeCollector, type CatalogRoute } from './route-catalog';
import { DEMO_PLATFORM_ADMIN, DEMO_TENANT_ADMIN, openReliabilityDatabase, startServer } from './harness';
import { arbitraryFromZod } from './schema-arbitrary';
import { DEMO_PASSWORD, seedDemo } from '@server/db/seed';

const APP_RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const AUTH_RUNS = Number(process.env.FUZZ_AUTH_RUNS ?? 25);
/** Our own sign-ins come from one address, fuzzed traffic from another, so failed fuzzed
 * sign-ins (which the throttle counts per address) never lock the test's users out. */
const OWN_ADDRESS = '10.77.0.1';
const FUZZ_ADDRESS = '10.77.0.2';

const database = await openReliabilityDatabase('pglite');
await seedDemo(database.handle.db);
const collector = routeCollector();
const server = await startServer(database.handle, { onRoute: collector.onRoute });
const { app, baseUrl } = server;
const routes = [...appRoutes(collector.seen), ...betterAuthRoutes(app)];

const identities = {
  anonymous: null,
  tenantAdmin: DEMO_TENANT_ADMIN,
  lawyer: 'ugyved@kovacs-ugyved.hu',
  platformAdmin: DEMO_PLATFORM_ADMIN,
} as const;
type Identity = keyof typeof identities;
const cookies = new Map<Identity, string>();
/** Statuses seen per route, to show the inputs got past validation into the handlers. */
const seenStatuses = new Map<string, Set<number>>();

async function signIn(email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: OWN_ADDRESS,
    headers: { origin: baseUrl, 'content-type': 'application/json' },
    payload: { email, password: DEMO_PASSWORD },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Fuzzed calls may sign a user out or revoke sessions: sign in again whenever a session died. */
async function freshCookies() {
  for (const [identity, email] of Object.entries(identities) as [Identity, string | null][]) {
    if (!email) continue;
    const current = cookies.get(identity);
    const alive = current && (await app.inject({ url: '/api/me', headers: { cookie: current }, remoteAddress: OWN_ADDRESS })).statusCode === 200;
    if (!alive) cookies.set(identity, await signIn(email));
  }
}

function fillPath(url: string, params: Record<string, unknown>): string {
  return url
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 'x')))
    .replace('*', encodeURIComponent(String(params['*'] ?? 'x')));
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query === undefined ? '' : `?q=${encodeURIComponent(JSON.stringify(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestArbitrary(route: CatalogRoute) {
  const pathParams = route.params ? arbitraryFromZod(route.params) : fc.dictionary(fc.constantFrom('id', 'token', '*'), fc.string({ maxLength: 40 }));
  return fc.record({
    identity: fc.constantFrom<Identity>('anonymous', 'tenantAdmin', 'lawyer', 'platformAdmin'),
    params: pathParams,
    query: route.querystring ? arbitraryFromZod(route.querystring) : fc.constant(undefined),
    body: route.method === 'GET' ? fc.constant(undefined) : route.body ? arbitraryFromZod(route.body) : fc.jsonValue({ maxDepth: 2 }),
  });
}

async function send(route: CatalogRoute, input: { identity: Identity; params: unknown; query: unknown; body: unknown }): Promise<LightMyRequestResponse> {
  const params = input.params && typeof input.params === 'object' ? (input.params as Record<string, unknown>) : {};
  const cookie = cookies.get(input.identity);
  return app.inject({
    method: route.method,
    url: fillPath(route.url, params) + queryString(input.query),
    remoteAddress: FUZZ_ADDRESS,
    headers: { origin: baseUrl, ...(cookie ? { cookie } : {}), ...(input.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(input.body !== undefined ? { payload: JSON.stringify(input.body) } : {}),
  });
}

afterAll(async () => {
  await server.close();
  await database.close();
});

describe('fuzzing every route from its zod schema', () => {
  it('found the app routes and the better-auth endpoints', () => {
    expect(routes.some((r) => r.url === '/api/contacts' && r.querystring)).toBe(true);
    expect(routes.some((r) => r.url === '/api/auth/sign-in/email' && r.body)).toBe(true);
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))('%s answers every input without a 5xx', async (_name, route) => {
    await freshCookies();
    const statuses = new Set<number>();
    seenStatuses.set(`${route.method} ${route.url}`, statuses);
    await fc.assert(
      fc.asyncProperty(requestArbitrary(route), async (input) => {
        const res = await send(route, input);
        statuses.add(res.statusCode);
        if (res.statusCode >= 500) throw new Error(`${route.method} ${route.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }),
      { numRuns: route.source === 'app' ? APP_RUNS : AUTH_RUNS, endOnFailure: true },
    );
    expect([...statuses].every((s) => s < 500)).toBe(true);
  });

  it('got past validation into the handlers, not only 4xx', () => {
    const ours = routes.filter((r) => r.source === 'app');
    const handled = ours.filter((r) => [...(seenStatuses.get(`${r.method} ${r.url}`) ?? [])].some((s) => s < 300));
    console.info(`fuzzing: ${handled.length} of ${ours.length} app routes answered 2xx to some generated input`);
    expect(seenStatuses.get('GET /api/contacts')).toContain(200);
    expect(handled.length / ours.length).toBeGreaterThan(0.3);
  });
});
