import { describe, expect, it } from 'vitest';
import { formatHuDate, formatHuDateCase, formatHuDateWithWeekday, formatHuDecimal, formatHuf, formatHuNumber, formatMoney, formatWeekRange, huWeekdayName, NBSP } from './format';

const intlHuf = (n: number) => new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'HUF', maximumFractionDigits: 0 }).format(n);

describe('Hungarian dates', () => {
  it.each([
    ['2026-11-23', 'long', '2026. november 23.'],
    ['2026-11-23', 'medium', '2026. nov. 23.'],
    ['2026-11-23', 'short', '2026. 11. 23.'],
    ['2026-01-05', 'long', '2026. január 5.'],
    ['2026-01-05', 'short', '2026. 01. 05.'],
    ['2025-09-01', 'medium', '2025. szept. 1.'],
    ['2025-02-14', 'medium', '2025. febr. 14.'],
  ] as const)('%s %s → %s', (date, style, expected) => {
    expect(formatHuDate(date, style)).toBe(expected);
  });

  it('agrees with Intl hu-HU for the long and short styles', () => {
    for (const iso of ['2026-11-23', '2026-01-05', '2025-05-17', '2024-02-29']) {
      const d = new Date(`${iso}T12:00:00Z`);
      expect(formatHuDate(iso, 'long')).toBe(new Intl.DateTimeFormat('hu-HU', { dateStyle: 'long', timeZone: 'UTC' }).format(d));
      expect(formatHuDate(iso, 'short')).toBe(new Intl.DateTimeFormat('hu-HU', { dateStyle: 'short', timeZone: 'UTC' }).format(d));
    }
  });

  it('shows an instant as its day in Budapest', () => {
    expect(formatHuDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026. november 23.');
  });

  it('adds the weekday', () => {
    expect(huWeekdayName('2026-11-23')).toBe('hétfő');
    expect(formatHuDateWithWeekday('2026-03-15')).toBe('2026. március 15., vasárnap');
  });

  it.each([
    [1, 'to', '2026. március 1-jére'],
    [2, 'to', '2026. március 2-ára'],
    [3, 'to', '2026. március 3-ára'],
    [4, 'to', '2026. március 4-ére'],
    [5, 'to', '2026. március 5-ére'],
    [6, 'to', '2026. március 6-ára'],
    [7, 'to', '2026. március 7-ére'],
    [8, 'to', '2026. március 8-ára'],
    [9, 'to', '2026. március 9-ére'],
    [10, 'to', '2026. március 10-ére'],
    [11, 'to', '2026. március 11-ére'],
    [12, 'to', '2026. március 12-ére'],
    [16, 'to', '2026. március 16-ára'],
    [20, 'to', '2026. március 20-ára'],
    [21, 'to', '2026. március 21-ére'],
    [22, 'to', '2026. március 22-ére'],
    [23, 'to', '2026. március 23-ára'],
    [30, 'to', '2026. március 30-ára'],
    [31, 'to', '2026. március 31-ére'],
    [23, 'on', '2026. március 23-án'],
    [1, 'on', '2026. március 1-jén'],
    [15, 'on', '2026. március 15-én'],
    [15, 'nominative', '2026. március 15-e'],
    [1, 'nominative', '2026. március 1-je'],
    [10, 'from', '2026. március 10-étől'],
    [28, 'from', '2026. március 28-ától'],
    [1, 'adjective', '2026. március 1-jei'],
    [10, 'adjective', '2026. március 10-i'],
  ] as const)('day %i with case %s → %s', (day, grammaticalCase, expected) => {
    expect(formatHuDateCase(`2026-03-${String(day).padStart(2, '0')}`, grammaticalCase)).toBe(expected);
  });
});

describe('formatWeekRange, a week with its year', () => {
  it.each([
    ['2026-12-07', '2026-12-13', '2026. dec. 7–13.'],
    ['2026-11-30', '2026-12-06', '2026. nov. 30. – dec. 6.'],
    ['2026-12-28', '2027-01-03', '2026. dec. 28. – 2027. jan. 3.'],
    ['2027-02-01', '2027-02-07', '2027. febr. 1–7.'],
  ])('%s – %s → %s', (from, to, text) => {
    expect(formatWeekRange(from, to)).toBe(text);
  });
});

describe('Hungarian numbers and money', () => {
  it('prints a decimal string exactly, without float rounding', () => {
    expect(formatHuDecimal('33.335')).toBe('33,335');
    expect(formatHuDecimal('1.005', { minFractionDigits: 2 })).toBe('1,005');
    expect(formatHuDecimal('12.5', { minFractionDigits: 2 })).toBe('12,50');
    expect(formatHuDecimal('-1250000.5')).toBe(`-1${NBSP}250${NBSP}000,5`);
    expect(formatHuDecimal('0.1234567891')).toBe('0,1234567891');
    expect(formatHuDecimal('-0.00')).toBe('0,00');
    expect(() => formatHuDecimal('1e3')).toThrow(RangeError);
  });

  it('groups from five digits with a no-break space, with a decimal comma', () => {
    expect(formatHuNumber(1250000)).toBe(`1${NBSP}250${NBSP}000`);
    expect(formatHuNumber(4800)).toBe('4800');
    expect(formatHuNumber(20611)).toBe(`20${NBSP}611`);
    expect(formatHuNumber(1250.5)).toBe('1250,5');
    expect(formatHuNumber(0.125)).toBe('0,125');
    expect(formatHuNumber(1.2, { fractionDigits: 2 })).toBe('1,20');
    expect(formatHuNumber(-12500)).toBe(`-12${NBSP}500`);
    expect(formatHuNumber(-0.0001)).toBe('0');
    expect(() => formatHuNumber(Number.NaN)).toThrow(RangeError);
  });

  it('matches Intl hu-HU exactly, so server and browser print the same characters', () => {
    for (const n of [0, 7, 999, 1000, 4800, 14900, 100000, 1250000, 999999999999]) {
      expect(formatHuNumber(n)).toBe(new Intl.NumberFormat('hu-HU').format(n));
      expect(formatHuf(n)).toBe(intlHuf(n));
    }
    for (const n of [1250.5, 1250000.25, 0.5]) {
      expect(formatMoney(n, 'EUR')).toBe(new Intl.NumberFormat('hu-HU', { style: 'currency', currency: 'EUR' }).format(n));
    }
  });

  it('prints money in forints and foreign currencies', () => {
    expect(formatHuf(1250000)).toBe(`1${NBSP}250${NBSP}000${NBSP}Ft`);
    expect(formatHuf(1249.6)).toBe(`1250${NBSP}Ft`);
    expect(formatMoney(1250, 'EUR')).toBe(`1250,00${NBSP}EUR`);
    expect(formatMoney(1250, 'EUR', { trimZeroCents: true })).toBe(`1250${NBSP}EUR`);
    expect(formatMoney(1250.5, 'EUR', { trimZeroCents: true })).toBe(`1250,50${NBSP}EUR`);
  });
});
