// The demo guesthouse has run for a month (decision 0476): each day before today has its NTAK
// daily close, the module's own close of that day's stored facts, in the outbox. The demo firm has
// no NTAK certificate, so none was sent: the days read "waiting to be sent", never accepted.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInBudapest } from '@shared/dates/iso-date';
import type { DatabaseHandle } from '../../db/client';
import { hospitalityNtakMessages, hospitalityProperties, hospitalityReservations, hospitalityStays, hospitalityUnits, tenants } from '../../db/schema';
import { seedDemo } from '../../db/seed';
import { withTenant } from '../../db/tenant-scope';
import { openTestDatabase } from '../../test/test-database';
import { buildDailyClose } from './ntak/daily-close';
import type { DailyCloseMessage } from './ntak/ntak-schema';
import { ntakOverview } from './ntak/ntak-overview';

const today = todayInBudapest();
const d = (n: number) => addDays(today, n);

describe('hospitality demo seed: NTAK daily closes', () => {
  let database: DatabaseHandle;
  let tenantId: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await seedDemo(database.db, { serverSecret: 'demo-seed-test-secret-0123456789abcdef' })).toBe(true);
    const [firm] = await database.db.select({ id: tenants.id }).from(tenants);
    tenantId = firm!.id;
  });
  afterAll(() => database.close());

  it('closes every day since the guesthouse opened up to yesterday, written to the outbox and not sent', async () => {
    const overview = await withTenant(database.db, tenantId, (tx) => ntakOverview(tx, tenantId, today));
    expect(overview.settings.configured).toBe(false);
    const days = overview.days[0]!.days;
    expect(days.map((x) => x.date)).toEqual(Array.from({ length: 30 }, (_, i) => d(-1 - i)));
    expect(new Set(days.map((x) => x.status))).toEqual(new Set(['queued']));
    const closes = await withTenant(database.db, tenantId, (tx) =>
      tx
        .select()
        .from(hospitalityNtakMessages)
        .where(and(eq(hospitalityNtakMessages.tenantId, tenantId), eq(hospitalityNtakMessages.kind, 'NAPI_ZARAS'))),
    );
    expect(closes).toHaveLength(30);
    // Nothing claims NTAK received them: never tried, no NTAK id, no send time.
    for (const c of closes) expect(c).toMatchObject({ state: 'pending', attempts: 0, ntakId: null, sentAt: null, lastError: null });
  });

  it('keeps the outbox in the order the seed wrote it (one transaction): each stay’s reservation before its check-in and check-out, the closes last, day by day', async () => {
    const rows = await withTenant(database.db, tenantId, (tx) =>
      tx
        .select({ kind: hospitalityNtakMessages.kind, reservationId: hospitalityNtakMessages.reservationId, closedDay: hospitalityNtakMessages.closedDay })
        .from(hospitalityNtakMessages)
        .orderBy(asc(hospitalityNtakMessages.createdAt), asc(hospitalityNtakMessages.id)),
    );
    expect(rows.slice(-30).map((r) => r.closedDay)).toEqual(Array.from({ length: 30 }, (_, i) => d(-30 + i)));
    const events = rows.slice(0, -30);
    for (const [i, r] of events.entries()) {
      if (r.kind === 'FOGLALAS') continue;
      expect(events.slice(0, i).some((e) => e.kind === 'FOGLALAS' && e.reservationId === r.reservationId)).toBe(true);
    }
    expect(events.filter((r) => r.kind === 'KIJELENTKEZES').every((out) => events.findIndex((e) => e === out) > events.findIndex((e) => e.kind === 'BEJELENTKEZES' && e.reservationId === out.reservationId))).toBe(true);
  });

  it('each close is the module’s own close of that day’s facts: the six rooms, the guests who slept there, the room out of service', async () => {
    const { propertyId, closes } = await withTenant(database.db, tenantId, async (tx) => {
      const [p] = await tx.select({ id: hospitalityProperties.id }).from(hospitalityProperties).where(eq(hospitalityProperties.tenantId, tenantId));
      const rows = await tx.select().from(hospitalityNtakMessages).where(eq(hospitalityNtakMessages.kind, 'NAPI_ZARAS'));
      return { propertyId: p!.id, closes: new Map(rows.map((r) => [r.closedDay!, r.payload as DailyCloseMessage])) };
    });
    for (const day of [d(-30), d(-5), d(-1)]) expect(closes.get(day)).toEqual(await withTenant(database.db, tenantId, (tx) => buildDailyClose(tx, tenantId, propertyId, day)));
    const quiet = closes.get(d(-20))!;
    expect(quiet).toMatchObject({ accommodationNotOperating: false, residentialUnits: { all: 6, occupied: 0 }, residentialUnitNights: [] });
    // Nagy Zsófia and Ádám in room 1 (d-6 to d-3).
    const nagy = closes.get(d(-5))!;
    if (nagy.accommodationNotOperating) throw new Error('operating');
    expect(nagy.residentialUnits).toMatchObject({ all: 6, occupied: 1 });
    expect(nagy.residentialUnitNights.map((n) => [n.residentialUnit.number, n.guests.length])).toEqual([['1', 2]]);
    // Yesterday: the Müllers, the Horváth family and Szabó Eszter in house; room 4 out of service.
    const yesterday = closes.get(d(-1))!;
    if (yesterday.accommodationNotOperating) throw new Error('operating');
    expect(yesterday.residentialUnits).toMatchObject({ all: 6, occupied: 3, oos: 1 });
    expect(yesterday.residentialUnitNights.map((n) => [n.residentialUnit.number, n.guests.length]).sort()).toEqual([
      ['2', 1],
      ['Kerti apartman', 4],
      ['Napfény apartman', 2],
    ]);
  });

  it('prices the apartments’ stays by the apartment rate, the rooms’ by the room rate', async () => {
    const stays = await withTenant(database.db, tenantId, (tx) =>
      tx
        .select({ unit: hospitalityUnits.name, prices: hospitalityStays.nightPrices })
        .from(hospitalityStays)
        .innerJoin(hospitalityUnits, eq(hospitalityUnits.id, hospitalityStays.unitId))
        .innerJoin(hospitalityReservations, eq(hospitalityReservations.id, hospitalityStays.reservationId))
        .where(eq(hospitalityReservations.status, 'checked_in')),
    );
    const byUnit = Object.fromEntries(stays.map((s) => [s.unit, s.prices]));
    expect(byUnit['Kerti apartman']!.every((p) => p === 42_000)).toBe(true);
    expect(byUnit['Napfény apartman']!.every((p) => p === 42_000)).toBe(true);
    expect(byUnit['2']!.every((p) => p === 26_000)).toBe(true);
  });
});
