import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { ownerRoleWarning } from './owner-role-check';
import { openTestDatabase } from '../test/test-database';

describe('owner role check at start', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('warns when the connected role is a superuser (row-level security bypassed)', async () => {
    expect(await ownerRoleWarning(database.db)).toMatch(/is a superuser: row-level security does not bind/);
  });

  it('is silent for a plain owner role', async () => {
    const owner = `vi_plain_owner_${randomBytes(4).toString('hex')}`;
    await database.db.execute(sql.raw(`create role ${owner} nologin nosuperuser nobypassrls`));
    try {
      const warning = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local role ${owner}`));
        return ownerRoleWarning(tx);
      });
      expect(warning).toBeNull();
    } finally {
      await database.db.execute(sql.raw(`drop role ${owner}`));
    }
  });
});
