// Durations of time entries as lawyers type them, in whole minutes:
//   "1:12"  "1h 12m"  "1ó 12p"  "1 óra 12 perc"  "72p"  "72m"  "72 perc"  "1,2 ó"  "1.5h"  "90"
// A bare whole number is minutes ("90" = 1:30); a bare decimal is hours ("1,5" = 1:30), since a
// fraction of a minute means nothing (decision record 0112). Hours may have decimals (rounded to
// the nearest minute), minutes may not.
import { formatHuNumber } from '../hu/format';

export const durationErrorMessages = {
  DURATION_REQUIRED: 'Add meg az időtartamot.',
  DURATION_FORMAT: 'Ismeretlen formátum. Például: 1:12, 1ó 12p, 72p, 1,2 ó vagy 90 (perc).',
  DURATION_MINUTES_RANGE: 'Óra mellett a perc 0 és 59 között lehet (például 1:45 vagy 1ó 45p).',
  DURATION_FRACTIONAL_MINUTES: 'A perc csak egész szám lehet (például 72p).',
  DURATION_ZERO: 'Az időtartam nem lehet nulla.',
  DURATION_TOO_LONG: 'Egy bejegyzés legfeljebb 24 óra lehet.',
} as const;

export type DurationErrorCode = keyof typeof durationErrorMessages;

export type DurationParseResult =
  | {
      ok: true;
      minutes: number;
      /** Set when a bare number was read as minutes or as hours, so the UI can say so. */
      assumedUnit: 'minutes' | 'hours' | null;
    }
  | { ok: false; code: DurationErrorCode; message: string };

export interface DurationParseOptions {
  /** Longest accepted duration in minutes; default 24 hours. */
  maxMinutes?: number;
  /** Accept 0 (e.g. for a filter); default false. */
  allowZero?: boolean;
}

const HOUR_UNITS = '(?:h|hr|hrs|hour|hours|ó|o|óra|ora|órát|orat)';
const MINUTE_UNITS = '(?:m|min|mins|minute|minutes|p|perc|percet)';
const NUM = '(\\d+(?:[.,]\\d+)?)';

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const BARE = new RegExp(`^${NUM}$`);
const HOURS_AND_MINUTES = new RegExp(`^${NUM}\\s*${HOUR_UNITS}\\.?\\s*(?:${NUM}\\s*${MINUTE_UNITS}\\.?)?$`);
const MINUTES_ONLY = new RegExp(`^${NUM}\\s*${MINUTE_UNITS}\\.?$`);

function failure(code: DurationErrorCode): DurationParseResult {
  return { ok: false, code, message: durationErrorMessages[code] };
}

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

function isWhole(text: string): boolean {
  return /^\d+$/.test(text);
}

export function parseDuration(input: string, options: DurationParseOptions = {}): DurationParseResult {
  const maxMinutes = options.maxMinutes ?? 24 * 60;
  const text = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if (text === '') return failure('DURATION_REQUIRED');
  if (text.length > 40) return failure('DURATION_FORMAT');

  let minutes: number;
  let assumedUnit: 'minutes' | 'hours' | null = null;
  let m: RegExpExecArray | null;
  if ((m = CLOCK.exec(text))) {
    const mins = Number(m[2]);
    if (mins > 59) return failure('DURATION_MINUTES_RANGE');
    minutes = Number(m[1]) * 60 + mins;
  } else if ((m = BARE.exec(text))) {
    const value = m[1] ?? '';
    if (isWhole(value)) {
      minutes = Number(value);
      assumedUnit = 'minutes';
    } else {
      minutes = Math.round(toNumber(value) * 60);
      assumedUnit = 'hours';
    }
  } else if ((m = HOURS_AND_MINUTES.exec(text))) {
    const hours = m[1] ?? '0';
    const mins = m[2];
    if (mins !== undefined) {
      if (!isWhole(mins)) return failure('DURATION_FRACTIONAL_MINUTES');
      if (!isWhole(hours)) return failure('DURATION_FORMAT');
      if (Number(mins) > 59) return failure('DURATION_MINUTES_RANGE');
    }
    minutes = Math.round(toNumber(hours) * 60) + Number(mins ?? 0);
  } else if ((m = MINUTES_ONLY.exec(text))) {
    const mins = m[1] ?? '';
    if (!isWhole(mins)) return failure('DURATION_FRACTIONAL_MINUTES');
    minutes = Number(mins);
  } else {
    return failure('DURATION_FORMAT');
  }

  if (minutes === 0 && !options.allowZero) return failure('DURATION_ZERO');
  if (minutes > maxMinutes) return failure('DURATION_TOO_LONG');
  return { ok: true, minutes, assumedUnit };
}

export type DurationStyle = 'clock' | 'units' | 'decimal-hours';

/**
 * 72 → "1:12" (clock), "1 ó 12 p" (units), "1,2 ó" (decimal-hours, up to 2 decimals).
 * Each form parses back to the same minutes (decimal hours up to rounding).
 */
export function formatDuration(minutes: number, style: DurationStyle = 'clock'): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Minutes must be a whole number ≥ 0: ${minutes}`);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (style === 'clock') return `${h}:${String(m).padStart(2, '0')}`;
  if (style === 'decimal-hours') return `${formatHuNumber(minutes / 60, { maxFractionDigits: 2 })} ó`;
  if (h === 0) return `${m} p`;
  return m === 0 ? `${h} ó` : `${h} ó ${m} p`;
}

export const roundingModes = ['none', 'up', 'nearest', 'down'] as const;
export type RoundingMode = (typeof roundingModes)[number];

export interface DurationRounding {
  mode: RoundingMode;
  /** The billing unit in minutes, e.g. 6 (a tenth of an hour) or 15. */
  incrementMinutes: number;
}

/** The billing units firms use; 6 minutes = 0.1 hour is the usual one. */
export const ROUNDING_INCREMENTS = [1, 5, 6, 10, 15, 30, 60] as const;

export const DEFAULT_DURATION_ROUNDING: DurationRounding = { mode: 'up', incrementMinutes: 6 };

/**
 * Rounds a duration to the firm's billing unit: "up" (any started unit counts, 1 → 6),
 * "nearest" (half a unit rounds up, 3 → 6, 2 → 0), "down", or "none".
 */
export function roundDuration(minutes: number, rounding: DurationRounding = DEFAULT_DURATION_ROUNDING): number {
  const step = rounding.incrementMinutes;
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Minutes must be a whole number ≥ 0: ${minutes}`);
  if (!Number.isInteger(step) || step < 1) throw new RangeError(`Increment must be a whole number ≥ 1: ${step}`);
  switch (rounding.mode) {
    case 'none':
      return minutes;
    case 'up':
      return Math.ceil(minutes / step) * step;
    case 'down':
      return Math.floor(minutes / step) * step;
    case 'nearest':
      return Math.floor((minutes + step / 2) / step) * step;
  }
}
