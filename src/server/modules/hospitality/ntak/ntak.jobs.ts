// The NTAK outbox and the guest register's retention as jobs on the one runtime (issue 33 point 3,
// decisions 0281, 0346). A recurring platform job fans out, every NTAK_SWEEP_INTERVAL_MS, one job
// per firm with NTAK settings; that firm's job runs in the firm's scope (withTenant, RLS) and sends
// its waiting messages. Once an hour the fan-out's firm jobs also ask NTAK's scheduler for the days
// it still needs. The per-firm job of a slot has the slot's key, so it is created once across
// instances. There is no claim or lease here: the runtime runs each job once, and NTAK's own
// idempotency key (the message id) keeps a message that was sent twice (a lease lost mid-send)
// accepted once. The guest register's purge (decision 0344) is an hourly platform job.
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { hospitalityNtakMessages, hospitalityNtakSettings } from '../../../db/schema';
import { defineJob } from '../../../jobs/definition';
import { enqueue } from '../../../jobs/enqueue';
import type { PlatformJobContext } from '../../../jobs/context';
import { purgeGuestRegister } from '../guests.service';
import { queueRequestedCloses, sendPending } from './ntak-sender';
import { ntakConnectionOf, type NtakEndpoints } from './ntak-settings';

const HOUR = 3_600_000;
const fanOutRetry = { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 };

/** Every NTAK_SWEEP_INTERVAL_MS: one `hospitality.ntak-firm` job per firm with NTAK settings. */
export const ntakSweepJob = defineJob({ name: 'hospitality.ntak-sweep', scope: 'platform', payload: z.object({}), retry: fanOutRetry });
/** Hourly: the same per firm, asking NTAK's scheduler for the days it still needs first. */
export const ntakScheduleJob = defineJob({ name: 'hospitality.ntak-schedule', scope: 'platform', payload: z.object({}), retry: fanOutRetry });
/** One firm's NTAK work, in its scope. A failure waits for the next slot (the messages keep their own state and error). */
export const ntakFirmJob = defineJob({ name: 'hospitality.ntak-firm', scope: 'tenant', payload: z.object({ askScheduler: z.boolean() }), retry: { maxAttempts: 1 } });
/** The guest register's keeping period (decision 0344): entries past it emptied, every firm. */
export const guestRegisterPurgeJob = defineJob({ name: 'hospitality.guest-register-purge', scope: 'platform', payload: z.object({}), retry: fanOutRetry });

export const ntakJobs = [ntakSweepJob, ntakScheduleJob, ntakFirmJob, guestRegisterPurgeJob];

async function fanOut(ctx: PlatformJobContext, askScheduler: boolean): Promise<number> {
  const firms = await ctx.db.select({ tenantId: hospitalityNtakSettings.tenantId }).from(hospitalityNtakSettings);
  for (const { tenantId } of firms) {
    await enqueue(ctx.db, ntakFirmJob, { askScheduler }, { tenantId, ...(ctx.job.key ? { key: `${ctx.job.name}:${ctx.job.key}` } : {}) });
  }
  return firms.length;
}

export function registerNtakJobs(app: FastifyInstance, endpoints: () => NtakEndpoints): void {
  app.jobs.handle(ntakSweepJob, async (ctx) => void (await fanOut(ctx, false)));
  app.jobs.handle(ntakScheduleJob, async (ctx) => void (await fanOut(ctx, true)));
  app.jobs.handle(ntakFirmJob, async (ctx, { askScheduler }) => {
    const { tenantId } = ctx;
    const conn = await ctx.inTenant((tx) => ntakConnectionOf(tx, tenantId, endpoints(), app.env.BETTER_AUTH_SECRET));
    if (!conn) return;
    try {
      if (askScheduler) await queueRequestedCloses(ctx.inTenant, tenantId, conn);
      const [waiting] = await ctx.inTenant((tx) =>
        tx
          .select({ id: hospitalityNtakMessages.id })
          .from(hospitalityNtakMessages)
          .where(inArray(hospitalityNtakMessages.state, ['pending', 'sending']))
          .limit(1),
      );
      if (waiting) await sendPending(ctx.inTenant, tenantId, conn);
    } catch (err) {
      ctx.log.warn({ err, tenantId }, 'NTAK sending failed; retried in the next slot');
    }
  });
  app.jobs.handle(guestRegisterPurgeJob, async (ctx) => {
    const purged = await purgeGuestRegister(ctx.db);
    if (purged > 0) ctx.log.info({ purged }, 'guest register: entries past their keeping period emptied');
  });
  const every = app.env.NTAK_SWEEP_INTERVAL_MS;
  app.jobs.recurring(ntakSweepJob, every, {});
  app.jobs.recurring(ntakScheduleJob, every > 0 ? HOUR : 0, {});
  app.jobs.recurring(guestRegisterPurgeJob, every > 0 ? HOUR : 0, {});
}
