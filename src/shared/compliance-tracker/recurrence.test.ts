import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysInMonth, parseIsoDate, toIsoDate } from '../dates/iso-date';
import { describeReasons } from './deadline-text';
import { type Recurrence, dueDateOf, dueMoveReasons, firstOccurrenceOnOrAfter, nextOccurrence, upcomingOccurrences } from './recurrence';
import { createWorkingDayCalendar } from './working-day-calendar';

const calendar = createWorkingDayCalendar();
const monthly = (dayOfMonth: number): Recurrence => ({ frequency: 'monthly', dayOfMonth, month: 1 });

describe('recurring obligations', () => {
  it('ÁFA-bevallás on the 20th: a Sunday moves to Monday, the next month follows', () => {
    const rule = monthly(20);
    expect(firstOccurrenceOnOrAfter(rule, '2026-12-01')).toBe('2026-12-20');
    expect(dueDateOf('2026-12-20', calendar)).toBe('2026-12-21');
    expect(nextOccurrence(rule, '2026-12-20')).toBe('2027-01-20');
    expect(firstOccurrenceOnOrAfter(rule, '2026-12-21')).toBe('2027-01-20');
  });

  it('day 31 clamps to the month end and comes back to 31 the month after', () => {
    const rule = monthly(31);
    expect(firstOccurrenceOnOrAfter(rule, '2026-02-01')).toBe('2026-02-28');
    // 28 February 2026 is a Saturday → Monday 2 March.
    expect(dueDateOf('2026-02-28', calendar)).toBe('2026-03-02');
    expect(nextOccurrence(rule, '2026-02-28')).toBe('2026-03-31');
    expect(nextOccurrence(rule, '2026-03-31')).toBe('2026-04-30');
    expect(nextOccurrence({ frequency: 'monthly', dayOfMonth: 29, month: 1 }, '2028-01-29')).toBe('2028-02-29');
  });

  it('quarterly in the first month of each quarter; yearly beszámoló by 31 May', () => {
    const quarterly: Recurrence = { frequency: 'quarterly', dayOfMonth: 12, month: 1 };
    expect(firstOccurrenceOnOrAfter(quarterly, '2026-02-01')).toBe('2026-04-12');
    expect(dueDateOf('2026-04-12', calendar)).toBe('2026-04-13');
    expect(nextOccurrence(quarterly, '2026-04-12')).toBe('2026-07-12');
    expect(firstOccurrenceOnOrAfter({ frequency: 'quarterly', dayOfMonth: 20, month: 2 }, '2026-11-21')).toBe('2027-02-20');
    const report: Recurrence = { frequency: 'yearly', dayOfMonth: 31, month: 5 };
    expect(firstOccurrenceOnOrAfter(report, '2026-06-01')).toBe('2027-05-31');
    expect(nextOccurrence(report, '2026-05-31')).toBe('2027-05-31');
  });

  it('uses the swapped days: 2 January 2026 is a rest day, 10 January 2026 a working Saturday', () => {
    const yearly: Recurrence = { frequency: 'yearly', dayOfMonth: 2, month: 1 };
    expect(upcomingOccurrences(yearly, '2025-12-01', 2, calendar)).toEqual([
      { nominal: '2026-01-02', dueOn: '2026-01-05' },
      { nominal: '2027-01-02', dueOn: '2027-01-04' },
    ]);
    expect(dueDateOf('2026-01-10', calendar)).toBe('2026-01-10');
    // Holidays: 15 March 2026 is a Sunday, Easter Monday 6 April.
    expect(dueDateOf('2026-04-03', calendar)).toBe('2026-04-07');
  });

  it('an entered swap changes the due day', () => {
    const withSwap = createWorkingDayCalendar({ entries: [{ date: '2027-12-24', kind: 'rest_day', name: 'áthelyezett pihenőnap', source: 'teszt' }] });
    expect(dueDateOf('2027-12-24', calendar)).toBe('2027-12-24');
    expect(dueDateOf('2027-12-24', withSwap)).toBe('2027-12-27');
  });

  it('says why the due day moved: a weekend day, a public holiday by name, a swapped rest day', () => {
    // 28 February 2026 is a Saturday: Saturday and Sunday are passed over.
    expect(dueMoveReasons('2026-02-28', '2026-03-02', calendar)).toEqual([
      { date: '2026-02-28', reason: 'weekend', name: null },
      { date: '2026-03-01', reason: 'weekend', name: null },
    ]);
    expect(describeReasons(dueMoveReasons('2026-02-28', '2026-03-02', calendar))).toBe('hétvége');
    // 1 May 2026 is a Friday and a public holiday, then the weekend.
    expect(describeReasons(dueMoveReasons('2026-05-01', dueDateOf('2026-05-01', calendar), calendar))).toBe('munkaszüneti nap (a munka ünnepe) és hétvége');
    // 2 January 2026 (Friday) is a swapped rest day, worked off on 10 January.
    const restDay = dueMoveReasons('2026-01-02', dueDateOf('2026-01-02', calendar), calendar);
    expect(restDay.map((d) => d.reason)).toEqual(['rest_day', 'weekend', 'weekend']);
    expect(describeReasons(restDay)).toBe('áthelyezett pihenőnap és hétvége');
    // Good Friday to Easter Monday: the holidays' names, and the Saturday between them.
    expect(describeReasons(dueMoveReasons('2026-04-03', '2026-04-07', calendar))).toBe('munkaszüneti nap (nagypéntek, húsvétvasárnap, húsvéthétfő) és hétvége');
    // 15 March 2026 is a Sunday and a public holiday: the holiday is the reason named.
    expect(describeReasons(dueMoveReasons('2026-03-15', '2026-03-16', calendar))).toBe('munkaszüneti nap (nemzeti ünnep)');
    // Due on the nominal day: nothing moved it.
    expect(dueMoveReasons('2026-03-16', '2026-03-16', calendar)).toEqual([]);
    // A stored pair computed with a swap this calendar lacks (24 December 2027 a rest day): the
    // 24th, a working day here, gets no made-up reason; Christmas does.
    expect(dueMoveReasons('2027-12-24', '2027-12-27', calendar).map((d) => `${d.date} ${d.reason}`)).toEqual(['2027-12-25 holiday', '2027-12-26 holiday']);
  });

  it('property: occurrences follow the rule, due days are working days on or after the nominal day', () => {
    const rule = fc
      .record({ frequency: fc.constantFrom('monthly' as const, 'quarterly' as const, 'yearly' as const), dayOfMonth: fc.integer({ min: 1, max: 31 }), month: fc.integer({ min: 1, max: 12 }) })
      .map((r) => ({ ...r, month: r.frequency === 'quarterly' ? ((r.month - 1) % 3) + 1 : r.month }));
    const from = fc.record({ year: fc.integer({ min: 2020, max: 2028 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) }).map(toIsoDate);
    fc.assert(
      fc.property(rule, from, (r, start) => {
        const list = upcomingOccurrences(r, start, 6, calendar);
        expect(list[0]!.nominal >= start).toBe(true);
        for (const [i, o] of list.entries()) {
          const p = parseIsoDate(o.nominal)!;
          expect(p.day).toBe(Math.min(r.dayOfMonth, daysInMonth(p.year, p.month)));
          if (r.frequency === 'yearly') expect(p.month).toBe(r.month);
          if (r.frequency === 'quarterly') expect((p.month - 1) % 3).toBe(r.month - 1);
          expect(calendar.isWorkingDay(o.dueOn)).toBe(true);
          expect(o.dueOn >= o.nominal).toBe(true);
          // Every day before the due day has its reason, and only those days.
          const reasons = dueMoveReasons(o.nominal, o.dueOn, calendar);
          expect(reasons.map((d) => d.date)[0] ?? o.dueOn).toBe(o.dueOn === o.nominal ? o.dueOn : o.nominal);
          expect(reasons.every((d) => !calendar.isWorkingDay(d.date))).toBe(true);
          if (i > 0) expect(o.nominal > list[i - 1]!.nominal).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
