import { describe, expect, it } from 'vitest';
import type { Contact } from './contacts.schemas';
import { contactsToCsv, csvToContactInputs, parseCsv } from './contacts-csv';

const base: Contact = {
  id: 'x',
  kind: 'organisation',
  name: 'Példa; "Idézőjeles" Kft.',
  email: null,
  phone: '+36 30 123 4567',
  company: null,
  familyName: null,
  givenName: null,
  birthName: null,
  birthPlace: null,
  birthDate: null,
  mothersName: null,
  idDocument: null,
  taxNumber: null,
  euVatNumber: null,
  companyRegNumber: null,
  address: null,
  bankAccount: null,
  iban: null,
  tags: [],
  notes: '=HYPERLINK("http://rossz")\nmásodik sor',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('contacts CSV', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, with or without BOM, ; or ,', () => {
    expect(parseCsv('\uFEFFa;b\r\n"x;y";"say ""hi"""\r\n"two\nlines";\r\n\r\n')).toEqual([
      ['a', 'b'],
      ['x;y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(parseCsv('a,b\n1,"2,5"')).toEqual([
      ['a', 'b'],
      ['1', '2,5'],
    ]);
  });

  it('writes BOM, ";" and CRLF, quotes what needs it, defuses formulas but keeps +36 phone numbers, and reads its own output back', () => {
    const csv = contactsToCsv([base]);
    expect(csv.startsWith('\uFEFFTípus;Név;')).toBe(true);
    expect(csv).toContain('szervezet;"Példa; ""Idézőjeles"" Kft.";');
    expect(csv).toContain(';+36 30 123 4567;');
    expect(csv).toContain(`"'=HYPERLINK(""http://rossz"")\nmásodik sor"`);
    const [row] = csvToContactInputs(csv).rows;
    expect(row!.input).toMatchObject({ kind: 'organisation', name: 'Példa; "Idézőjeles" Kft.', phone: '+36 30 123 4567', notes: '=HYPERLINK("http://rossz")\nmásodik sor' });
  });

  it('maps Hungarian labels back to codes and reports unknown columns', () => {
    const { rows, unknownColumns } = csvToContactInputs('Típus;Családi név;Utónév;Okmány típusa;Okmány száma;Kedvenc szín\nszemély;Kiss;Anna;útlevél;AB123456;kék\n');
    expect(unknownColumns).toEqual(['Kedvenc szín']);
    expect(rows[0]).toMatchObject({ line: 2, input: { kind: 'person', familyName: 'Kiss', givenName: 'Anna', idDocument: { type: 'passport', number: 'AB123456' } } });
  });
});
