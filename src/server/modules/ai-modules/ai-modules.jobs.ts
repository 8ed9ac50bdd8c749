// The AI module's background work as jobs on the one runtime (issue 33 point 3, decisions 0280,
// 0281): the vault's embeddings, spec 9's monitoring (hourly cleanup, the platform rules, alert
// e-mails left behind) and the gateway's provider health checks. Each is a recurring platform job:
// the runtime creates one job per slot across instances and never overlaps a slow run, so none of
// them keeps a claim or a lease of its own.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import type { AiGateway } from './gateway/gateway';
import { aiKeySecret, alertDelivery } from './ai-wiring';
import { sweepEmbeddings } from './embeddings';
import { CLEANUP_EVERY_MS, cleanupMonitoring, deliverAlertMails, PLATFORM_RULES_EVERY_MS } from './monitoring-sweep';
import { checkPlatformRules } from './platform-alerts.service';
import { HEALTH_CHECK_INTERVAL_MS } from '@shared/ai-modules/ai-modules.constants';

const sweepRetry = { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 };
const none = z.object({});

/** Every firm's vault documents and knowledge articles not yet embedded with the firm's model (decision 0251). */
export const embeddingsJob = defineJob({ name: 'ai.embeddings', scope: 'platform', payload: none, retry: sweepRetry, leaseMs: 15 * 60_000 });
/** Spec 9: alerts kept 7 days, metrics 30 days; cleanup hourly. */
export const monitoringCleanupJob = defineJob({ name: 'ai.monitoring-cleanup', scope: 'platform', payload: none, retry: sweepRetry });
/** The platform admin's rules over every firm's usage (decision 0254). */
export const platformRulesJob = defineJob({ name: 'ai.platform-rules', scope: 'platform', payload: none, retry: sweepRetry });
/** New alerts' e-mails that no request sent (each alert mailed once: its mailed_at is the claim). */
export const alertMailsJob = defineJob({ name: 'ai.alert-mails', scope: 'platform', payload: none, retry: sweepRetry });
/** The gateway's provider health checks (spec 4: every 5 minutes), shared through the health store (decision 0286). */
export const gatewayHealthJob = defineJob({ name: 'ai.gateway-health', scope: 'platform', payload: none, retry: { maxAttempts: 1 } });

export const aiJobs = [embeddingsJob, monitoringCleanupJob, platformRulesJob, alertMailsJob, gatewayHealthJob];

export function registerAiJobs(app: FastifyInstance, gateway: AiGateway): void {
  app.jobs.handle(embeddingsJob, async (ctx) => {
    const r = await sweepEmbeddings(ctx.db, gateway, aiKeySecret(app), (error, tenantId) => ctx.log.warn({ err: error, tenantId }, 'embedding sweep failed for a firm'));
    if (r.sources > 0) ctx.log.info(r, 'vault embedded');
  });
  app.jobs.handle(monitoringCleanupJob, async (ctx) => {
    const r = await cleanupMonitoring(ctx.db, ctx.now());
    if (r.alerts || r.platformAlerts || r.metrics) ctx.log.info(r, 'AI monitoring cleaned up');
  });
  app.jobs.handle(platformRulesJob, async (ctx) => {
    const opened = await checkPlatformRules(ctx.db, ctx.now());
    if (opened === 0) return;
    ctx.log.info({ opened }, 'AI platform alerts opened');
    // Their e-mails at once, as a firm's alert raised by a request has them.
    await deliverAlertMails(ctx.db, { ...alertDelivery(app), now: ctx.now() });
  });
  app.jobs.handle(alertMailsJob, async (ctx) => {
    const mailed = await deliverAlertMails(ctx.db, { ...alertDelivery(app), now: ctx.now() });
    if (mailed > 0) ctx.log.info({ mailed }, 'AI alert e-mails queued');
  });
  // A probe's failure is the provider's health, not the job's: recorded by the gateway, logged here.
  app.jobs.handle(gatewayHealthJob, async (ctx) => {
    await gateway.runDueHealthChecks().catch((error: unknown) => ctx.log.warn({ err: error }, 'AI provider health check failed'));
  });
  app.jobs.recurring(embeddingsJob, app.env.EMBEDDING_SWEEP_INTERVAL_MS, {});
  app.jobs.recurring(monitoringCleanupJob, app.env.AI_MONITOR_SWEEP_INTERVAL_MS > 0 ? CLEANUP_EVERY_MS : 0, {});
  app.jobs.recurring(platformRulesJob, app.env.AI_MONITOR_SWEEP_INTERVAL_MS > 0 ? PLATFORM_RULES_EVERY_MS : 0, {});
  app.jobs.recurring(alertMailsJob, app.env.AI_MONITOR_SWEEP_INTERVAL_MS, {});
  app.jobs.recurring(gatewayHealthJob, HEALTH_CHECK_INTERVAL_MS, {});
}
