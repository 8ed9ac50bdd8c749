import type { FastifyPluginAsync } from 'fastify';
import contactsRoutes from './contacts/contacts.routes';
import healthRoutes from './health/health.routes';
import meRoutes from './me/me.routes';

/** Every module, in registration order. */
export const modules: FastifyPluginAsync[] = [healthRoutes, meRoutes, contactsRoutes];
