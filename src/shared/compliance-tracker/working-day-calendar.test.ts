import { describe, expect, it } from 'vitest';
import { createWorkingDayCalendar, statutoryHolidays } from './working-day-calendar';
import { BUILT_IN_SWAPPED_DAYS, STATUTORY_HOLIDAY_SOURCE } from './calendar-data';

describe('statutory holidays (Mt. 102. § (1))', () => {
  it('lists the thirteen holidays of 2026 with Easter-based ones computed', () => {
    expect(statutoryHolidays(2026).map((h) => `${h.date} ${h.name}`)).toEqual([
      '2026-01-01 újév',
      '2026-03-15 nemzeti ünnep',
      '2026-04-03 nagypéntek',
      '2026-04-05 húsvétvasárnap',
      '2026-04-06 húsvéthétfő',
      '2026-05-01 a munka ünnepe',
      '2026-05-24 pünkösdvasárnap',
      '2026-05-25 pünkösdhétfő',
      '2026-08-20 az államalapítás ünnepe',
      '2026-10-23 nemzeti ünnep',
      '2026-11-01 mindenszentek',
      '2026-12-25 karácsony',
      '2026-12-26 karácsony másnapja',
    ]);
    expect(statutoryHolidays(2026).every((h) => h.kind === 'holiday' && h.source === STATUTORY_HOLIDAY_SOURCE)).toBe(true);
  });

  it('matches the reference table for Good Friday / Easter Monday / Whit Monday', () => {
    const dates = (y: number) => statutoryHolidays(y).map((h) => h.date);
    expect(dates(2025)).toEqual(expect.arrayContaining(['2025-04-18', '2025-04-21', '2025-06-09']));
    expect(dates(2026)).toEqual(expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-05-25']));
    expect(dates(2027)).toEqual(expect.arrayContaining(['2027-03-26', '2027-03-29', '2027-05-17']));
  });

  it('has no Good Friday before 2017 and never makes 24 December a holiday', () => {
    expect(statutoryHolidays(2016).some((h) => h.name === 'nagypéntek')).toBe(false);
    expect(statutoryHolidays(2017).some((h) => h.name === 'nagypéntek')).toBe(true);
    for (let y = 2020; y <= 2030; y++) expect(statutoryHolidays(y).some((h) => h.date.endsWith('-12-24'))).toBe(false);
  });
});

describe('WorkingDayCalendar', () => {
  const calendar = createWorkingDayCalendar();

  it('classifies days with their source', () => {
    expect(calendar.dayInfo('2026-03-16')).toEqual({ date: '2026-03-16', weekday: 1, kind: 'workday', name: null, source: null, provisional: false });
    expect(calendar.dayInfo('2026-03-14')).toMatchObject({ kind: 'weekend', weekday: 6 });
    expect(calendar.dayInfo('2026-03-15')).toMatchObject({ kind: 'holiday', name: 'nemzeti ünnep', source: STATUTORY_HOLIDAY_SOURCE });
    expect(calendar.dayInfo('2026-01-02')).toMatchObject({ kind: 'rest_day', source: expect.stringContaining('10/2025. (IV. 30.) NGM rendelet') });
    expect(calendar.dayInfo('2026-01-10')).toMatchObject({ kind: 'working_saturday', name: 'áthelyezett munkanap (2026. január 2. helyett)' });
    expect(calendar.dayInfo('2025-12-24')).toMatchObject({ kind: 'rest_day', source: expect.stringContaining('11/2024. (IV. 8.) NGM rendelet') });
  });

  it('holds the swapped days of the 2025 and 2026 decrees (reference §2)', () => {
    const pairs = [
      ['2025-05-02', '2025-05-17'],
      ['2025-10-24', '2025-10-18'],
      ['2025-12-24', '2025-12-13'],
      ['2026-01-02', '2026-01-10'],
      ['2026-08-21', '2026-08-08'],
      ['2026-12-24', '2026-12-12'],
    ];
    for (const [rest, work] of pairs) {
      expect(calendar.isWorkingDay(rest!)).toBe(false);
      expect(calendar.dayInfo(work!).weekday).toBe(6);
      expect(calendar.isWorkingDay(work!)).toBe(true);
      expect(calendar.isWorkingDay(work!, { saturdayWorkdays: false })).toBe(false);
    }
    expect(calendar.entriesOfYear(2026)).toHaveLength(13 + 6);
  });

  // One case per swap of the 2020–2024 decrees (issue 39.1): the rest day is not a working day,
  // the Saturday is, and both cite the decree.
  const PAST_SWAPS: ReadonlyArray<[rest: string, work: string, decree: string]> = [
    ['2020-08-21', '2020-08-29', '7/2019. (VI. 25.) PM rendelet'],
    ['2020-12-24', '2020-12-12', '7/2019. (VI. 25.) PM rendelet'],
    ['2021-12-24', '2021-12-11', '14/2020. (V. 13.) ITM rendelet'],
    ['2022-03-14', '2022-03-26', '23/2021. (VI. 1.) ITM rendelet'],
    ['2022-10-31', '2022-10-15', '23/2021. (VI. 1.) ITM rendelet'],
    ['2024-08-19', '2024-08-03', '15/2023. (VII. 13.) GFM rendelet'],
    ['2024-12-24', '2024-12-07', '15/2023. (VII. 13.) GFM rendelet'],
    ['2024-12-27', '2024-12-14', '15/2023. (VII. 13.) GFM rendelet'],
  ];
  it.each(PAST_SWAPS)('rest day %s is worked on Saturday %s (%s)', (rest, work, decree) => {
    expect(calendar.dayInfo(rest)).toMatchObject({ kind: 'rest_day', provisional: false, source: expect.stringContaining(decree) });
    expect(calendar.isWorkingDay(rest)).toBe(false);
    expect(calendar.dayInfo(work)).toMatchObject({ kind: 'working_saturday', weekday: 6, provisional: false, source: expect.stringContaining(decree) });
    expect(calendar.isWorkingDay(work)).toBe(true);
    expect(calendar.decreeOf(Number(rest.slice(0, 4)))?.decree).toBe(decree);
  });

  it('holds every swap of the known decrees and nothing else', () => {
    expect(BUILT_IN_SWAPPED_DAYS).toHaveLength(2 * (PAST_SWAPS.length + 6));
    // 2023 had no decree because no day needed swapping: an ordinary year, not a provisional one.
    expect(calendar.entriesOfYear(2023).every((e) => e.kind === 'holiday')).toBe(true);
    expect(calendar.decreeOf(2023)?.decree).toContain('nincs munkarendi rendelet');
    for (let year = 2020; year <= 2026; year++) expect(calendar.isProvisionalYear(year)).toBe(false);
    // A swapped rest day is always a weekday and its working day a Saturday of the same year.
    for (const e of BUILT_IN_SWAPPED_DAYS) expect(calendar.dayInfo(e.date).weekday).toSatisfy((d: number) => (e.kind === 'rest_day' ? d <= 5 : d === 6));
  });

  it('marks years without a known decree as provisional', () => {
    expect(calendar.isProvisionalYear(2025)).toBe(false);
    expect(calendar.isProvisionalYear(2026)).toBe(false);
    expect(calendar.isProvisionalYear(2027)).toBe(true);
    expect(calendar.decreeOf(2026)?.decree).toBe('10/2025. (IV. 30.) NGM rendelet');
    expect(calendar.decreeOf(2027)).toBeNull();
    expect(calendar.dayInfo('2027-03-29')).toMatchObject({ kind: 'holiday', name: 'húsvéthétfő', provisional: true });
  });

  it('takes a later year from the database as input, replacing built-in entries on the same date', () => {
    const withDb = createWorkingDayCalendar({
      entries: [
        { date: '2027-12-24', kind: 'rest_day', name: 'áthelyezett pihenőnap', source: 'admin: 2027. évi rendelet' },
        { date: '2027-12-11', kind: 'working_saturday', name: 'áthelyezett munkanap', source: 'admin: 2027. évi rendelet' },
        { date: '2026-08-08', kind: 'working_saturday', name: 'javított bejegyzés', source: 'admin' },
      ],
      decrees: [{ year: 2027, decree: 'x/2026. NGM rendelet', source: 'Magyar Közlöny' }],
    });
    expect(withDb.isProvisionalYear(2027)).toBe(false);
    expect(withDb.isWorkingDay('2027-12-24')).toBe(false);
    expect(withDb.isWorkingDay('2027-12-11')).toBe(true);
    expect(withDb.dayInfo('2026-08-08').name).toBe('javított bejegyzés');
    expect(withDb.version).not.toBe(calendar.version);
    expect(createWorkingDayCalendar().version).toBe(calendar.version);
  });

  it('can be built without the static table (the database holds everything)', () => {
    const bare = createWorkingDayCalendar({ includeBuiltIn: false });
    expect(bare.isProvisionalYear(2026)).toBe(true);
    expect(bare.isWorkingDay('2026-01-02')).toBe(true);
    expect(bare.isWorkingDay('2026-01-01')).toBe(false);
  });

  it('finds the next working day', () => {
    expect(calendar.nextWorkingDayOnOrAfter('2025-04-18')).toBe('2025-04-22');
    expect(calendar.nextWorkingDayOnOrAfter('2026-03-17')).toBe('2026-03-17');
    expect(calendar.nextWorkingDayOnOrAfter('2025-12-24')).toBe('2025-12-29');
    expect(calendar.nextWorkingDayOnOrAfter('2026-01-10', { saturdayWorkdays: false })).toBe('2026-01-12');
  });

  it('refuses entries with invalid dates and malformed lookups', () => {
    expect(() => createWorkingDayCalendar({ entries: [{ date: '2027-02-30', kind: 'holiday', name: 'x', source: 'x' }] })).toThrow(RangeError);
    expect(() => calendar.dayInfo('2026-13-01')).toThrow(RangeError);
  });
});
