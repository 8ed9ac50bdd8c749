// The AI module plugin (issue 19): one gateway per app instance, shared by Themis (/api/themis)
// and the firm's AI administration (/api/ai).
import type { FastifyPluginAsync } from 'fastify';
import { registerAiAdminRoutes } from './ai-admin.routes';
import { registerAlertRoutes } from './alerts.routes';
import { registerPlatformAiRoutes } from './platform-ai.routes';
import { aiKeySecret, alertDelivery, createFirmGateway } from './ai-wiring';
import { sweepEmbeddings } from './embeddings';
import { runMonitoringSweep } from './monitoring-sweep';
import { runPeriodically } from '../../lib/periodic-sweep';
import { registerThemisRoutes } from './themis.routes';

const aiRoutes: FastifyPluginAsync = async (app) => {
  const gateway = await createFirmGateway(app);
  registerThemisRoutes(app, gateway);
  registerAiAdminRoutes(app, gateway);
  registerAlertRoutes(app);
  registerPlatformAiRoutes(app);
  // The vault's embeddings (decision 0251): every instance sweeps; a document being embedded by two
  // instances at once is written twice with the same vectors (idempotent, the cost of a few chunks).
  runPeriodically(app, {
    name: 'Embedding sweep',
    intervalMs: app.env.EMBEDDING_SWEEP_INTERVAL_MS,
    firstRunAfterMs: 5_000,
    run: async () => {
      const r = await sweepEmbeddings(app.db, gateway, aiKeySecret(app), (error, tenantId) => app.log.warn({ err: error, tenantId }, 'embedding sweep failed for a firm'));
      if (r.sources > 0) app.log.info(r, 'vault embedded');
    },
  });
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
