// The embedded database's autovacuum as a platform job (decision 0507): every
// PGLITE_MAINTENANCE_INTERVAL_MS on PGlite, never on PostgreSQL (its own autovacuum does it). One
// run at a time across instances (a recurring job), each bounded in time; what is left is taken
// first by the next run.
import { z } from 'zod';
import type { DatabaseDriver } from '../db/client';
import { maintainPglite } from '../db/pglite-maintenance';
import { defineJob } from './definition';
import type { JobRuntime } from './runtime';

export const maintainDatabaseJob = defineJob({ name: 'database.maintain', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 2, baseMs: 60_000, capMs: 10 * 60_000 } });

/** How long one run may keep starting statements: requests wait behind each one on PGlite. */
export const MAINTENANCE_BUDGET_MS = 250;

export function registerDatabaseMaintenance(runtime: JobRuntime, driver: DatabaseDriver, everyMs: number): void {
  runtime.handle(maintainDatabaseJob, async (ctx) => {
    if (driver !== 'pglite') return;
    const run = await maintainPglite(ctx.db, { budgetMs: MAINTENANCE_BUDGET_MS });
    if (run.done.length === 0) return;
    const summary = { vacuumed: run.done.filter((d) => d.vacuum).map((d) => d.table), analyzed: run.done.filter((d) => d.analyze).length, ms: run.done.reduce((sum, d) => sum + d.ms, 0), left: run.left };
    ctx.log.info(summary, 'embedded database maintained');
  });
  runtime.recurring(maintainDatabaseJob, driver === 'pglite' ? everyMs : 0, {});
}
