import { describe, expect, it } from 'vitest';
import { huArticle, withHuArticle } from './article';

describe('the article before a number (issue 39.3)', () => {
  it.each([
    [1, 'az'], // egy
    [5, 'az'], // öt
    [50, 'az'], // ötven
    [55, 'az'],
    [500, 'az'], // ötszáz
    [5000, 'az'], // ötezer
    [1000, 'az'], // ezer
    [1999, 'az'], // ezerkilencszáz…
    [1_250_000, 'az'], // egymillió…
    [2, 'a'],
    [3, 'a'],
    [10, 'a'],
    [11, 'a'], // tizenegy
    [15, 'a'], // tizenöt
    [21, 'a'], // huszonegy
    [100, 'a'], // száz
    [105, 'a'], // százöt
    [150, 'a'], // százötven
    [2026, 'a'], // kétezer…
    [0, 'a'], // nulla
    [-5, 'a'], // mínusz öt
  ] as const)('%s → %s', (n, article) => {
    expect(huArticle(n)).toBe(article);
  });

  it('reads the leading number of a text', () => {
    expect(huArticle('5/2025')).toBe('az');
    expect(huArticle('2025/0013')).toBe('a');
    expect(huArticle('1\u00a0250\u00a0000 Ft')).toBe('az');
    expect(huArticle('50 000 Ft')).toBe('az');
    expect(huArticle('2026. január 5.')).toBe('a');
    expect(huArticle('11773016-11111018')).toBe('a'); // tizenegymillió…
    expect(huArticle('500-as')).toBe('az');
    expect(huArticle('1000000000000000000000')).toBe('az'); // beyond the words: egytrilliárd
  });

  it('leaves a text without a leading number to the writer', () => {
    expect(huArticle('Kovács Kft.')).toBe('a(z)');
    expect(huArticle('')).toBe('a(z)');
  });

  it('writes the article with the number', () => {
    expect(withHuArticle(1)).toBe('az 1');
    expect(withHuArticle('5.')).toBe('az 5.');
    expect(withHuArticle(10)).toBe('a 10');
    expect(withHuArticle(5, { capital: true })).toBe('Az 5');
  });
});
