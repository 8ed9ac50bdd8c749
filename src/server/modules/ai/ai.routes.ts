// The AI module plugin (issue 19): one gateway per app instance, shared by Themis (/api/themis)
// and the firm's AI administration (/api/ai).
import type { FastifyPluginAsync } from 'fastify';
import { registerAiAdminRoutes } from './ai-admin.routes';
import { registerAlertRoutes } from './alerts.routes';
import { registerPlatformAiRoutes } from './platform-ai.routes';
import { createFirmGateway } from './ai-wiring';
import { registerThemisRoutes } from './themis.routes';

const aiRoutes: FastifyPluginAsync = async (app) => {
  const gateway = await createFirmGateway(app);
  registerThemisRoutes(app, gateway);
  registerAiAdminRoutes(app, gateway);
  registerAlertRoutes(app);
  registerPlatformAiRoutes(app);
};

export default aiRoutes;
