import { describe, expect, it } from 'vitest';
import { dueReminders, timeLeftText, workingDaysBefore, workingDaysLeft } from './reminders';
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

describe('working days left (issue 38.9)', () => {
  it('counts what is really left, not the lead time: Sunday 29 November → Tuesday 1 December is 2', () => {
    expect(dueReminders(calendar, '2026-12-01', '2026-11-29', [7, 3, 1])[0]).toEqual({ leadDays: 3, remindOn: '2026-11-26' });
    expect(workingDaysLeft(calendar, '2026-11-29', '2026-12-01')).toBe(2);
    expect(workingDaysLeft(calendar, '2026-11-30', '2026-12-01')).toBe(1);
    expect(workingDaysLeft(calendar, '2026-12-01', '2026-12-01')).toBe(0);
    // On a reminder's own day the lead time and the days left agree.
    for (const n of [1, 3, 7]) expect(workingDaysLeft(calendar, workingDaysBefore(calendar, '2026-12-03', n), '2026-12-03')).toBe(n);
    // Holidays do not count: Thursday 24 December → Monday 28 December (25, 26 and the weekend off).
    expect(workingDaysLeft(calendar, '2026-12-24', '2026-12-28')).toBe(1);
  });

  it('says it in Hungarian', () => {
    expect([0, 1, 2].map(timeLeftText)).toEqual(['ma', '1 munkanap múlva', '2 munkanap múlva']);
  });
});
