import { describe, expect, it } from 'vitest';
import { calendarEntrySchema, deadlineInputSchema, workScheduleDecreeSchema } from './compliance-tracker.schemas';

describe('deadline schemas', () => {
  it('accepts a rule and defaults the Saturday setting to yes', () => {
    expect(deadlineInputSchema.parse({ start: '2026-07-10', length: 15, unit: 'days', procedure: 'pp' })).toEqual({ start: '2026-07-10', length: 15, unit: 'days', procedure: 'pp', saturdayWorkdays: true });
  });

  it('refuses bad rules with Hungarian messages', () => {
    const r = deadlineInputSchema.safeParse({ start: '2026-02-30', length: 300, unit: 'months', procedure: 'pp' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['start', 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).'],
      ['length', 'A határidő legfeljebb 240 egység lehet.'],
    ]);
    expect(deadlineInputSchema.safeParse({ start: '2026-03-02', length: 0, unit: 'days', procedure: 'pp' }).success).toBe(false);
    expect(deadlineInputSchema.safeParse({ start: '2026-03-02', length: 5, unit: 'hours', procedure: 'pp' }).success).toBe(false);
    expect(deadlineInputSchema.safeParse({ start: '2026-03-02', length: 5, unit: 'days', procedure: 'xyz' }).success).toBe(false);
  });

  it('validates calendar rows entered by the platform admin', () => {
    expect(calendarEntrySchema.safeParse({ date: '2027-12-24', kind: 'rest_day', name: 'áthelyezett pihenőnap', source: 'x/2026. NGM rendelet' }).success).toBe(true);
    expect(calendarEntrySchema.safeParse({ date: '2027-12-24', kind: 'bridge', name: 'x', source: 'y' }).success).toBe(false);
    expect(workScheduleDecreeSchema.safeParse({ year: 2027, decree: 'x/2026. NGM rendelet', source: 'Magyar Közlöny' }).success).toBe(true);
    expect(workScheduleDecreeSchema.safeParse({ year: 1999, decree: 'x', source: 'y' }).success).toBe(false);
  });
});
