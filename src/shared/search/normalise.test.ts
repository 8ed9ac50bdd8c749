import { describe, expect, it } from 'vitest';
import { contactSearchKey } from '../contacts/search-key';
import { compoundPatterns, foldText, prefixTsQuery, queryWords, snippet } from './normalise';

describe('search normaliser', () => {
  it('folds every Hungarian accent, upper and lower case, keeping the length', () => {
    const text = 'ÁRVÍZTŰRŐ TÜKÖRFÚRÓGÉP árvíztűrő tükörfúrógép';
    expect(foldText(text)).toBe('arvizturo tukorfurogep arvizturo tukorfurogep');
    expect(foldText(text)).toHaveLength(text.length);
    expect(foldText('Kovács Ödön, Szerződés')).toBe('kovacs odon, szerzodes');
    // Characters outside the list keep their place (İ lower-cases to two units, so it is kept).
    expect(foldText('İ→x')).toBe('İ→x');
  });

  it('agrees with the contacts search key (one fold for both)', () => {
    for (const s of ['Kovács Kertészet Kft.', 'ŐRZŐ-VÉDŐ', 'Łódź Čech']) expect(foldText(s)).toBe(contactSearchKey(s));
  });

  it('keeps only letters and digits of a query, folded, without repeats', () => {
    expect(queryWords('Kovács-Szabó, szerződés! kovacs')).toEqual(['kovacs', 'szabo', 'szerzodes']);
    expect(queryWords(`'&|!:*() <-> \\`)).toEqual([]);
    expect(queryWords('2026/0003')).toEqual(['2026', '0003']);
    expect(queryWords('a b c d e f g h i j')).toHaveLength(8);
    expect(prefixTsQuery(['kovacs', 'kft'])).toBe('kovacs:* & kft:*');
  });

  it('cuts a snippet around the first hit and marks the hit words in their original spelling', () => {
    const text = `${'Előzmény szöveg. '.repeat(20)}A szerződésben foglalt kötelezettség és a Szerződés melléklete. ${'Utána jön még. '.repeat(20)}`;
    const parts = snippet(text, ['szerzodes']);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['szerződésben', 'Szerződés']);
    expect(parts[0]).toEqual({ text: '… ', hit: false });
    expect(parts.at(-1)).toEqual({ text: ' …', hit: false });
    expect(parts.map((p) => p.text).join('').length).toBeLessThan(300);
  });

  it('searches compound words by the stems of the words (decision 0315)', () => {
    expect(compoundPatterns(['szerzodesben', 'berlet'], [['szerzodes'], ['berl']])).toEqual(['%szerzodes%', '%berl%']);
    // A stem that is not the word's beginning: the word itself. A stop word (no stem): left out.
    expect(compoundPatterns(['az', 'kutyat'], [[], ['kutya']])).toEqual(['%kutya%']);
    expect(compoundPatterns(['almak'], [['almx']])).toEqual(['%almak%']);
    // Shorter than a trigram, or nothing left: whole words only.
    expect(compoundPatterns(['ab', 'szerzodes'], [['ab'], ['szerzodes']])).toEqual([]);
    expect(compoundPatterns(['az'], [[]])).toEqual([]);
  });

  it('marks a compound word holding the stem when no word begins with it', () => {
    const parts = snippet('Fodor Lili munkaszerződése 2026. január 1-jén lép hatályba.', ['szerzodes']);
    expect(parts.filter((p) => p.hit).map((p) => p.text)).toEqual(['munkaszerződése']);
    // A word beginning with the stem wins: the compounds are then left unmarked.
    expect(
      snippet('A munkaszerződés és a szerződés.', ['szerzodes'])
        .filter((p) => p.hit)
        .map((p) => p.text),
    ).toEqual(['szerződés']);
  });

  it('without a hit gives the beginning of the text, and nothing for empty text', () => {
    expect(snippet('Rövid feljegyzés.', ['nincs'])).toEqual([{ text: 'Rövid feljegyzés.', hit: false }]);
    expect(snippet('   ', ['x'])).toEqual([]);
  });
});
