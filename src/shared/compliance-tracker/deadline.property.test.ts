// Property tests (issue 18): a computed deadline is never a non-working day, never earlier than
// the plain count, and the first working day on or after the day the count reaches — which is
// never inside the recess when the recess applies (the move over non-working days may end in
// it: decision 0311).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, addMonthsClamped, fromEpochDay, toEpochDay } from '../dates/iso-date';
import { computeDeadline, type DeadlineUnit } from './deadline';
import { isInJudicialRecess } from './judicial-recess';
import { createWorkingDayCalendar } from './working-day-calendar';

const calendar = createWorkingDayCalendar();

const startDate = fc.integer({ min: toEpochDay('2020-01-01'), max: toEpochDay('2028-12-31') }).map(fromEpochDay);
const deadline = fc.record({
  start: startDate,
  unit: fc.constantFrom<DeadlineUnit>('days', 'working_days', 'months', 'years'),
  length: fc.integer({ min: 1, max: 120 }),
  recess: fc.boolean(),
  saturdayWorkdays: fc.boolean(),
});

function plainEnd(start: string, unit: DeadlineUnit, length: number): string {
  if (unit === 'days' || unit === 'working_days') return addDays(start, length);
  return addMonthsClamped(start, unit === 'years' ? length * 12 : length).date;
}

describe('deadline properties', () => {
  it('never ends on a non-working day, nor before the plain count; reaches a day in the recess only by moving', () => {
    fc.assert(
      fc.property(deadline, ({ start, unit, length, recess, saturdayWorkdays }) => {
        const n = unit === 'years' ? Math.min(length, 20) : unit === 'months' ? Math.min(length, 240) : length;
        const r = computeDeadline({ start, unit, length: n, procedure: 'pp', recess, saturdayWorkdays }, calendar);
        expect(calendar.isWorkingDay(r.end, { saturdayWorkdays })).toBe(true);
        if (recess && isInJudicialRecess(r.end)) expect(r.steps.map((s) => s.type)).toContain('ends_in_recess');
        const counted = r.steps.filter((s) => s.type === 'counted' || s.type === 'recess_next_month' || s.type === 'recess_after').at(-1);
        if (recess && counted) expect(isInJudicialRecess('to' in counted ? counted.to : counted.date)).toBe(false);
        expect(r.end >= plainEnd(start, unit, n)).toBe(true);
        expect(r.end > start).toBe(true);
        expect(r.explanation.length).toBeGreaterThan(20);
      }),
      { numRuns: 3000 },
    );
  });

  it('moves only as far as the first qualifying day', () => {
    fc.assert(
      fc.property(deadline, ({ start, unit, length, recess, saturdayWorkdays }) => {
        const n = unit === 'years' ? Math.min(length, 20) : length;
        const r = computeDeadline({ start, unit, length: n, procedure: 'pp', recess, saturdayWorkdays }, calendar);
        const moved = r.steps.find((s) => s.type === 'moved');
        const reached = moved && moved.type === 'moved' ? moved.from : r.end;
        for (let d = reached; d < r.end; d = addDays(d, 1)) {
          expect(calendar.isWorkingDay(d, { saturdayWorkdays })).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('without the recess, a day deadline ends on the first working day on or after start + n', () => {
    fc.assert(
      fc.property(startDate, fc.integer({ min: 1, max: 400 }), fc.boolean(), (start, n, saturdayWorkdays) => {
        const r = computeDeadline({ start, unit: 'days', length: n, procedure: 'contract', saturdayWorkdays }, calendar);
        expect(r.end).toBe(calendar.nextWorkingDayOnOrAfter(addDays(start, n), { saturdayWorkdays }));
      }),
      { numRuns: 2000 },
    );
  });

  it('a longer deadline never ends earlier (monotonic in the length)', () => {
    fc.assert(
      fc.property(deadline, ({ start, unit, length, recess, saturdayWorkdays }) => {
        const n = unit === 'years' ? Math.min(length, 19) : length;
        const a = computeDeadline({ start, unit, length: n, procedure: 'pp', recess, saturdayWorkdays }, calendar);
        const b = computeDeadline({ start, unit, length: n + 1, procedure: 'pp', recess, saturdayWorkdays }, calendar);
        expect(b.end >= a.end).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
