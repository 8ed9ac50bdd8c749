import type { FastifyPluginAsync } from 'fastify';
import accountRoutes from './account/account.routes';
import demoRoutes from './account/demo.routes';
import contactsRoutes from './contacts/contacts.routes';
import healthRoutes from './health/health.routes';
import meRoutes from './me/me.routes';

/** Every module, in registration order. */
export const modules: FastifyPluginAsync[] = [healthRoutes, meRoutes, contactsRoutes, accountRoutes, demoRoutes];
