// The working-day calendar as a value built from the static table plus entries from the
// database (a year's decree entered by the platform admin), never a hidden global: the deadline
// calculator takes it as an argument and records its `version` with every computed deadline.
import { addDays, isoWeekday, parseIsoDate, toIsoDate, type IsoDate } from '../dates/iso-date';
import { BUILT_IN_DECREES, BUILT_IN_SWAPPED_DAYS, EASTER_HOLIDAYS, FIXED_HOLIDAYS, STATUTORY_HOLIDAY_SOURCE, type CalendarEntry, type WorkScheduleDecree } from './calendar-data';
import { easterSunday } from './easter';

export type DayKind = 'workday' | 'weekend' | 'holiday' | 'rest_day' | 'working_saturday';

export interface DayInfo {
  date: IsoDate;
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  kind: DayKind;
  /** "húsvéthétfő", "áthelyezett munkanap (…)"; null for ordinary days. */
  name: string | null;
  source: string | null;
  /** The year's work-schedule decree is not known: swapped days may be missing. */
  provisional: boolean;
}

export interface WorkingDayOptions {
  /** A swapped working Saturday (áthelyezett munkanap) counts as a working day; default true. */
  saturdayWorkdays?: boolean;
}

export interface WorkingDayCalendar {
  /** Changes whenever an entry or decree changes, so stored deadlines can be recomputed. */
  readonly version: string;
  dayInfo(date: IsoDate): DayInfo;
  isWorkingDay(date: IsoDate, options?: WorkingDayOptions): boolean;
  /** The first working day on or after `date`. */
  nextWorkingDayOnOrAfter(date: IsoDate, options?: WorkingDayOptions): IsoDate;
  /** The year's decree, or null when the year is provisional. */
  decreeOf(year: number): WorkScheduleDecree | null;
  isProvisionalYear(year: number): boolean;
  /** Every special day of a year (holidays, swapped days), in date order. */
  entriesOfYear(year: number): CalendarEntry[];
}

export interface WorkingDayCalendarInput {
  /** Extra entries (e.g. from the database); an entry replaces a built-in one on the same date. */
  entries?: readonly CalendarEntry[];
  /** Extra known decrees: their years stop being provisional. */
  decrees?: readonly WorkScheduleDecree[];
  /** Use the built-in swapped days and decrees (2020–2026); default true. */
  includeBuiltIn?: boolean;
}

/** Statutory holidays of a year by the rules of Mt. 102. § (1). */
export function statutoryHolidays(year: number): CalendarEntry[] {
  const easter = easterSunday(year);
  const fixed = FIXED_HOLIDAYS.map((h) => ({ date: toIsoDate({ year, month: h.month, day: h.day }), name: h.name }));
  const moving = EASTER_HOLIDAYS.filter((h) => h.fromYear === undefined || year >= h.fromYear).map((h) => ({ date: addDays(easter, h.offset), name: h.name }));
  return [...fixed, ...moving].map((h) => ({ ...h, kind: 'holiday' as const, source: STATUTORY_HOLIDAY_SOURCE })).sort((a, b) => a.date.localeCompare(b.date));
}

/** FNV-1a, enough to tell two calendars apart (not for security). */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Bumped when the statutory rules in code change. */
const RULES_VERSION = 'mt102-2017';

export function createWorkingDayCalendar(input: WorkingDayCalendarInput = {}): WorkingDayCalendar {
  const includeBuiltIn = input.includeBuiltIn ?? true;
  const special = new Map<IsoDate, CalendarEntry>();
  for (const e of [...(includeBuiltIn ? BUILT_IN_SWAPPED_DAYS : []), ...(input.entries ?? [])]) {
    if (!parseIsoDate(e.date)) throw new RangeError(`Calendar entry with an invalid date: ${JSON.stringify(e.date)}`);
    special.set(e.date, e);
  }
  const decrees = new Map<number, WorkScheduleDecree>();
  for (const d of [...(includeBuiltIn ? BUILT_IN_DECREES : []), ...(input.decrees ?? [])]) decrees.set(d.year, d);

  const holidaysByYear = new Map<number, Map<IsoDate, CalendarEntry>>();
  const holidaysOf = (year: number) => {
    let m = holidaysByYear.get(year);
    if (!m) {
      m = new Map(statutoryHolidays(year).map((h) => [h.date, h]));
      holidaysByYear.set(year, m);
    }
    return m;
  };

  const sortedSpecial = [...special.values()].sort((a, b) => a.date.localeCompare(b.date));
  const sortedDecrees = [...decrees.values()].sort((a, b) => a.year - b.year);
  const version = `${RULES_VERSION}-${fingerprint(JSON.stringify([sortedSpecial, sortedDecrees]))}`;

  const isProvisionalYear = (year: number) => !decrees.has(year);

  const dayInfo = (date: IsoDate): DayInfo => {
    const parts = parseIsoDate(date);
    if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
    const weekday = isoWeekday(date);
    const provisional = isProvisionalYear(parts.year);
    const entry = special.get(date) ?? holidaysOf(parts.year).get(date);
    if (entry) return { date, weekday, kind: entry.kind, name: entry.name, source: entry.source, provisional };
    return { date, weekday, kind: weekday >= 6 ? 'weekend' : 'workday', name: null, source: null, provisional };
  };

  const isWorkingDay = (date: IsoDate, options: WorkingDayOptions = {}) => {
    const { kind } = dayInfo(date);
    return kind === 'workday' || (kind === 'working_saturday' && (options.saturdayWorkdays ?? true));
  };

  return {
    version,
    dayInfo,
    isWorkingDay,
    nextWorkingDayOnOrAfter(date, options) {
      let d = date;
      // A year has at most a few consecutive rest days; the bound only guards against bad data.
      for (let i = 0; i < 60; i++, d = addDays(d, 1)) if (isWorkingDay(d, options)) return d;
      throw new RangeError(`No working day within 60 days after ${date}: check the calendar entries`);
    },
    decreeOf: (year) => decrees.get(year) ?? null,
    isProvisionalYear,
    entriesOfYear(year) {
      const byDate = new Map(holidaysOf(year));
      for (const e of sortedSpecial) if (e.date.startsWith(`${year}-`)) byDate.set(e.date, e);
      return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
