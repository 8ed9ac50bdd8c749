import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { contacts, joinRequests, members, tenants, users } from './schema';
import { DEMO_CONTACT_COUNT } from './seed-contacts';
import { demoAccounts, demoCredentialsText, DEMO_PASSWORD, hasDemoData, seedDemo } from './seed';
import { openTestDatabase } from '../test/test-database';

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds an admin, one law firm with a tenant admin and a lawyer, two customers, contacts and a pending join request — once', async () => {
    expect(await seedDemo(database.db)).toBe(true);
    expect(await seedDemo(database.db)).toBe(false);
    const [u] = await database.db.select({ n: count() }).from(users);
    const [t] = await database.db.select({ n: count() }).from(tenants);
    const [m] = await database.db.select({ n: count() }).from(members);
    const [c] = await database.db.select({ n: count() }).from(contacts);
    expect([u?.n, t?.n, m?.n, c?.n]).toEqual([6, 1, 4, DEMO_CONTACT_COUNT]);
    const requests = await database.db.select({ email: joinRequests.requesterEmail, status: joinRequests.status, with: joinRequests.requestedWith }).from(joinRequests);
    expect(requests).toEqual([{ email: 'kiss.bence@example.hu', status: 'pending', with: 'ugyved@kovacs-ugyved.hu' }]);
    expect(await hasDemoData(database.db)).toBe(true);
  });

  it('prints every demo login with its password', () => {
    const text = demoCredentialsText('http://localhost:3000');
    for (const a of demoAccounts) expect(text).toContain(a.email);
    expect(text).toContain(DEMO_PASSWORD);
  });
});
