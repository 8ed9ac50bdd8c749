// Serves the built SPA (dist/client) on the same port as the API: hashed assets cached for a
// year, index.html never cached, and every non-API GET that matches no file gets index.html
// so client-side routes survive a reload. Source maps are built (vite: hidden, no reference in the
// scripts) but not served outside development: they hold the whole client source (issue 11, finding 7).
// Scripts and stylesheets go out brotli- or gzip-compressed when the browser accepts it: the build
// writes `.br`/`.gz` beside them (vite.config.ts, decision 0442); without one the file goes as it is.
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
    preCompressed: true,
    // Our own cache-control below; send's default (`public, max-age=0`) would replace it.
    cacheControl: false,
    setHeaders(res, path) {
      const asset = path.includes(`${join('client', 'assets')}`);
      res.setHeader('cache-control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
      // A cache in between keeps the compressed and the plain copy apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  app.decorate('sendSpaIndex', (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  app.get('/', { schema: { hide: true } }, (_request, reply) => app.sendSpaIndex(reply));
}

export default fp(clientPlugin, { name: 'client' });
