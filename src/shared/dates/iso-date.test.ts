import { describe, expect, it } from 'vitest';
import { addDays, addMonthsClamped, daysBetween, daysInMonth, fromEpochDay, isIsoDate, isoDateInZone, isoWeekday, parseIsoDate, toEpochDay, todayInBudapest } from './iso-date';

describe('iso-date', () => {
  it('parses only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const bad of ['2025-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-04-01', '2026-4-1', '0999-01-01', '2026-04-01T00:00:00Z', '']) {
      expect(parseIsoDate(bad), bad).toBeNull();
      expect(isIsoDate(bad)).toBe(false);
    }
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('does day arithmetic across months, years and DST changes', () => {
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30'); // DST starts on 29 March in Budapest
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('1867-01-01', '1982-10-03')).toBe(42278);
    expect(fromEpochDay(toEpochDay('2026-11-23'))).toBe('2026-11-23');
    expect(toEpochDay('1970-01-01')).toBe(0);
  });

  it('knows weekdays (1 = Monday … 7 = Sunday) and month lengths', () => {
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-03-15')).toBe(7);
    expect(isoWeekday('2025-05-17')).toBe(6);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('adds months with the same day number, clamped to the month end', () => {
    expect(addMonthsClamped('2026-01-31', 1)).toEqual({ date: '2026-02-28', clamped: true });
    expect(addMonthsClamped('2024-01-31', 1)).toEqual({ date: '2024-02-29', clamped: true });
    expect(addMonthsClamped('2026-06-20', 1)).toEqual({ date: '2026-07-20', clamped: false });
    expect(addMonthsClamped('2026-11-30', 3)).toEqual({ date: '2027-02-28', clamped: true });
    expect(addMonthsClamped('2025-03-15', 12)).toEqual({ date: '2026-03-15', clamped: false });
    expect(addMonthsClamped('2026-03-31', -1)).toEqual({ date: '2026-02-28', clamped: true });
  });

  it('reads the calendar day of an instant in Budapest', () => {
    // 23:30 UTC on 22 Nov is already 23 Nov in Budapest (UTC+1).
    expect(isoDateInZone(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(isoDateInZone(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(isoDateInZone(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02'); // UTC+2 in summer
    expect(todayInBudapest(new Date('2026-01-01T10:00:00Z'))).toBe('2026-01-01');
  });

  it('throws on a malformed date instead of computing garbage', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => isoWeekday('x')).toThrow(RangeError);
  });
});
