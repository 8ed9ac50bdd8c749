// Opens the database: embedded PGlite in the data folder by default, PostgreSQL when
// DATABASE_URL is set. Both are driven through the same Drizzle schema and migrations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
import { defaultPoolMax } from './pool-size';
import { projectRoot } from '../lib/project-root';

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
   * PGLITE_OPTIMIZED_WASM in the environment).
   */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; sharedBuffers?: string; optimizedWasm?: boolean };

/**
 * The embedded database's shared_buffers (decision 0274). PostgreSQL's 128MB is written in full
 * when PGlite starts, so it was resident from the first second; 16MB (2,048 pages) holds a small
 * firm's hot rows many times over, and a page outside it is read from the operating system's file
 * cache, not the disk.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * The PostgreSQL extensions the migrations create, as PGlite bundles them (on PostgreSQL they come
 * with the server's contrib package). Every PGlite the app, the tests and the benches open loads
 * this one list. btree_gist: the hospitality stays' exclusion constraint (decision 0340); pg_trgm:
 * the search's compound-word matching (decision 0315).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/**
 * The options the app creates PGlite with (decision 0274): PGlite's own start parameters plus
 * shared_buffers, and unless optimizedWasm, its WebAssembly compiled for V8's baseline compiler
 * only (see baselinePgliteModule).
 */
export function pgliteOptions(options: { sharedBuffers?: string; optimizedWasm?: boolean } = {}) {
  return {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? PGLITE_SHARED_BUFFERS}`],
    extensions: PGLITE_EXTENSIONS,
    ...(options.optimizedWasm ? {} : { pgliteWasmModule: baselinePgliteModule() }),
  };
}

let baselineModule: WebAssembly.Module | undefined;

/**
 * PGlite's WebAssembly (PostgreSQL) compiled with V8's baseline compiler (Liftoff) only, once per
 * process. V8 otherwise recompiles every function that runs hot with its optimizing compiler
 * (TurboFan) on background threads: the start-up alone (recovery, the catalog caches, the migration
 * check) sends some 1,200 functions there, and the compilers' working memory stays in the process
 * as ~70 MiB of resident heap. The flag is read when a module is compiled, so it is set for this
 * one synchronous compile only and other WebAssembly (OCR) keeps V8's defaults.
 */
function baselinePgliteModule(): WebAssembly.Module {
  if (!baselineModule) {
    const wasm = readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'));
    setFlagsFromString('--liftoff-only');
    try {
      baselineModule = new WebAssembly.Module(wasm);
    } finally {
      setFlagsFromString('--no-liftoff-only');
    }
  }
  return baselineModule;
}

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
    const client = drizzleTypesOnInstance(
      oneCallPerTurn(
        await PGlite.create({
          ...pgliteOptions(options),
          ...(options.dataDir ? { dataDir: join(options.dataDir, 'pglite') } : {}),
          ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
        }),
      ),
    );
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
