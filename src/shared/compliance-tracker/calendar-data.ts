// The Hungarian work schedule as data, each entry with its source (reference §2). Statutory
// holidays follow a rule (Mt. 102. § (1)) and are computed for any year; swapped rest days and
// working Saturdays come from the yearly work-schedule decree (NGM/PM/ITM/GFM rendelet) and are
// listed here for every year from 2020 whose decree is known. Later years are added from the
// database (`createWorkingDayCalendar`).
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

/**
 * The yearly work-schedule decrees (munkaszüneti napok körüli munkarendről szóló rendelet, issued
 * under Mt. 102. § (5)) with the days each swaps: [rest day (pihenőnap), worked Saturday
 * (munkanap)]. Every year from 2020 is listed, so no past year is provisional; a year without a
 * decree says so (2023: every holiday fell next to a weekend or on it). Each decree was checked
 * against the text quoted on the cited page (decision 0310).
 */
const DECREES: ReadonlyArray<WorkScheduleDecree & { swaps: ReadonlyArray<readonly [rest: IsoDate, work: IsoDate]> }> = [
  {
    year: 2020,
    decree: '7/2019. (VI. 25.) PM rendelet',
    source: '7/2019. (VI. 25.) PM rendelet a 2020. évi munkaszüneti napok körüli munkarendről; https://ujpestmedia.hu/munkaszuneti-napok-es-szombati-munkanapok-2020-ban/',
    swaps: [
      ['2020-08-21', '2020-08-29'],
      ['2020-12-24', '2020-12-12'],
    ],
  },
  {
    year: 2021,
    decree: '14/2020. (V. 13.) ITM rendelet',
    source: '14/2020. (V. 13.) ITM rendelet a 2021. évi munkaszüneti napok körüli munkarendről; https://njt.hu/jogszabaly/2020-14-20-7Q',
    swaps: [['2021-12-24', '2021-12-11']],
  },
  {
    year: 2022,
    decree: '23/2021. (VI. 1.) ITM rendelet',
    source: '23/2021. (VI. 1.) ITM rendelet a 2022. évi munkaszüneti napok körüli munkarendről; https://24.hu/fn/gazdasag/2021/11/08/hosszu-hetvegek-2022-negynapos-haromnapos',
    swaps: [
      ['2022-03-14', '2022-03-26'],
      ['2022-10-31', '2022-10-15'],
    ],
  },
  {
    year: 2023,
    decree: 'nincs munkarendi rendelet (2023-ban nem volt áthelyezett munkanap)',
    source: 'https://www.delmagyar.hu/helyi-eletstilus/2023/01/sok-szabad-hetfonk-lesz-iden ("egyetlen ledolgozós szombat sem lesz 2023-ban")',
    swaps: [],
  },
  {
    year: 2024,
    decree: '15/2023. (VII. 13.) GFM rendelet',
    source:
      '15/2023. (VII. 13.) GFM rendelet a 2024. évi munkaszüneti napok körüli munkarendről; https://www.munkaugyiforum.hu/a-gazdasagfejlesztesi-miniszter-15-2023-vii-13-gfm-rendelete-a-2024-evi-munkaszuneti-napok-koruli-munkarendrol/',
    swaps: [
      ['2024-08-19', '2024-08-03'],
      ['2024-12-24', '2024-12-07'],
      ['2024-12-27', '2024-12-14'],
    ],
  },
  {
    year: 2025,
    decree: '11/2024. (IV. 8.) NGM rendelet',
    source: '11/2024. (IV. 8.) NGM rendelet a 2025. évi munkaszüneti napok körüli munkarendről; https://modszertan.maltai.hu/events/2025-munkarend-0502',
    swaps: [
      ['2025-05-02', '2025-05-17'],
      ['2025-10-24', '2025-10-18'],
      ['2025-12-24', '2025-12-13'],
    ],
  },
  {
    year: 2026,
    decree: '10/2025. (IV. 30.) NGM rendelet',
    source: '10/2025. (IV. 30.) NGM rendelet a 2026. évi munkaszüneti napok körüli munkarendről; https://tamogatoweb.hu/10-2025-iv-30-ngm-rendelet/',
    swaps: [
      ['2026-01-02', '2026-01-10'],
      ['2026-08-21', '2026-08-08'],
      ['2026-12-24', '2026-12-12'],
    ],
  },
];

export const BUILT_IN_DECREES: readonly WorkScheduleDecree[] = DECREES.map(({ year, decree, source }) => ({ year, decree, source }));

function swap(rest: IsoDate, work: IsoDate, source: string): CalendarEntry[] {
  return [
    { date: rest, kind: 'rest_day', name: `áthelyezett pihenőnap (ledolgozva: ${formatHuDate(work)})`, source },
    { date: work, kind: 'working_saturday', name: `áthelyezett munkanap (${formatHuDate(rest)} helyett)`, source },
  ];
}

/** Swapped days of the known decrees, each pair with its decree as the source. */
export const BUILT_IN_SWAPPED_DAYS: readonly CalendarEntry[] = DECREES.flatMap((d) => d.swaps.flatMap(([rest, work]) => swap(rest, work, d.source)));
