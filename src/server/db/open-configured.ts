import { openDatabase, type DatabaseHandle } from './client';
import { checkBusyClients } from './busy-client-check';
import type { Env } from '../env';

// DATABASE_POOL_CHECK's reports go to the log, where the PostgreSQL journeys look for them.
const warnDb = (error: Error) => console.warn(`[db] ${error.stack ?? error.message}`);

/** The database named by the configuration: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openConfiguredDatabase(env: Env, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  if (env.DATABASE_URL && env.DATABASE_POOL_CHECK) checkBusyClients(warnDb);
  return openDatabase(
    env.DATABASE_URL
      ? {
          driver: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DATABASE_POOL_MAX,
          onPoolError,
          ...(env.DATABASE_POOL_CHECK ? { onNestedAcquire: warnDb } : {}),
        }
      : { driver: 'pglite', dataDir: env.dataDir, sharedBuffers: env.PGLITE_SHARED_BUFFERS, optimizedWasm: env.PGLITE_OPTIMIZED_WASM, thread: env.PGLITE_THREAD },
  );
}
