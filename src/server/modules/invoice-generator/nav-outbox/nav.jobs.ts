// The NAV outbox's sweep as a recurring job on the one runtime (decisions 0165, 0282): every
// NAV_SWEEP_INTERVAL_MS the runtime creates one `invoices.nav-sweep` job across instances and
// none while the previous one runs; the sweep extends the job's lease before each report, so a
// long sweep keeps it and a sweep whose instance died is taken over when the lease ends.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../../jobs/definition';
import type { JobHandler } from '../../../jobs/runtime';
import { type NavSweepOptions, sweepNavReports } from './nav-sweep';

export const navSweepJob = defineJob({ name: 'invoices.nav-sweep', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 5_000, capMs: 60_000 }, leaseMs: 2 * 60_000 });

export const navJobs = [navSweepJob];

/** The sweep's handler with its settings (the app's from the environment; a test's pointing at its fake NAV). */
export function navSweepHandler(options: Omit<NavSweepOptions, 'heartbeat'>): JobHandler<Record<string, never>, 'platform'> {
  return async (ctx) => {
    const result = await sweepNavReports(ctx.db, { now: ctx.now, ...options, heartbeat: () => ctx.extendLease() });
    if (result.due > 0) ctx.log.info({ steps: result.steps }, 'NAV reports advanced');
  };
}

export function registerNavJobs(app: FastifyInstance): void {
  app.jobs.handle(navSweepJob, navSweepHandler({ serverSecret: app.env.BETTER_AUTH_SECRET, testBaseUrl: app.env.NAV_API_BASE_URL, timeoutMs: app.env.NAV_TIMEOUT_MS }));
  app.jobs.recurring(navSweepJob, app.env.NAV_SWEEP_INTERVAL_MS, {});
}
