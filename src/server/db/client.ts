// Opens the database: embedded PGlite in the data folder by default, PostgreSQL when
// DATABASE_URL is set. Both are driven through the same Drizzle schema and migrations.
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { holdingConnection, holdsConnection, NestedAcquireError, trackConnectionHolds } from './connection-holds';
import { listenPglite, listenPostgres, type ListenCallbacks, type NotificationListener } from './listen-notify';
import { oneCallPerTurn } from './pglite-turns';
import { drizzleTypesOnInstance } from './pglite-raw-types';
import { PgliteThread } from './pglite-thread';
import { defaultPoolMax } from './pool-size';
import { pgliteOptions, type PgliteOpenOptions } from './pglite-options';
import { projectRoot } from '../lib/project-root';

export { PGLITE_EXTENSIONS, PGLITE_SHARED_BUFFERS, pgliteOptions } from './pglite-options';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** PostgreSQL: the connection string (a second instance opens its own pool on it). */
  url?: string;
  migrate(): Promise<void>;
  /** Round-trip latency in ms; throws when the database cannot be reached. */
  ping(): Promise<number>;
  /** LISTEN on a channel (db/listen-notify.ts); the listener is closed by its owner, before close(). */
  listen(channel: string, callbacks: ListenCallbacks): Promise<NotificationListener>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | {
      driver: 'postgres';
      url: string;
      poolMax?: number;
      onPoolError?: (error: Error) => void;
      /** Called (and the check turned on) when work holding a pooled connection asks for another (db/connection-holds.ts). */
      onNestedAcquire?: (error: NestedAcquireError) => void;
    }
  /**
   * dataDir undefined: an in-memory database (tests); loadDataDir: start from a dumped one (a test
   * template). sharedBuffers and optimizedWasm: see pgliteOptions (PGLITE_SHARED_BUFFERS and
   * PGLITE_OPTIMIZED_WASM in the environment). thread: PGlite on a thread of its own
   * (pglite-thread.ts, PGLITE_THREAD).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string; optimizedWasm?: boolean; thread?: boolean };

const migrationsFolder = join(projectRoot(), 'drizzle');

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax ?? defaultPoolMax() });
    // A backend that dies (restart, pg_terminate_backend) must not crash the process; the pool
    // drops the client and the next query opens a fresh connection.
    pool.on('error', (error) => options.onPoolError?.(error));
    // The pool listens only to idle clients; a checked-out client whose backend dies emits
    // 'error' too, which would be an uncaught exception without a listener of its own. The
    // query in flight still fails (and answers 503), and the pool discards the client.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
      releaseWhenBeginFails(client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    if (options.onNestedAcquire) reportNestedAcquires(pool, db, options.onNestedAcquire);
    return {
      db,
      driver: 'postgres',
      url: options.url,
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => timed(db),
      listen: (channel, callbacks) => listenPostgres(options.url, channel, callbacks),
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? lockDataDir(options.dataDir) : () => undefined;
  try {
    const open = {
      ...options,
      ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
    };
    // The thread's stand-in offers what drizzle and listen use of PGlite (query, transaction, listen).
    const client = options.thread ? ((await PgliteThread.start(open)) as unknown as PGlite) : await openInProcess(open);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
      ping: () => timed(db),
      listen: (channel, callbacks) => listenPglite(client, channel, callbacks),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite on this thread, as the app drives it (its own turn per call, drizzle's types on the instance). */
async function openInProcess(options: PgliteOpenOptions): Promise<PGlite> {
  const { dataDir, loadDataDir } = options;
  return drizzleTypesOnInstance(oneCallPerTurn(await PGlite.create({ ...pgliteOptions(options), ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) })));
}

/**
 * Reports a pool checkout by work that holds a connection already: a drizzle transaction's work
 * holds one (tenant-scope's framed connections mark theirs themselves). pg-pool's own `query`
 * checks out through `this.connect`, so both ways to the pool pass here.
 */
export function reportNestedAcquires(pool: pg.Pool, db: Database, report: (error: NestedAcquireError) => void) {
  trackConnectionHolds();
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
    if (holdsConnection()) report(new NestedAcquireError());
    return connect(...args);
  };
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => transaction((tx) => holdingConnection(() => work(tx)), config)) as Database['transaction'];
}

/**
 * drizzle-orm's node-postgres transaction sends `begin` before its try/finally, so when that
 * first statement fails (the backend was just terminated) the client is never given back and the
 * pool shrinks for good. Here a failed `begin` returns the client to the pool as broken, which
 * makes the pool discard it; on every other path drizzle releases the client itself.
 */
function releaseWhenBeginFails(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  };
}

async function timed(db: Database): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return Math.round((performance.now() - started) * 100) / 100;
}

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`, but the shared PgDatabase type leaves it unknown. */
export function resultRows<Row extends Record<string, unknown>>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
