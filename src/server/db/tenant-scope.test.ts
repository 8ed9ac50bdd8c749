// Row-level security proven on the database itself, independent of the repositories'
// own tenant conditions: queries without any WHERE still see only the scoped tenant.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, members, tenants } from './schema';
import { readInTenant, selectInTenant, TenantScopeBrokenError, withTenant } from './tenant-scope';
import { resultRows, type DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';

describe('row-level security under the vi_app role', () => {
  let database: DatabaseHandle;
  let a: string;
  let b: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ a, b } = await insertTwoFirms(database.db));
  });
  afterAll(() => database.close());

  it('runs request transactions as the non-superuser vi_app role', async () => {
    const role = await withTenant(database.db, a, (tx) => tx.execute(sql`select current_user as u, (select rolbypassrls or rolsuper from pg_roles where rolname = current_user) as bypass`));
    expect(resultRows(role)[0]).toMatchObject({ u: 'vi_app', bypass: false });
  });

  it('shows only the scoped tenant even to an unfiltered query', async () => {
    const seenByA = await withTenant(database.db, a, (tx) => tx.select({ name: contacts.name }).from(contacts));
    expect(seenByA.map((r) => r.name).sort()).toEqual(['A1', 'A2']);
    const seenByB = await withTenant(database.db, b, (tx) => tx.select({ name: contacts.name }).from(contacts));
    expect(seenByB.map((r) => r.name)).toEqual(['B1']);
    const tenantsSeen = await withTenant(database.db, a, (tx) => tx.select({ id: tenants.id }).from(tenants));
    expect(tenantsSeen).toEqual([{ id: a }]);
  });

  it("refuses to write a row into another tenant, and cannot touch the other tenant's rows", async () => {
    await expect(withTenant(database.db, a, (tx) => tx.insert(contacts).values({ tenantId: b, name: 'csempészett' }))).rejects.toThrow();
    const updated = await withTenant(database.db, a, (tx) =>
      tx
        .update(contacts)
        .set({ name: 'átírva' })
        .where(sql`tenant_id = ${b}`)
        .returning(),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(database.db, a, (tx) =>
      tx
        .delete(members)
        .where(sql`true`)
        .returning(),
    );
    expect(deleted).toEqual([]);
    const stillThere = await database.db
      .select({ name: contacts.name })
      .from(contacts)
      .where(sql`tenant_id = ${b}`);
    expect(stillThere).toEqual([{ name: 'B1' }]);
  });

  it('reads in one message per batch (readInTenant) under vi_app, and sees 0 rows of another tenant', async () => {
    const [role, seenByA] = await readInTenant(database.db, a, (tx) => Promise.all([tx.execute(sql`select current_user as u, vi_request_tenant() as t`), tx.select({ name: contacts.name }).from(contacts)]));
    expect(resultRows(role)[0]).toMatchObject({ u: 'vi_app', t: a });
    expect(seenByA.map((r) => r.name).sort()).toEqual(['A1', 'A2']);
    // Even asked for the other tenant's rows by id, through the prepared-statement path.
    const asB = await readInTenant(
      database.db,
      b,
      (tx) =>
        tx
          .select({ name: contacts.name })
          .from(contacts)
          .where(sql`tenant_id = ${a}`),
      { prepared: true },
    );
    expect(asB).toEqual([]);
    const nobody = await readInTenant(database.db, randomUUID(), (tx) => tx.select({ name: contacts.name }).from(contacts), { prepared: true });
    expect(nobody).toEqual([]);
  });

  it('runs a hand-written read (selectInTenant) under vi_app in its tenant only, and hands over nothing once it left vi_app', async () => {
    const [role] = await selectInTenant<{ u: string; t: string }>(database.db, a, { text: 'select current_user as u, vi_request_tenant() as t', values: [] });
    expect(role).toEqual({ u: 'vi_app', t: a });
    const seenByA = await selectInTenant<{ name: string }>(database.db, a, { text: 'select name from contacts order by name', values: [] });
    expect(seenByA).toEqual([{ name: 'A1' }, { name: 'A2' }]);
    // Asked for the other tenant's rows by id: RLS answers nothing.
    expect(await selectInTenant(database.db, b, { text: 'select name from contacts where tenant_id = $1', values: [a] })).toEqual([]);
    await expect(selectInTenant(database.db, a, { text: "select set_config('role', 'none', true), (select count(*) from contacts) as n", values: [] })).rejects.toBeInstanceOf(TenantScopeBrokenError);
  });

  it('hands over nothing from a read batch that leaves vi_app (readInTenant)', async () => {
    const escaped = readInTenant(database.db, a, (tx) => Promise.all([tx.execute(sql`select set_config('role', 'none', true)`), tx.select({ name: contacts.name }).from(contacts)]));
    await expect(escaped).rejects.toBeInstanceOf(TenantScopeBrokenError);
    // The work swallowing the error does not help either.
    const swallowed = readInTenant(database.db, a, async (tx) => {
      const rows = await Promise.all([tx.execute(sql`select set_config('role', 'none', true)`), tx.select({ name: contacts.name }).from(contacts)]).catch(() => null);
      return rows;
    });
    await expect(swallowed).rejects.toBeInstanceOf(TenantScopeBrokenError);
  });

  it('sees nothing when no tenant is set, and the request context does not leak out of the transaction', async () => {
    const none = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local role vi_app`);
      return tx.select().from(contacts);
    });
    expect(none).toEqual([]);
    await withTenant(database.db, a, async () => undefined);
    const after = await database.db.execute(sql`select current_user as u, coalesce(vi_request_tenant(), '') as t`);
    expect(resultRows(after)[0]).toMatchObject({ t: '' });
    expect(resultRows(after)[0]?.u).not.toBe('vi_app');
  });

  it('keeps credentials out of reach of request transactions', async () => {
    await expect(withTenant(database.db, a, (tx) => tx.execute(sql`select password from accounts`))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
  });

  it.each([
    ['withTenant', withTenant],
    ['readInTenant', readInTenant],
  ] as const)('%s leaves neither the role nor the tenant on the pooled connection it ran on', async (_name, scoped) => {
    const inside = await scoped(database.db, a, (tx) => tx.execute(sql`select pg_backend_pid() as pid, current_user as u`));
    const pid = resultRows<{ pid: number; u: string }>(inside)[0]!.pid;
    expect(resultRows<{ u: string }>(inside)[0]!.u).toBe('vi_app');
    // As many statements at once as the pool holds connections: one of them runs on that backend.
    const after = await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select pg_backend_pid() as pid, current_user as u, vi_request_tenant() as t, (select count(*) from contacts)::int as n`)));
    const same = after.map((r) => resultRows<{ pid: number; u: string; t: string | null; n: number }>(r)[0]!).filter((r) => r.pid === pid);
    expect(same.length).toBeGreaterThan(0);
    for (const row of same) expect(row).toMatchObject({ t: null, n: 3 });
    for (const row of same) expect(row.u).not.toBe('vi_app');
  });
});

// The frame of a request transaction on PostgreSQL, pipelined with the work (decisions 0201, 0256).
describe.each(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])('request transactions on %s', () => {
  let database: DatabaseHandle;
  const a = randomUUID();
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(tenants).values({ id: a, name: 'A iroda', slug: `a-${a}` });
    await database.db.insert(contacts).values({ tenantId: a, name: 'A1' });
  });
  afterAll(() => database.close());

  /** Runs `call` and records what reached the pooled connection: each write to the socket (one round trip) with its statements. */
  async function recorded<T>(call: () => Promise<T>): Promise<{ result: T; writes: string[][] }> {
    const writes: string[][] = [];
    let current: string[] = [];
    const pool = (database.db as unknown as { session: { client: pg.Pool } }).session.client;
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const spy = async () => {
      const client = await connect();
      const stream = (client as unknown as { connection: { stream: Record<string, (...a: unknown[]) => unknown> } }).connection.stream;
      const query = client.query;
      const [write, writev] = [stream._write!, stream._writev!];
      const flushed = () => {
        writes.push(current);
        current = [];
      };
      stream._write = (...a: unknown[]) => (flushed(), write.apply(stream, a));
      stream._writev = (...a: unknown[]) => (flushed(), writev.apply(stream, a));
      client.query = ((...args: unknown[]) => {
        const first = args[0];
        current.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
        return (query as (...a: unknown[]) => unknown).apply(client, args);
      }) as typeof query;
      client.once('release', () => {
        client.query = query;
        [stream._write, stream._writev] = [write, writev];
      });
      return client;
    };
    (pool as unknown as { connect: typeof spy }).connect = spy;
    try {
      return { result: await call(), writes };
    } finally {
      (pool as unknown as { connect: typeof connect }).connect = connect;
    }
  }

  const START = ['start transaction', 'select vi_private.enter_request($1, $2)'];
  const END = ['select public.vi_assert_request($1)', 'commit'];

  it('withTenant: the begin, the role and the tenant travel with the first statement, the check and the commit together', async () => {
    const { result, writes } = await recorded(() => withTenant(database.db, a, (tx) => tx.select({ name: contacts.name }).from(contacts)));
    expect(result).toEqual([{ name: 'A1' }]);
    expect(writes).toEqual([[...START, expect.stringMatching(/^select "name" from "contacts"/)], END]);
  });

  it('readInTenant: begin, role and tenant, the statements, the check and the commit in one round trip', async () => {
    const { result, writes } = await recorded(() => readInTenant(database.db, a, (tx) => Promise.all([tx.select({ name: contacts.name }).from(contacts), tx.execute(sql`select count(*)::int as n from contacts`)])));
    expect(result[0]).toEqual([{ name: 'A1' }]);
    expect(resultRows(result[1])).toEqual([{ n: 1 }]);
    expect(writes).toEqual([[...START, expect.stringMatching(/^select "name" from "contacts"/), 'select count(*)::int as n from contacts', ...END]]);
    // Awaited one after another: a round trip (and a transaction) each.
    const sequential = await recorded(() =>
      readInTenant(database.db, a, async (tx) => {
        await tx.select({ name: contacts.name }).from(contacts);
        return tx.select({ name: contacts.name }).from(contacts);
      }),
    );
    expect(sequential.writes).toHaveLength(2);
    expect(sequential.result).toEqual([{ name: 'A1' }]);
  });

  it('selectInTenant: begin, role and tenant, the hand-written statement, the check and the commit in one round trip', async () => {
    const { result, writes } = await recorded(() => selectInTenant(database.db, a, { text: 'select name from contacts where tenant_id = $1', values: [a] }));
    expect(result).toEqual([{ name: 'A1' }]);
    expect(writes).toEqual([[...START, 'select name from contacts where tenant_id = $1', ...END]]);
  });

  it('prepares the hot statements once per connection (named statements)', async () => {
    const list = (tenant: string) =>
      readInTenant(
        database.db,
        tenant,
        (tx) =>
          tx
            .select({ name: contacts.name })
            .from(contacts)
            .where(sql`tenant_id = ${tenant}`),
        { prepared: true },
      );
    const parsed = async () => {
      const client = await (database.db as unknown as { session: { client: pg.Pool } }).session.client.connect();
      const names = Object.keys((client as unknown as { connection: { parsedStatements: Record<string, string> } }).connection.parsedStatements);
      client.release();
      return names;
    };
    expect(await list(a)).toEqual([{ name: 'A1' }]);
    expect(await list(a)).toEqual([{ name: 'A1' }]);
    const names = await parsed();
    expect(names).toEqual(expect.arrayContaining(['vi_enter_request', 'vi_assert_request']));
    expect(names.some((n) => /^vi_[\w-]{24}$/.test(n))).toBe(true);
  });

  it('a failed statement rolls its batch back and leaves the connection usable', async () => {
    await expect(readInTenant(database.db, a, (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    await expect(withTenant(database.db, a, (tx) => tx.execute(sql`select 1/0`))).rejects.toThrow();
    const after = await Promise.all(Array.from({ length: 5 }, () => database.db.execute(sql`select current_user as u, vi_request_tenant() as t, pg_current_xact_id_if_assigned() as x`)));
    for (const r of after) expect(resultRows(r)[0]).toMatchObject({ t: null, x: null });
  });

  it('sends ids with quotes as parameters, not as SQL', async () => {
    const odd = `x'); drop table contacts; --${randomUUID()}`;
    await database.db.insert(tenants).values({ id: odd, name: 'Idézőjeles', slug: `q-${randomUUID()}` });
    await database.db.insert(contacts).values({ tenantId: odd, name: 'Q1' });
    const rows = await withTenant(database.db, odd, (tx) => tx.select({ name: contacts.name }).from(contacts), { userId: "o'brien" });
    expect(rows).toEqual([{ name: 'Q1' }]);
    expect(
      await database.db
        .select({ name: contacts.name })
        .from(contacts)
        .where(sql`tenant_id = ${a}`),
    ).toEqual([{ name: 'A1' }]);
  });
});
