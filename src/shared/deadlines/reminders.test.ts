import { describe, expect, it } from 'vitest';
import { dueReminders, workingDaysBefore } from './reminders';
import { createWorkingDayCalendar } from './working-day-calendar';

const calendar = createWorkingDayCalendar();

describe('reminder days (working days before the last day)', () => {
  it('skips weekends and holidays when counting back', () => {
    // Thursday 3 December 2026: 1 → Wed, 3 → Mon 30 November, 7 → Tue 24 November.
    expect([1, 3, 7].map((n) => workingDaysBefore(calendar, '2026-12-03', n))).toEqual(['2026-12-02', '2026-11-30', '2026-11-24']);
    // Tuesday 7 April 2026 (after Easter Monday 6 April and Good Friday 3 April): 1 → Thu 2 April.
    expect(workingDaysBefore(calendar, '2026-04-07', 1)).toBe('2026-04-02');
  });

  it('counts a swapped working Saturday unless the deadline says Saturdays never count', () => {
    // Monday 10 August 2026; Saturday 8 August is a working day (in place of 21 August).
    expect(workingDaysBefore(calendar, '2026-08-10', 1)).toBe('2026-08-08');
    expect(workingDaysBefore(calendar, '2026-08-10', 1, false)).toBe('2026-08-07');
  });

  it('lists the lead times whose day has come, most urgent first, and none after the last day', () => {
    expect(dueReminders(calendar, '2026-12-03', '2026-11-23', [7, 3, 1])).toEqual([]);
    expect(dueReminders(calendar, '2026-12-03', '2026-12-01', [7, 3, 1, 3])).toEqual([
      { leadDays: 3, remindOn: '2026-11-30' },
      { leadDays: 7, remindOn: '2026-11-24' },
    ]);
    expect(dueReminders(calendar, '2026-12-03', '2026-12-04', [7, 3, 1])).toEqual([]);
  });
});
