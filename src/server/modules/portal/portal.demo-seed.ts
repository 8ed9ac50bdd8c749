// Demo data of the customer portal (decision 0350): the demo firm installs the portal, and its two
// demo customers are linked to the client contacts they act for – Szabó Anna to herself, Tóth Gábor
// to himself and to Tóth és Fia Kft., the company he represents as its managing director.
import { eq, inArray } from 'drizzle-orm';
import { portalUsers, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { seedBookingDemo } from './booking.demo-seed';
import { seedComplaintsDemo } from './complaints.demo-seed';

export const PORTAL_MODULE_KEY = 'client-portal';

/** Demo customer e-mail → the contacts (by seeded name) the customer acts for. */
export const demoPortalLinks: Readonly<Record<string, readonly string[]>> = {
  'szabo.anna@example.hu': ['Szabó Anna'],
  'toth.gabor@example.hu': ['Tóth Gábor', 'Tóth és Fia Kft.'],
};

export async function seedPortalDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, [PORTAL_MODULE_KEY]);
  const customers = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, Object.keys(demoPortalLinks)));
  const links = customers.flatMap((c) => (demoPortalLinks[c.email] ?? []).flatMap((name) => (people.contactIds[name] ? [{ tenantId, userId: c.id, contactId: people.contactIds[name]!, createdBy: people.ownerId }] : [])));
  if (links.length > 0) await tx.insert(portalUsers).values(links).onConflictDoNothing();
  await seedBookingDemo(tx, tenantId, people);
  await seedComplaintsDemo(tx, tenantId, people.contactIds);
}

/** The user id of a demo customer (tests). */
export async function demoCustomerId(tx: TenantTx, email: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}
