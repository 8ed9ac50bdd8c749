// The AI module plugin (issue 19): one gateway per app instance, shared by Themis (/api/themis)
// and the firm's AI administration (/api/ai).
import type { FastifyPluginAsync } from 'fastify';
import { registerAiAdminRoutes } from './ai-admin.routes';
import { registerAlertRoutes } from './alerts.routes';
import { registerPlatformAiRoutes } from './platform-ai.routes';
import { alertDelivery, createFirmGateway } from './ai-wiring';
import { runMonitoringSweep } from './monitoring-sweep';
import { runPeriodically } from '../../lib/periodic-sweep';
import { registerThemisRoutes } from './themis.routes';

const aiRoutes: FastifyPluginAsync = async (app) => {
  const gateway = await createFirmGateway(app);
  registerThemisRoutes(app, gateway);
  registerAiAdminRoutes(app, gateway);
  registerAlertRoutes(app);
  registerPlatformAiRoutes(app);
  // Spec 9 monitoring (decisions 0253, 0254): hourly cleanup, platform rules, alert e-mails left behind.
  runPeriodically(app, {
    name: 'AI monitoring sweep',
    intervalMs: app.env.AI_MONITOR_SWEEP_INTERVAL_MS,
    firstRunAfterMs: 30_000,
    run: async () => {
      const result = await runMonitoringSweep(app.db, alertDelivery(app));
      if (result.mailed > 0 || result.alerts || result.platformAlerts || result.metrics || result.platformAlertsOpened) app.log.info(result, 'AI monitoring sweep');
    },
  });
};

export default aiRoutes;
