import type { FastifyPluginAsync } from 'fastify';
import { defineModule } from '../../module-system/manifest';
import { firmModules } from '../modules';
import meRoutes from './me.routes';

// The session's answer carries the firm's modules (decision 0412).
const meWithModules: FastifyPluginAsync = (app) => meRoutes(app, { firmModules });

export default defineModule({ key: 'me', dependsOn: ['modules'], routes: [meWithModules] });
