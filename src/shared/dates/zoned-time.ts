// Local wall-clock time in an IANA zone ⇄ instants, with the platform's Intl only (no library).
// A wall-clock time may not exist (the spring gap: 02:30 on the last Sunday of March in Budapest)
// or exist twice (the autumn fold: 02:30 on the last Sunday of October); callers decide what to
// do with either, instead of a silent shift (Cal.com's DST bugs, reference §3).
import { parseIsoDate, type IsoDate } from './iso-date';
import { dateTimeFormat } from '../intl';

export const BUDAPEST = 'Europe/Budapest';

const formatter = (timeZone: string) => dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });

/** The hour (0–23) of an instant in a zone. */
export function hourInZone(instant: Date, timeZone = BUDAPEST): number {
  return Number(dateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** The wall clock of an instant in a zone. */
export function wallClockOf(instant: Date, timeZone = BUDAPEST): WallClock {
  const parts = formatter(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

/** The zone's offset from UTC at an instant, in minutes (Budapest: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone = BUDAPEST): number {
  const w = wallClockOf(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** "HH:MM" → minutes after midnight (24:00 → 1440), or null. */
export function parseClock(value: string): number | null {
  const m = /^(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return null;
  return h * 60 + min;
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Every instant at which the zone's clock shows `minutes` after midnight of `date`, earliest first:
 * none in a spring gap, two in an autumn fold, one otherwise. 24:00 is the next day's 00:00.
 */
export function instantsOfWallClock(date: IsoDate, minutes: number, timeZone = BUDAPEST): Date[] {
  const d = parseIsoDate(date);
  if (!d) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  const naive = Date.UTC(d.year, d.month - 1, d.day) + minutes * 60_000;
  // The offsets a few hours either side cover every transition of a real zone (at most one a day).
  const offsets = new Set([zoneOffsetMinutes(new Date(naive - 6 * 3_600_000), timeZone), zoneOffsetMinutes(new Date(naive + 6 * 3_600_000), timeZone)]);
  const found: number[] = [];
  for (const offset of offsets) {
    const candidate = naive - offset * 60_000;
    const w = wallClockOf(new Date(candidate), timeZone);
    if (Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === naive && !found.includes(candidate)) found.push(candidate);
  }
  return found.sort((a, b) => a - b).map((t) => new Date(t));
}

/** "2026-03-29T03:00:00+02:00": the instant written with the zone's offset at that instant. */
export function toZonedIso(instant: Date, timeZone = BUDAPEST): string {
  const w = wallClockOf(instant, timeZone);
  const offset = zoneOffsetMinutes(instant, timeZone);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
