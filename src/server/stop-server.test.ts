// Stopping the server lets the job runtime finish (or release) a running job before the database
// closes, so no job is left "running" under its lease for the next start to wait out.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app';
import { jobs } from './db/schema';
import { loadEnv } from './env';
import { defineJob } from './jobs/definition';
import { enqueue } from './jobs/enqueue';
import jobsPlugin from './plugins/jobs';
import { stopServer } from './stop-server';
import { openTestDatabase } from './test/test-database';

const slowJob = defineJob({ name: 'test.slow-at-shutdown', scope: 'platform', payload: z.object({}), retry: { maxAttempts: 3, baseMs: 1_000, capMs: 1_000 } });

describe('stopServer', () => {
  it("stops the real app's job runtime before it closes the database (an onClose hook added after buildApp ran first)", async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ env: loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), database, serveClient: false });
    const order: string[] = [];
    const stop = app.jobs.stop.bind(app.jobs);
    app.jobs.stop = async () => {
      await stop();
      order.push('jobs stopped');
    };
    await stopServer(app, {
      close: async () => {
        order.push('database closed');
        await database.close();
      },
    });
    expect(order).toEqual(['jobs stopped', 'database closed']);
  });

  it('closes the database only after the job running at shutdown has finished', async () => {
    const database = await openTestDatabase();
    const app = Fastify();
    app.decorate('db', database.db);
    app.decorate('database', database);
    // The embedded database's maintenance (decision 0507) off: only the slow job runs.
    app.decorate('env', { NODE_ENV: 'production', JOB_CONCURRENCY: 1, JOB_POLL_INTERVAL_MS: 100, PGLITE_MAINTENANCE_INTERVAL_MS: 0 } as never);
    await app.register(jobsPlugin, { declared: [slowJob] });
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    app.jobs.handle(slowJob, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await app.ready();
    const id = (await enqueue(database.db, slowJob, {}))!;
    app.jobs.kick();
    await running;

    // What the job's row says at the moment the database is closed.
    let stateAtClose: string | undefined;
    const close = database.close.bind(database);
    await stopServer(app, {
      close: async () => {
        stateAtClose = (await database.db.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, id)))[0]?.state;
        await close();
      },
    });
    expect(stateAtClose).toBe('succeeded');
  });
});
