import { openDatabase, type DatabaseHandle } from './client';
import type { Env } from '../env';

/** The database named by the configuration: PostgreSQL with DATABASE_URL, else embedded PGlite. */
export function openConfiguredDatabase(env: Env, onPoolError?: (error: Error) => void): Promise<DatabaseHandle> {
  return openDatabase(
    env.DATABASE_URL
      ? {
          driver: 'postgres',
          url: env.DATABASE_URL,
          poolMax: env.DATABASE_POOL_MAX,
          onPoolError,
          ...(env.DATABASE_POOL_CHECK ? { onNestedAcquire: (error: Error) => console.warn(`[db] ${error.stack ?? error.message}`) } : {}),
        }
      : { driver: 'pglite', dataDir: env.dataDir, sharedBuffers: env.PGLITE_SHARED_BUFFERS, optimizedWasm: env.PGLITE_OPTIMIZED_WASM, thread: env.PGLITE_THREAD },
  );
}
