// Booking through the API on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// the firm publishes types and hours, a customer books a free slot; 50 parallel requests for one
// slot give exactly one booking (the exclusion constraint) and 49 × 409 "Ez az időpont már
// foglalt"; notice periods, reschedule, the lawyer's calendar, and another customer's bookings stay 404.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { createWorkingDayCalendar } from '@shared/compliance-tracker/working-day-calendar';
import type { BookingCalendar, BookingList, BookingOptions, SlotList } from '@shared/client-portal/booking.schemas';
import type { PortalOverview } from '@shared/client-portal/client-portal.schemas';
import { auditLog, bookings, domainEvents, mailOutbox } from '../../db/schema';
import { buildTestApp, injectAs, signIn, type TestApp } from '../../test/test-app';

const ANNA = 'szabo.anna@example.hu';
const GABOR = 'toth.gabor@example.hu';
const LAWYER = 'ugyved@kovacs-ugyved.hu';
const ADMIN = 'iroda@kovacs-ugyved.hu';
const calendar = createWorkingDayCalendar();

describe('booking API', () => {
  let t: TestApp;
  const cookies: Record<string, string> = {};
  let lawyerId: string;
  let typeId: string;
  let strictTypeId: string;
  const today = todayInBudapest();
  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (email: string, method: Method, url: string, payload?: object) => injectAs(t.app, cookies[email]!, { method, url, ...(payload ? { payload } : {}) });
  const ok = async <T>(email: string, method: Method, url: string, payload?: object): Promise<T> => {
    const res = await call(email, method, url, payload);
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return (res.body ? res.json() : null) as T;
  };
  const slots = (email: string, type: string, from: string, to: string) => ok<SlotList>(email, 'GET', `/api/client-portal/booking/slots?typeId=${type}&lawyerId=${lawyerId}&from=${from}&to=${to}`);

  beforeAll(async () => {
    t = await buildTestApp();
    for (const email of [ANNA, GABOR, LAWYER, ADMIN]) cookies[email] = await signIn(t.app, email);
    const type = await ok<{ id: string }>(ADMIN, 'POST', '/api/client-portal/firm/appointment-types', { name: 'Első konzultáció', durationMinutes: 60, bufferMinutes: 15, mode: 'in_person', priceHuf: 30_000 });
    typeId = type.id;
    strictTypeId = (await ok<{ id: string }>(ADMIN, 'POST', '/api/client-portal/firm/appointment-types', { name: 'Szigorú egyeztetés', durationMinutes: 30, mode: 'phone', cancelNoticeHours: 24 * 30 })).id;
    const weekly = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' }));
    const availability = await ok<{ lawyer: { id: string } }>(LAWYER, 'PUT', '/api/client-portal/firm/availability/weekly', { weekly });
    lawyerId = availability.lawyer.id;
  }, 120_000);
  afterAll(() => t.close());

  it('lets the firm set hours and types, and the customer see the bookable lawyers and types', async () => {
    const options = await ok<BookingOptions>(ANNA, 'GET', '/api/client-portal/booking/options');
    expect(options.types.map((x) => x.name)).toEqual(expect.arrayContaining(['Első konzultáció', 'Szigorú egyeztetés']));
    expect(options.lawyers.map((l) => l.id)).toContain(lawyerId);
    expect(options.clients.map((c) => c.name)).toEqual(['Szabó Anna']);
    // A customer may not publish hours or types; a lawyer may not edit a colleague's hours nor the types.
    expect((await call(ANNA, 'PUT', '/api/client-portal/firm/availability/weekly', { weekly: [] })).statusCode).toBe(403);
    expect((await call(LAWYER, 'POST', '/api/client-portal/firm/appointment-types', { name: 'x', durationMinutes: 30, mode: 'online' })).statusCode).toBe(403);
    const bad = await call(LAWYER, 'PUT', '/api/client-portal/firm/availability/weekly', { weekly: [{ weekday: 1, startTime: '17:00', endTime: '09:00' }] });
    expect(bad.statusCode).toBe(400);
  });

  it('50 parallel bookings of one slot give exactly one booking and 49 × 409 "Ez az időpont már foglalt"', async () => {
    const list = await slots(ANNA, typeId, addDays(today, 3), addDays(today, 20));
    expect(list.slots.length).toBeGreaterThan(0);
    expect(list.timeZone).toBe('Europe/Budapest');
    const slot = list.slots[0]!;
    expect(slot.start).toMatch(/T\d{2}:\d{2}:00\+0[12]:00$/);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => call(ANNA, 'POST', '/api/client-portal/bookings', { typeId, lawyerId, start: slot.start, note: `Versenyző ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().code).toBe('BOOKING_SLOT_TAKEN');
      expect(r.json().message).toContain('Ez az időpont már foglalt');
    }
    const rows = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.lawyerId, lawyerId), eq(bookings.startsAt, new Date(slot.start))));
    expect(rows).toHaveLength(1);
    // The slot – and, with the 15-minute buffer, the next half hour – is gone from the list.
    const after = await slots(GABOR, typeId, slot.date, slot.date);
    expect(after.slots.map((s) => s.start)).not.toContain(slot.start);
    expect(await t.database.db.$count(auditLog, eq(auditLog.action, 'booking.create'))).toBe(1);
    expect(await t.database.db.$count(domainEvents, eq(domainEvents.type, 'appointment.booked'))).toBe(1);
    // One confirmation e-mail, to the customer, with the time in Budapest and no matter content.
    await t.app.mailer.idle();
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, ANNA), like(mailOutbox.subject, 'Időpontfoglalás visszaigazolása%')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`${slot.time} (budapesti idő szerint), Első konzultáció`);
    // Another customer trying the same slot gets the same clear answer.
    const gabor = await call(GABOR, 'POST', '/api/client-portal/bookings', {
      typeId,
      lawyerId,
      start: slot.start,
      clientId: (await ok<BookingOptions>(GABOR, 'GET', '/api/client-portal/booking/options')).clients[0]!.id,
    });
    expect(gabor.statusCode).toBe(409);
    expect(gabor.json().code).toBe('BOOKING_SLOT_TAKEN');
  }, 120_000);

  it('refuses a time outside the hours, and keeps another customer out of the booking (404)', async () => {
    const [mine] = (await ok<BookingList>(ANNA, 'GET', '/api/client-portal/bookings')).items;
    expect(mine).toMatchObject({ status: 'confirmed', type: { name: 'Első konzultáció' }, client: { name: 'Szabó Anna' }, priceHuf: 30_000, mode: 'in_person' });
    const odd = new Date(new Date(mine!.start).getTime() + 7 * 60_000).toISOString();
    const res = await call(ANNA, 'POST', '/api/client-portal/bookings', { typeId, lawyerId, start: odd });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BOOKING_SLOT_UNAVAILABLE');
    expect((await ok<BookingList>(GABOR, 'GET', '/api/client-portal/bookings')).items.map((b) => b.id)).not.toContain(mine!.id);
    expect((await call(GABOR, 'POST', `/api/client-portal/bookings/${mine!.id}/cancel`, {})).statusCode).toBe(404);
    expect((await call(GABOR, 'POST', `/api/client-portal/bookings/${mine!.id}/reschedule`, { start: mine!.start })).statusCode).toBe(404);
    const overview = await ok<PortalOverview>(ANNA, 'GET', '/api/client-portal/overview');
    expect(overview.stats.upcoming_appointments).toBe(2); // with the demo seed's first consultation
  });

  it('reschedules and cancels within the notice period, refuses after it, and frees the slot', async () => {
    const [mine] = (await ok<BookingList>(ANNA, 'GET', '/api/client-portal/bookings')).items;
    const later = (await slots(ANNA, typeId, addDays(today, 21), addDays(today, 30))).slots[0]!;
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${mine!.id}/reschedule`, { start: later.start });
    const moved = (await ok<BookingList>(ANNA, 'GET', '/api/client-portal/bookings')).items.find((b) => b.id === mine!.id)!;
    expect(moved.start).toBe(later.start);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, mine!.id));
    expect(row!.sequence).toBe(1);
    // The invitation: METHOD:REQUEST, the same UID, SEQUENCE 1 after the move, UTC times.
    const ics = await call(ANNA, 'GET', `/api/client-portal/bookings/${mine!.id}/invite.ics`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics.body).toContain('METHOD:REQUEST\r\n');
    expect(ics.body).toContain(`UID:booking-${mine!.id}@`);
    expect(ics.body).toContain('SEQUENCE:1\r\n');
    expect(ics.body).toContain(`DTSTART:${utc(later.start)}\r\n`);
    expect(ics.body.replace(/\r\n /g, '')).toMatch(/ATTENDEE;CN="Szabó Anna";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:szabo\.anna@example\.hu/);
    expect(ics.body).not.toContain('TZID');
    expect((await call(GABOR, 'GET', `/api/client-portal/bookings/${mine!.id}/invite.ics`)).statusCode).toBe(404);
    await ok(ANNA, 'POST', `/api/client-portal/bookings/${mine!.id}/cancel`, { reason: 'Közbejött valami' });
    const cancelledIcs = (await call(ANNA, 'GET', `/api/client-portal/bookings/${mine!.id}/invite.ics`)).body;
    expect(cancelledIcs).toContain('METHOD:CANCEL');
    expect(cancelledIcs).toContain('STATUS:CANCELLED');
    expect(cancelledIcs).toContain('SEQUENCE:2');
    expect((await call(ANNA, 'POST', `/api/client-portal/bookings/${mine!.id}/cancel`, {})).json().code).toBe('BOOKING_ALREADY_CANCELLED');
    expect((await ok<BookingList>(ANNA, 'GET', '/api/client-portal/bookings?filter=cancelled')).items.map((b) => b.id)).toContain(mine!.id);
    expect((await slots(ANNA, typeId, later.date, later.date)).slots.map((s) => s.start)).toContain(later.start);

    // A type whose notice period is 30 days: booked within it, it can no longer be changed by the customer.
    const strict = (await slots(ANNA, strictTypeId, addDays(today, 3), addDays(today, 10))).slots.at(-1)!;
    const booked = await ok<{ id: string }>(ANNA, 'POST', '/api/client-portal/bookings', { typeId: strictTypeId, lawyerId, start: strict.start });
    const refused = await call(ANNA, 'POST', `/api/client-portal/bookings/${booked.id}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('BOOKING_NOTICE_PASSED');
    // The lawyer sees it in the calendar with the client's name, and the firm may still cancel it.
    const calendar = await ok<BookingCalendar>(LAWYER, 'GET', `/api/client-portal/firm/calendar?from=${today}&to=${addDays(today, 30)}`);
    expect(calendar.items.find((b) => b.id === booked.id)).toMatchObject({ client: { name: 'Szabó Anna' }, status: 'confirmed' });
    await ok(LAWYER, 'POST', `/api/client-portal/firm/bookings/${booked.id}/cancel`, { reason: 'Tárgyalás miatt' });
    expect((await ok<BookingList>(ANNA, 'GET', '/api/client-portal/bookings?filter=cancelled')).items.find((b) => b.id === booked.id)).toMatchObject({ cancelReason: 'Tárgyalás miatt' });
  });

  it('closes a day with an exception and opens extra hours on a Saturday', async () => {
    // The next ordinary Monday at least 3 days ahead that is a working day with slots.
    let monday = addDays(today, 3);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const before = (await slots(ANNA, strictTypeId, monday, monday)).slots.length;
    const off = await ok<{ id: string }>(LAWYER, 'POST', '/api/client-portal/firm/availability/exceptions', { date: monday, kind: 'off', note: 'Bíróság' });
    expect((await slots(ANNA, strictTypeId, monday, monday)).slots).toEqual([]);
    await ok(LAWYER, 'DELETE', `/api/client-portal/firm/availability/exceptions/${off.id}`);
    expect((await slots(ANNA, strictTypeId, monday, monday)).slots.length).toBe(before);
    // An ordinary Saturday (not a swapped working Saturday, which has Friday's hours: 2026-12-12).
    let saturday = addDays(monday, 5);
    while (calendar.dayInfo(saturday).kind !== 'weekend') saturday = addDays(saturday, 7);
    await ok(LAWYER, 'POST', '/api/client-portal/firm/availability/exceptions', { date: saturday, kind: 'extra', startTime: '10:00', endTime: '11:00' });
    expect((await slots(ANNA, strictTypeId, saturday, saturday)).slots.map((s) => s.time)).toEqual(['10:00', '10:30']);
    expect((await call(ANNA, 'GET', `/api/client-portal/booking/slots?typeId=${typeId}&lawyerId=${lawyerId}&from=${today}&to=${addDays(today, 40)}`)).json().code).toBe('BOOKING_RANGE_INVALID');
  });
});
