// Recurring compliance obligations (issue 18 point 6, decision 0156): a firm's or a client's duty
// that comes back every month, quarter or year on the same day (ÁFA-bevallás on the 20th,
// beszámoló by 31 May, the AML internal rules review each January). The nominal day is clamped to
// the month's end; a nominal day that is not a working day moves to the next working day (Art.
// and Pp. alike: a deadline ending on a rest day ends on the next working day).
import { addDays, addMonthsClamped, daysInMonth, type IsoDate, parseIsoDate, toIsoDate } from '../dates/iso-date';
import { skipReason, type SkippedDay } from './deadline';
import type { WorkingDayCalendar } from './working-day-calendar';

export const recurrenceFrequencies = ['monthly', 'quarterly', 'yearly'] as const;
export type RecurrenceFrequency = (typeof recurrenceFrequencies)[number];

export interface Recurrence {
  frequency: RecurrenceFrequency;
  /** 1–31; clamped to the month's last day (31 → 30 April, 28/29 February). */
  dayOfMonth: number;
  /**
   * yearly: the month (1–12); quarterly: the month within the quarter (1–3, e.g. 1 = Jan/Apr/Jul/Oct);
   * monthly: ignored.
   */
  month: number;
}

const STEP: Record<RecurrenceFrequency, number> = { monthly: 1, quarterly: 3, yearly: 12 };

/** Does `month` (1–12) carry an occurrence of the rule? */
function monthMatches(rule: Recurrence, month: number): boolean {
  if (rule.frequency === 'monthly') return true;
  if (rule.frequency === 'quarterly') return (month - 1) % 3 === rule.month - 1;
  return month === rule.month;
}

function occurrenceIn(rule: Recurrence, year: number, month: number): IsoDate {
  return toIsoDate({ year, month, day: Math.min(rule.dayOfMonth, daysInMonth(year, month)) });
}

/** The first nominal occurrence on or after `from`. */
export function firstOccurrenceOnOrAfter(rule: Recurrence, from: IsoDate): IsoDate {
  const start = parseIsoDate(from);
  if (!start) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(from)}`);
  // At most 13 months ahead for a yearly rule.
  for (let i = 0; i <= 24; i++) {
    const index = start.year * 12 + (start.month - 1) + i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    if (!monthMatches(rule, month)) continue;
    const date = occurrenceIn(rule, year, month);
    if (date >= from) return date;
  }
  throw new RangeError('No occurrence within two years: check the recurrence');
}

/** The nominal occurrence after `nominal` (one period later, day re-clamped from the rule's own day). */
export function nextOccurrence(rule: Recurrence, nominal: IsoDate): IsoDate {
  const next = addMonthsClamped(nominal, STEP[rule.frequency]).date;
  const { year, month } = parseIsoDate(next)!;
  return occurrenceIn(rule, year, month);
}

/** The day the obligation is due: the nominal day, or the next working day after it. */
export function dueDateOf(nominal: IsoDate, calendar: WorkingDayCalendar): IsoDate {
  return calendar.nextWorkingDayOnOrAfter(nominal, { saturdayWorkdays: true });
}

/**
 * Why an occurrence is due on `dueOn` and not on its nominal day: each day passed over with its
 * reason – a weekend day, a public holiday (with its name), a swapped rest day – in date order;
 * empty when it is due on the nominal day. Read from `calendar` for the stored pair, so a day the
 * calendar now calls a working day (an entry removed since) is left out rather than guessed.
 */
export function dueMoveReasons(nominal: IsoDate, dueOn: IsoDate, calendar: WorkingDayCalendar): SkippedDay[] {
  const skipped: SkippedDay[] = [];
  // A due day is at most a few rest days after the nominal one; the bound only guards against bad data.
  for (let d = nominal, i = 0; d < dueOn && i < 60; d = addDays(d, 1), i++) {
    const reason = skipReason(calendar, d, true);
    if (reason) skipped.push(reason);
  }
  return skipped;
}

/** The next `count` occurrences from `from` on: nominal day and due day (a preview for the form). */
export function upcomingOccurrences(rule: Recurrence, from: IsoDate, count: number, calendar: WorkingDayCalendar): Array<{ nominal: IsoDate; dueOn: IsoDate }> {
  const out: Array<{ nominal: IsoDate; dueOn: IsoDate }> = [];
  let nominal = firstOccurrenceOnOrAfter(rule, from);
  for (let i = 0; i < count; i++, nominal = nextOccurrence(rule, nominal)) out.push({ nominal, dueOn: dueDateOf(nominal, calendar) });
  return out;
}
