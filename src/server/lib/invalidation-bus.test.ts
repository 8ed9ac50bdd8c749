import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { users } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { createInvalidationBus, type InvalidationBus } from './invalidation-bus';

// The transports this run can reach: the database's own (PGlite here, PostgreSQL with
// TEST_DATABASE_URL) always, Redis when TEST_REDIS_URL names one (.ci/run starts it).
const redisUrl = process.env.TEST_REDIS_URL;
const transports: (string | undefined)[] = [undefined, ...(redisUrl ? [redisUrl] : [])];
const log = pino({ level: 'silent' });

async function until(condition: () => boolean, ms = 1_000) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > ms) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase('seeded');
});
afterAll(() => database.close());

describe.each(transports.map((url) => ({ transport: url ? 'redis' : 'database', url })))('invalidation bus over $transport', ({ url }) => {
  let a: InvalidationBus;
  let b: InvalidationBus;
  beforeAll(async () => {
    a = await createInvalidationBus({ database, redisUrl: url, log });
    b = await createInvalidationBus({ database, redisUrl: url, log });
    await until(() => a.connected && b.connected);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('delivers a publish to this instance at once and to the other one once', async () => {
    const onA: string[] = [];
    const onB: string[] = [];
    a.subscribe('modules', (key) => onA.push(key));
    b.subscribe('modules', (key) => onB.push(key));
    const published = a.publish('modules', 'tenant:t1');
    expect(onA).toEqual(['tenant:t1']);
    await published;
    await until(() => onB.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onA).toEqual(['tenant:t1']);
    expect(onB).toEqual(['tenant:t1']);
  });

  it('publishes and syncs at the same time without overlapping statements on the listener', async () => {
    // A request publishing while another syncs: on PostgreSQL both go over the one listening
    // connection, one statement at a time (decision 0509; setup.ts fails the test on an overlap).
    const onB: string[] = [];
    b.subscribe('modules', (key) => onB.push(key));
    await Promise.all([a.publish('modules', 'tenant:t2'), a.publish('modules', 'tenant:t3'), a.sync(), a.sync(), b.sync()]);
    await until(() => onB.length >= 2);
    expect(onB.sort()).toEqual(['tenant:t2', 'tenant:t3']);
  });

  it('delivers what the database triggers announce on commit, to every instance', async () => {
    const seen: string[] = [];
    b.subscribe('request-context', (key) => seen.push(key));
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    await database.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, user!.id));
    await b.sync();
    expect(seen).toContain(`user:${user!.id}`);
  });

  it('says nothing for a transaction that rolls back', async () => {
    await a.sync(); // earlier tests' notices have arrived
    const seen: string[] = [];
    a.subscribe('request-context', (key) => seen.push(key));
    const [user] = await database.db.select({ id: users.id }).from(users).limit(1);
    await database.db
      .transaction(async (tx) => {
        await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, user!.id));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await a.sync();
    expect(seen).toEqual([]);
  });
});

// PGlite lives in this process and cannot lose its listener; a PostgreSQL connection can.
describe.each(process.env.TEST_DATABASE_URL ? ['postgres'] : [])('invalidation bus when the %s listener connection drops', () => {
  it('reports itself disconnected (caches stop trusting entries) and reconnects', async () => {
    const bus = await createInvalidationBus({ database, log });
    const changes: boolean[] = [];
    bus.onConnectionChange((connected) => changes.push(connected));
    try {
      expect(bus.connected).toBe(true);
      await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
      await until(() => changes.includes(false), 2_000);
      await until(() => bus.connected, 3_000);
      expect(changes).toEqual([false, true]);
      const seen: string[] = [];
      bus.subscribe('after-reconnect', (key) => seen.push(key));
      const other = await createInvalidationBus({ database, log });
      await other.publish('after-reconnect', 'k');
      await until(() => seen.length > 0);
      await other.close();
    } finally {
      await bus.close();
    }
  });
});
