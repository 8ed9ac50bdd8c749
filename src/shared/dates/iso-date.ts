// Calendar dates without a time of day ("2026-11-23"), as deadlines, birth dates and invoice
// dates are: arithmetic on whole days in UTC, so no time zone or DST can shift a day.
import { dateTimeFormat } from '../intl';

/** A calendar date as `YYYY-MM-DD` (years 1000–9999). */
export type IsoDate = string;

export interface CivilDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The parts of a real `YYYY-MM-DD` date, or null (wrong shape, 2026-02-30, year < 1000). */
export function parseIsoDate(value: string): CivilDate | null {
  const m = ISO_DATE.exec(value);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

function requireDate(value: IsoDate): CivilDate {
  const d = parseIsoDate(value);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(value)}`);
  return d;
}

export function toIsoDate({ year, month, day }: CivilDate): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (negative before). */
export function toEpochDay(date: IsoDate): number {
  const { year, month, day } = requireDate(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function fromEpochDay(epochDay: number): IsoDate {
  const d = new Date(epochDay * MS_PER_DAY);
  return toIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromEpochDay(toEpochDay(date) + days);
}

/** `to − from` in days. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toEpochDay(to) - toEpochDay(from);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const { year, month, day } = requireDate(date);
  const js = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return js === 0 ? 7 : js;
}

/**
 * The same-numbered day `months` later, clamped to the month's last day when that day is
 * missing (Jan 31 + 1 month → Feb 28/29): the rule of Pp. 146. § and Ptk. 6:8. §.
 */
export function addMonthsClamped(date: IsoDate, months: number): { date: IsoDate; clamped: boolean } {
  const { year, month, day } = requireDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = daysInMonth(y, m);
  return { date: toIsoDate({ year: y, month: m, day: Math.min(day, last) }), clamped: day > last };
}

/** The calendar date of an instant in a time zone (default Europe/Budapest). */
export function isoDateInZone(instant: Date, timeZone = 'Europe/Budapest'): IsoDate {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate({ year: get('year'), month: get('month'), day: get('day') });
}

/** Today in Hungary. */
export function todayInBudapest(now: Date = new Date()): IsoDate {
  return isoDateInZone(now, 'Europe/Budapest');
}

export function minIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a <= b ? a : b;
}

export function maxIsoDate(a: IsoDate, b: IsoDate): IsoDate {
  return a >= b ? a : b;
}
