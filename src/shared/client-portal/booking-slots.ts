// Free appointment slots (issue 35 point 3, decision 0358): pure, in the firm's zone
// (Europe/Budapest). Slots are stepped on the local wall clock of each calendar date and each wall
// time is turned into an instant through the zone: a time in the spring gap (02:30 on the last
// Sunday of March) is skipped, never shifted; a time in the autumn fold (02:00–02:59 on the last
// Sunday of October) is offered once, at its first (summer-time) occurrence, so the doubled hour
// never shows up twice. Statutory holidays and swapped rest days are closed; a swapped working
// Saturday is open with the lawyer's Friday hours; exceptions close a day or a window, or add hours.
import { addDays, isoWeekday, type IsoDate } from '../dates/iso-date';
import { BUDAPEST, formatClock, instantsOfWallClock, parseClock } from '../dates/zoned-time';
import type { DayKind } from '../compliance-tracker/working-day-calendar';

export interface WeeklyWindow {
  /** 1 = Monday … 7 = Sunday */
  weekday: number;
  startTime: string;
  endTime: string;
}

export interface AvailabilityException {
  date: IsoDate;
  kind: 'off' | 'extra';
  /** Both null: the whole day (for "off"). */
  startTime: string | null;
  endTime: string | null;
}

export interface BusyRange {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  /** First and last calendar date (inclusive) in the zone. */
  from: IsoDate;
  to: IsoDate;
  durationMinutes: number;
  bufferMinutes: number;
  /** Distance between two offered starts on the wall clock; default 30. */
  stepMinutes?: number;
  weekly: readonly WeeklyWindow[];
  exceptions: readonly AvailabilityException[];
  /** The working-day calendar (holidays, swapped days): only the day's kind is read. */
  calendar: { dayInfo(date: IsoDate): { kind: DayKind } };
  /** The lawyer's busy ranges [start, end) – other bookings with their buffers. */
  busy: readonly BusyRange[];
  /** No slot starts before this instant (now + the minimum notice). */
  earliest: Date;
  timeZone?: string;
}

export interface Slot {
  start: Date;
  end: Date;
  /** The end of the lawyer's busy time: end + buffer. */
  blockedUntil: Date;
  /** Local date and wall-clock start ("09:30"). */
  date: IsoDate;
  time: string;
}

type Window = readonly [start: number, end: number];

/** Day windows in minutes after local midnight, sorted and merged. */
function normalize(windows: Window[]): Window[] {
  const sorted = windows.filter(([s, e]) => e > s).sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [s, e] of sorted) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}

function subtract(windows: Window[], cut: Window): Window[] {
  return windows.flatMap(([s, e]): Window[] => {
    if (cut[1] <= s || cut[0] >= e) return [[s, e]];
    const parts: Window[] = [
      [s, Math.min(e, cut[0])],
      [Math.max(s, cut[1]), e],
    ];
    return parts.filter(([a, b]) => b > a);
  });
}

const clockWindow = (start: string | null, end: string | null): Window | null => {
  const s = start === null ? null : parseClock(start);
  const e = end === null ? null : parseClock(end);
  return s === null || e === null || e <= s ? null : [s, e];
};

/** The open windows of one local date (minutes after midnight). */
export function openWindows(date: IsoDate, q: Pick<SlotQuery, 'weekly' | 'exceptions' | 'calendar'>): Window[] {
  const { kind } = q.calendar.dayInfo(date);
  const weekday = kind === 'working_saturday' ? 5 : isoWeekday(date);
  let windows: Window[] =
    kind === 'holiday' || kind === 'rest_day'
      ? []
      : q.weekly
          .filter((w) => w.weekday === weekday)
          .map((w) => clockWindow(w.startTime, w.endTime))
          .filter((w): w is Window => w !== null);
  const todays = q.exceptions.filter((x) => x.date === date);
  for (const x of todays) {
    if (x.kind !== 'off') continue;
    if (x.startTime === null && x.endTime === null) windows = [];
    else {
      const cut = clockWindow(x.startTime, x.endTime);
      if (cut) windows = windows.flatMap((w) => subtract([w], cut));
    }
  }
  for (const x of todays) {
    const add = x.kind === 'extra' ? clockWindow(x.startTime, x.endTime) : null;
    if (add) windows.push(add);
  }
  return normalize(windows);
}

/** The instant a window ends: the wall time's last occurrence, or – in a spring gap – the jump itself. */
function windowEnd(date: IsoDate, minutes: number, timeZone: string): Date {
  for (let m = minutes; m <= minutes + 180; m++) {
    const at = instantsOfWallClock(date, m, timeZone);
    // In a gap the first wall time that exists again is the jump's instant.
    if (at.length > 0) return m === minutes ? at[at.length - 1]! : at[0]!;
  }
  throw new RangeError(`No instant for ${date} ${formatClock(minutes)} in ${timeZone}`);
}

/** Every free slot between `from` and `to` (local dates, inclusive), in time order. */
export function generateSlots(q: SlotQuery): Slot[] {
  const timeZone = q.timeZone ?? BUDAPEST;
  const step = q.stepMinutes ?? 30;
  const slots: Slot[] = [];
  const seen = new Set<number>();
  for (let date = q.from, guard = 0; date <= q.to && guard < 400; date = addDays(date, 1), guard++) {
    for (const [open, close] of openWindows(date, q)) {
      const closesAt = windowEnd(date, close, timeZone);
      for (let m = open; m < close; m += step) {
        const [start] = instantsOfWallClock(date, m, timeZone);
        if (!start) continue; // the spring gap: this wall time does not exist
        const end = new Date(start.getTime() + q.durationMinutes * 60_000);
        const blockedUntil = new Date(end.getTime() + q.bufferMinutes * 60_000);
        if (end > closesAt || start < q.earliest || seen.has(start.getTime())) continue;
        if (q.busy.some((b) => b.start < blockedUntil && b.end > start)) continue;
        seen.add(start.getTime());
        slots.push({ start, end, blockedUntil, date, time: formatClock(m) });
      }
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}
