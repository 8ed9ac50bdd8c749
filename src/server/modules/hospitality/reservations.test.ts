// Reservations through the API on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL):
// no overbooking under concurrency, back-to-back stays, cancellation terms, check-in with the
// guest register, housekeeping on check-out, room change, history and the NTAK outbox.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import { automationActor } from '../../actor/actor';
import { auditLog, hospitalityGuestRegister, hospitalityNtakMessages, hospitalityStays } from '../../db/schema';
import { withTenant } from '../../db/tenant-scope';
import { openSecret } from '../../lib/secret-box';
import { buildTestApp, type TestApp } from '../../test/test-app';
import { purgeGuestRegister } from './guests.service';
import { createReservationBodySchema } from '@shared/hospitality/hospitality.schemas';
import { createReservation, GUEST_REGISTER_PURPOSE } from './reservations.service';
import { guest, hospitalityFirm } from './testing/hospitality-fixture';

const today = todayInBudapest();
const day = (n: number) => addDays(today, n);

describe('hospitality reservations API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('prices a booking by the rate plan, refuses an overlapping one and allows back-to-back stays', async () => {
    const f = await hospitalityFirm(t);
    const first = await f.book({ arrival: day(10), departure: day(13) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().number).toMatch(/^\d{4}-\d{6}$/);
    const overlapping = await f.book({ arrival: day(12), departure: day(14) });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().code).toBe('HOSPITALITY_OVERBOOKED');
    const backToBack = await f.book({ arrival: day(13), departure: day(15) });
    expect(backToBack.statusCode, backToBack.body).toBe(201);
    const before = await f.book({ arrival: day(8), departure: day(10) });
    expect(before.statusCode, before.body).toBe(201);
    const detail = await f.ok<{ accommodationTotal: number; nights: number; history: Array<{ kind: string }> }>('GET', `/api/hospitality/reservations/${first.json().id}`);
    expect(detail).toMatchObject({ accommodationTotal: 72_000, nights: 3 });
    expect(detail.history.map((h) => h.kind)).toEqual(['created']);
  });

  it('the service audits a reservation for every caller: the same entry from the route and from an automation, none when it is refused', async () => {
    const f = await hospitalityFirm(t);
    const byPerson = (await f.book({ arrival: day(70), departure: day(71) })).json() as { id: string };
    const robot = automationActor({ tenantId: f.tenantId, automationId: 'auto-1', authorUserId: f.userId, authorRoles: ['tenant'] });
    const body = createReservationBodySchema.parse({
      propertyId: f.propertyId,
      unitIds: [f.units[1]],
      arrival: day(70),
      departure: day(71),
      adults: 2,
      bookerName: 'Robot Róbert',
      bookerEmail: 'robot@example.hu',
      bookerNationality: 'HU',
      salesChannel: 'DIREKT_ONLINE',
      marketSegment: 'SZABADIDOS_EGYENI',
    });
    const byAutomation = await withTenant(t.database.db, f.tenantId, (tx) => createReservation(tx, robot, body));
    await expect(withTenant(t.database.db, f.tenantId, (tx) => createReservation(tx, robot, body))).rejects.toMatchObject({ code: 'HOSPITALITY_OVERBOOKED' });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tenantId, f.tenantId), eq(auditLog.action, 'hospitality.reservation_create')));
    expect(entries.map((e) => [e.targetId, e.actorKind, e.actorUserId]).sort()).toEqual(
      [
        [byPerson.id, 'user', f.userId],
        [byAutomation.id, 'automation', f.userId],
      ].sort(),
    );
    expect(entries.every((e) => e.targetType === 'hospitality')).toBe(true);
  });

  it('100 parallel bookings of the same unit-night give exactly one reservation', async () => {
    const f = await hospitalityFirm(t);
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => f.book({ arrival: day(30), departure: day(31), bookerName: `Versenyző ${i}` })));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'HOSPITALITY_OVERBOOKED')).toBe(true);
    const stays = await t.database.db
      .select()
      .from(hospitalityStays)
      .where(and(eq(hospitalityStays.tenantId, f.tenantId), eq(hospitalityStays.unitId, f.units[0]!)));
    expect(stays).toHaveLength(1);
  }, 120_000);

  it('refuses too many guests, a too short stay and a unit out of order', async () => {
    const f = await hospitalityFirm(t);
    expect((await f.book({ adults: 3, arrival: day(40), departure: day(41) })).json().code).toBe('HOSPITALITY_CAPACITY');
    await f.ok('POST', '/api/hospitality/rate-plans', { propertyId: f.propertyId, name: 'Nyár', basePrice: 30_000, minStay: 3, seasons: [] });
    const plans = (await f.ok<Array<{ ratePlans: Array<{ id: string; name: string }> }>>('GET', '/api/hospitality/properties'))[0]!.ratePlans;
    const summer = plans.find((p) => p.name === 'Nyár')!.id;
    expect((await f.book({ ratePlanId: summer, arrival: day(40), departure: day(42) })).json().code).toBe('HOSPITALITY_MIN_STAY');
    await f.ok('POST', `/api/hospitality/units/${f.units[1]}/blocks`, { kind: 'out_of_order', startsOn: day(50), endsOn: day(55), reason: 'Fürdőszoba-felújítás' });
    expect((await f.book({ unitIds: [f.units[1]!], arrival: day(54), departure: day(56) })).json().code).toBe('HOSPITALITY_UNIT_BLOCKED');
    // A block over a booked period is refused too.
    expect((await f.book({ unitIds: [f.units[2]!], arrival: day(60), departure: day(62), accommodationTotal: 50_000 })).statusCode).toBe(201);
    const block = await f.call('POST', `/api/hospitality/units/${f.units[2]}/blocks`, { kind: 'out_of_service', startsOn: day(61), endsOn: day(63), reason: 'Festés' });
    expect(block.json().code).toBe('HOSPITALITY_BLOCK_HAS_STAYS');
  });

  it('cancels under the terms: free early, a fee late; the night is free again and NTAK gets the message flagged', async () => {
    const f = await hospitalityFirm(t);
    const early = (await f.book({ arrival: day(20), departure: day(22) })).json();
    const late = (await f.book({ unitIds: [f.units[1]!], arrival: day(2), departure: day(4) })).json();
    const c1 = await f.ok<{ fee: number }>('POST', `/api/hospitality/reservations/${early.id}/cancel`, { reason: 'Megbetegedett', version: 1 });
    expect(c1.fee).toBe(0);
    const c2 = await f.ok<{ fee: number }>('POST', `/api/hospitality/reservations/${late.id}/cancel`, { reason: 'Elmarad az utazás', version: 1 });
    expect(c2.fee).toBe(24_000);
    expect((await f.book({ arrival: day(20), departure: day(22) })).statusCode).toBe(201);
    const messages = await t.database.db
      .select()
      .from(hospitalityNtakMessages)
      .where(and(eq(hospitalityNtakMessages.tenantId, f.tenantId), eq(hospitalityNtakMessages.reservationId, early.id)));
    expect(messages.map((m) => [m.kind, m.cancelled])).toEqual([
      ['FOGLALAS', false],
      ['FOGLALAS', true],
    ]);
    expect((messages[1]!.payload as { cancelled: boolean }).cancelled).toBe(true);
    // A stale version is refused, nothing changes.
    const stale = await f.call('POST', `/api/hospitality/reservations/${late.id}/status`, { status: 'confirmed', version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('changes with history, moves on the calendar and reports every change to NTAK', async () => {
    const f = await hospitalityFirm(t);
    const r = (await f.book({ arrival: day(5), departure: day(7) })).json();
    const detail = await f.ok<Record<string, unknown> & { stays: Array<{ id: string }>; version: number }>('GET', `/api/hospitality/reservations/${r.id}`);
    await f.ok('PUT', `/api/hospitality/reservations/${r.id}`, {
      unitIds: [f.units[1]],
      arrival: day(5),
      departure: day(8),
      adults: 2,
      childrenAges: [6],
      bookerName: 'Kiss Péter',
      bookerNationality: 'HU',
      salesChannel: 'DIREKT_ONLINE',
      marketSegment: 'SZABADIDOS_EGYENI',
      version: detail.version,
    });
    const moved = await f.call('POST', `/api/hospitality/reservations/${r.id}/move`, {
      stayId: (await f.ok<{ stays: Array<{ id: string }> }>('GET', `/api/hospitality/reservations/${r.id}`)).stays[0]!.id,
      unitId: f.units[2],
      arrival: day(6),
      departure: day(9),
      version: 2,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await f.ok<{ arrival: string; departure: string; accommodationTotal: number; history: Array<{ kind: string; changes: Record<string, unknown> }>; stays: Array<{ unitId: string }> }>(
      'GET',
      `/api/hospitality/reservations/${r.id}`,
    );
    expect(after).toMatchObject({ arrival: day(6), departure: day(9), accommodationTotal: 72_000 });
    expect(after.stays.map((s) => s.unitId)).toEqual([f.units[2]]);
    expect(after.history.map((h) => h.kind)).toEqual(['moved', 'changed', 'created']);
    expect(after.history[1]!.changes).toMatchObject({ departure: { from: day(7), to: day(8) }, childrenAges: { from: [], to: [6] }, units: { from: ['1'], to: ['2'] } });
    expect(after.history[0]!.changes).toMatchObject({ unit: { from: '2', to: '3' }, arrival: { from: day(5), to: day(6) } });
    const kinds = (await t.database.db.select().from(hospitalityNtakMessages).where(eq(hospitalityNtakMessages.reservationId, r.id))).map((m) => m.kind);
    expect(kinds).toEqual(['FOGLALAS', 'FOGLALAS', 'FOGLALAS']);
    const cal = await f.ok<{ days: Array<{ date: string; occupied: number; available: number }>; stays: unknown[] }>('GET', `/api/hospitality/calendar?propertyId=${f.propertyId}&from=${day(5)}&to=${day(10)}`);
    expect(cal.days.map((d) => d.occupied)).toEqual([0, 1, 1, 1, 0]);
    expect(cal.stays).toHaveLength(1);
  });

  it('checks in with the register (sealed), needs an override for a dirty unit, makes it dirty on check-out and changes rooms', async () => {
    const f = await hospitalityFirm(t);
    const r = (await f.book({ unitIds: [f.units[0]!], arrival: today, departure: day(3), adults: 1, childrenAges: [9] })).json();
    await f.ok('PUT', `/api/hospitality/units/${f.units[0]}/housekeeping`, { state: 'dirty' });
    const guests = [guest(f.units[0]!), guest(f.units[0]!, { givenName: 'Bence', birthDate: addDays(today, -9 * 366) })];
    const refused = await f.call('POST', `/api/hospitality/reservations/${r.id}/check-in`, { guests, version: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('HOSPITALITY_UNIT_DIRTY');
    const checkedIn = await f.call('POST', `/api/hospitality/reservations/${r.id}/check-in`, { guests, override: true, overrideReason: 'Vendég kérésére, takarítás folyamatban', version: 1 });
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    const detail = await f.ok<{ status: string; guests: Array<{ id: string; name: string; touristTaxExemption: string | null; birthYear: number }>; history: Array<{ kind: string; changes: Record<string, unknown> }> }>(
      'GET',
      `/api/hospitality/reservations/${r.id}`,
    );
    expect(detail.status).toBe('checked_in');
    expect(detail.guests.map((g) => [g.name, g.touristTaxExemption])).toEqual([
      ['Kiss Péter', null],
      ['Kiss Bence', 'under_18'],
    ]);
    expect(detail.history[0]!.changes).toMatchObject({ override: { reason: 'Vendég kérésére, takarítás folyamatban' } });
    const [register] = await t.database.db.select().from(hospitalityGuestRegister).where(eq(hospitalityGuestRegister.guestId, detail.guests[0]!.id));
    expect(register!.data).not.toContain('123456AB');
    expect(JSON.parse(openSecret(t.app.env.BETTER_AUTH_SECRET, GUEST_REGISTER_PURPOSE, register!.data!))).toMatchObject({ documentNumber: '123456AB', birthPlace: 'Szeged' });
    expect(register!.purgeAfter).toBe(`${Number(today.slice(0, 4)) + 1}-12-31`);
    // The retention job empties the register after 31 December of the next year; NTAK's anonymous guest stays.
    expect(await purgeGuestRegister(t.database.db, register!.purgeAfter)).toBe(0);
    expect(await purgeGuestRegister(t.database.db, addDays(register!.purgeAfter, 1))).toBeGreaterThanOrEqual(2);
    const [purged] = await t.database.db.select().from(hospitalityGuestRegister).where(eq(hospitalityGuestRegister.guestId, detail.guests[0]!.id));
    expect(purged).toMatchObject({ data: null, displayName: null });
    expect(await purgeGuestRegister(t.database.db, addDays(register!.purgeAfter, 1))).toBe(0);
    expect((await f.ok<{ guests: Array<{ birthYear: number; name: string | null; registerPurged: boolean }> }>('GET', `/api/hospitality/reservations/${r.id}`)).guests[0]).toMatchObject({
      birthYear: 1984,
      name: null,
      registerPurged: true,
    });

    const board = await f.ok<{ units: Array<{ unitId: string; occupied: boolean; task: string | null }> }>('GET', `/api/hospitality/housekeeping?propertyId=${f.propertyId}&date=${today}`);
    expect(board.units.find((u) => u.unitId === f.units[0])).toMatchObject({ occupied: true, task: 'arrival_check' });

    // Room change today (no night slept yet): the whole stay moves; the old unit is dirty.
    const change = await f.call('POST', `/api/hospitality/reservations/${r.id}/room-change`, { fromUnitId: f.units[0], toUnitId: f.units[1], version: 2 });
    expect(change.statusCode, change.body).toBe(200);
    const out = await f.call('POST', `/api/hospitality/reservations/${r.id}/check-out`, { version: 3 });
    expect(out.statusCode, out.body).toBe(200);
    const board2 = await f.ok<{ units: Array<{ unitId: string; state: string; occupied: boolean; task: string | null }> }>('GET', `/api/hospitality/housekeeping?propertyId=${f.propertyId}&date=${today}`);
    // Checked out on its arrival day: a vacant unit to clean, no longer an arrival to check.
    expect(board2.units.find((u) => u.unitId === f.units[1])).toMatchObject({ state: 'dirty', occupied: false, task: 'vacant_dirty' });
    const history = await f.ok<Array<{ state: string; reason: string }>>('GET', `/api/hospitality/units/${f.units[1]}/housekeeping`);
    expect(history[0]).toMatchObject({ state: 'dirty', reason: 'check_out' });
    const kinds = (await t.database.db.select().from(hospitalityNtakMessages).where(eq(hospitalityNtakMessages.reservationId, r.id))).map((m) => m.kind);
    expect(kinds).toEqual(['FOGLALAS', 'BEJELENTKEZES', 'SZOBAVALTOZAS', 'KIJELENTKEZES']);
  });

  it('a customer and a firm without the module are refused; another firm’s reservation is not found', async () => {
    const f = await hospitalityFirm(t);
    const other = await hospitalityFirm(t);
    const r = (await other.book({ arrival: day(3), departure: day(4) })).json();
    expect((await f.call('GET', `/api/hospitality/reservations/${r.id}`)).statusCode).toBe(404);
    expect((await f.call('POST', `/api/hospitality/reservations/${r.id}/cancel`, { reason: 'x', version: 1 })).statusCode).toBe(404);
    const list = await f.ok<{ items: Array<{ id: string }> }>('GET', '/api/hospitality/reservations?status=all');
    expect(list.items.map((i) => i.id)).not.toContain(r.id);
  });
});
