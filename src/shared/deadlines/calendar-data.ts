// The Hungarian work schedule as data, each entry with its source (reference §2). Statutory
// holidays follow a rule (Mt. 102. § (1)) and are computed for any year; swapped rest days and
// working Saturdays come from the yearly NGM decree and are listed here for the years whose
// decree is known. Later years are added from the database (`createWorkingDayCalendar`).
import type { IsoDate } from '../dates/iso-date';
import { formatHuDate } from '../hu/format';

/** holiday = munkaszüneti nap; rest_day = áthelyezett pihenőnap; working_saturday = áthelyezett munkanap. */
export const calendarEntryKinds = ['holiday', 'rest_day', 'working_saturday'] as const;
export type CalendarEntryKind = (typeof calendarEntryKinds)[number];

export interface CalendarEntry {
  date: IsoDate;
  kind: CalendarEntryKind;
  /** Hungarian name shown next to the date. */
  name: string;
  /** Where the entry comes from (act, decree, URL). */
  source: string;
}

/** A year whose work-schedule decree is known; years without one are provisional. */
export interface WorkScheduleDecree {
  year: number;
  /** "10/2025. (IV. 30.) NGM rendelet" */
  decree: string;
  source: string;
}

export const STATUTORY_HOLIDAY_SOURCE = 'Mt. 102. § (1) (2012. évi I. törvény a munka törvénykönyvéről)';

/** Fixed-date statutory holidays (month, day, name). */
export const FIXED_HOLIDAYS: ReadonlyArray<{ month: number; day: number; name: string }> = [
  { month: 1, day: 1, name: 'újév' },
  { month: 3, day: 15, name: 'nemzeti ünnep' },
  { month: 5, day: 1, name: 'a munka ünnepe' },
  { month: 8, day: 20, name: 'az államalapítás ünnepe' },
  { month: 10, day: 23, name: 'nemzeti ünnep' },
  { month: 11, day: 1, name: 'mindenszentek' },
  { month: 12, day: 25, name: 'karácsony' },
  { month: 12, day: 26, name: 'karácsony másnapja' },
];

/** Easter-based statutory holidays: offset in days from Easter Sunday; Good Friday since 2017. */
export const EASTER_HOLIDAYS: ReadonlyArray<{ offset: number; name: string; fromYear?: number }> = [
  { offset: -2, name: 'nagypéntek', fromYear: 2017 },
  { offset: 0, name: 'húsvétvasárnap' },
  { offset: 1, name: 'húsvéthétfő' },
  { offset: 49, name: 'pünkösdvasárnap' },
  { offset: 50, name: 'pünkösdhétfő' },
];

const DECREE_2025 = '11/2024. (IV. 8.) NGM rendelet';
const DECREE_2026 = '10/2025. (IV. 30.) NGM rendelet';
const SOURCE_2025 = `${DECREE_2025}; https://modszertan.maltai.hu/events/2025-munkarend-0502`;
const SOURCE_2026 = `${DECREE_2026}; https://tamogatoweb.hu/10-2025-iv-30-ngm-rendelet/`;

export const BUILT_IN_DECREES: readonly WorkScheduleDecree[] = [
  { year: 2025, decree: DECREE_2025, source: SOURCE_2025 },
  { year: 2026, decree: DECREE_2026, source: SOURCE_2026 },
];

function swap(rest: IsoDate, work: IsoDate, source: string): CalendarEntry[] {
  return [
    { date: rest, kind: 'rest_day', name: `áthelyezett pihenőnap (ledolgozva: ${formatHuDate(work)})`, source },
    { date: work, kind: 'working_saturday', name: `áthelyezett munkanap (${formatHuDate(rest)} helyett)`, source },
  ];
}

/** Swapped days of the known decrees (reference §2 table). */
export const BUILT_IN_SWAPPED_DAYS: readonly CalendarEntry[] = [
  ...swap('2025-05-02', '2025-05-17', SOURCE_2025),
  ...swap('2025-10-24', '2025-10-18', SOURCE_2025),
  ...swap('2025-12-24', '2025-12-13', SOURCE_2025),
  ...swap('2026-01-02', '2026-01-10', SOURCE_2026),
  ...swap('2026-08-21', '2026-08-08', SOURCE_2026),
  ...swap('2026-12-24', '2026-12-12', SOURCE_2026),
];
