import { describe, expect, it } from 'vitest';
import { cancellationFee, minStayFor, nightsBetween, priceStay, rangesOverlap, stayNights, weekdayOf, type RatePlanRule } from './stay';

describe('stay nights', () => {
  it('counts the nights of [arrival, departure) and names each by its start', () => {
    expect(nightsBetween('2026-07-01', '2026-07-04')).toBe(3);
    expect(stayNights('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(nightsBetween('2026-07-04', '2026-07-04')).toBe(0);
  });

  it('lets a departure day be the next arrival day, and refuses a shared night', () => {
    expect(rangesOverlap({ from: '2026-07-01', to: '2026-07-04' }, { from: '2026-07-04', to: '2026-07-06' })).toBe(false);
    expect(rangesOverlap({ from: '2026-07-01', to: '2026-07-04' }, { from: '2026-07-03', to: '2026-07-05' })).toBe(true);
    expect(rangesOverlap({ from: '2026-07-02', to: '2026-07-03' }, { from: '2026-07-01', to: '2026-07-05' })).toBe(true);
  });

  it('knows the weekday (0 = Monday)', () => {
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
  });
});

describe('rate plans', () => {
  const plan: RatePlanRule = {
    basePrice: 20_000,
    minStay: 1,
    seasons: [{ startsOn: '2026-07-01', endsOn: '2026-08-31', price: 30_000, weekdayPrices: [null, null, null, null, 36_000, 36_000, null], minStay: 3 }],
  };

  it('prices each night by its season and weekday, outside seasons at the base price', () => {
    // 2026-06-30 Tue (base), 07-01 Wed, 07-02 Thu, 07-03 Fri (weekend price), 07-04 Sat (weekend price)
    const priced = priceStay(plan, '2026-06-30', '2026-07-05');
    expect(priced.nights.map((n) => n.price)).toEqual([20_000, 30_000, 30_000, 36_000, 36_000]);
    expect(priced.total).toBe(152_000);
  });

  it('takes the minimum stay of the arrival night’s season', () => {
    expect(minStayFor(plan, '2026-07-10')).toBe(3);
    expect(minStayFor(plan, '2026-06-29')).toBe(1);
  });
});

describe('cancellation terms', () => {
  const terms = { freeUntilDays: 7, penaltyPercent: 50 };
  it('is free until the given days before arrival, then the penalty percentage of the accommodation', () => {
    expect(cancellationFee(terms, '2026-07-10', '2026-07-03', 100_000)).toBe(0);
    expect(cancellationFee(terms, '2026-07-10', '2026-07-04', 100_001)).toBe(50_001);
    expect(cancellationFee({ freeUntilDays: 1, penaltyPercent: 100 }, '2026-07-10', '2026-07-10', 80_000)).toBe(80_000);
    expect(cancellationFee({ freeUntilDays: 0, penaltyPercent: 100 }, '2026-07-10', '2026-07-10', 80_000)).toBe(0);
  });
});
