// Hand-written reads on PGlite in one call into the backend (decision 0275): the frame, RLS and
// the scope check as on PostgreSQL, and the exclusivity PGlite's own transactions have; the
// statements prepared once (decision 0276). Always on
// PGlite: in the PostgreSQL run too (the code under test is PGlite's), on a freshly migrated one.
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resultRows, type DatabaseHandle } from './client';
import { contacts } from './schema';
import { selectAllInTenant, selectInTenant, TenantScopeBrokenError, withTenant } from './tenant-scope';
import { openPgliteTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';

describe('hand-written reads on PGlite', () => {
  let database: DatabaseHandle;
  let client: PGlite;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await openPgliteTestDatabase();
    client = (database.db as unknown as { $client: PGlite }).$client;
    ({ a, b } = await insertTwoFirms(database.db));
  });
  afterAll(() => database.close());

  it('runs start, enter, the statements, the check and commit in one call into the backend, as vi_app with the tenant and user', async () => {
    const calls = vi.spyOn(client, 'execProtocol');
    try {
      const [names, who] = await selectAllInTenant<[{ name: string }[], { u: string; t: string; usr: string }[]]>(
        database.db,
        a,
        [
          { text: 'select name from contacts order by name', values: [] },
          { text: 'select current_user as u, vi_request_tenant() as t, vi_request_user() as usr', values: [] },
        ],
        { userId: 'user-1' },
      );
      expect(calls).toHaveBeenCalledTimes(1);
      expect(names).toEqual([{ name: 'A1' }, { name: 'A2' }]);
      expect(who).toEqual([{ u: 'vi_app', t: a, usr: 'user-1' }]);
    } finally {
      calls.mockRestore();
    }
  });

  it('parses the values as PGlite does (numbers, counts, timestamps, arrays, nulls)', async () => {
    const [row] = await selectInTenant<Record<string, unknown>>(database.db, a, {
      text: "select count(*) as n, $2::int as i, now() as at, array['x', 'y'] as tags, null::text as nothing, $3::text as missing from contacts where tenant_id = $1",
      values: [a, 7, null],
    });
    const viaPglite = (await client.query<Record<string, unknown>>("select 2::bigint as n, 7 as i, now() as at, array['x', 'y'] as tags")).rows[0]!;
    expect(row).toMatchObject({ n: viaPglite.n, i: 7, tags: ['x', 'y'], nothing: null, missing: null });
    expect(typeof row!.n).toBe(typeof viaPglite.n);
    expect(row!.at).toBeInstanceOf(Date);
  });

  it('sends values with quotes as parameters, not as SQL, and refuses values that are not scalars', async () => {
    const odd = "o'brien'); drop table contacts; --";
    expect(await selectInTenant(database.db, a, { text: 'select $1::text as v', values: [odd] })).toEqual([{ v: odd }]);
    await expect(selectInTenant(database.db, a, { text: 'select $1 as v', values: [['x']] })).rejects.toBeInstanceOf(TypeError);
  });

  it('a failing statement or a broken scope rolls everything back and leaves the backend usable', async () => {
    await expect(
      selectAllInTenant(database.db, a, [
        { text: 'select 1', values: [] },
        { text: 'select 1/0', values: [] },
      ]),
    ).rejects.toThrow(/division by zero/);
    await expect(selectInTenant(database.db, a, { text: "select set_config('role', 'none', true)", values: [] })).rejects.toBeInstanceOf(TenantScopeBrokenError);
    const after = await database.db.execute(sql`select current_user as u, vi_request_tenant() as t, pg_current_xact_id_if_assigned() as x`);
    expect(resultRows(after)[0]).toMatchObject({ t: null, x: null });
    expect(resultRows<{ u: string }>(after)[0]!.u).not.toBe('vi_app');
    expect(await selectInTenant(database.db, b, { text: 'select name from contacts', values: [] })).toEqual([{ name: 'B1' }]);
  });

  it('waits for a transaction in progress instead of running (and committing) inside it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const writing = withTenant(database.db, a, async (tx) => {
      await tx.insert(contacts).values({ tenantId: a, name: 'A-pending' });
      await gate;
      throw new Error('the writer rolls back');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reading = selectInTenant<{ name: string }>(database.db, b, { text: 'select name from contacts', values: [] });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(writing).rejects.toThrow('the writer rolls back');
    expect(await reading).toEqual([{ name: 'B1' }]);
    // Had the read's commit landed inside the writer's transaction, the pending row would be kept.
    expect(await database.db.select({ name: contacts.name }).from(contacts).where(eq(contacts.name, 'A-pending'))).toEqual([]);
  });

  const preparedNames = async () => (await client.query<{ name: string }>("select name from pg_prepared_statements where name like 'vi\\_%' order by name")).rows.map((r) => r.name);

  it('prepares each statement once: a second run binds the prepared statement instead of parsing it again', async () => {
    const text = 'select name from contacts where name like $1 order by name';
    expect(await selectInTenant(database.db, a, { text, values: ['A%'] })).toEqual([{ name: 'A1' }, { name: 'A2' }]);
    const afterFirst = await preparedNames();
    expect(afterFirst.length).toBeGreaterThanOrEqual(5); // start, enter, the statement, check, commit
    expect(await selectInTenant(database.db, b, { text, values: ['B%'] })).toEqual([{ name: 'B1' }]);
    expect(await preparedNames()).toEqual(afterFirst);
    const parses = vi.spyOn(client, 'execProtocol');
    try {
      await selectInTenant(database.db, a, { text, values: ['A1'] });
      const message = Buffer.from(parses.mock.calls[0]![0]);
      // No Parse ('P') message at all: every statement of the request is bound by name.
      expect(message.includes(Buffer.from(text))).toBe(false);
    } finally {
      parses.mockRestore();
    }
  });

  it('requests that bring a new statement at the same moment parse it once between them', async () => {
    const text = 'select name from contacts where name <> $1 order by name';
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => selectInTenant(database.db, i % 2 ? b : a, { text, values: ['-'] })));
    expect(burst).toEqual(Array.from({ length: 5 }, (_, i) => (i % 2 ? [{ name: 'B1' }] : [{ name: 'A1' }, { name: 'A2' }])));
  });

  it('a failed request drops what it prepared, and lost statements are prepared again', async () => {
    const before = await preparedNames();
    await expect(
      selectAllInTenant(database.db, a, [
        { text: 'select 2 as two', values: [] },
        { text: 'select 1/0 as never', values: [] },
      ]),
    ).rejects.toThrow(/division by zero/);
    expect(await preparedNames()).toEqual(before);
    expect(
      await selectAllInTenant(database.db, a, [
        { text: 'select 2 as two', values: [] },
        { text: 'select 1/1 as one', values: [] },
      ]),
    ).toEqual([[{ two: 2 }], [{ one: 1 }]]);
    await client.exec('deallocate all');
    expect(await selectInTenant(database.db, b, { text: 'select name from contacts', values: [] })).toEqual([{ name: 'B1' }]);
  });
});
