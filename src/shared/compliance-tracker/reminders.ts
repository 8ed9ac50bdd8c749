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
  for (let found = 0; found < n;) {
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

/**
 * The working days left until the last day, as a reminder announces them (issue 38.9): the working
 * days after today and before the last day, plus the last day itself; 0 on the last day. On Sunday
 * 29 November 2026 a deadline ending on Tuesday 1 December has 2 left (Monday, and Tuesday itself),
 * whichever lead time's reminder is being sent — a reminder sent late says what is really left.
 */
export function workingDaysLeft(calendar: WorkingDayCalendar, today: IsoDate, dueOn: IsoDate, saturdayWorkdays = true): number {
  if (today >= dueOn) return 0;
  let left = 1;
  for (let d = addDays(today, 1); d < dueOn; d = addDays(d, 1)) if (calendar.isWorkingDay(d, { saturdayWorkdays })) left++;
  return left;
}

/** "ma", "1 munkanap múlva", "2 munkanap múlva": the time left in a reminder's sentence. */
export function timeLeftText(workingDays: number): string {
  return workingDays <= 0 ? 'ma' : `${workingDays} munkanap múlva`;
}
