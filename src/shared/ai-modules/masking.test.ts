import { describe, expect, it } from 'vitest';
import { foldHu, inflectHu } from './hu-text';
import { CORPUS, CORPUS_CONTACT_NAMES } from './masking-corpus';
import { createMasker, type IdentifierChecks } from './masking';

const masker = createMasker({ names: CORPUS_CONTACT_NAMES });

/** Digits of a text with separators removed; letters and brackets still split runs. */
const digitRuns = (s: string) => s.replace(/[\s\-/.()+\u00a0]/g, '');
const folded = (s: string) => foldHu(s).toLowerCase();

/** A secret leaked if its text, its digits, or its folded name still appear. */
function leaks(masked: string, secret: string): boolean {
  if (masked.includes(secret)) return true;
  const digits = secret.replace(/\D/g, '');
  if (digits.length >= 6 && digitRuns(masked).includes(digits)) return true;
  if (!/\d/.test(secret) && !secret.includes('@')) {
    const name = folded(secret)
      .replace(/^(dr\.?|kovacs ur)\s*/, '')
      .trim();
    if (name && folded(masked).includes(name)) return true;
  }
  return false;
}

describe('masking corpus (Hungarian identifiers in several spellings)', () => {
  for (const sample of CORPUS) {
    describe(sample.id, () => {
      const session = masker.session();
      const masked = session.mask(sample.text);

      it('keeps every identifier out of the masked text', () => {
        const leaked = sample.secrets.filter((s) => leaks(masked, s));
        expect(leaked, masked).toEqual([]);
      });

      it('reports the kinds it found', () => {
        expect([...session.kinds].sort()).toEqual([...sample.kinds].sort());
      });

      it('leaves the look-alikes and legal references alone', () => {
        for (const k of sample.keep ?? []) expect(masked, k).toContain(k);
      });

      it('unmasking restores the text exactly', () => {
        expect(session.unmask(masked)).toBe(sample.text.normalize('NFC'));
      });
    });
  }

  it('the leak check is not vacuous: every secret leaks from the unmasked text', () => {
    for (const sample of CORPUS) for (const secret of sample.secrets) expect(leaks(sample.text, secret), secret).toBe(true);
  });

  it('names every placeholder after its kind and number', () => {
    const s = masker.session();
    const masked = s.mask(CORPUS[0]?.text ?? '');
    expect(masked).toContain('Tisztelt [NAME_1]!');
    expect(masked).toContain('[EMAIL_1]');
    expect(masked).toContain('[PHONE_1]');
    expect(masked).toContain('[NAME_2]-t');
  });
});

describe('masking sessions', () => {
  it('gives the same value the same placeholder across texts of one request', () => {
    const s = masker.session();
    const a = s.mask('Írjon a kovacs.bela@pelda.hu címre.');
    const b = s.mask('Másolat: KOVACS.BELA@PELDA.HU és anna@pelda.hu');
    expect(a).toBe('Írjon a [EMAIL_1] címre.');
    expect(b).toBe('Másolat: [EMAIL_1] és [EMAIL_2]');
    expect(s.summary).toEqual({ total: 3, byKind: { EMAIL: 3 } });
  });

  it('one person keeps one placeholder in every inflected form and in both name orders', () => {
    const s = masker.session();
    const masked = s.mask('Kovács Béla, Kovács Bélával, Béla Kovács, Kovacs Belanak');
    expect(masked).toBe('[NAME_1], [NAME_1]-val, [NAME_1], [NAME_1]-nak');
  });

  it('unmasks forms the model writes: suffixes, other spacing and case, unknown numbers untouched', () => {
    const s = masker.session();
    s.mask('Kovács Béla és Nagy Anna, kovacs@x.hu, 12345678');
    expect(s.unmask('[NAME_1]-val és [NAME_2]-nak írtam, [name 1] és [ NAME_2 ] is.')).toBe('Kovács Bélával és Nagy Annának írtam, Kovács Béla és Nagy Anna is.');
    expect(s.unmask('[EMAIL_1]-re, [NUMBER_1]-es ügy, [EMAIL_9] és [FOO_1].')).toBe('kovacs@x.hu-re, 12345678-es ügy, [EMAIL_9] és [FOO_1].');
  });

  it('masks nothing and returns the text when there is nothing to mask', () => {
    const s = createMasker({ checks: {} }).session();
    expect(s.mask('Jó napot! Hogyan számoljam a határidőt?')).toBe('Jó napot! Hogyan számoljam a határidőt?');
    expect(s.unmask('[NAME_1]')).toBe('[NAME_1]');
  });

  it('masks only capitalised full names of the list (one-word names are too ambiguous)', () => {
    const s = createMasker({ names: ['Fekete Rózsa', 'Péter'] }).session();
    expect(s.mask('Fekete Rózsa hozta a fekete rózsát. Péter is jött.')).toBe('[NAME_1] hozta a fekete rózsát. Péter is jött.');
  });
});

describe('the spellings of the security probe (issue 34, point 8)', () => {
  it('masks a listed family name with an initial, also when the person is a matter party rather than a contact', () => {
    const s = createMasker({ names: ['Molnár László'] }).session();
    expect(s.mask('Molnár L. ellenjegyezte; Molnár úr is.')).toBe('[NAME_1] L. ellenjegyezte; [NAME_1] úr is.');
  });

  it('leaves amounts, dates that are not birth dates and numbered legal references readable', () => {
    const s = createMasker().session();
    const text = 'A díj 30 123 4567 Ft helyett 20 000 Ft; a tárgyalás 2025. június 3-án lesz; a Ptk. 6:142. §-a szerint; hrsz. 12345/6; az 1. emeleti tárgyaló.';
    expect(s.mask(text)).toBe(text);
  });

  it('masks a birth date in its usual spellings and keeps the place of birth', () => {
    const s = createMasker().session();
    expect(s.mask('született: 1975.03.14.; szül. idő: 1980-01-02; Szül.: Győr, 1990. jan. 5.')).toBe('született: [BIRTH_DATE_1]; szül. idő: [BIRTH_DATE_2]; Szül.: Győr, [BIRTH_DATE_3]');
  });

  it('a spaced adóazonosító jel needs its checksum or the keyword before it', () => {
    const s = createMasker().session();
    expect(s.mask('szám: 8123 456 789; adóazonosító jel: 8123 456 789; 8422 780 135')).toBe('szám: 8123 456 789; adóazonosító jel: [TAX_ID_1]; [TAX_ID_2]');
  });
});

describe('checksum validators (the seam for src/shared/hu)', () => {
  const rejectAll: IdentifierChecks = { taj: () => false, taxId: () => false, taxNumber: () => false, giro: () => false };

  it('without validators, spaced nine-digit groups are TAJ unless money follows', () => {
    const s = createMasker({ checks: {} }).session();
    expect(s.mask('azonosító 123 456 789, összeg 123 456 789 Ft')).toBe('azonosító [TAJ_1], összeg 123 456 789 Ft');
  });

  it('by default the src/shared/hu validators decide: a valid TAJ is masked, a look-alike stays readable', () => {
    const s = createMasker().session();
    expect(s.mask('Sorszám 123 456 789, ügyfélszám 123 456 788; adóazonosító 8123456789; adószám 24225221-2-43, HU24225221')).toBe(
      'Sorszám 123 456 789, ügyfélszám [TAJ_1]; adóazonosító [NUMBER_1]; adószám [TAX_NUMBER_1], [TAX_NUMBER_2]',
    );
    expect(s.mask('GIRO 11773016-11111018 és 12345678-12345678-12345678')).toBe('GIRO [BANK_ACCOUNT_1] és [NUMBER_2]-[NUMBER_2]-[NUMBER_2]');
  });

  it('a failed checksum leaves spaced look-alikes readable but still masks contiguous 8–20 digit numbers (spec 9)', () => {
    const s = createMasker({ checks: rejectAll }).session();
    expect(s.mask('azonosító 123 456 789; szám 8123456789; GIRO 12345678-12345678; adószám 12345678-1-12')).toBe('azonosító 123 456 789; szám [NUMBER_1]; GIRO [NUMBER_2]-[NUMBER_2]; adószám [NUMBER_2]-1-12');
  });

  it('an IBAN is masked by its shape (a typo still carries a real account number)', () => {
    const s = createMasker({ checks: rejectAll }).session();
    expect(s.mask('HU43 1177 3016 1111 1018 0000 0000 és HU43117730161111101800000000')).toBe('[IBAN_1] és [IBAN_1]');
  });

  it('next to the word TAJ a spaced number is masked even with a failed checksum', () => {
    const s = createMasker({ checks: rejectAll }).session();
    expect(s.mask('TAJ-szám: 123 456 789')).toBe('TAJ-szám: [TAJ_1]');
  });

  it('a passing checksum labels the kind', () => {
    const accept: IdentifierChecks = { taj: (d) => d === '123456788' };
    const s = createMasker({ checks: accept }).session();
    expect(s.mask('123 456 788 és 123 456 789')).toBe('[TAJ_1] és 123 456 789');
  });
});

describe('streamed answers', () => {
  it('unmasks placeholders split across chunks, and waits for a name suffix to finish', () => {
    const s = masker.session();
    s.mask('Kovács Béla, kovacs@x.hu');
    const u = s.streamUnmasker();
    const answer = 'Kérem, írjon [NAME_1]-nak a [EMAIL_1] címre. [NAME_1]';
    let out = '';
    for (let i = 0; i < answer.length; i += 3) out += u.push(answer.slice(i, i + 3));
    out += u.flush();
    expect(out).toBe('Kérem, írjon Kovács Bélának a kovacs@x.hu címre. Kovács Béla');
  });

  it('emits plain text at once and does not hold brackets that are not placeholders for long', () => {
    const s = masker.session();
    s.mask('Kovács Béla');
    const u = s.streamUnmasker();
    expect(u.push('Sima szöveg. ')).toBe('Sima szöveg. ');
    expect(u.push('[lásd a 2. pontot] és')).toBe('[lásd a 2. pontot] és');
    expect(u.push(' [NAM')).toBe(' ');
    expect(u.push('E_1] holnap')).toBe('Kovács Béla holnap');
  });
});

describe('Hungarian inflection of restored names', () => {
  it.each([
    ['Nagy Anna', 'nak', 'Nagy Annának'],
    ['Nagy Anna', 't', 'Nagy Annát'],
    ['Kovács Béla', 'val', 'Kovács Bélával'],
    ['Kovács', 'val', 'Kováccsal'],
    ['Kiss Gergő', 'vel', 'Kiss Gergővel'],
    ['Szabó Pál', 'lal', 'Szabó Pállal'],
    ['Kiss Péter', 'vé', 'Kiss Péterré'],
    ['Tóth', 'tal', 'Tóthtal'],
    ['Nagy Anna', '', 'Nagy Anna'],
  ])('%s + %s → %s', (stem, suffix, expected) => {
    expect(inflectHu(stem, suffix)).toBe(expected);
  });
});
