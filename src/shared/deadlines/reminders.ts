// When a deadline's reminders fall due (issue 18 point 4, decision 0154): a lead time is counted in
// working days before the deadline's last day, with the deadline's own Saturday setting, so a
// "3 munkanappal előtte" reminder never lands on a weekend or holiday.
import { addDays, type IsoDate } from '../dates/iso-date';
import type { WorkingDayCalendar } from './working-day-calendar';

/** The firm's default lead times, in working days before the last day. */
export const DEFAULT_LEAD_DAYS: readonly number[] = [7, 3, 1];
export const MAX_LEAD_DAYS = 60;

/** The working day `n` working days before `date` (n ≥ 1). */
export function workingDaysBefore(calendar: WorkingDayCalendar, date: IsoDate, n: number, saturdayWorkdays = true): IsoDate {
  let d = date;
  for (let found = 0; found < n; ) {
    d = addDays(d, -1);
    if (calendar.isWorkingDay(d, { saturdayWorkdays })) found++;
  }
  return d;
}

export interface DueReminder {
  leadDays: number;
  remindOn: IsoDate;
}

/**
 * The lead times whose day has come (remind day ≤ today ≤ last day), most urgent first. A deadline
 * entered late (e.g. 2 days before its end) gets only the most urgent of them delivered; the
 * others are recorded as superseded (sweep), so nobody gets three e-mails at once.
 */
export function dueReminders(calendar: WorkingDayCalendar, dueOn: IsoDate, today: IsoDate, leadDays: readonly number[], saturdayWorkdays = true): DueReminder[] {
  if (today > dueOn) return [];
  return [...new Set(leadDays)]
    .sort((a, b) => a - b)
    .map((leadDays) => ({ leadDays, remindOn: workingDaysBefore(calendar, dueOn, leadDays, saturdayWorkdays) }))
    .filter((r) => r.remindOn <= today);
}
