import { describe, expect, it } from 'vitest';
import { isInJudicialRecess, recessPeriodContaining } from './judicial-recess';

describe('ítélkezési szünet (Pp. 148. § (1))', () => {
  it.each([
    ['2026-07-14', false],
    ['2026-07-15', true],
    ['2026-08-01', true],
    ['2026-08-20', true],
    ['2026-08-21', false],
    ['2026-12-23', false],
    ['2026-12-24', true],
    ['2026-12-31', true],
    ['2027-01-01', true],
    ['2027-01-02', false],
  ])('%s in recess: %s', (date, inRecess) => {
    expect(isInJudicialRecess(date)).toBe(inRecess);
  });

  it('names the period, the winter one spanning the new year', () => {
    expect(recessPeriodContaining('2026-08-01')).toEqual({ season: 'summer', start: '2026-07-15', end: '2026-08-20' });
    expect(recessPeriodContaining('2026-12-28')).toEqual({ season: 'winter', start: '2026-12-24', end: '2027-01-01' });
    expect(recessPeriodContaining('2027-01-01')).toEqual({ season: 'winter', start: '2026-12-24', end: '2027-01-01' });
    expect(recessPeriodContaining('2026-03-01')).toBeNull();
  });
});
