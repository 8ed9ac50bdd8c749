// The deadline register's background work as a recurring job on the runtime (decisions 0154, 0157,
// 0281): the reminders due at the firms' lead times, open deadlines whose last day has passed marked
// as missed, and the daily digests. The runtime creates one job per slot across instances; each
// e-mail's exactly-once rests on the work's own rows (the reminder row, the status update, the
// digest row inserted with the mail), as before.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/definition';
import { sweepReminders } from './reminders';
import { markMissedDeadlines, sendDailyDigests } from './sweeps';

export const deadlineSweepJob = defineJob({ name: 'deadlines.sweep', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 } });

export const deadlinesJobs = [deadlineSweepJob];

export function registerDeadlinesJobs(app: FastifyInstance): void {
  app.jobs.handle(deadlineSweepJob, async (ctx) => {
    const options = { mailer: app.mailer, appUrl: app.env.APP_URL, now: ctx.now() };
    const result = await sweepReminders(ctx.db, options);
    const missed = await markMissedDeadlines(ctx.db, options);
    const digests = await sendDailyDigests(ctx.db, options);
    if (result.sent > 0 || missed > 0 || digests > 0) ctx.log.info({ ...result, missed, digests }, 'deadline sweep');
  });
  app.jobs.recurring(deadlineSweepJob, app.env.REMINDER_SWEEP_INTERVAL_MS, {});
}
