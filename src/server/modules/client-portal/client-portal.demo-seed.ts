// Demo data of the customer portal (decision 0350): the demo firm installs the portal, and its two
// demo customers are linked to the client contacts they act for – Szabó Anna to herself, Tóth Gábor
// to himself and to Tóth és Fia Kft., the company he represents as its managing director. Szabó
// Anna has a message thread with her lawyer (messages.demo-seed.ts), a booking and a complaint.
import { eq, inArray } from 'drizzle-orm';
import { firmProfiles, portalUsers, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { seedBookingDemo } from './booking.demo-seed';
import { seedComplaintsDemo } from './complaints.demo-seed';
import { seedMessagesDemo } from './messages.demo-seed';

export const PORTAL_MODULE_KEY = 'client-portal';

/** Demo customer e-mail → the contacts (by seeded name) the customer acts for. */
export const demoPortalLinks: Readonly<Record<string, readonly string[]>> = {
  'szabo.anna@example.hu': ['Szabó Anna'],
  'toth.gabor@example.hu': ['Tóth Gábor', 'Tóth és Fia Kft.'],
};

export async function seedPortalDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, [PORTAL_MODULE_KEY]);
  const customers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(demoPortalLinks)));
  const links = customers.flatMap((c) => (demoPortalLinks[c.email] ?? []).flatMap((name) => (people.contactIds[name] ? [{ tenantId, userId: c.id, contactId: people.contactIds[name]!, createdBy: people.ownerId }] : [])));
  if (links.length > 0) await tx.insert(portalUsers).values(links).onConflictDoNothing();
  await seedBookingDemo(tx, tenantId, people);
  await seedComplaintsDemo(tx, tenantId, people.contactIds);
  await seedMessagesDemo(tx, tenantId, people.contactIds);
  await seedFirmProfile(tx, tenantId, people.ownerId);
}

/** The demo firm's public profile (decision 0401): what its customers see on /app/company-info. */
export const demoFirmLawyers: Readonly<Record<string, { practiceAreas: string[]; chamberId: string }>> = {
  'iroda@kovacs-ugyved.hu': { practiceAreas: ['Társasági jog', 'Szerződések', 'Ingatlanjog'], chamberId: '36061234' },
  'ugyved@kovacs-ugyved.hu': { practiceAreas: ['Munkajog', 'Polgári peres eljárások', 'Követeléskezelés'], chamberId: '36065678' },
};

async function seedFirmProfile(tx: TenantTx, tenantId: string, ownerId: string): Promise<void> {
  const lawyers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(demoFirmLawyers)));
  await tx
    .insert(firmProfiles)
    .values({
      tenantId,
      seat: '1055 Budapest, Kossuth Lajos tér 1–3. 2. em. 4.',
      email: 'iroda@kovacs-ugyved.hu',
      phone: '+36 1 234 5678',
      website: 'https://kovacs-ugyved.hu',
      openingHours: [1, 2, 3, 4].map((weekday) => ({ weekday, opens: '09:00', closes: '17:00' })).concat([{ weekday: 5, opens: '09:00', closes: '14:00' }]),
      hoursNote: 'Munkaszüneti napokon zárva. Munkaidőn kívül előzetes egyeztetéssel is fogadunk ügyfeleket.',
      barAssociation: 'Budapesti Ügyvédi Kamara',
      barRegistrationNumber: 'BÜK 2/1234/2008',
      conciliationBoard: 'Budapesti Békéltető Testület, 1016 Budapest, Krisztina krt. 99. III. em. 310.; levelezési cím: 1253 Budapest, Pf. 10.; e-mail: bekelteto.testulet@bkik.hu; honlap: https://bekeltet.bkik.hu',
      about: 'Gazdasági és polgári jogi ügyekben dolgozó budapesti ügyvédi iroda: cégalapítás, szerződések, ingatlanügyletek, munkajogi viták és követelések behajtása.',
      lawyers: Object.entries(demoFirmLawyers).flatMap(([email, l]) => {
        const user = lawyers.find((u) => u.email === email);
        return user ? [{ userId: user.id, ...l }] : [];
      }),
      updatedBy: ownerId,
    })
    .onConflictDoNothing();
}

/** The user id of a demo customer (tests). */
export async function demoCustomerId(tx: TenantTx, email: string): Promise<string | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}
