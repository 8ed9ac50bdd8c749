// Demo data of the hospitality module (decision 0348): the demo firm runs "Tölgyfa Vendégház" in
// Balatonfüred with six units, a rate plan with a summer season, and stays around today — past and
// in-house guests checked in through the same services as the API (so the NTAK outbox and the
// housekeeping history are what the product itself would have written), arrivals, departures, a
// tentative, a cancelled and a future booking, an out-of-service period, extras and a deposit.
// The guesthouse has run for a month, so each day before today has its NTAK daily close, built by
// the module's own close from the stored facts and written to the outbox (decision 0476). The demo
// firm has no NTAK certificate and the demo reaches no NTAK, so they wait there unsent, like its
// other NTAK messages: nothing claims NTAK received them.
import { inArray } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { checkInBodySchema, createReservationBodySchema, type GuestCheckIn } from '@shared/hospitality/hospitality.schemas';
import { userActor } from '../../actor/actor';
import { hospitalityUnits } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import { installDefaultModules } from '../../module-system/defaults';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';
import { addCharge, addPayment } from './folio.service';
import { saveTask } from './housekeeping.service';
import { queueDailyClose } from './ntak/ntak-sender';
import { createBlock, createProperty, createRatePlan, createUnit } from './properties.service';
import { cancelReservation, checkIn, checkOut, createReservation } from './reservations.service';

export const DEMO_PROPERTY = {
  name: 'Tölgyfa Vendégház',
  type: 'vendeghaz' as const,
  address: { postalCode: '8230', city: 'Balatonfüred', addressLine: 'Tölgyfa utca 12.' },
  ntakRegistrationNumber: 'MA23004521',
  touristTax: { mode: 'per_night' as const, amountHuf: 550 },
  cancellationTerms: { freeUntilDays: 7, penaltyPercent: 50 },
  checkInTime: '14:00',
  checkOutTime: '10:00',
};

const UNITS = [
  { name: '1', ntakType: 'STANDARD', capacity: 2, doubleBeds: 1 },
  { name: '2', ntakType: 'STANDARD', capacity: 2, singleBeds: 2 },
  { name: '3', ntakType: 'SUPERIOR', capacity: 3, doubleBeds: 1, extraBeds: 1 },
  { name: '4', ntakType: 'SUPERIOR', capacity: 3, doubleBeds: 1, singleBeds: 1 },
  { name: 'Napfény apartman', ntakType: 'APARTMAN', capacity: 4, doubleBeds: 1, singleBeds: 2 },
  { name: 'Kerti apartman', ntakType: 'APARTMAN', capacity: 5, doubleBeds: 2, extraBeds: 1 },
] as const;

const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

function person(unitId: string, p: Partial<GuestCheckIn> & Pick<GuestCheckIn, 'familyName' | 'givenName' | 'birthDate' | 'gender'>): GuestCheckIn {
  return {
    unitId,
    birthPlace: 'Budapest',
    nationality: 'HU',
    documentType: 'SZEM_IG',
    documentNumber: `${(Math.abs(hash(p.familyName + p.givenName)) % 900000) + 100000}AB`,
    residenceCountry: 'HU',
    residencePostcode: '1117',
    residenceCity: 'Budapest',
    residenceAddress: 'Október huszonharmadika utca 8.',
    ...p,
  };
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) | 0;
  return h;
}

export async function seedHospitalityDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople): Promise<void> {
  await installDefaultModules(tx, tenantId, people.ownerId, ['hospitality']);
  const actor = userActor({ tenantId, userId: people.ownerId, roles: ['tenant'] });
  const today = todayInBudapest();
  const d = (n: number) => addDays(today, n);
  const opened = d(-30);
  const { id: propertyId } = await createProperty(tx, actor, { ...DEMO_PROPERTY, operatingSince: opened });
  const units: string[] = [];
  for (const [i, u] of UNITS.entries()) units.push((await createUnit(tx, actor, { propertyId, building: 'a', singleBeds: 0, doubleBeds: 0, extraBeds: 0, position: i + 1, ...u })).id);
  // The rooms are as old as the guesthouse: a day's close counts the units that existed that day.
  await tx
    .update(hospitalityUnits)
    .set({ createdAt: at(opened, '09:00') })
    .where(inArray(hospitalityUnits.id, units));
  const [u1, u2, u3, u4, napfeny, kerti] = units as [string, string, string, string, string, string];
  const year = Number(today.slice(0, 4));
  await createRatePlan(tx, actor, {
    propertyId,
    name: 'Szobaár 2026',
    basePrice: 26_000,
    minStay: 1,
    unitIds: [],
    isDefault: true,
    seasons: [{ startsOn: `${year}-06-15`, endsOn: `${year}-08-31`, price: 34_000, weekdayPrices: [null, null, null, null, 38_000, 38_000, null], minStay: 2 }],
  });
  const { id: apartmentPlan } = await createRatePlan(tx, actor, { propertyId, name: 'Apartman', basePrice: 42_000, minStay: 2, unitIds: [napfeny, kerti], isDefault: false, seasons: [] });
  await createBlock(tx, actor, u4, { kind: 'out_of_service', startsOn: d(-1), endsOn: d(2), reason: 'Fürdőszobai csaptelep cseréje' });

  const book = async (n: number, fields: Record<string, unknown>) =>
    createReservation(tx, actor, createReservationBodySchema.parse({ propertyId, salesChannel: 'DIREKT_ONLINE', marketSegment: 'SZABADIDOS_EGYENI', bookerNationality: 'HU', ...fields }), at(d(n), '10:00'));
  const arrive = async (id: string, n: number, guests: GuestCheckIn[]) => {
    if (!people.serverSecret) return;
    await checkIn(tx, actor, id, checkInBodySchema.parse({ guests, version: 1 }), people.serverSecret, at(d(n), '15:20'));
  };

  // Stayed and left three days ago.
  const nagy = await book(-20, { unitIds: [u1], arrival: d(-6), departure: d(-3), adults: 2, bookerName: 'Nagy Zsófia', bookerEmail: 'nagy.zsofia@example.hu', bookerPhone: '+36 30 412 5566' });
  await arrive(nagy.id, -6, [
    person(u1, { familyName: 'Nagy', givenName: 'Zsófia', birthDate: '1988-04-12', gender: 'NO' }),
    person(u1, { familyName: 'Nagy', givenName: 'Ádám', birthDate: '1986-11-02', gender: 'FERFI' }),
  ]);
  if (people.serverSecret) {
    await addCharge(tx, actor, nagy.id, { description: 'Reggeli (2 fő × 3 nap)', category: 'ETEL', serviceDate: d(-5), quantity: 6, unitPrice: 3_500, vatCode: '5' });
    await checkOut(tx, actor, nagy.id, { version: 2 }, at(d(-3), '09:40'));
    await saveTask(tx, actor, u1, { date: d(-3), done: true });
  }
  // In house: a German couple through a booking portal, and a family with two children.
  const muller = await book(-25, {
    unitIds: [napfeny],
    ratePlanId: apartmentPlan,
    arrival: d(-2),
    departure: d(2),
    adults: 2,
    bookerName: 'Hans Müller',
    bookerEmail: 'hans.mueller@example.de',
    bookerNationality: 'DE',
    salesChannel: 'KOZVETITO_ONLINE',
  });
  await arrive(muller.id, -2, [
    person(napfeny, {
      familyName: 'Müller',
      givenName: 'Hans',
      birthDate: '1961-07-30',
      gender: 'FERFI',
      nationality: 'DE',
      birthPlace: 'München',
      documentType: 'UTLEVEL',
      documentNumber: 'C01X00T47',
      residenceCountry: 'DE',
      residencePostcode: '80331',
      residenceCity: 'München',
      residenceAddress: 'Marienplatz 8',
    }),
    person(napfeny, {
      familyName: 'Müller',
      givenName: 'Petra',
      birthDate: '1963-02-14',
      gender: 'NO',
      nationality: 'DE',
      birthPlace: 'Augsburg',
      documentType: 'UTLEVEL',
      documentNumber: 'C01X00T52',
      residenceCountry: 'DE',
      residencePostcode: '80331',
      residenceCity: 'München',
      residenceAddress: 'Marienplatz 8',
    }),
  ]);
  const horvath = await book(-40, {
    unitIds: [kerti],
    ratePlanId: apartmentPlan,
    arrival: d(-1),
    departure: d(4),
    adults: 2,
    childrenAges: [8, 12],
    bookerName: 'Horváth Gergely',
    bookerEmail: 'horvath.gergely@example.hu',
    bookerPhone: '+36 20 998 1200',
  });
  await arrive(horvath.id, -1, [
    person(kerti, { familyName: 'Horváth', givenName: 'Gergely', birthDate: '1982-09-21', gender: 'FERFI', birthPlace: 'Győr', residencePostcode: '9021', residenceCity: 'Győr', residenceAddress: 'Baross Gábor út 20.' }),
    person(kerti, { familyName: 'Horváth', givenName: 'Réka', birthDate: '1984-01-08', gender: 'NO', birthPlace: 'Győr', residencePostcode: '9021', residenceCity: 'Győr', residenceAddress: 'Baross Gábor út 20.' }),
    person(kerti, {
      familyName: 'Horváth',
      givenName: 'Dóra',
      birthDate: `${year - 12}-03-03`,
      gender: 'NO',
      birthPlace: 'Győr',
      residencePostcode: '9021',
      residenceCity: 'Győr',
      residenceAddress: 'Baross Gábor út 20.',
    }),
    person(kerti, {
      familyName: 'Horváth',
      givenName: 'Márk',
      birthDate: `${year - 8}-06-19`,
      gender: 'FERFI',
      birthPlace: 'Győr',
      residencePostcode: '9021',
      residenceCity: 'Győr',
      residenceAddress: 'Baross Gábor út 20.',
    }),
  ]);
  if (people.serverSecret) await addCharge(tx, actor, horvath.id, { description: 'Kerékpárbérlés (2 nap)', category: 'EGYEB', serviceDate: d(0), quantity: 2, unitPrice: 4_000, vatCode: '27' });
  // A business guest leaving today.
  const szabo = await book(-10, {
    unitIds: [u2],
    arrival: d(-3),
    departure: d(0),
    adults: 1,
    bookerName: 'Szabó Eszter',
    bookerEmail: 'szabo.eszter@example.hu',
    marketSegment: 'UZLETI_EGYENI',
    salesChannel: 'DIREKT_HAGYOMANYOS',
  });
  await arrive(szabo.id, -3, [
    person(u2, {
      familyName: 'Szabó',
      givenName: 'Eszter',
      birthDate: '1979-05-27',
      gender: 'NO',
      birthPlace: 'Veszprém',
      residencePostcode: '8200',
      residenceCity: 'Veszprém',
      residenceAddress: 'Óváros tér 4.',
      touristTaxExemption: 'study_or_work',
    }),
  ]);
  // Arriving today, coming soon, tentative, cancelled, and in the summer.
  await book(-5, { unitIds: [u3], arrival: d(0), departure: d(2), adults: 2, bookerName: 'Tóth Balázs', bookerEmail: 'toth.balazs@example.hu', bookerPhone: '+36 70 321 4455' });
  const kowalski = await book(-14, {
    unitIds: [u4],
    arrival: d(3),
    departure: d(7),
    adults: 3,
    bookerName: 'Anna Kowalska',
    bookerEmail: 'anna.kowalska@example.pl',
    bookerNationality: 'PL',
    salesChannel: 'KOZVETITO_ONLINE',
  });
  await addPayment(tx, actor, kowalski.id, { kind: 'deposit', paidOn: d(-13), amount: 30_000, method: 'ATUTALAS', note: 'Foglaló' });
  await book(-2, { unitIds: [u1], arrival: d(5), departure: d(8), adults: 2, bookerName: 'Fekete Tamás', bookerEmail: 'fekete.tamas@example.hu', status: 'tentative' });
  const cancelled = await book(-30, { unitIds: [u2], arrival: d(2), departure: d(4), adults: 2, bookerName: 'Varga Lili', bookerEmail: 'varga.lili@example.hu' });
  await cancelReservation(tx, actor, cancelled.id, { reason: 'Az utazás elmarad', waiveFee: false, version: 1 }, at(d(-1), '18:00'));
  await book(-1, {
    unitIds: [napfeny],
    arrival: d(14),
    departure: d(21),
    adults: 4,
    bookerName: 'Kiss Family Kft.',
    bookerEmail: 'iroda@kissfamily.example.hu',
    marketSegment: 'UZLETI_CSOPORTOS',
    accommodationTotal: 280_000,
  });
  // Every past day's close, as the module writes one for each day NTAK's scheduler asks for; today's comes tomorrow.
  for (let day = opened; day < today; day = addDays(day, 1)) await queueDailyClose(tx, tenantId, propertyId, day);
}
