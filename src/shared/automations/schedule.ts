// When a scheduled rule runs next (issue 36.1, decision 0362): at the rule's hour in Budapest time
// (CET/CEST, the firm's clock), on every day, on one weekday or on one day of the month (1–28, so
// every month has it). Pure: the server stores the result as the rule's next_run_at and the
// schedule sweep enqueues the rules whose time has come.
import { addDays, isoDateInZone, isoWeekday, type IsoDate, parseIsoDate } from '../dates/iso-date';
import type { Trigger } from './automations';
import { hourInZone } from '../dates/zoned-time';

type Schedule = Extract<Trigger, { kind: 'schedule' }>;

/** The instant of `hour`:00 on `date` in Budapest (UTC+1 in winter, UTC+2 in summer). */
export function budapestInstant(date: IsoDate, hour: number): Date {
  const d = parseIsoDate(date)!;
  for (const offset of [1, 2]) {
    const candidate = new Date(Date.UTC(d.year, d.month - 1, d.day, hour - offset));
    if (hourInZone(candidate) === hour && isoDateInZone(candidate) === date) return candidate;
  }
  // The hour skipped by the spring change (02:00): the first instant after it.
  return new Date(Date.UTC(d.year, d.month - 1, d.day, hour - 1));
}

function dayMatches(s: Schedule, date: IsoDate): boolean {
  if (s.frequency === 'daily') return true;
  if (s.frequency === 'weekly') return isoWeekday(date) === (s.weekday ?? 1);
  return parseIsoDate(date)!.day === (s.dayOfMonth ?? 1);
}

/** The first run strictly after `after`. */
export function nextScheduledRun(s: Schedule, after: Date): Date {
  const today = isoDateInZone(after);
  for (let i = 0; i <= 62; i++) {
    const date = addDays(today, i);
    if (!dayMatches(s, date)) continue;
    const at = budapestInstant(date, s.hour);
    if (at.getTime() > after.getTime()) return at;
  }
  throw new Error('no scheduled run within 62 days');
}
