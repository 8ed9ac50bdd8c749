import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isoWeekday } from '../dates/iso-date';
import { easterSunday } from './easter';

describe('easterSunday (Gregorian computus)', () => {
  it.each([
    [2025, '2025-04-20'], // reference §2 vectors
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2024, '2024-03-31'],
    [2021, '2021-04-04'],
    [2019, '2019-04-21'],
    [2000, '2000-04-23'],
    [1818, '1818-03-22'], // earliest possible date
    [2285, '2285-03-22'],
    [1943, '1943-04-25'], // latest possible date
    [2038, '2038-04-25'],
    [1583, '1583-04-10'],
  ])('%i → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const date = easterSunday(year);
        expect(isoWeekday(date)).toBe(7);
        expect(date.slice(5) >= '03-22' && date.slice(5) <= '04-25').toBe(true);
      }),
    );
  });

  it('refuses years outside the Gregorian calendar', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2026.5)).toThrow(RangeError);
  });
});
