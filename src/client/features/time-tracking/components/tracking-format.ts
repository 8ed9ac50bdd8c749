// How the time-tracking pages print durations, money and days: "1:30", "52 500 Ft", "120,50 EUR",
// "2026. november 23., hétfő" (Hungarian formatting of shared/hu/format.ts in both languages).
import { formatHuDate, formatMoney, huWeekdayName } from '@shared/hu/format';
import { formatDuration } from '@shared/time-tracking/duration';
import type { Money } from '@shared/time-tracking/time-tracking.schemas';

export const clock = (minutes: number) => formatDuration(minutes, 'clock');

export const money = (m: Money) => formatMoney(Number(m.amount), m.currency);

/** "52 500 Ft + 24,10 EUR", or "–" when nothing billable. */
export const amounts = (list: readonly Money[]) => (list.length === 0 ? '–' : list.map(money).join(' + '));

export const longDay = (date: string) => formatHuDate(date, 'long');
export const mediumDay = (date: string) => formatHuDate(date, 'medium');
export const weekday = (date: string) => huWeekdayName(date);

/** "1:02:05" from milliseconds, for the running timer. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
