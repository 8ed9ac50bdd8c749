// The AI monitoring work (spec 9: "Monitoring keeps metrics 30 days and alerts 7 days; cleanup
// hourly"; decisions 0253, 0254), run as recurring jobs on the job runtime (ai-modules.jobs.ts, decision
// 0281): the runtime creates one job per slot across instances, so the hourly cleanup runs once an
// hour and the platform rules once per cadence without a claim of their own. The e-mails of new
// alerts are claimed per alert (mailed_at, set by a compare-and-set update), so a mail goes out
// once however many jobs or requests try.
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ALERT_RETENTION_MS, METRICS_RETENTION_MS } from '@shared/ai-modules/ai-modules.constants';
import type { Database } from '../../db/client';
import { aiAlertRules, aiAlerts, aiPlatformAlertRules, aiPlatformAlerts, aiUsage, tenants } from '../../db/schema';
import { aiAlertMail } from '../../mail/templates';
import { type OutgoingMail, queueInClaim, type SweepMailer } from '../../mail/claimed-mail';
import { dateTimeFormat } from '@shared/intl';

const MINUTE = 60_000;
/** Spec 9: cleanup hourly. */
export const CLEANUP_EVERY_MS = 60 * MINUTE;
/** The platform rules' cadence (their windows are an hour by default). */
export const PLATFORM_RULES_EVERY_MS = 5 * MINUTE;
/** Alerts older than this are not mailed any more (e.g. those made before e-mail delivery existed). */
const MAIL_WINDOW_MS = 24 * 60 * MINUTE;
const MAIL_BATCH = 50;

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
const createdText = (at: Date) => dateTimeFormat('hu-HU', { timeZone: 'Europe/Budapest', dateStyle: 'long', timeStyle: 'short' }).format(at);

export interface AlertMailOptions {
  mailer: SweepMailer;
  appUrl: string;
  now?: Date;
}

/**
 * E-mails each new alert (of a firm or of the platform) to the e-mail addresses among its rule's
 * notification targets, once: the alert's mailed_at is set in the transaction that queues the
 * mail (the outbox commits with it; SMTP is sent after the commit, at most once). Rows another
 * caller claimed are not mailed twice. Returns how many alerts this call claimed.
 */
export async function deliverAlertMails(db: Database, { mailer, appUrl, now = new Date() }: AlertMailOptions): Promise<number> {
  const since = new Date(now.getTime() - MAIL_WINDOW_MS);
  const url = `${appUrl}/app/ai-modules`;
  const later: OutgoingMail[] = [];
  const claimed = await db.transaction(async (tx) => {
    // The claim is the update itself: a concurrent caller waits on the row, re-checks mailed_at and
    // gets nothing back (the job runtime is the only claim of background work).
    const firmIds = (
      await tx
        .update(aiAlerts)
        .set({ mailedAt: now })
        .where(
          and(
            isNull(aiAlerts.mailedAt),
            inArray(
              aiAlerts.id,
              tx
                .select({ id: aiAlerts.id })
                .from(aiAlerts)
                .where(and(isNull(aiAlerts.mailedAt), gt(aiAlerts.createdAt, since)))
                .orderBy(aiAlerts.createdAt)
                .limit(MAIL_BATCH),
            ),
          ),
        )
        .returning({ id: aiAlerts.id })
    ).map((r) => r.id);
    const platformIds = (
      await tx
        .update(aiPlatformAlerts)
        .set({ mailedAt: now })
        .where(
          and(
            isNull(aiPlatformAlerts.mailedAt),
            inArray(
              aiPlatformAlerts.id,
              tx
                .select({ id: aiPlatformAlerts.id })
                .from(aiPlatformAlerts)
                .where(and(isNull(aiPlatformAlerts.mailedAt), gt(aiPlatformAlerts.createdAt, since)))
                .orderBy(aiPlatformAlerts.createdAt)
                .limit(MAIL_BATCH),
            ),
          ),
        )
        .returning({ id: aiPlatformAlerts.id })
    ).map((r) => r.id);
    const firm = firmIds.length
      ? await tx
          .select({
            id: aiAlerts.id,
            title: aiAlerts.title,
            message: aiAlerts.message,
            severity: aiAlerts.severity,
            createdAt: aiAlerts.createdAt,
            ruleName: aiAlertRules.name,
            targets: aiAlertRules.notificationTargets,
            firm: tenants.name,
          })
          .from(aiAlerts)
          .leftJoin(aiAlertRules, eq(aiAlertRules.id, aiAlerts.ruleId))
          .innerJoin(tenants, eq(tenants.id, aiAlerts.tenantId))
          .where(inArray(aiAlerts.id, firmIds))
          .orderBy(aiAlerts.createdAt)
      : [];
    const platform = platformIds.length
      ? await tx
          .select({
            id: aiPlatformAlerts.id,
            title: aiPlatformAlerts.title,
            message: aiPlatformAlerts.message,
            severity: aiPlatformAlerts.severity,
            createdAt: aiPlatformAlerts.createdAt,
            ruleName: aiPlatformAlertRules.name,
            targets: aiPlatformAlertRules.notificationTargets,
            firm: sql<string | null>`null`,
          })
          .from(aiPlatformAlerts)
          .leftJoin(aiPlatformAlertRules, eq(aiPlatformAlertRules.id, aiPlatformAlerts.ruleId))
          .where(inArray(aiPlatformAlerts.id, platformIds))
          .orderBy(aiPlatformAlerts.createdAt)
      : [];
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
