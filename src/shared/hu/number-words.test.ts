import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NBSP } from './format';
import { amountInWords, amountInWordsClause, NUMBER_WORDS_MAX, numberToHungarianWords } from './number-words';

describe('numberToHungarianWords', () => {
  it.each([
    [0, 'nulla'],
    [1, 'egy'],
    [2, 'kettő'],
    [9, 'kilenc'],
    [10, 'tíz'],
    [11, 'tizenegy'],
    [12, 'tizenkettő'],
    [19, 'tizenkilenc'],
    [20, 'húsz'],
    [21, 'huszonegy'],
    [22, 'huszonkettő'],
    [30, 'harminc'],
    [45, 'negyvenöt'],
    [99, 'kilencvenkilenc'],
    [100, 'száz'],
    [101, 'százegy'],
    [110, 'száztíz'],
    [200, 'kétszáz'],
    [222, 'kétszázhuszonkettő'],
    [999, 'kilencszázkilencvenkilenc'],
    [1000, 'ezer'],
    [1001, 'ezeregy'],
    [1100, 'ezerszáz'],
    [1848, 'ezernyolcszáznegyvennyolc'],
    [1999, 'ezerkilencszázkilencvenkilenc'],
    [2000, 'kétezer'],
    [2001, 'kétezer-egy'],
    [2002, 'kétezer-kettő'],
    [2010, 'kétezer-tíz'],
    [2026, 'kétezer-huszonhat'],
    [4800, 'négyezer-nyolcszáz'],
    [10000, 'tízezer'],
    [12000, 'tizenkétezer'],
    [20512, 'húszezer-ötszáztizenkettő'],
    [100000, 'százezer'],
    [101000, 'százegyezer'],
    [999999, 'kilencszázkilencvenkilencezer-kilencszázkilencvenkilenc'],
    [1000000, 'egymillió'],
    [1000001, 'egymillió-egy'],
    [1000100, 'egymillió-száz'],
    [1001000, 'egymillió-egyezer'],
    [1001500, 'egymillió-egyezer-ötszáz'],
    [1100000, 'egymillió-százezer'],
    [1250000, 'egymillió-kétszázötvenezer'],
    [2000000, 'kétmillió'],
    [2002000, 'kétmillió-kétezer'],
    [5837952, 'ötmillió-nyolcszázharminchétezer-kilencszázötvenkettő'], // AkH. example
    [23800000, 'huszonhárommillió-nyolcszázezer'], // AkH. example
    [74000000, 'hetvennégymillió'],
    [1000000000, 'egymilliárd'],
    [2000000001, 'kétmilliárd-egy'],
    [1001000000, 'egymilliárd-egymillió'],
    [12345678901, 'tizenkétmilliárd-háromszáznegyvenötmillió-hatszázhetvennyolcezer-kilencszázegy'],
    [999999999999, 'kilencszázkilencvenkilencmilliárd-kilencszázkilencvenkilencmillió-kilencszázkilencvenkilencezer-kilencszázkilencvenkilenc'],
    [1000000000000, 'egybillió'],
    [2500000000000, 'kétbillió-ötszázmilliárd'],
  ])('%i → %s', (n, words) => {
    expect(numberToHungarianWords(n)).toBe(words);
  });

  it('writes the omitted "egy" on request (contract style)', () => {
    expect(numberToHungarianWords(1000, { explicitOne: true })).toBe('egyezer');
    expect(numberToHungarianWords(100, { explicitOne: true })).toBe('egyszáz');
    expect(numberToHungarianWords(1150, { explicitOne: true })).toBe('egyezeregyszázötven');
    expect(numberToHungarianWords(2100, { explicitOne: true })).toBe('kétezer-egyszáz');
    expect(numberToHungarianWords(1000000, { explicitOne: true })).toBe('egymillió');
  });

  it('writes negatives with "mínusz"', () => {
    expect(numberToHungarianWords(-2001)).toBe('mínusz kétezer-egy');
  });

  it('refuses fractions and numbers beyond a billiárd', () => {
    expect(() => numberToHungarianWords(1.5)).toThrow(RangeError);
    expect(() => numberToHungarianWords(Number.NaN)).toThrow(RangeError);
    expect(() => numberToHungarianWords(NUMBER_WORDS_MAX + 1)).toThrow(RangeError);
    expect(numberToHungarianWords(NUMBER_WORDS_MAX)).toMatch(/^kilencszázkilencvenkilencbillió-/);
  });

  it('follows the spelling rule on every number: one word up to 2000, hyphens only between non-empty groups above', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (n) => {
        const words = numberToHungarianWords(n);
        expect(words).toMatch(/^[a-záéíóöőúüű-]+$/);
        const groups = String(n)
          .replace(/\B(?=(\d{3})+$)/g, ' ')
          .split(' ')
          .filter((g) => Number(g) !== 0);
        const hyphens = words.split('-').length - 1;
        expect(hyphens).toBe(n <= 2000 ? 0 : groups.length - 1);
        // "kettő" only at the very end; "két" before száz/ezer/millió/milliárd
        expect(words.slice(0, -'kettő'.length)).not.toContain('kettő');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('amounts in words', () => {
  it('writes the contract clause with the amount in figures and in words', () => {
    expect(amountInWordsClause(1250000, 'HUF')).toBe(`1${NBSP}250${NBSP}000${NBSP}Ft, azaz egymillió-kétszázötvenezer forint`);
    expect(amountInWordsClause(1000)).toBe(`1000${NBSP}Ft, azaz ezer forint`);
    expect(amountInWordsClause(1000, 'HUF', { explicitOne: true })).toBe(`1000${NBSP}Ft, azaz egyezer forint`);
    expect(amountInWordsClause(0)).toBe(`0${NBSP}Ft, azaz nulla forint`);
    expect(amountInWordsClause(12500, 'EUR')).toBe(`12${NBSP}500${NBSP}EUR, azaz tizenkétezer-ötszáz euró`);
    expect(amountInWordsClause(1250.5, 'EUR')).toBe(`1250,50${NBSP}EUR, azaz ezerkétszázötven euró ötven cent`);
  });

  it('names the currency', () => {
    expect(amountInWords(2, 'HUF')).toBe('két forint');
    expect(amountInWords(21, 'EUR')).toBe('huszonegy euró');
    expect(amountInWords(0.05, 'EUR')).toBe('nulla euró öt cent');
  });

  it('rounds on the exact decimal, not the binary float (issue 39.9)', () => {
    expect(amountInWords(1.005, 'EUR')).toBe('egy euró egy cent');
    expect(amountInWords('1.005', 'EUR')).toBe('egy euró egy cent');
    expect(amountInWords(1.004, 'EUR')).toBe('egy euró');
    expect(amountInWords(0.285, 'EUR')).toBe('nulla euró huszonkilenc cent'); // 0.285 * 100 = 28.499999… as a float
    expect(amountInWords(2.675, 'USD')).toBe('két amerikai dollár hatvannyolc cent');
    expect(amountInWords('12500.995', 'EUR')).toBe('tizenkétezer-ötszázegy euró');
  });

  it('uses "két" before the noun, for the whole amount and the cents (issue 39.9)', () => {
    expect(amountInWords(2000.02, 'EUR')).toBe('kétezer euró két cent');
    expect(amountInWords(22.12, 'EUR')).toBe('huszonkét euró tizenkét cent');
    expect(amountInWords(2002, 'HUF')).toBe('kétezer-két forint');
    expect(amountInWordsClause(2, 'HUF')).toBe(`2${NBSP}Ft, azaz két forint`);
    // The number alone keeps "kettő".
    expect(numberToHungarianWords(2002)).toBe('kétezer-kettő');
    expect(numberToHungarianWords(22, { attributive: true })).toBe('huszonkét');
  });

  it('refuses fillér amounts in HUF and negative amounts', () => {
    expect(() => amountInWordsClause(1250.5, 'HUF')).toThrow(RangeError);
    expect(() => amountInWords(-1, 'HUF')).toThrow(RangeError);
  });
});
