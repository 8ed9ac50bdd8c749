// The demo firm's contacts (issue 14 point 1): people and organisations with valid Hungarian
// identifiers (adószám törzsszám from the reference's valid vectors, GIRO accounts with correct
// check digits), links between them, tags, and one deliberate duplicate pair (Dunai Pékség) so
// merge can be tried. The six original contacts keep their names, e-mails and phones. Each came to
// the firm on its own day over the past months, never after its first matter was opened.
import { addDays, minIsoDate, todayInBudapest } from '@shared/dates/iso-date';
import { instantsOfWallClock } from '@shared/dates/zoned-time';
import { contactActivities, contactLinks, contacts } from './schema';
import type { StoredAddress } from './schema/contacts';
import type { TenantTx } from './tenant-scope';

type Tx = Pick<TenantTx, 'insert'>;
const hu = (postalCode: string, city: string, street: string): StoredAddress => ({ country: 'HU', postalCode, city, street });

const organisations = [
  {
    key: 'toth',
    since: 38,
    name: 'Tóth és Fia Kft.',
    taxNumber: '13851909-2-13',
    euVatNumber: 'HU13851909',
    companyRegNumber: '13-09-104512',
    address: hu('2040', 'Budaörs', 'Szabadság út 12.'),
    email: 'iroda@tothesfia.hu',
    phone: '+36 23 456 789',
    bankAccount: '11773016-00020000-00000008',
    tags: ['ügyfél'],
  },
  {
    key: 'horvath',
    since: 152,
    name: 'Horváth Ingatlan Zrt.',
    taxNumber: '18206373-2-09',
    euVatNumber: 'HU18206373',
    companyRegNumber: '09-10-000412',
    address: hu('4025', 'Debrecen', 'Piac utca 20.'),
    email: 'info@horvath-ingatlan.hu',
    phone: '+36 52 123 456',
    bankAccount: '10400009-00021370-00000007',
    tags: ['ügyfél', 'ingatlan'],
  },
  {
    key: 'bence',
    since: 96,
    name: 'Bence Bau Kft.',
    taxNumber: '23157653-2-41',
    euVatNumber: 'HU23157653',
    companyRegNumber: '01-09-912345',
    address: hu('1138', 'Budapest', 'Váci út 99.'),
    email: 'titkarsag@bencebau.hu',
    phone: '+36 1 345 6789',
    bankAccount: '11600006-00022740-00000009',
    tags: ['ügyfél', 'építőipar'],
  },
  {
    key: 'molnar',
    since: 24,
    name: 'Molnár Logisztika Bt.',
    taxNumber: '10402434-2-44',
    euVatNumber: 'HU10402434',
    companyRegNumber: '01-06-712345',
    address: hu('1097', 'Budapest', 'Könyves Kálmán körút 12.'),
    email: 'diszpecser@molnarlog.hu',
    phone: '+36 1 456 7890',
    bankAccount: '12011007-00024110-00000002',
    tags: ['ügyfél', 'szállítmányozás'],
  },
  {
    key: 'dunai',
    since: 131,
    name: 'Dunai Pékség Kft.',
    taxNumber: '14528114-2-02',
    euVatNumber: 'HU14528114',
    companyRegNumber: '02-09-065432',
    address: hu('7621', 'Pécs', 'Király utca 5.'),
    email: 'rendeles@dunaipekseg.hu',
    phone: '+36 72 512 345',
    bankAccount: '10918001-00025480-00000001',
    tags: ['ügyfél'],
  },
  {
    key: 'kertesz',
    since: 61,
    name: 'Kovács Kertészet Kft.',
    taxNumber: '11377304-2-43',
    euVatNumber: 'HU11377304',
    companyRegNumber: '01-09-334455',
    address: hu('1116', 'Budapest', 'Fehérvári út 120.'),
    email: 'kert@kovacskerteszet.hu',
    phone: '+36 30 987 1234',
    bankAccount: '10700000-00026850-00000003',
    tags: ['ellenérdekű fél'],
  },
  // The deliberate duplicate: the same adószám and (accent-insensitively) the same name, typed without accents from an old card.
  {
    key: 'dunai-dup',
    since: 117,
    name: 'DUNAI PEKSEG KFT.',
    taxNumber: '14528114-2-02',
    euVatNumber: null,
    companyRegNumber: null,
    address: null,
    email: 'dunai.pekseg@gmail.com',
    phone: '+36 30 222 3344',
    bankAccount: null,
    tags: ['régi kártya'],
    notes: 'Régi papír alapú ügyfélkártyáról rögzítve.',
  },
] as const;

const people = [
  {
    familyName: 'Szabó',
    since: (year: number) => `${year}-01-08`,
    givenName: 'Anna',
    email: 'szabo.anna@example.hu',
    phone: '+36 30 123 4567',
    company: null,
    address: hu('1055', 'Budapest', 'Falk Miksa utca 3.'),
    tags: ['ügyfél'],
    link: null,
  },
  {
    familyName: 'Tóth',
    since: 38,
    givenName: 'Gábor',
    email: 'toth.gabor@example.hu',
    phone: '+36 20 987 6543',
    company: 'Tóth és Fia Kft.',
    address: null,
    tags: ['ügyfél'],
    link: { org: 'toth', role: 'represents', title: 'ügyvezető' },
  },
  {
    familyName: 'Horváth',
    since: 152,
    givenName: 'Eszter',
    email: 'horvath.eszter@example.hu',
    phone: '+36 70 555 1234',
    company: 'Horváth Ingatlan Zrt.',
    address: null,
    tags: [],
    link: { org: 'horvath', role: 'represents', title: 'vezérigazgató' },
  },
  {
    familyName: 'Kiss',
    since: 96,
    givenName: 'Bence',
    email: 'kiss.bence@example.hu',
    phone: '+36 1 234 5678',
    company: 'Bence Bau Kft.',
    address: null,
    tags: [],
    link: { org: 'bence', role: 'represents', title: 'ügyvezető' },
  },
  {
    familyName: 'Varga',
    since: (year: number) => `${year - 1}-03-10`,
    givenName: 'Judit',
    email: 'varga.judit@example.hu',
    phone: '+36 30 444 8899',
    company: null,
    address: hu('6720', 'Szeged', 'Kárász utca 8.'),
    tags: ['ügyfél', 'családjog'],
    link: null,
  },
  {
    familyName: 'Molnár',
    since: 24,
    givenName: 'László',
    email: 'molnar.laszlo@example.hu',
    phone: null,
    company: 'Molnár Logisztika Bt.',
    address: null,
    tags: [],
    link: { org: 'molnar', role: 'represents', title: 'beltag' },
  },
  {
    familyName: 'Kovács',
    since: 61,
    givenName: 'Ödön',
    email: 'kovacs.odon@kovacskerteszet.hu',
    phone: '+36 30 765 4321',
    company: null,
    address: hu('2120', 'Dunakeszi', 'Fő út 44.'),
    tags: ['ellenérdekű fél'],
    link: { org: 'kertesz', role: 'represents', title: 'ügyvezető' },
    birthPlace: 'Debrecen',
    birthDate: '1975-04-12',
    mothersName: 'Nagy Mária',
    idDocumentType: 'id_card',
    idDocumentNumber: '123456AB',
  },
  {
    familyName: 'Papp',
    since: 131,
    givenName: 'Levente',
    email: 'papp.levente@dunaipekseg.hu',
    phone: '+36 72 512 346',
    company: null,
    address: null,
    tags: [],
    link: { org: 'dunai', role: 'works_at', title: 'pénzügyi vezető' },
  },
  {
    familyName: 'Fekete',
    since: 58,
    givenName: 'Zsófia',
    email: 'fekete.zsofia@fekete-ugyvedi.hu',
    phone: '+36 1 999 1234',
    company: null,
    address: hu('1054', 'Budapest', 'Szemere utca 10.'),
    tags: ['ellenérdekű fél képviselője'],
    link: null,
    notes: 'A Kovács Kertészet Kft. jogi képviselője.',
  },
] as const;

/**
 * When a contact came to the firm: days before the seed, or a calendar day of the seed's year
 * (the matters of fixed dates, seed-matters.ts). Never later than the contact's first matter.
 */
type Since = number | ((year: number) => string);

/** Seeds the demo firm's contacts with a "created" timeline entry each and the links; returns their ids by name. */
export async function seedDemoContacts(tx: Tx, tenantId: string, now = new Date()): Promise<Record<string, string>> {
  const orgIds = new Map<string, string>();
  const idsByName: Record<string, string> = {};
  const today = todayInBudapest(now);
  const year = Number(today.slice(0, 4));
  // Each contact on its own day at an office-hours minute; never after the seed itself. In the
  // arrays' order within a day, so of a duplicate pair the older is the one a merge keeps.
  let n = 0;
  const stamp = (since: Since) => {
    const day = minIsoDate(typeof since === 'number' ? addDays(today, -since) : since(year), today);
    const wall = instantsOfWallClock(day, 9 * 60 + 7 * n)[0] ?? new Date(`${day}T08:00:00Z`);
    const at = new Date(Math.min(wall.getTime(), now.getTime() - (DEMO_CONTACT_COUNT - n) * 60_000));
    n += 1;
    return { createdAt: at, updatedAt: at };
  };
  const activities: { tenantId: string; contactId: string; kind: string; createdAt: Date }[] = [];
  for (const o of organisations) {
    const { key, since, ...values } = o;
    const at = stamp(since);
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, tags: [...values.tags], kind: 'organisation', tenantId, ...at })
      .returning({ id: contacts.id });
    orgIds.set(key, row!.id);
    idsByName[values.name] = row!.id;
    activities.push({ tenantId, contactId: row!.id, kind: 'created', createdAt: at.createdAt });
  }
  for (const p of people) {
    const { link, since, ...values } = p;
    const at = stamp(since);
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, tags: [...values.tags], kind: 'person', name: `${p.familyName} ${p.givenName}`, tenantId, ...at })
      .returning({ id: contacts.id });
    activities.push({ tenantId, contactId: row!.id, kind: 'created', createdAt: at.createdAt });
    idsByName[`${p.familyName} ${p.givenName}`] = row!.id;
    if (link) {
      // Linked to the organisation right after the card was saved, so the timeline reads in order.
      const linkedAt = new Date(at.createdAt.getTime() + 30_000);
      const organisationId = orgIds.get(link.org)!;
      await tx.insert(contactLinks).values({ tenantId, personId: row!.id, organisationId, role: link.role, title: link.title, createdAt: linkedAt });
      activities.push({ tenantId, contactId: row!.id, kind: 'linked', createdAt: linkedAt }, { tenantId, contactId: organisationId, kind: 'linked', createdAt: linkedAt });
    }
  }
  await tx.insert(contactActivities).values(activities);
  return idsByName;
}

/** How many contacts the demo firm starts with (tests read it instead of a literal). */
export const DEMO_CONTACT_COUNT = organisations.length + people.length;
