// The AI monitoring sweep (spec 9: "Monitoring keeps metrics 30 days and alerts 7 days; cleanup
// hourly"; decisions 0253, 0254). Runs on every instance like the other sweeps (0154, 0238); each
// job is claimed in ai_monitor_runs, so the hourly cleanup runs once an hour across instances and
// restarts, and the platform rules are checked once per cadence. The e-mails of new alerts are
// claimed per alert (mailed_at), so a mail goes out once however many sweeps or requests try.
import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { ALERT_RETENTION_MS, METRICS_RETENTION_MS } from '@shared/ai/ai.constants';
import type { Database } from '../../db/client';
import { aiAlertRules, aiAlerts, aiMonitorRuns, aiPlatformAlertRules, aiPlatformAlerts, aiUsage, tenants } from '../../db/schema';
import { aiAlertMail } from '../../mail/templates';
import { type OutgoingMail, queueInClaim, type SweepMailer } from '../../mail/claimed-mail';
import { checkPlatformRules } from './platform-alerts.service';

const MINUTE = 60_000;
/** Spec 9: cleanup hourly. */
export const CLEANUP_EVERY_MS = 60 * MINUTE;
/** The platform rules' cadence (their windows are an hour by default). */
export const PLATFORM_RULES_EVERY_MS = 5 * MINUTE;
/** Alerts older than this are not mailed any more (e.g. those made before e-mail delivery existed). */
const MAIL_WINDOW_MS = 24 * 60 * MINUTE;
const MAIL_BATCH = 50;

/**
 * Claims a job when its last run is at least `everyMs` ago (or it never ran): the row's update is
 * the claim, so of two instances one runs it. Returns whether this caller runs it.
 */
export async function claimJob(db: Database, job: string, everyMs: number, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - everyMs);
  const won = await db
    .insert(aiMonitorRuns)
    .values({ job, lastRunAt: now })
    .onConflictDoUpdate({ target: aiMonitorRuns.job, set: { lastRunAt: now }, setWhere: lte(aiMonitorRuns.lastRunAt, due) })
    .returning({ job: aiMonitorRuns.job });
  return won.length > 0;
}

export interface CleanupResult {
  alerts: number;
  platformAlerts: number;
  metrics: number;
}

/** Spec 9 retention: alerts (of firms and of the platform) 7 days, usage metrics 30 days. */
export async function cleanupMonitoring(db: Database, now: Date): Promise<CleanupResult> {
  const alertsBefore = new Date(now.getTime() - ALERT_RETENTION_MS);
  const metricsBefore = new Date(now.getTime() - METRICS_RETENTION_MS);
  const alerts = await db.delete(aiAlerts).where(lt(aiAlerts.createdAt, alertsBefore)).returning({ id: aiAlerts.id });
  const platformAlerts = await db.delete(aiPlatformAlerts).where(lt(aiPlatformAlerts.createdAt, alertsBefore)).returning({ id: aiPlatformAlerts.id });
  const metrics = await db.delete(aiUsage).where(lt(aiUsage.createdAt, metricsBefore)).returning({ id: aiUsage.id });
  return { alerts: alerts.length, platformAlerts: platformAlerts.length, metrics: metrics.length };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailTargets = (targets: readonly string[] | null | undefined) => [...new Set((targets ?? []).map((t) => t.trim()).filter((t) => EMAIL.test(t)))];
const createdText = (at: Date) => new Intl.DateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'long', timeStyle: 'short' }).format(at);

export interface AlertMailOptions {
  mailer: SweepMailer;
  appUrl: string;
  now?: Date;
}

/**
 * E-mails each new alert (of a firm or of the platform) to the e-mail addresses among its rule's
 * notification targets, once: the alert's mailed_at is set in the transaction that queues the
 * mail (the outbox commits with it; SMTP is sent after the commit, at most once). Rows another
 * sweep holds are skipped. Returns how many alerts this call claimed.
 */
export async function deliverAlertMails(db: Database, { mailer, appUrl, now = new Date() }: AlertMailOptions): Promise<number> {
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  const url = `${appUrl}/app/ai-modules`;
  const later: OutgoingMail[] = [];
  const claimed = await db.transaction(async (tx) => {
    const firm = await tx
      .select({ id: aiAlerts.id, title: aiAlerts.title, message: aiAlerts.message, severity: aiAlerts.severity, createdAt: aiAlerts.createdAt, ruleName: aiAlertRules.name, targets: aiAlertRules.notificationTargets, firm: tenants.name })
      .from(aiAlerts)
      .leftJoin(aiAlertRules, eq(aiAlertRules.id, aiAlerts.ruleId))
      .innerJoin(tenants, eq(tenants.id, aiAlerts.tenantId))
      .where(and(isNull(aiAlerts.mailedAt), gt(aiAlerts.createdAt, since)))
      .limit(MAIL_BATCH)
      .for('update', { of: aiAlerts, skipLocked: true });
    const platform = await tx
      .select({ id: aiPlatformAlerts.id, title: aiPlatformAlerts.title, message: aiPlatformAlerts.message, severity: aiPlatformAlerts.severity, createdAt: aiPlatformAlerts.createdAt, ruleName: aiPlatformAlertRules.name, targets: aiPlatformAlertRules.notificationTargets, firm: sql<string | null>`null` })
      .from(aiPlatformAlerts)
      .leftJoin(aiPlatformAlertRules, eq(aiPlatformAlertRules.id, aiPlatformAlerts.ruleId))
      .where(and(isNull(aiPlatformAlerts.mailedAt), gt(aiPlatformAlerts.createdAt, since)))
      .limit(MAIL_BATCH)
      .for('update', { of: aiPlatformAlerts, skipLocked: true });
    if (firm.length > 0) await tx.update(aiAlerts).set({ mailedAt: now }).where(inArray(aiAlerts.id, firm.map((a) => a.id)));
    if (platform.length > 0) await tx.update(aiPlatformAlerts).set({ mailedAt: now }).where(inArray(aiPlatformAlerts.id, platform.map((a) => a.id)));
    for (const a of [...firm, ...platform]) {
      for (const to of emailTargets(a.targets)) {
        const content = aiAlertMail({ title: a.title, message: a.message, severity: a.severity, ruleName: a.ruleName ?? a.title, firm: a.firm, createdText: createdText(a.createdAt) }, url);
        const mail = await queueInClaim(tx, mailer, { to, ...content });
        if (mail) later.push(mail);
      }
    }
    return firm.length + platform.length;
  });
  for (const mail of later) mailer.sendLater(mail);
  return claimed;
}

export interface MonitoringSweepResult extends Partial<CleanupResult> {
  platformAlertsOpened?: number;
  mailed: number;
}

/** One tick: the hourly cleanup and the platform rules when their turn has come, then pending alert e-mails. */
export async function runMonitoringSweep(db: Database, options: AlertMailOptions): Promise<MonitoringSweepResult> {
  const now = options.now ?? new Date();
  const result: MonitoringSweepResult = { mailed: 0 };
  if (await claimJob(db, 'ai-cleanup', CLEANUP_EVERY_MS, now)) Object.assign(result, await cleanupMonitoring(db, now));
  if (await claimJob(db, 'ai-platform-rules', PLATFORM_RULES_EVERY_MS, now)) result.platformAlertsOpened = await checkPlatformRules(db, now);
  result.mailed = await deliverAlertMails(db, { ...options, now });
  return result;
}
