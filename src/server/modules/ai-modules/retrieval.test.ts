import { describe, expect, it } from 'vitest';
import { bestPassage, foldAccents, queryTerms } from './retrieval';

describe('Themis retrieval text rules', () => {
  it('folds Hungarian accents and case like the SQL side', () => {
    expect(foldAccents('ÁRVÍZTŰRŐ Tükörfúrógép')).toBe('arvizturo tukorfurogep');
  });

  it('drops stopwords and short words and cuts long words to a stem-like prefix', () => {
    expect(queryTerms('Mennyi a vételár az adásvételi szerződésben?')).toEqual(['vetela', 'adasvet', 'szerzodes']);
    expect(queryTerms('mi az?')).toEqual([]);
    expect(queryTerms("'; drop table x; -- :* & |")).toEqual(['drop', 'table']);
  });

  it('picks the sentence that answers the question, not the one repeating the title', () => {
    const text =
      'Adásvételi szerződés – lakás amely létrejött az alábbi feltételekkel. 2. A vételár 67 000 000 Ft, amelyből 6 700 000 Ft foglaló a szerződés aláírásakor fizetendő. 3. A birtokbaadás napja 2026. március 15.';
    const passage = bestPassage(text, queryTerms('Mennyi a vételár az adásvételi szerződésben?'), 'Adásvételi szerződés – Bartók Béla út');
    expect(passage.startsWith('A vételár 67 000 000 Ft')).toBe(true);
    expect(passage.length).toBeLessThanOrEqual(320);
  });
});
