// Decorates app.jobs: this instance's job runtime (decision 0280). Modules bind their jobs'
// handlers while they register; once the app is ready every declared job must have one, and the
// worker starts (never under NODE_ENV=test: tests run due jobs with app.jobs.drain()). Closing
// the app stops claiming and finishes or releases the running jobs before the database closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDefinition } from '../jobs/definition';
import { maintainDatabaseJob, registerDatabaseMaintenance } from '../jobs/database-maintenance';
import { JobRuntime } from '../jobs/runtime';

export interface JobsPluginOptions {
  /** Every job the modules declare (modules/jobs.ts). */
  declared: readonly JobDefinition<unknown>[];
}

async function jobsPlugin(app: FastifyInstance, options: JobsPluginOptions) {
  const runtime = new JobRuntime({ db: app.db, concurrency: app.env.JOB_CONCURRENCY, pollIntervalMs: app.env.JOB_POLL_INTERVAL_MS, log: app.log.child({ component: 'jobs' }) });
  app.decorate('jobs', runtime);
  // The embedded database's autovacuum (decision 0507): scheduled on PGlite only.
  registerDatabaseMaintenance(runtime, app.database.driver, app.env.PGLITE_MAINTENANCE_INTERVAL_MS);
  app.addHook('onReady', async () => {
    runtime.verify([...options.declared, maintainDatabaseJob]);
    if (app.env.NODE_ENV !== 'test') runtime.start();
  });
  app.addHook('onClose', () => runtime.stop());
}

export default fp(jobsPlugin, { name: 'jobs' });
