// Decorates app.bus: the invalidation bus shared by in-process caches (lib/invalidation-bus.ts,
// decision 0200). PostgreSQL LISTEN/NOTIFY by default; Redis pub/sub when REDIS_URL is set.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createInvalidationBus } from '../lib/invalidation-bus';

async function invalidationBusPlugin(app: FastifyInstance) {
  const bus = await createInvalidationBus({ database: app.database, redisUrl: app.env.REDIS_URL, log: app.log });
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
}

export default fp(invalidationBusPlugin, { name: 'invalidation-bus' });
