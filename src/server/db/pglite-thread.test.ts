// The embedded database on its own thread (decision 0470): the stand-in answers what PGlite on the
// event loop's thread answers – the same rows and types through drizzle, the same errors, the same
// transactions, the one-call request transaction with its scope check, LISTEN – and fails every
// call, instead of hanging, once the thread is gone. Always on PGlite (also in the PostgreSQL run).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, resultRows, type DatabaseHandle } from './client';
import { contacts } from './schema';
import { PgliteThread } from './pglite-thread';
import { selectAllInTenant, selectInTenant, TenantScopeBrokenError, withTenant } from './tenant-scope';
import { openPgliteTestDatabase } from '../test/test-database';
import { insertTwoFirms } from '../test/two-firms';

const TYPES = sql`select timestamptz '2026-03-29 01:30:00+00' as at, date '2026-12-24' as day, interval '90 minutes' as span, 12.50::numeric as amount, 9007199254740993::bigint as big,
  '{"a": [1, "ő"]}'::jsonb as doc, '\\x00ff'::bytea as bytes, array[timestamptz '2026-03-29 01:30:00+00'] as ats, array['x', 'ű'] as tags, null::text as nothing, true as yes`;

describe('PGlite on its own thread', () => {
  let inProcess: DatabaseHandle;
  let threaded: DatabaseHandle;
  let a: string;
  let b: string;

  beforeAll(async () => {
    inProcess = await openPgliteTestDatabase();
    threaded = await openDatabase({ driver: 'pglite', thread: true });
    await threaded.migrate();
    ({ a, b } = await insertTwoFirms(threaded.db));
  }, 120_000);
  afterAll(async () => {
    await inProcess.close();
    await threaded.close();
  });

  it('runs in a worker thread, not on the event loop’s', () => {
    expect((threaded.db as unknown as { $client: unknown }).$client).toBeInstanceOf(PgliteThread);
  });

  it('answers drizzle the same rows and types as PGlite on this thread', async () => {
    const here = resultRows<Record<string, unknown>>(await inProcess.db.execute(TYPES));
    const there = resultRows<Record<string, unknown>>(await threaded.db.execute(TYPES));
    expect(there).toEqual(here);
    // drizzle keeps timestamps as text on both (decision 0468).
    expect(typeof there[0]!.at).toBe(typeof here[0]!.at);
    expect(typeof there[0]!.at).toBe('string');
    expect(there[0]!.bytes).toBeInstanceOf(Uint8Array);
  });

  it('runs drizzle’s query builder with parameters, arrays of rows and returning', async () => {
    const [created] = await withTenant(threaded.db, a, (tx) => tx.insert(contacts).values({ tenantId: a, name: 'Kovács Ödön' }).returning());
    expect(created).toMatchObject({ name: 'Kovács Ödön', tenantId: a });
    expect(created!.createdAt).toBeInstanceOf(Date);
    const found = await withTenant(threaded.db, a, (tx) => tx.select().from(contacts).where(eq(contacts.id, created!.id)));
    expect(found).toEqual([created]);
  });

  it('passes the database’s error through with its SQLSTATE and constraint, and changes nothing', async () => {
    const before = resultRows<{ n: number }>(await threaded.db.execute(sql`select count(*)::int as n from tenants`))[0]!.n;
    const error = await threaded.db.execute(sql`insert into tenants (id, name, slug) select id, name, slug from tenants limit 1`).catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string; message?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toMatch(/^tenants_/);
    expect(cause?.message).toMatch(/duplicate key/);
    expect(resultRows<{ n: number }>(await threaded.db.execute(sql`select count(*)::int as n from tenants`))[0]!.n).toBe(before);
  });

  it('commits a transaction whose work resolves and rolls back one whose work throws', async () => {
    await threaded.db.execute(sql`create table if not exists thread_tx (v text)`);
    await threaded.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_tx values ('kept')`);
    });
    await expect(
      threaded.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_tx values ('dropped')`);
        throw new Error('mégsem');
      }),
    ).rejects.toThrow('mégsem');
    await threaded.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into thread_tx values ('rolled back')`);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(resultRows<{ v: string }>(await threaded.db.execute(sql`select v from thread_tx order by v`))).toEqual([{ v: 'kept' }]);
  });

  it('holds other statements back while a transaction is open, as PGlite does on one thread', async () => {
    await threaded.db.execute(sql`create table if not exists thread_lock (v int)`);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const order: string[] = [];
    const tx = threaded.db.transaction(async (t) => {
      await t.execute(sql`insert into thread_lock values (1)`);
      order.push('tx wrote');
      await held;
      order.push('tx ends');
    });
    await new Promise((r) => setTimeout(r, 50));
    const outside = threaded.db.execute(sql`select count(*)::int as n from thread_lock`).then((r) => {
      order.push('outside read');
      return resultRows<{ n: number }>(r)[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toBe(1);
    expect(order).toEqual(['tx wrote', 'tx ends', 'outside read']);
  });

  it('runs the one-call request transaction on the thread: the tenant’s rows, as vi_app, Dates for hand-written timestamps', async () => {
    const [names, who] = await selectAllInTenant<[{ name: string }[], { u: string; t: string; at: unknown }[]]>(
      threaded.db,
      b,
      [
        { text: 'select name from contacts order by name', values: [] },
        { text: 'select current_user as u, vi_request_tenant() as t, now() as at', values: [] },
      ],
      { userId: 'user-1' },
    );
    expect(names).toEqual([{ name: 'B1' }]);
    expect(who).toEqual([{ u: 'vi_app', t: b, at: expect.any(Date) }]);
    // A value that is not a scalar is refused on the thread as on this one: a TypeError.
    await expect(selectInTenant(threaded.db, b, { text: 'select $1 as v', values: [{ a: 1 }] })).rejects.toBeInstanceOf(TypeError);
  });

  it('rolls the request transaction back when its statements leave the tenant’s scope', async () => {
    await expect(selectInTenant(threaded.db, a, { text: "select set_config('role', 'none', true)", values: [] })).rejects.toBeInstanceOf(TenantScopeBrokenError);
    // The thread's PGlite is usable afterwards.
    expect(await selectInTenant(threaded.db, a, { text: 'select 1 as one', values: [] })).toEqual([{ one: 1 }]);
  });

  it('delivers NOTIFY to a listener on the main thread', async () => {
    const received: string[] = [];
    const listener = await threaded.listen('thread_test', { onMessage: (payload) => received.push(payload), onConnectionChange: () => undefined });
    await listener.notify('első');
    await threaded.db.execute(sql`select pg_notify('thread_test', 'második')`);
    await expect.poll(() => received).toEqual(['első', 'második']);
    await listener.close();
  });

  it('rejects the start when PGlite cannot open, and ends the thread', async () => {
    await expect(PgliteThread.start({ dataDir: '/proc/vi-no-such-folder/pglite' })).rejects.toThrow();
  }, 60_000);

  it('fails every call once the database is closed, instead of leaving it waiting', async () => {
    const other = await openDatabase({ driver: 'pglite', thread: true });
    await other.close();
    await expect(other.db.execute(sql`select 1`)).rejects.toThrow();
  }, 60_000);
});
