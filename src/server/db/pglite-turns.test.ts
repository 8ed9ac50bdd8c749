// Each call into the PGlite backend starts on its own turn of the event loop (decision 0276), so
// a burst of queued queries never keeps Node from polling its sockets. Always on PGlite (the code
// under test is PGlite's), in the PostgreSQL run too.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from './client';
import { contacts } from './schema';
import { selectInTenant } from './tenant-scope';
import { openPgliteTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';

describe('PGlite calls take turns with the event loop', () => {
  let database: DatabaseHandle;
  let client: PGlite;
  let a: string;

  beforeAll(async () => {
    database = await openPgliteTestDatabase();
    client = (database.db as unknown as { $client: PGlite }).$client;
    ({ a } = await insertTwoFirms(database.db));
  });
  afterAll(() => database.close());

  /** The loop turns (a self-renewing setImmediate) on which each call into the backend started. */
  async function turnsOfCalls(burst: () => Promise<unknown>[]): Promise<number[]> {
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const seen: number[] = [];
    const original = client.execProtocolRawSync.bind(client);
    const calls = vi.spyOn(client, 'execProtocolRawSync').mockImplementation((...args) => {
      seen.push(turns);
      return original(...args);
    });
    try {
      await Promise.all(burst());
    } finally {
      calls.mockRestore();
      ticking = false;
    }
    return seen;
  }

  it('hand-written request transactions queued together each run on a turn of their own', async () => {
    const seen = await turnsOfCalls(() => Array.from({ length: 5 }, () => selectInTenant(database.db, a, { text: 'select count(*)::int as n from contacts', values: [] })));
    expect(seen).toHaveLength(5);
    expect(new Set(seen).size).toBe(5);
  });

  it('so do the query builder’s queries (several calls each: one turn per query)', async () => {
    const queries = 4;
    const seen = await turnsOfCalls(() => Array.from({ length: queries }, () => database.db.select({ id: contacts.id }).from(contacts).limit(1)));
    expect(seen.length).toBeGreaterThanOrEqual(queries);
    expect(new Set(seen).size).toBe(queries);
  });
});
