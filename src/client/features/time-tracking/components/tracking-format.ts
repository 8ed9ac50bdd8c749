// How the time-tracking pages print durations, money and days: "1:30", "52 500 Ft", "120,50 EUR",
// "2026. nov. 23., hétfő" (Hungarian formatting of shared/hu/format.ts in both languages).
import { formatHuDate, formatHuDateWithWeekday, formatMoney } from '@shared/hu/format';
import { formatDuration } from '@shared/time-tracking/duration';
import type { Money } from '@shared/time-tracking/time-tracking.schemas';

export const clock = (minutes: number) => formatDuration(minutes, 'clock');

export const money = (m: Money) => formatMoney(Number(m.amount), m.currency);

export const longDay = (date: string) => formatHuDate(date, 'long');
export const mediumDay = (date: string) => formatHuDate(date, 'medium');
/** "2026. nov. 30., hétfő": a day of the week's totals, with the comma Hungarian date style puts before the weekday. */
export const dayWithWeekday = (date: string) => formatHuDateWithWeekday(date, 'medium');

/** "1:02:05" from milliseconds, for the running timer. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
