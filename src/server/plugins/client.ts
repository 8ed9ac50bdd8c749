// Serves the built SPA (dist/client) on the same port as the API: hashed assets cached for a
// year, index.html never cached, and every non-API GET that matches no file gets index.html
// so client-side routes survive a reload. Source maps are built (vite: hidden, no reference in the
// scripts) but not served outside development: they hold the whole client source (issue 11, finding 7).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody } from '@shared/errors/errors';
import fp from 'fastify-plugin';
import { projectRoot } from '../lib/project-root';

export const clientDir = join(projectRoot(), 'dist', 'client');

/** A request for a source map, also with a query or a percent-encoded dot. */
export function isSourceMapPath(url: string): boolean {
  const path = (url.split('?')[0] ?? '').replace(/%2e/gi, '.');
  return path.toLowerCase().endsWith('.map');
}

async function clientPlugin(app: FastifyInstance, options: { root?: string } = {}) {
  const root = options.root ?? clientDir;
  if (!existsSync(join(root, 'index.html'))) {
    app.log.warn(`SPA not built (${root}); run "npm run build:client" to serve it`);
    return;
  }
  if (app.env.NODE_ENV !== 'development') {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api') && isSourceMapPath(request.url)) return reply.status(404).send(errorBody('NOT_FOUND'));
    });
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes(`${join('client', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.decorate('sendSpaIndex', (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.get('/', { schema: { hide: true } }, (_request, reply) => app.sendSpaIndex(reply));
}

export default fp(clientPlugin, { name: 'client' });
