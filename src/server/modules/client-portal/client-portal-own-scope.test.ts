// The customer's "own" scope in the database (issue 33.5, decision 0350): a customer-only member
// reads only the contacts, matters and invoices of the clients linked to them in portal_users, and
// cannot link themselves to anyone else; the firm's staff are not narrowed.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, invoices, matterParties, matters, members, portalUsers, users } from '../../db/schema';
import { demoTenantId } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { buildTestApp, type TestApp } from '../../test/test-app';

describe('portal own scope (RLS)', () => {
  let t: TestApp;
  let tenantId: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp();
    tenantId = (await demoTenantId(t.database.db))!;
    const rows = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['szabo.anna@example.hu', 'toth.gabor@example.hu', 'ugyved@kovacs-ugyved.hu']));
    for (const r of rows) ids[r.email] = r.id;
  });
  afterAll(() => t.close());

  const as = <T>(email: string, work: Parameters<typeof withTenant<T>>[2]) => withTenant(t.database.db, tenantId, work, { userId: ids[email]! });

  it('seeds the demo customers linked to their contacts', async () => {
    const links = await t.database.db.select({ userId: portalUsers.userId, name: contacts.name }).from(portalUsers).innerJoin(contacts, eq(contacts.id, portalUsers.contactId));
    const of = (email: string) =>
      links
        .filter((l) => l.userId === ids[email])
        .map((l) => l.name)
        .sort();
    expect(of('szabo.anna@example.hu')).toEqual(['Szabó Anna']);
    expect(of('toth.gabor@example.hu')).toEqual(['Tóth Gábor', 'Tóth és Fia Kft.']);
  });

  it('shows a customer only the contacts, matters and invoices of their own clients', async () => {
    const seen = await as('szabo.anna@example.hu', async (tx) => ({
      contacts: (await tx.select({ name: contacts.name }).from(contacts)).map((c) => c.name),
      matters: (await tx.select({ title: matters.title }).from(matters)).map((m) => m.title),
      invoiceContacts: [...new Set((await tx.select({ contactId: invoices.contactId }).from(invoices)).map((i) => i.contactId))],
      links: await tx.select({ userId: portalUsers.userId }).from(portalUsers),
    }));
    expect(seen.contacts).toEqual(['Szabó Anna']);
    expect(seen.matters.length).toBeGreaterThan(0);
    expect(seen.matters.every((m) => m.startsWith('Szabó Anna'))).toBe(true);
    const [anna] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.name, 'Szabó Anna'));
    expect(seen.invoiceContacts.every((c) => c === anna!.id)).toBe(true);
    expect(seen.links.map((l) => l.userId)).toEqual([ids['szabo.anna@example.hu']]);

    const toth = await as('toth.gabor@example.hu', async (tx) => (await tx.select({ title: matters.title }).from(matters)).map((m) => m.title));
    expect(toth.some((m) => m.startsWith('Tóth és Fia Kft.'))).toBe(true);
    expect(toth.some((m) => m.startsWith('Szabó Anna'))).toBe(false);
  });

  it('does not narrow the firm: a lawyer sees every contact and non-confidential matter', async () => {
    const seen = await as('ugyved@kovacs-ugyved.hu', async (tx) => ({ contacts: await tx.$count(contacts), matters: await tx.$count(matters) }));
    expect(seen.contacts).toBeGreaterThan(5);
    expect(seen.matters).toBeGreaterThan(3);
  });

  it('refuses a customer who links themselves to another client, and a customer with no link sees nothing', async () => {
    const [other] = await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.name, 'Kiss Bence'));
    await expect(as('szabo.anna@example.hu', (tx) => tx.insert(portalUsers).values({ tenantId, userId: ids['szabo.anna@example.hu']!, contactId: other!.id }))).rejects.toThrow();
    // A customer whose link is gone reads no client rows at all.
    await t.database.db.delete(portalUsers).where(eq(portalUsers.userId, ids['szabo.anna@example.hu']!));
    try {
      const seen = await as('szabo.anna@example.hu', async (tx) => ({ contacts: await tx.$count(contacts), matters: await tx.$count(matters), parties: await tx.$count(matterParties) }));
      expect(seen.contacts).toBe(0);
      expect(seen.matters).toBe(0);
    } finally {
      await t.database.db
        .insert(portalUsers)
        .values({ tenantId, userId: ids['szabo.anna@example.hu']!, contactId: (await t.database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.name, 'Szabó Anna')))[0]!.id });
    }
  });

  it('treats a member who is also a lawyer as firm staff', async () => {
    await t.database.db.update(members).set({ role: 'lawyer,customer' }).where(eq(members.userId, ids['toth.gabor@example.hu']!));
    try {
      const n = await as('toth.gabor@example.hu', (tx) => tx.$count(contacts));
      expect(n).toBeGreaterThan(5);
    } finally {
      await t.database.db.update(members).set({ role: 'customer' }).where(eq(members.userId, ids['toth.gabor@example.hu']!));
    }
  });
});
