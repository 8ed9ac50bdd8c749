import { describe, expect, it } from 'vitest';
import { createWorkingDayCalendar } from '../compliance-tracker/working-day-calendar';
import { instantsOfWallClock, toZonedIso } from '../dates/zoned-time';
import { generateSlots, openWindows, type SlotQuery } from './booking-slots';

const calendar = createWorkingDayCalendar();
const allWeek = (start: string, end: string) => [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, startTime: start, endTime: end }));
const base = (over: Partial<SlotQuery>): SlotQuery => ({
  from: '2026-03-29',
  to: '2026-03-29',
  durationMinutes: 30,
  bufferMinutes: 0,
  weekly: allWeek('00:00', '06:00'),
  exceptions: [],
  calendar,
  busy: [],
  earliest: new Date('2000-01-01T00:00:00Z'),
  ...over,
});
const times = (q: SlotQuery) => generateSlots(q).map((s) => s.time);

// The last Sundays of March and October of several years (EU rule: switch at 01:00 UTC).
// (2027-03-28 is also Easter Sunday, a holiday: closed, see below.)
const springDays = ['2025-03-30', '2026-03-29', '2028-03-26', '2029-03-25', '2030-03-31'];
const autumnDays = ['2025-10-26', '2026-10-25', '2027-10-31', '2028-10-29', '2030-10-27'];

describe('wall clock ⇄ instant in Europe/Budapest', () => {
  it('has no 02:30 on the spring day and two on the autumn day', () => {
    expect(instantsOfWallClock('2026-03-29', 150)).toEqual([]);
    expect(instantsOfWallClock('2026-10-25', 150).map((d) => d.toISOString())).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z']);
    expect(instantsOfWallClock('2026-03-28', 9 * 60).map((d) => d.toISOString())).toEqual(['2026-03-28T08:00:00.000Z']);
    expect(instantsOfWallClock('2026-03-29', 9 * 60).map((d) => d.toISOString())).toEqual(['2026-03-29T07:00:00.000Z']);
    expect(instantsOfWallClock('2026-10-25', 9 * 60).map((d) => d.toISOString())).toEqual(['2026-10-25T08:00:00.000Z']);
    expect(toZonedIso(new Date('2026-03-29T01:00:00Z'))).toBe('2026-03-29T03:00:00+02:00');
    expect(toZonedIso(new Date('2026-10-25T01:30:00Z'))).toBe('2026-10-25T02:30:00+01:00');
  });
});

describe('generateSlots across the DST changes', () => {
  for (const day of springDays) {
    it(`skips the missing hour on ${day} (no 02:00, no 02:30) and keeps real 30-minute slots`, () => {
      const slots = generateSlots(base({ from: day, to: day }));
      expect(slots.map((s) => s.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
      for (const s of slots) expect(s.end.getTime() - s.start.getTime()).toBe(30 * 60_000);
      // 01:30 CET ends at 03:00 CEST: one instant later than 01:30 + 30 min on the wall clock would say.
      const late = slots.find((s) => s.time === '01:30')!;
      expect(toZonedIso(late.end)).toBe(`${day}T03:00:00+02:00`);
      expect(new Set(slots.map((s) => s.start.getTime())).size).toBe(slots.length);
    });
  }

  for (const day of autumnDays) {
    it(`offers the doubled hour once on ${day}`, () => {
      const slots = generateSlots(base({ from: day, to: day }));
      expect(slots.map((s) => s.time)).toEqual(['00:00', '00:30', '01:00', '01:30', '02:00', '02:30', '03:00', '03:30', '04:00', '04:30', '05:00', '05:30']);
      expect(toZonedIso(slots.find((s) => s.time === '02:30')!.start)).toBe(`${day}T02:30:00+02:00`);
      expect(toZonedIso(slots.find((s) => s.time === '03:00')!.start)).toBe(`${day}T03:00:00+01:00`);
      const starts = slots.map((s) => s.start.getTime());
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    });
  }

  it('keeps office hours at the same wall clock either side of the change (UTC moves)', () => {
    const week = generateSlots(base({ from: '2026-10-23', to: '2026-10-27', weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '10:00' })) }));
    // 10-23 is a holiday (nemzeti ünnep), 10-24/25 the weekend.
    expect(week.map((s) => `${s.date} ${s.time}`)).toEqual(['2026-10-26 09:00', '2026-10-26 09:30', '2026-10-27 09:00', '2026-10-27 09:30']);
    expect(week[0]!.start.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    const before = generateSlots(base({ from: '2026-10-22', to: '2026-10-22', weekly: [{ weekday: 4, startTime: '09:00', endTime: '09:30' }] }));
    expect(before[0]!.start.toISOString()).toBe('2026-10-22T07:00:00.000Z');
  });

  it('keeps the spring day of 2027 closed: it is Easter Sunday; extra hours on it skip the gap too', () => {
    expect(times(base({ from: '2027-03-28', to: '2027-03-28' }))).toEqual([]);
    const extra = base({ from: '2027-03-28', to: '2027-03-28', exceptions: [{ date: '2027-03-28', kind: 'extra', startTime: '01:00', endTime: '04:00' }] });
    expect(times(extra)).toEqual(['01:00', '01:30', '03:00', '03:30']);
  });

  it('ends a window that closes inside the spring gap at the jump', () => {
    const slots = generateSlots(base({ from: '2026-03-29', to: '2026-03-29', weekly: [{ weekday: 7, startTime: '01:00', endTime: '02:30' }] }));
    expect(slots.map((s) => s.time)).toEqual(['01:00', '01:30']);
  });
});

describe('generateSlots: calendar, exceptions, buffers, busy time, notice', () => {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, startTime: '09:00', endTime: '12:00' }));

  it('closes public holidays and swapped rest days, and opens a swapped working Saturday with Friday hours', () => {
    const q = base({ weekly: [...weekdays.filter((w) => w.weekday !== 5), { weekday: 5, startTime: '08:00', endTime: '09:00' }] });
    expect(openWindows('2026-03-16', q)).toEqual([[540, 720]]); // Monday
    expect(openWindows('2026-04-03', q)).toEqual([]); // nagypéntek
    expect(openWindows('2026-04-06', q)).toEqual([]); // húsvéthétfő
    expect(openWindows('2026-01-02', q)).toEqual([]); // áthelyezett pihenőnap (Friday)
    expect(openWindows('2026-01-10', q)).toEqual([[480, 540]]); // áthelyezett munkanap (Saturday) with Friday's hours
    expect(openWindows('2026-01-17', q)).toEqual([]); // an ordinary Saturday
  });

  it('applies exceptions: whole day off, a window off, extra hours', () => {
    const q = base({
      weekly: weekdays,
      exceptions: [
        { date: '2026-03-16', kind: 'off', startTime: null, endTime: null },
        { date: '2026-03-17', kind: 'off', startTime: '10:00', endTime: '11:00' },
        { date: '2026-03-21', kind: 'extra', startTime: '10:00', endTime: '11:00' },
      ],
    });
    expect(openWindows('2026-03-16', q)).toEqual([]);
    expect(openWindows('2026-03-17', q)).toEqual([
      [540, 600],
      [660, 720],
    ]);
    expect(openWindows('2026-03-21', q)).toEqual([[600, 660]]);
  });

  it('keeps the buffer free before the next booking, meetings inside the hours, and the minimum notice', () => {
    const q = base({ from: '2026-03-16', to: '2026-03-16', weekly: weekdays, durationMinutes: 60, bufferMinutes: 15 });
    expect(times(q)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    // A booking 10:30–11:30 local (+15 buffer: busy until 11:45) leaves only 09:00 (its meeting and buffer end 10:15).
    const busy = [{ start: new Date('2026-03-16T09:30:00Z'), end: new Date('2026-03-16T10:45:00Z') }];
    expect(times({ ...q, busy })).toEqual(['09:00']);
    // Busy 11:00–12:00: 09:30's buffer ends 10:45, 10:00's would reach 11:15.
    const late = [{ start: new Date('2026-03-16T10:00:00Z'), end: new Date('2026-03-16T11:00:00Z') }];
    expect(times({ ...q, busy: late })).toEqual(['09:00', '09:30']);
    expect(times({ ...q, earliest: new Date('2026-03-16T09:10:00Z') })).toEqual(['10:30', '11:00']);
  });
});
