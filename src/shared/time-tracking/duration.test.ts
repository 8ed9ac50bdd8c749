import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDuration, parseDuration, roundDuration, type DurationStyle } from './duration';
import { durationInputSchema, durationRoundingSchema } from './duration.schemas';

describe('parseDuration', () => {
  it.each([
    ['1:12', 72],
    ['0:45', 45],
    ['10:05', 605],
    ['1h 12m', 72],
    ['1h12m', 72],
    ['1 h 12 m', 72],
    ['1ó 12p', 72],
    ['1 ó 12 p', 72],
    ['1 óra 12 perc', 72],
    ['1 ora 12 perc', 72],
    ['1 o 12 p', 72],
    ['1Ó 12P', 72],
    ['2h', 120],
    ['2 óra', 120],
    ['72p', 72],
    ['72m', 72],
    ['72 perc', 72],
    ['72 min', 72],
    ['72p.', 72],
    ['1,2 ó', 72],
    ['1,2ó', 72],
    ['1.2 h', 72],
    ['1.5h', 90],
    ['0,1 ó', 6],
    ['0,25 óra', 15],
    ['0.33h', 20], // 19.8 minutes → nearest minute
    ['  1:30  ', 90],
  ])('%j → %i minutes', (input, minutes) => {
    expect(parseDuration(input)).toEqual({ ok: true, minutes, assumedUnit: null });
  });

  it('reads a bare whole number as minutes and a bare decimal as hours, and says so', () => {
    expect(parseDuration('90')).toEqual({ ok: true, minutes: 90, assumedUnit: 'minutes' });
    expect(parseDuration('1,5')).toEqual({ ok: true, minutes: 90, assumedUnit: 'hours' });
    expect(parseDuration('0.2')).toEqual({ ok: true, minutes: 12, assumedUnit: 'hours' });
  });

  it.each([
    ['', 'DURATION_REQUIRED'],
    ['   ', 'DURATION_REQUIRED'],
    ['abc', 'DURATION_FORMAT'],
    ['1:2', 'DURATION_FORMAT'],
    ['1:60', 'DURATION_MINUTES_RANGE'],
    ['1h 60m', 'DURATION_MINUTES_RANGE'],
    ['1ó 75p', 'DURATION_MINUTES_RANGE'],
    ['1,5p', 'DURATION_FRACTIONAL_MINUTES'],
    ['1h 2,5m', 'DURATION_FRACTIONAL_MINUTES'],
    ['1,5h 10m', 'DURATION_FORMAT'],
    ['12m 1h', 'DURATION_FORMAT'],
    ['-30', 'DURATION_FORMAT'],
    ['1h -5m', 'DURATION_FORMAT'],
    ['0', 'DURATION_ZERO'],
    ['0:00', 'DURATION_ZERO'],
    ['0p', 'DURATION_ZERO'],
    ['24:01', 'DURATION_TOO_LONG'],
    ['25h', 'DURATION_TOO_LONG'],
    ['1441', 'DURATION_TOO_LONG'],
    ['1'.repeat(60), 'DURATION_FORMAT'],
  ])('%j → %s', (input, code) => {
    const r = parseDuration(input);
    expect(r).toMatchObject({ ok: false, code });
    if (!r.ok) expect(r.message.length).toBeGreaterThan(10);
  });

  it('honours maxMinutes and allowZero', () => {
    expect(parseDuration('24:00')).toMatchObject({ ok: true, minutes: 1440 });
    expect(parseDuration('30:00', { maxMinutes: 48 * 60 })).toMatchObject({ ok: true, minutes: 1800 });
    expect(parseDuration('0', { allowZero: true })).toMatchObject({ ok: true, minutes: 0 });
  });
});

describe('formatDuration', () => {
  it.each([
    [72, 'clock', '1:12'],
    [5, 'clock', '0:05'],
    [600, 'clock', '10:00'],
    [72, 'units', '1 ó 12 p'],
    [60, 'units', '1 ó'],
    [12, 'units', '12 p'],
    [0, 'units', '0 p'],
    [72, 'decimal-hours', '1,2 ó'],
    [90, 'decimal-hours', '1,5 ó'],
    [20, 'decimal-hours', '0,33 ó'],
    [120, 'decimal-hours', '2 ó'],
  ] as const)('%i in %s → %s', (minutes, style, text) => {
    expect(formatDuration(minutes, style)).toBe(text);
  });

  it('round-trips through the parser (clock and units exactly)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.constantFrom<DurationStyle>('clock', 'units'), (minutes, style) => {
        expect(parseDuration(formatDuration(minutes, style))).toMatchObject({ ok: true, minutes });
      }),
    );
  });

  it('refuses negative or fractional minutes', () => {
    expect(() => formatDuration(-1)).toThrow(RangeError);
    expect(() => formatDuration(1.5)).toThrow(RangeError);
  });
});

describe('roundDuration', () => {
  it.each([
    [1, 'up', 6, 6],
    [6, 'up', 6, 6],
    [7, 'up', 6, 12],
    [72, 'up', 6, 72],
    [73, 'up', 6, 78],
    [0, 'up', 6, 0],
    [2, 'nearest', 6, 0],
    [3, 'nearest', 6, 6],
    [8, 'nearest', 6, 6],
    [9, 'nearest', 6, 12],
    [7, 'nearest', 15, 0],
    [8, 'nearest', 15, 15],
    [14, 'down', 15, 0],
    [31, 'down', 15, 30],
    [7, 'none', 6, 7],
    [61, 'up', 60, 120],
  ] as const)('%i minutes, %s to %i → %i', (minutes, mode, incrementMinutes, expected) => {
    expect(roundDuration(minutes, { mode, incrementMinutes })).toBe(expected);
  });

  it('defaults to rounding up to 6 minutes', () => {
    expect(roundDuration(1)).toBe(6);
  });

  it('never rounds up below the input nor more than one unit above it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.constantFrom(1, 5, 6, 10, 15, 30, 60), (minutes, step) => {
        const up = roundDuration(minutes, { mode: 'up', incrementMinutes: step });
        expect(up % step).toBe(0);
        expect(up).toBeGreaterThanOrEqual(minutes);
        expect(up - minutes).toBeLessThan(step);
        const nearest = roundDuration(minutes, { mode: 'nearest', incrementMinutes: step });
        expect(Math.abs(nearest - minutes)).toBeLessThanOrEqual(step / 2);
      }),
    );
  });

  it('refuses a bad increment', () => {
    expect(() => roundDuration(5, { mode: 'up', incrementMinutes: 0 })).toThrow(RangeError);
  });
});

describe('schemas', () => {
  it('turns typed durations into minutes, with the code on failure', () => {
    expect(durationInputSchema.parse('1ó 12p')).toBe(72);
    const r = durationInputSchema.safeParse('1:75');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ message: 'Óra mellett a perc 0 és 59 között lehet (például 1:45 vagy 1ó 45p).', params: { code: 'DURATION_MINUTES_RANGE' } });
  });

  it('validates the firm rounding setting', () => {
    expect(durationRoundingSchema.parse({ mode: 'up', incrementMinutes: 6 })).toEqual({ mode: 'up', incrementMinutes: 6 });
    expect(durationRoundingSchema.safeParse({ mode: 'up', incrementMinutes: 7 }).success).toBe(false);
    expect(durationRoundingSchema.safeParse({ mode: 'sideways', incrementMinutes: 6 }).success).toBe(false);
  });
});
