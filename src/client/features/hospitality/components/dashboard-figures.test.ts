import { describe, expect, it } from 'vitest';
import type { CalendarData, ReservationSummary } from '../api/types';
import { monthFigures } from './dashboard-page';

const r = (over: Partial<ReservationSummary>): ReservationSummary => ({
  id: 'r',
  number: 'F-1',
  status: 'confirmed',
  propertyId: 'p1',
  propertyName: 'P',
  arrival: '2026-11-28',
  departure: '2026-12-02',
  nights: 4,
  adults: 2,
  childrenAges: [],
  bookerName: 'X',
  accommodationTotal: 100_000,
  salesChannel: 'DIREKT_ONLINE',
  version: 1,
  units: ['1'],
  ...over,
});

describe('hospitality dashboard figures', () => {
  it('spreads a stay over its nights, counts only the nights inside the month, and leaves out cancelled stays', () => {
    // November 2026: 30 days × 2 units = 60 available unit-nights; 3 sold (28, 29, 30 of unit 1).
    const calendar = { days: Array.from({ length: 30 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, '0')}`, occupied: i >= 27 ? 1 : 0, available: 2, occupancy: 0 })) } as CalendarData;
    const figures = monthFigures([r({}), r({ id: 'c', status: 'cancelled', accommodationTotal: 999_999 })], calendar, '2026-11-01', '2026-12-01');
    // 100 000 Ft over 4 nights, three of them (28, 29, 30) in November.
    expect(figures.revenue).toBe(75_000);
    expect(figures.sold).toBe(3);
    expect(figures.available).toBe(60);
    expect(figures.adr).toBe(25_000);
    expect(figures.revpar).toBe(1_250);
    expect(figures.occupancy).toBeCloseTo(5);
  });
});
