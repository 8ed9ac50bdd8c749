import { describe, expect, it } from 'vitest';
import { reportPeriodQuerySchema } from './report-period';

describe('report period', () => {
  it('refuses malformed dates as a validation error, without running the range check on them (fuzzing found a 500)', () => {
    const res = reportPeriodQuerySchema.safeParse({ from: '#%Y', to: '\u{1E88E}' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['from', 'to']);
  });
  it('refuses a reversed and a too long period, accepts a year', () => {
    expect(reportPeriodQuerySchema.safeParse({ from: '2026-05-01', to: '2026-04-01' }).error?.issues[0]?.message).toBe('A kezdőnap nem lehet későbbi a zárónapnál.');
    expect(reportPeriodQuerySchema.safeParse({ from: '2019-01-01', to: '2026-01-01' }).error?.issues[0]?.message).toBe('Legfeljebb öt év adható meg egyszerre.');
    expect(reportPeriodQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
  });
});
