// Every route the running app serves, with the zod schemas it validates against: our own routes
// as Fastify registers them (onRoute), and better-auth's endpoints behind the /api/auth/* mount,
// read from the auth instance. Routes added later are picked up without touching the tests.
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface CatalogRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  querystring?: unknown;
  /** The route's own body limit, where it sets one above the server's (e.g. the CSV import). */
  bodyLimit?: number;
  params?: unknown;
  /** The content types the route declares it reads (e.g. multipart/form-data for uploads). */
  consumes?: readonly string[];
  source: 'app' | 'better-auth';
}

const FUZZED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
export const AUTH_MOUNT = '/api/auth/*';

export function routeCollector() {
  const seen: RouteOptions[] = [];
  return { onRoute: (route: RouteOptions) => void seen.push(route), seen };
}

export function appRoutes(seen: RouteOptions[]): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const route of seen) {
    // The API; static files of the SPA are covered by the path traversal tests instead.
    if (route.url === AUTH_MOUNT || !route.url.startsWith('/api/')) continue;
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat()) {
      if (!FUZZED_METHODS.has(method)) continue;
      routes.push({
        method: method as CatalogRoute['method'],
        url: route.url,
        body: schema.body,
        querystring: schema.querystring,
        bodyLimit: route.bodyLimit,
        params: schema.params,
        ...(Array.isArray(schema.consumes) ? { consumes: schema.consumes as string[] } : {}),
        source: 'app',
      });
    }
  }
  return dedupe(routes);
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; body?: unknown; query?: unknown; metadata?: { SERVER_ONLY?: boolean } };
}

export function betterAuthRoutes(app: FastifyInstance): CatalogRoute[] {
  const routes: CatalogRoute[] = [];
  for (const endpoint of Object.values(app.auth.api as Record<string, AuthEndpoint>)) {
    const options = endpoint?.options;
    if (!endpoint?.path || !options || options.metadata?.SERVER_ONLY) continue;
    const methods = options.method === '*' ? ['GET', 'POST'] : [options.method ?? 'GET'].flat();
    for (const method of methods) {
      if (!FUZZED_METHODS.has(method)) continue;
      routes.push({ method: method as CatalogRoute['method'], url: `/api/auth${endpoint.path}`, body: options.body, querystring: options.query, source: 'better-auth' });
    }
  }
  return dedupe(routes);
}

function dedupe(routes: CatalogRoute[]): CatalogRoute[] {
  const byKey = new Map(routes.map((r) => [`${r.method} ${r.url}`, r]));
  return [...byKey.values()];
}
