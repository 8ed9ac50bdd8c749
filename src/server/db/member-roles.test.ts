// "Holds one of these roles" over better-auth's comma-separated member roles, in SQL.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { resultRows } from './client';
import { holdsAnyRole } from './member-roles';

describe('holdsAnyRole', () => {
  const client = new PGlite();
  const db = drizzle(client);
  afterAll(() => client.close());

  const matching = async (roles: Parameters<typeof holdsAnyRole>[1]) =>
    resultRows<{ r: string }>(
      await db.execute(sql`select r from (values ('tenant'), ('lawyer,tenant'), ('tenant,customer'), ('customer'), ('lawyer'), ('tenantx'), ('x-lawyer'), ('')) v(r) where ${holdsAnyRole(sql`r`, roles)} order by r`),
    ).map((row) => row.r);

  it('matches a role anywhere in the list, and only whole role names', async () => {
    expect(await matching(['tenant'])).toEqual(['lawyer,tenant', 'tenant', 'tenant,customer']);
    expect(await matching(['customer'])).toEqual(['customer', 'tenant,customer']);
  });

  it('matches any of several roles', async () => {
    expect(await matching(['lawyer', 'tenant'])).toEqual(['lawyer', 'lawyer,tenant', 'tenant', 'tenant,customer']);
  });
});
