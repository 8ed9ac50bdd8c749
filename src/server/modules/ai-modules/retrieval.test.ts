import { describe, expect, it } from 'vitest';
import { bestPassage, foldAccents, queryTerms, sentencesOf } from './retrieval';

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

  it('does not end a sentence at a section number, a date or an abbreviation', () => {
    expect(sentencesOf('A Pp. 148. §-a szerint a kezdő nap nem számít bele. A határidő 2025. május 12-én kezdődött. Az ügyvéd dr. Nagy Péter, címe Bartók Béla u. 5. Kérdés? Igen!')).toEqual([
      'A Pp. 148. §-a szerint a kezdő nap nem számít bele.',
      'A határidő 2025. május 12-én kezdődött.',
      'Az ügyvéd dr. Nagy Péter, címe Bartók Béla u. 5. Kérdés?',
      'Igen!',
    ]);
  });

  it('ends a sentence before a capital or a numbered item and drops the item marker', () => {
    expect(sentencesOf('Alperes: Bence Bau Kft. Tisztelt Törvényszék! A felek az alábbiakban állapodtak meg. 2. A vételár 67 000 000 Ft. 3. A birtokbaadás napja 2026. március 15. 4. Az eladó szavatol.')).toEqual([
      'Alperes: Bence Bau Kft.',
      'Tisztelt Törvényszék!',
      'A felek az alábbiakban állapodtak meg.',
      'A vételár 67 000 000 Ft.',
      'A birtokbaadás napja 2026. március 15.',
      'Az eladó szavatol.',
    ]);
  });

  it('starts a passage at the start of its sentence, not after a section number or a year', () => {
    const article = 'Alapszabályok. A Pp. 148. §-a szerint a napokban megállapított határidőbe nem számít bele a kezdő nap. A hónapokban megállapított határidő a kezdő napnak megfelelő napon jár le.';
    expect(bestPassage(article, queryTerms('Beleszámít a kezdő nap a napokban megállapított határidőbe?'))).toMatch(/^A Pp\. 148\. §-a szerint/);
    const claim = 'Tisztelt Törvényszék! Felperes 4 250 000 Ft kártérítést kér. A felek között 2025. május 12-én létrejött vállalkozási szerződés szerint az alperes a fürdőszoba felújítását vállalta.';
    expect(bestPassage(claim, queryTerms('Milyen vállalkozási szerződés alapján perelünk?'))).toMatch(/^A felek között 2025\. május 12-én/);
  });

  it('asks no interrogative word of the text', () => {
    expect(queryTerms('Milyen szerződés alapján perelünk, és mekkora összegért?')).toEqual(['szerzod', 'perelu', 'osszege']);
  });
});
