import { describe, expect, it } from 'vitest';
import { add, compare, formatDecimal, mul, normalizeDecimal, parseDecimal, roundTo, sum } from './decimal';

const d = parseDecimal;

describe('decimal', () => {
  it('parses and formats exactly, keeping the scale', () => {
    expect(formatDecimal(d('0.10'))).toBe('0.10');
    expect(formatDecimal(d('-0.05'))).toBe('-0.05');
    expect(formatDecimal(d('12'), 2)).toBe('12.00');
    expect(() => d('1,5')).toThrow(RangeError);
    expect(() => d('1e3')).toThrow(RangeError);
  });

  it('does not suffer binary floating point (0.1 + 0.2, 1.005 × 1000)', () => {
    expect(formatDecimal(add(d('0.1'), d('0.2')))).toBe('0.3');
    expect(formatDecimal(mul(d('1.005'), d('1000')), 2)).toBe('1005.00');
  });

  it('rounds half away from zero, symmetrically for negatives', () => {
    expect(formatDecimal(roundTo(d('2.5'), 0))).toBe('3');
    expect(formatDecimal(roundTo(d('-2.5'), 0))).toBe('-3');
    expect(formatDecimal(roundTo(d('2.4999'), 0))).toBe('2');
    expect(formatDecimal(roundTo(d('0.125'), 2))).toBe('0.13');
    expect(formatDecimal(roundTo(d('-0.125'), 2))).toBe('-0.13');
    expect(formatDecimal(roundTo(d('-0.004'), 2))).toBe('0.00');
  });

  it('sums, compares and normalizes', () => {
    expect(formatDecimal(sum([d('1.10'), d('2'), d('-0.1')]))).toBe('3.00');
    expect(compare(d('1.50'), d('1.5'))).toBe(0);
    expect(compare(d('-1'), d('0.01'))).toBe(-1);
    expect(normalizeDecimal('1.500')).toBe('1.5');
    expect(normalizeDecimal('-2.000')).toBe('-2');
    expect(normalizeDecimal('0.0')).toBe('0');
  });
});
