// The AI module plugin (issue 19): one gateway per app instance, shared by Themis (/api/themis)
// and the firm's AI administration (/api/ai-modules).
import type { FastifyPluginAsync } from 'fastify';
import { registerAiAdminRoutes } from './ai-admin.routes';
import { registerAlertRoutes } from './alerts.routes';
import { registerPlatformAiRoutes } from './platform-ai.routes';
import { createFirmGateway } from './ai-wiring';
import { registerAiJobs } from './ai-modules.jobs';
import { registerThemisRoutes } from './themis.routes';

const aiRoutes: FastifyPluginAsync = async (app) => {
  const gateway = await createFirmGateway(app);
  registerThemisRoutes(app, gateway);
  registerAiAdminRoutes(app, gateway);
  registerAlertRoutes(app);
  registerPlatformAiRoutes(app);
  // The vault's embeddings, spec 9 monitoring and the provider health checks: jobs on the runtime (decision 0281).
  registerAiJobs(app, gateway);
};

export default aiRoutes;
