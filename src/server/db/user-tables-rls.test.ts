// Issue 11 finding 6: what an SQL injection inside one firm's request transaction (role vi_app)
// could still do to the user tables and to the tenant context. Everything here is checked on the
// database itself, independent of the routes' own conditions.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, legalAcceptances, members, tenants, userProfiles, userSettings, users } from './schema';
import { TenantScopeBrokenError, withTenant } from './tenant-scope';
import { resultRows, type DatabaseHandle } from './client';
import { openTestDatabase } from '../test/test-database';

const userTables = ['users', 'user_profiles', 'user_settings', 'legal_acceptances'] as const;

describe('user tables and the tenant context under vi_app', () => {
  let database: DatabaseHandle;
  const firmA = randomUUID();
  const firmB = randomUUID();
  const [anna, adam, bela, loner] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const idsSeen = (rows: { id: string }[]) => rows.map((r) => r.id).sort();

  beforeAll(async () => {
    database = await openTestDatabase();
    const { db } = database;
    await db.insert(tenants).values([
      { id: firmA, name: 'A iroda', slug: `a-${firmA}` },
      { id: firmB, name: 'B iroda', slug: `b-${firmB}` },
    ]);
    await db.insert(users).values([anna, adam, bela, loner].map((id, i) => ({ id, name: `Felhasználó ${i}`, email: `${id}@example.hu` })));
    await db.insert(members).values([
      { id: randomUUID(), organizationId: firmA, userId: anna, role: 'tenant' },
      { id: randomUUID(), organizationId: firmA, userId: adam, role: 'lawyer' },
      { id: randomUUID(), organizationId: firmB, userId: bela, role: 'tenant' },
    ]);
    const now = new Date();
    await db.insert(userProfiles).values([anna, adam, bela, loner].map((userId) => ({ userId, userType: 'lawyer', termsAcceptedAt: now, privacyAcceptedAt: now })));
    await db.insert(userSettings).values([anna, adam, bela, loner].map((userId) => ({ userId })));
    await db.insert(legalAcceptances).values([anna, adam, bela, loner].map((userId) => ({ userId, document: 'terms', version: '1' })));
    await db.insert(contacts).values([
      { tenantId: firmA, name: 'A ügyfél' },
      { tenantId: firmB, name: 'B ügyfél' },
    ]);
  });
  afterAll(() => database.close());

  const asAnna = <T>(work: Parameters<typeof withTenant<T>>[2]) => withTenant(database.db, firmA, work, { userId: anna });

  it('shows only the members of the current firm (and oneself), even to unfiltered queries', async () => {
    const seen = await asAnna(async (tx) => ({
      users: await tx.select({ id: users.id }).from(users),
      profiles: await tx.select({ id: userProfiles.userId }).from(userProfiles),
      settings: await tx.select({ id: userSettings.userId }).from(userSettings),
      acceptances: await tx.select({ id: legalAcceptances.userId }).from(legalAcceptances),
    }));
    const firmAMembers = [anna, adam].sort();
    expect(idsSeen(seen.users)).toEqual(firmAMembers);
    expect(idsSeen(seen.profiles)).toEqual(firmAMembers);
    expect(idsSeen(seen.settings)).toEqual(firmAMembers);
    expect(idsSeen(seen.acceptances)).toEqual(firmAMembers);
  });

  it('never makes anyone an admin, and changes no other user', async () => {
    await expect(asAnna((tx) => tx.execute(sql`update users set role = 'admin'`))).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
    await expect(asAnna((tx) => tx.execute(sql`update users set role = 'admin' where id = ${anna}`))).rejects.toThrow();
    const renamedOthers = await asAnna((tx) =>
      tx
        .update(users)
        .set({ name: 'Átírt' })
        .where(sql`id <> ${anna}`)
        .returning({ id: users.id }),
    );
    expect(renamedOthers).toEqual([]);
    const otherSettings = await asAnna((tx) => tx.update(userSettings).set({ theme: 'light' }).where(eq(userSettings.userId, adam)).returning());
    expect(otherSettings).toEqual([]);
    const otherProfiles = await asAnna((tx) =>
      tx
        .delete(userProfiles)
        .where(sql`user_id <> ${anna}`)
        .returning(),
    );
    expect(otherProfiles).toEqual([]);
    await expect(asAnna((tx) => tx.insert(users).values({ id: randomUUID(), name: 'Új', email: `${randomUUID()}@example.hu`, role: 'admin' }))).rejects.toThrow();
    const untouched = await database.db.select({ id: users.id, name: users.name, role: users.role }).from(users);
    expect(untouched.filter((u) => u.role === 'admin' || u.name === 'Átírt')).toEqual([]);
    const [adamSettings] = await database.db.select().from(userSettings).where(eq(userSettings.userId, adam));
    expect(adamSettings?.theme).toBe('dark');
    expect(await database.db.select().from(userProfiles)).toHaveLength(4);
  });

  it('lets a request change only its own user rows, and without a user nothing', async () => {
    const own = await asAnna((tx) => tx.update(userSettings).set({ theme: 'light' }).returning({ id: userSettings.userId }));
    expect(own).toEqual([{ id: anna }]);
    const ownName = await asAnna((tx) => tx.update(users).set({ name: 'Anna' }).returning({ id: users.id }));
    expect(ownName).toEqual([{ id: anna }]);
    const anonymous = await withTenant(database.db, firmA, (tx) => tx.update(userSettings).set({ theme: 'dark' }).returning());
    expect(anonymous).toEqual([]);
  });

  it('cannot switch to another firm by setting app.tenant_id inside the request', async () => {
    const afterSetConfig = await asAnna(async (tx) => {
      await tx.execute(sql`select set_config('app.tenant_id', ${firmB}, true)`);
      return { contacts: await tx.select({ name: contacts.name }).from(contacts), users: await tx.select({ id: users.id }).from(users) };
    });
    expect(afterSetConfig.contacts).toEqual([{ name: 'A ügyfél' }]);
    expect(idsSeen(afterSetConfig.users)).toEqual([anna, adam].sort());

    const afterSet = await asAnna(async (tx) => {
      await tx.execute(sql.raw(`set app.tenant_id = '${firmB}'`));
      return tx.select({ tenantId: contacts.tenantId }).from(contacts);
    });
    expect(afterSet).toEqual([{ tenantId: firmA }]);
  });

  it('rolls back a request that leaves vi_app, so what it read or wrote never comes out', async () => {
    const escaped = asAnna(async (tx) => {
      await tx.execute(sql`select set_config('role', 'none', true)`);
      await tx.update(users).set({ name: 'Megszökött' }).where(eq(users.id, bela));
      return tx.select({ id: users.id }).from(users);
    });
    await expect(escaped).rejects.toBeInstanceOf(TenantScopeBrokenError);
    const [belaRow] = await database.db.select({ name: users.name }).from(users).where(eq(users.id, bela));
    expect(belaRow?.name).not.toBe('Megszökött');
  });

  it('cannot set a new request context, nor reach where it is kept', async () => {
    const deniedEnter = asAnna((tx) => tx.execute(sql`select vi_private.enter_request(${firmB}, ${bela})`));
    await expect(deniedEnter).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
    const deniedTable = asAnna((tx) => tx.execute(sql`update vi_private.request_context set tenant_id = ${firmB}`));
    await expect(deniedTable).rejects.toMatchObject({ cause: { message: expect.stringMatching(/permission denied/) } });
  });

  it('refuses to enter a second firm within one transaction', async () => {
    const twice = database.db.transaction(async (tx) => {
      await tx.execute(sql`select vi_private.enter_request(${firmA}, ${anna})`);
      await tx.execute(sql`reset role`);
      await tx.execute(sql`select vi_private.enter_request(${firmB}, ${bela})`);
    });
    await expect(twice).rejects.toMatchObject({ cause: { message: expect.stringMatching(/already/) } });
  });

  it('forces row-level security on the user tables, so a non-superuser owner is bound inside requests', async () => {
    const flags = resultRows<{ relname: string; on: boolean; forced: boolean }>(
      await database.db.execute(
        sql`select relname, relrowsecurity as on, relforcerowsecurity as forced from pg_class where relnamespace = 'public'::regnamespace and relname in ('users', 'user_profiles', 'user_settings', 'legal_acceptances') order by relname`,
      ),
    );
    expect(flags).toEqual([...userTables].sort().map((relname) => ({ relname, on: true, forced: true })));

    // A non-superuser owner (as in production), reached by an injection that resets the role.
    const owner = `vi_probe_owner_${randomBytes(4).toString('hex')}`;
    await database.db.execute(sql.raw(`create role ${owner} nologin nosuperuser nobypassrls`));
    await database.db.execute(sql.raw(`grant vi_app to ${owner}`));
    for (const table of userTables) await database.db.execute(sql.raw(`alter table ${table} owner to ${owner}`));
    try {
      const inside = await database.db.transaction(async (tx) => {
        await tx.execute(sql`select vi_private.enter_request(${firmA}, ${anna})`);
        await tx.execute(sql.raw(`set local role ${owner}`));
        return tx.select({ id: users.id }).from(users);
      });
      expect(idsSeen(inside)).toEqual([anna, adam].sort());
      const outside = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${owner}`));
        return tx.select({ id: users.id }).from(users);
      });
      expect(outside).toHaveLength(4);
    } finally {
      for (const statement of [`reassign owned by ${owner} to current_user`, `drop owned by ${owner}`, `drop role ${owner}`]) await database.db.execute(sql.raw(statement));
    }
  });

  it('has no policy that trusts the app.tenant_id setting', async () => {
    const policies = resultRows<{ policyname: string }>(await database.db.execute(sql`select policyname from pg_policies where coalesce(qual, '') || coalesce(with_check, '') like '%current_setting%'`));
    expect(policies).toEqual([]);
  });

  it('keeps better-auth-style owner access outside requests', async () => {
    const all = await database.db.select({ id: users.id }).from(users);
    expect(all).toHaveLength(4);
  });
});
