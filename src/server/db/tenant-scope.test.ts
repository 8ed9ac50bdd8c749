// Row-level security proven on the database itself, independent of the repositories'
// own tenant conditions: queries without any WHERE still see only the scoped tenant.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, members, tenants } from './schema';
import { withTenant } from './tenant-scope';
import { resultRows, type DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

describe('row-level security under the vi_app role', () => {
  let database: DatabaseHandle;
  const a = randomUUID();
  const b = randomUUID();

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(tenants).values([
      { id: a, name: 'A iroda', slug: `a-${a}` },
      { id: b, name: 'B iroda', slug: `b-${b}` },
    ]);
    await database.db.insert(contacts).values([
      { tenantId: a, name: 'A1' },
      { tenantId: a, name: 'A2' },
      { tenantId: b, name: 'B1' },
    ]);
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
    const updated = await withTenant(database.db, a, (tx) => tx.update(contacts).set({ name: 'átírva' }).where(sql`tenant_id = ${b}`).returning());
    expect(updated).toEqual([]);
    const deleted = await withTenant(database.db, a, (tx) => tx.delete(members).where(sql`true`).returning());
    expect(deleted).toEqual([]);
    const stillThere = await database.db.select({ name: contacts.name }).from(contacts).where(sql`tenant_id = ${b}`);
    expect(stillThere).toEqual([{ name: 'B1' }]);
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

  it('leaves neither the role nor the tenant on the pooled connection it ran on', async () => {
    const inside = await withTenant(database.db, a, (tx) => tx.execute(sql`select pg_backend_pid() as pid, current_user as u`));
    const pid = resultRows<{ pid: number; u: string }>(inside)[0]!.pid;
    expect(resultRows<{ u: string }>(inside)[0]!.u).toBe('vi_app');
    // As many statements at once as the pool holds connections: one of them runs on that backend.
    const after = await Promise.all(
      Array.from({ length: 5 }, () => database.db.execute(sql`select pg_backend_pid() as pid, current_user as u, vi_request_tenant() as t, (select count(*) from contacts)::int as n`)),
    );
    const same = after.map((r) => resultRows<{ pid: number; u: string; t: string | null; n: number }>(r)[0]!).filter((r) => r.pid === pid);
    expect(same.length).toBeGreaterThan(0);
    for (const row of same) expect(row).toMatchObject({ t: null, n: 3 });
    for (const row of same) expect(row.u).not.toBe('vi_app');
  });
});

// The frame of a request transaction on PostgreSQL: two messages around the work (decision 0201).
describe.each(process.env.TEST_DATABASE_URL ? ['PostgreSQL'] : [])('request transactions on %s', () => {
  let database: DatabaseHandle;
  const a = randomUUID();
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.insert(tenants).values({ id: a, name: 'A iroda', slug: `a-${a}` });
    await database.db.insert(contacts).values({ tenantId: a, name: 'A1' });
  });
  afterAll(() => database.close());

  it('sends the role, the tenant and the begin in one message, the check and the commit in another', async () => {
    const sent: string[] = [];
    const pool = (database.db as unknown as { session: { client: pg.Pool } }).session.client;
    const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
    const spy = async () => {
      const client = await connect();
      const query = client.query;
      client.query = ((...args: unknown[]) => {
        const first = args[0];
        sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
        return (query as (...a: unknown[]) => unknown).apply(client, args);
      }) as typeof query;
      client.once('release', () => (client.query = query));
      return client;
    };
    (pool as unknown as { connect: typeof spy }).connect = spy;
    let rows: { name: string }[];
    try {
      rows = await withTenant(database.db, a, (tx) => tx.select({ name: contacts.name }).from(contacts));
    } finally {
      (pool as unknown as { connect: typeof connect }).connect = connect;
    }
    expect(rows).toEqual([{ name: 'A1' }]);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/^start transaction; select vi_private\.enter_request\('[^']+', null\)$/);
    expect(sent[2]).toMatch(/^select public\.vi_assert_request\('[^']+'\); commit$/);
  });

  it('sends ids with quotes as literals, not as SQL', async () => {
    const odd = `x'); drop table contacts; --${randomUUID()}`;
    await database.db.insert(tenants).values({ id: odd, name: 'Idézőjeles', slug: `q-${randomUUID()}` });
    await database.db.insert(contacts).values({ tenantId: odd, name: 'Q1' });
    const rows = await withTenant(database.db, odd, (tx) => tx.select({ name: contacts.name }).from(contacts), { userId: "o'brien" });
    expect(rows).toEqual([{ name: 'Q1' }]);
    expect(await database.db.select({ name: contacts.name }).from(contacts).where(sql`tenant_id = ${a}`)).toEqual([{ name: 'A1' }]);
  });
});
