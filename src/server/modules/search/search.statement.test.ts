// The search statement built once per shape (decision 0458): the same text for every query of a
// shape, each query's own values in the places of its placeholders.
import { describe, expect, it } from 'vitest';
import { searchGroups } from '@shared/search/search.schemas';
import { searchStatement } from './search.service';

const tenantA = '00000000-0000-4000-8000-00000000000a';
const tenantB = '00000000-0000-4000-8000-00000000000b';
const one = (word: string) => ({ tsquery: `${word}:*`, patterns: [`%${word}%`], phrase: word });

/** The highest $n of a statement's text. */
const highestParameter = (text: string) => Math.max(...[...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));

describe('searchStatement', () => {
  it('gives two queries of one shape the same text and each its own values', () => {
    const first = searchStatement(tenantA, one('szerzodes'), searchGroups, 5);
    const second = searchStatement(tenantB, one('kovacs'), searchGroups, 8);
    expect(second.text).toBe(first.text);
    expect(first.values).toHaveLength(highestParameter(first.text));
    expect(first.values).toEqual(expect.arrayContaining([tenantA, 'szerzodes:*', '%szerzodes%', 'szerzodes', 5]));
    expect(second.values).toEqual(expect.arrayContaining([tenantB, 'kovacs:*', '%kovacs%', 'kovacs', 8]));
    for (const value of [tenantA, 'szerzodes:*', '%szerzodes%', 'szerzodes', 5]) expect(second.values).not.toContain(value);
    // No placeholder is left unfilled.
    expect(second.values.every((v) => typeof v !== 'object' || v === null)).toBe(true);
  });

  it('builds another text for other groups or another number of patterns', () => {
    const all = searchStatement(tenantA, one('szerzodes'), searchGroups, 5);
    const contactsOnly = searchStatement(tenantA, one('szerzodes'), ['contacts'], 5);
    const twoWords = searchStatement(tenantA, { tsquery: 'kovacs:* & bela:*', patterns: ['%kovacs%', '%bela%'], phrase: 'kovacs bela' }, searchGroups, 5);
    const noPattern = searchStatement(tenantA, { tsquery: 'az:*', patterns: [], phrase: 'az' }, searchGroups, 5);
    expect(new Set([all.text, contactsOnly.text, twoWords.text, noPattern.text]).size).toBe(4);
    expect(contactsOnly.text).not.toContain('kb_articles');
    expect(twoWords.values).toEqual(expect.arrayContaining(['%kovacs%', '%bela%', 'kovacs bela', 'kovacs']));
    expect(noPattern.values).toHaveLength(highestParameter(noPattern.text));
  });
});
