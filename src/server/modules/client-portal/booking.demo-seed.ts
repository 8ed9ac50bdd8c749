// Demo data of booking (issue 35 point 3): the demo firm's three appointment types, office hours of
// its two lawyers (Kovács Katalin Monday–Thursday, dr. Nagy Péter Monday–Friday with a lunch break),
// and Szabó Anna's first consultation with dr. Nagy Péter on the first free working-day morning a
// week from the seed – a real, slot-aligned booking the constraint guards like any other.
import { eq, inArray } from 'drizzle-orm';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import { instantsOfWallClock } from '@shared/dates/zoned-time';
import { bookingAppointmentTypes, bookings, bookingWeeklyHours, users } from '../../db/schema';
import type { TenantTx } from '../../db/tenant-scope';
import type { DemoSeedPeople } from '../../module-system/demo-seeders';

const types = [
  {
    name: 'Első konzultáció',
    description: 'Ismerkedés, a jogi helyzet áttekintése és a lehetséges lépések. Hozza magával a releváns iratokat.',
    durationMinutes: 60,
    bufferMinutes: 15,
    mode: 'in_person' as const,
    priceHuf: 30_000,
  },
  { name: 'Telefonos egyeztetés', description: 'Rövid egyeztetés folyamatban lévő ügyben.', durationMinutes: 30, bufferMinutes: 0, mode: 'phone' as const, priceHuf: null },
  { name: 'Online tárgyalás-előkészítés', description: 'Videóhívás a tárgyalás előtt; a hivatkozást az iroda küldi.', durationMinutes: 45, bufferMinutes: 15, mode: 'online' as const, priceHuf: 25_000 },
];

const hours: Record<string, { weekday: number; startTime: string; endTime: string }[]> = {
  'iroda@kovacs-ugyved.hu': [1, 2, 3, 4].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' })),
  'ugyved@kovacs-ugyved.hu': [1, 2, 3, 4, 5].flatMap((weekday) => [{ weekday, startTime: '09:00', endTime: '12:00' }, ...(weekday === 5 ? [] : [{ weekday, startTime: '13:00', endTime: '17:00' }])]),
};

export async function seedBookingDemo(tx: TenantTx, tenantId: string, people: DemoSeedPeople, now = new Date()): Promise<void> {
  const inserted = await tx
    .insert(bookingAppointmentTypes)
    .values(types.map((t) => ({ tenantId, ...t })))
    .returning({ id: bookingAppointmentTypes.id, name: bookingAppointmentTypes.name });
  const lawyers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, Object.keys(hours)));
  for (const l of lawyers) await tx.insert(bookingWeeklyHours).values(hours[l.email]!.map((h) => ({ tenantId, lawyerId: l.id, ...h })));
  const nagy = lawyers.find((l) => l.email === 'ugyved@kovacs-ugyved.hu');
  const anna = people.contactIds['Szabó Anna'];
  const first = inserted.find((t) => t.name === 'Első konzultáció');
  if (!nagy || !anna || !first) return;
  const [annaUser] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'szabo.anna@example.hu'));
  const calendar = createWorkingDayCalendar();
  let day = addDays(todayInBudapest(now), 7);
  while (!calendar.isWorkingDay(day, { saturdayWorkdays: false })) day = addDays(day, 1);
  const startsAt = instantsOfWallClock(day, 10 * 60)[0]!;
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  await tx.insert(bookings).values({
    tenantId,
    lawyerId: nagy.id,
    typeId: first.id,
    contactId: anna,
    bookedBy: annaUser?.id ?? null,
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + 15 * 60_000),
    mode: 'in_person',
    priceHuf: 30_000,
    note: 'A szakértői vélemény után a kártérítési igényem összegéről szeretnék személyesen egyeztetni.',
  });
}
