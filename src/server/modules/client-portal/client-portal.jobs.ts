// The portal's background work on the job runtime (decision 0280): once a day, complaints past
// their keeping period are deleted (decision 0407; the delete is idempotent, so a repeated run
// across instances removes nothing twice); each booking's reminder a day before it (decision
// 0420), claimed on the booking row before it is sent, so it is never sent twice; and the batched
// e-mail notice of unread messages (0365).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import { bookingReminderJob } from './booking-reminder.job-def';
import { bookingMail, claimBookingReminder, releaseBookingReminder } from './booking.service';
import { purgeExpiredComplaints } from './complaints.service';
import { messageNoticeJob, runMessageNotice } from './message-notice';

export const complaintRetentionJob = defineJob({ name: 'portal.complaint-retention', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 60_000, capMs: 60 * 60_000 } });

export const portalJobs = [complaintRetentionJob, bookingReminderJob, messageNoticeJob];

const DAY_MS = 24 * 60 * 60_000;

export function registerPortalJobs(app: FastifyInstance): void {
  app.jobs.handle(complaintRetentionJob, async (ctx) => {
    const purged = await purgeExpiredComplaints(ctx.db, ctx.now());
    if (purged > 0) ctx.log.info({ purged }, 'complaint retention');
  });
  app.jobs.recurring(complaintRetentionJob, DAY_MS, {});

  // The claim commits first (the firm's connection may not write the platform's outbox, and SMTP
  // cannot join a transaction), then the mail goes. A failed send gives the claim back and the job
  // retries; a completed send is never repeated, since a retry finds the booking reminded.
  app.jobs.handle(bookingReminderJob, async (ctx, payload) => {
    const now = ctx.now();
    const mail = await ctx.inTenant(async (tx) =>
      (await claimBookingReminder(tx, ctx.tenantId, payload.bookingId, payload.sequence, now)) ? bookingMail(tx, ctx.tenantId, payload.bookingId, { kind: 'reminder' }, app.env.APP_URL, now) : null,
    );
    if (!mail) return;
    try {
      await app.mailer.send(mail);
    } catch (error) {
      await ctx.inTenant((tx) => releaseBookingReminder(tx, ctx.tenantId, payload.bookingId, now));
      throw error;
    }
  });
  app.jobs.handle(messageNoticeJob, async (ctx, payload) => {
    const outcome = await runMessageNotice(ctx, payload, { appUrl: app.env.APP_URL, send: (mail) => app.mailer.send(mail) });
    ctx.log.info({ outcome }, 'portal message notice');
  });
}
