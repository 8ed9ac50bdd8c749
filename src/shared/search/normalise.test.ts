import { describe, expect, it } from 'vitest';
import { contactSearchKey } from '../contacts/search-key';
import { foldText, prefixTsQuery, queryWords, snippet } from './normalise';

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
    expect(queryWords("Kovács-Szabó, szerződés! kovacs")).toEqual(['kovacs', 'szabo', 'szerzodes']);
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

  it('without a hit gives the beginning of the text, and nothing for empty text', () => {
    expect(snippet('Rövid feljegyzés.', ['nincs'])).toEqual([{ text: 'Rövid feljegyzés.', hit: false }]);
    expect(snippet('   ', ['x'])).toEqual([]);
  });
});
