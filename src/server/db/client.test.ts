import { describe, expect, it } from 'vitest';
import { openDatabase, PGLITE_EXTENSIONS, pgliteOptions, PGLITE_SHARED_BUFFERS, resultRows } from './client';
import { sql } from 'drizzle-orm';

// The embedded database's memory settings (decision 0274).
describe('openDatabase (PGlite tuning)', () => {
  it('keeps PGlite’s own start parameters, adds shared_buffers and a baseline-compiled module compiled once', () => {
    const options = pgliteOptions();
    expect(options.startParams.slice(0, -2)).toEqual(expect.arrayContaining(['--single', 'search_path=public']));
    expect(options.startParams.slice(-2)).toEqual(['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`]);
    expect(options.pgliteWasmModule).toBeInstanceOf(WebAssembly.Module);
    expect(pgliteOptions().pgliteWasmModule).toBe(options.pgliteWasmModule);
    expect(pgliteOptions({ sharedBuffers: '64MB', optimizedWasm: true })).toEqual({ startParams: [...options.startParams.slice(0, -1), 'shared_buffers=64MB'], extensions: PGLITE_EXTENSIONS });
  });

  it('runs with 16MB of shared_buffers by default and with the configured size', async () => {
    for (const [sharedBuffers, expected] of [
      [undefined, '16MB'],
      ['24MB', '24MB'],
    ] as const) {
      const database = await openDatabase({ driver: 'pglite', sharedBuffers });
      try {
        const [row] = resultRows<{ shared_buffers: string }>(await database.db.execute(sql`show shared_buffers`));
        expect(row?.shared_buffers).toBe(expected);
      } finally {
        await database.close();
      }
    }
  }, 60_000);
});
