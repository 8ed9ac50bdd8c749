// The deadline calculator of reference §3 (Pp. 146. § computation, Pp. 148. § recess):
//  - the start day (kézbesítés, közlés …) is not counted;
//  - days: the n-th day after the start; with the recess, days inside it are not counted;
//  - working days: the n-th working day after the start (recess days not counted either);
//  - months/years: the day with the start day's number, clamped to the month's end; with the
//    recess, an end inside it moves to the same-numbered day of the next month, and if that is
//    also inside, to the first day after the recess (148. § (2));
//  - an end on a non-working day (weekend, holiday, swapped rest day, a working Saturday when
//    the setting says Saturdays never count) moves to the next working day (146. § (5)), even
//    when that day is inside the recess: 148. § (1) keeps recess days out of the count only, and
//    148. § (2) moves only a month/year end that itself falls in the recess (decision 0311; the
//    step `ends_in_recess` says so in the explanation).
// Every result carries the steps taken and a Hungarian sentence explaining them.
import { addDays, addMonthsClamped, isIsoDate, parseIsoDate, type IsoDate } from '../dates/iso-date';
import { describeStep, renderExplanation } from './deadline-text';
import { recessPeriodContaining, type RecessPeriod } from './judicial-recess';
import { PROCEDURE_TYPES, type ProcedureType } from './procedure-types';
import type { DayKind, WorkingDayCalendar } from './working-day-calendar';

export const deadlineUnits = ['days', 'working_days', 'months', 'years'] as const;
export type DeadlineUnit = (typeof deadlineUnits)[number];

/** Upper bounds that keep a typo (15000 days) from running away. */
export const DEADLINE_MAX_LENGTH: Record<DeadlineUnit, number> = { days: 3660, working_days: 2500, months: 240, years: 20 };

export interface DeadlineInput {
  /** The day of the triggering event (e.g. kézbesítés); not counted. */
  start: IsoDate;
  length: number;
  unit: DeadlineUnit;
  /** The rule set; decides whether the judicial recess applies. */
  procedure: ProcedureType;
  /** Overrides the procedure's recess setting (e.g. Pp. 148. § (3): both parties asked). */
  recess?: boolean;
  /** A swapped working Saturday (áthelyezett munkanap) counts as a working day; default true. */
  saturdayWorkdays?: boolean;
}

/** Why a day was passed over when moving the last day forward. */
export const skipReasons = ['weekend', 'holiday', 'rest_day', 'working_saturday_excluded'] as const;
export type SkipReason = (typeof skipReasons)[number];

export interface SkippedDay {
  date: IsoDate;
  reason: SkipReason;
  /** The holiday's or swapped day's name, if any. */
  name: string | null;
}

export type DeadlineStepData =
  | { type: 'start'; date: IsoDate; length: number; unit: DeadlineUnit }
  | { type: 'recess_not_counted'; from: IsoDate; to: IsoDate; days: number }
  /** The day the count gives; `clampedFromDay` when a month lacked the start day's number. */
  | { type: 'counted'; date: IsoDate; length: number; unit: DeadlineUnit; clampedFromDay: number | null }
  | { type: 'recess_next_month'; from: IsoDate; to: IsoDate }
  | { type: 'recess_after'; from: IsoDate; to: IsoDate; recessEnd: IsoDate }
  | { type: 'moved'; from: IsoDate; to: IsoDate; skipped: SkippedDay[] }
  /** The move over non-working days ended inside the recess, which does not move it further. */
  | { type: 'ends_in_recess'; date: IsoDate; recessStart: IsoDate; recessEnd: IsoDate }
  | { type: 'end'; date: IsoDate; dayKind: DayKind }
  | { type: 'provisional_calendar'; years: number[] };

export type DeadlineStep = DeadlineStepData & { text: string };

export interface DeadlineResult {
  /** The last day of the deadline (the act may be done on this day). */
  end: IsoDate;
  /** "workday", or "working_saturday" (show "áthelyezett munkanap" next to the date). */
  endDayKind: DayKind;
  recessApplied: boolean;
  saturdayWorkdays: boolean;
  steps: DeadlineStep[];
  /** The steps as one Hungarian sentence. */
  explanation: string;
  /** Some year between start and end has no known work-schedule decree. */
  provisional: boolean;
  provisionalYears: number[];
  /** The calendar version used; store it to recompute when the calendar changes. */
  calendarVersion: string;
}

export class DeadlineInputError extends RangeError {
  constructor(
    readonly code: 'DEADLINE_START_INVALID' | 'DEADLINE_LENGTH_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'DeadlineInputError';
  }
}

/** Groups the recess days met while counting into one entry per recess period. */
class RecessTally {
  private readonly periods = new Map<IsoDate, { from: IsoDate; to: IsoDate; days: number }>();
  add(date: IsoDate, period: RecessPeriod): void {
    const p = this.periods.get(period.start);
    if (p) {
      p.to = date;
      p.days++;
    } else this.periods.set(period.start, { from: date, to: date, days: 1 });
  }
  steps(): DeadlineStepData[] {
    return [...this.periods.values()].map((p) => ({ type: 'recess_not_counted' as const, ...p }));
  }
}

function count(input: DeadlineInput, calendar: WorkingDayCalendar, recess: boolean, saturdayWorkdays: boolean) {
  const tally = new RecessTally();
  let date = input.start;
  for (let counted = 0; counted < input.length;) {
    date = addDays(date, 1);
    const period = recess ? recessPeriodContaining(date) : null;
    if (period) tally.add(date, period);
    else if (input.unit === 'days' || calendar.isWorkingDay(date, { saturdayWorkdays })) counted++;
  }
  return { date, steps: [...tally.steps(), { type: 'counted' as const, date, length: input.length, unit: input.unit, clampedFromDay: null }] };
}

function addPeriod(input: DeadlineInput, recess: boolean) {
  const months = input.unit === 'years' ? input.length * 12 : input.length;
  const steps: DeadlineStepData[] = [];
  const nominal = addMonthsClamped(input.start, months);
  let date = nominal.date;
  const clampedFromDay = nominal.clamped ? (parseIsoDate(input.start)?.day ?? null) : null;
  steps.push({ type: 'counted', date, length: input.length, unit: input.unit, clampedFromDay });
  if (recess && recessPeriodContaining(date)) {
    const next = addMonthsClamped(date, 1).date;
    steps.push({ type: 'recess_next_month', from: date, to: next });
    date = next;
    const period = recessPeriodContaining(date);
    if (period) {
      const after = addDays(period.end, 1);
      steps.push({ type: 'recess_after', from: date, to: after, recessEnd: period.end });
      date = after;
    }
  }
  return { date, steps };
}

/**
 * Why `date` cannot be the last day (146. § (5)); null for a working day. Recess days can be.
 * Also why a recurring obligation's nominal day moves (recurrence.ts, `dueMoveReasons`).
 */
export function skipReason(calendar: WorkingDayCalendar, date: IsoDate, saturdayWorkdays: boolean): SkippedDay | null {
  const info = calendar.dayInfo(date);
  if (info.kind === 'holiday' || info.kind === 'rest_day' || info.kind === 'weekend') return { date, reason: info.kind, name: info.name };
  if (info.kind === 'working_saturday' && !saturdayWorkdays) return { date, reason: 'working_saturday_excluded', name: info.name };
  return null;
}

export function computeDeadline(input: DeadlineInput, calendar: WorkingDayCalendar): DeadlineResult {
  if (!isIsoDate(input.start)) throw new DeadlineInputError('DEADLINE_START_INVALID', 'A kezdőnap érvénytelen dátum.');
  if (!Number.isInteger(input.length) || input.length < 1 || input.length > DEADLINE_MAX_LENGTH[input.unit]) {
    throw new DeadlineInputError('DEADLINE_LENGTH_INVALID', `A határidő hossza 1 és ${DEADLINE_MAX_LENGTH[input.unit]} közötti egész szám lehet.`);
  }
  const recess = input.recess ?? PROCEDURE_TYPES[input.procedure].recess;
  const saturdayWorkdays = input.saturdayWorkdays ?? true;

  const data: DeadlineStepData[] = [{ type: 'start', date: input.start, length: input.length, unit: input.unit }];
  const reached = input.unit === 'days' || input.unit === 'working_days' ? count(input, calendar, recess, saturdayWorkdays) : addPeriod(input, recess);
  data.push(...reached.steps);

  let end = reached.date;
  const skipped: SkippedDay[] = [];
  for (let skip = skipReason(calendar, end, saturdayWorkdays); skip; skip = skipReason(calendar, end, saturdayWorkdays)) {
    skipped.push(skip);
    end = addDays(end, 1);
    if (skipped.length > 60) throw new RangeError(`No working day within 60 days after ${reached.date}: check the calendar entries`);
  }
  if (skipped.length > 0) data.push({ type: 'moved', from: reached.date, to: end, skipped });
  const endRecess = recess && skipped.length > 0 ? recessPeriodContaining(end) : null;
  if (endRecess) data.push({ type: 'ends_in_recess', date: end, recessStart: endRecess.start, recessEnd: endRecess.end });
  const endDayKind = calendar.dayInfo(end).kind;
  data.push({ type: 'end', date: end, dayKind: endDayKind });

  const provisionalYears: number[] = [];
  for (let y = Number(input.start.slice(0, 4)); y <= Number(end.slice(0, 4)); y++) if (calendar.isProvisionalYear(y)) provisionalYears.push(y);
  if (provisionalYears.length > 0) data.push({ type: 'provisional_calendar', years: provisionalYears });

  const steps = data.map((step) => ({ ...step, text: describeStep(step) }));
  return {
    end,
    endDayKind,
    recessApplied: recess,
    saturdayWorkdays,
    steps,
    explanation: renderExplanation(steps),
    provisional: provisionalYears.length > 0,
    provisionalYears,
    calendarVersion: calendar.version,
  };
}
