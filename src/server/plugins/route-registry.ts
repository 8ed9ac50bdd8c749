// Remembers every route as it is registered (method, URL, preHandlers). Registered first in
// app.ts so nothing escapes it; the route-guard harness reads it to test every API route,
// including routes added later by other modules, without a hand-kept list.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: string;
  url: string;
  preHandler: unknown;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: readonly RegisteredRoute[];
  }
}

async function routeRegistryPlugin(app: FastifyInstance) {
  const registered: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      registered.push({ method, url: route.url, preHandler: route.preHandler });
    }
  });
}

export default fp(routeRegistryPlugin, { name: 'route-registry' });
