// Serves the built SPA (dist/client) on the same port as the API: hashed assets cached for a
// year, index.html never cached, and every non-API GET that matches no file gets index.html
// so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { projectRoot } from '../lib/project-root';

export const clientDir = join(projectRoot(), 'dist', 'client');

async function clientPlugin(app: FastifyInstance) {
  if (!existsSync(join(clientDir, 'index.html'))) {
    app.log.warn(`SPA not built (${clientDir}); run "npm run build:client" to serve it`);
    return;
  }
  await app.register(fastifyStatic, {
    root: clientDir,
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
