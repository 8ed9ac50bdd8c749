// drizzle's raw types live on the PGlite instance, so PGlite no longer copies its map of type
// parsers for every drizzle query (decision 0468) – and every query answers what it did before.
// Always on PGlite (the code under test is PGlite's), in the PostgreSQL run too.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows, type DatabaseHandle } from './client';
import { DRIZZLE_RAW_TYPE_IDS, pgliteOwnParsers } from './pglite-raw-types';
import { handWritten, selectInTenant, StatementParams } from './tenant-scope';
import { openPgliteTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';

type Parsers = Record<number, (value: string) => unknown>;

describe("drizzle's raw types on the PGlite instance", () => {
  let database: DatabaseHandle;
  let client: PGlite & { parsers: Parsers };
  let a: string;

  beforeAll(async () => {
    database = await openPgliteTestDatabase();
    client = (database.db as unknown as { $client: PGlite & { parsers: Parsers } }).$client;
    ({ a } = await insertTwoFirms(database.db));
  });
  afterAll(() => database.close());

  const typed = sql`select timestamptz '2026-03-29 01:30:00+00' as at, date '2026-03-29' as day, interval '1 day 2 hours' as span,
    array[timestamptz '2026-03-29 01:30:00+00'] as ats, array[1.50::numeric] as amounts, 42::int as n, 1.5::numeric as amount, true as yes`;

  /** Counts the copies of the instance's parser map (a spread lists its keys) while `work` runs. */
  async function copiesOfParsers(work: () => Promise<unknown>): Promise<number> {
    const parsers = client.parsers;
    let copies = 0;
    client.parsers = new Proxy(parsers, {
      ownKeys: (target) => {
        copies++;
        return Reflect.ownKeys(target);
      },
    });
    try {
      await work();
    } finally {
      client.parsers = parsers;
    }
    return copies;
  }

  it('answers drizzle the text Postgres sends for dates, timestamps, intervals and their arrays, and parses the rest', async () => {
    const [row] = resultRows(await database.db.execute(typed));
    expect(row).toEqual({ at: '2026-03-29 01:30:00+00', day: '2026-03-29', span: '1 day 02:00:00', ats: '{"2026-03-29 01:30:00+00"}', amounts: '{1.50}', n: 42, amount: '1.5', yes: true });
  });

  it('copies no parser map for a drizzle query, in a transaction or not', async () => {
    expect(await copiesOfParsers(() => database.db.execute(typed))).toBe(0);
    expect(await copiesOfParsers(() => database.db.transaction((tx) => tx.execute(typed)))).toBe(0);
    // A query with parsers of its own is merged as PGlite always did.
    expect(await copiesOfParsers(() => client.query('select 1 as one', [], { parsers: { 23: (v: string) => Number(v) } }))).toBeGreaterThan(0);
  });

  it('keeps the raw types after PGlite refreshes its array parsers', async () => {
    await client.refreshArrayTypes();
    expect(client.parsers[1185]).not.toBe(client.parsers[1184]);
    const [row] = resultRows(await database.db.execute(typed));
    expect(row?.ats).toBe('{"2026-03-29 01:30:00+00"}');
    expect(DRIZZLE_RAW_TYPE_IDS.map((id) => client.parsers[id]?.('x'))).toEqual(DRIZZLE_RAW_TYPE_IDS.map(() => 'x'));
  });

  it("gives hand-written statements PGlite's own parsers, as node-postgres gives its defaults on PostgreSQL", async () => {
    const p = new StatementParams();
    const [row] = await selectInTenant<{ at: unknown; day: unknown; ats: unknown; days: unknown[] }>(
      database.db,
      a,
      handWritten(`select ${p.add('2026-03-29T01:30:00Z')}::timestamptz as at, date '2026-03-29' as day, array[timestamptz '2026-03-29 01:30:00+00'] as ats, array[date '2026-03-29'] as days`, p),
    );
    expect(row?.at).toEqual(new Date('2026-03-29T01:30:00Z'));
    expect(row?.day).toBeInstanceOf(Date);
    expect(row?.ats).toEqual([new Date('2026-03-29T01:30:00Z')]);
    expect(row?.days?.[0]).toBeInstanceOf(Date);
    expect(pgliteOwnParsers(client)[1184]).not.toBe(client.parsers[1184]);
  });
});
