import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  addressSchema,
  bankAccountSchema,
  birthDateSchema,
  companyRegistrationNumberSchema,
  companySchema,
  euVatNumberSchema,
  huIssueCode,
  ibanSchema,
  isoDateSchema,
  landRegistryNumberSchema,
  naturalPersonSchema,
  phoneNumberSchema,
  tajSchema,
  taxIdSchema,
  taxNumberSchema,
} from './hu.schemas';
import { huValidationMessages } from './validation';

function issues(schema: z.ZodType, value: unknown) {
  const r = schema.safeParse(value);
  if (r.success) throw new Error(`expected a failure for ${JSON.stringify(value)}`);
  return r.error.issues.map((i) => ({ path: i.path.join('.'), code: huIssueCode(i), message: i.message }));
}

const person = {
  name: 'dr. Kovács Anna',
  birthName: 'Szabó Anna',
  birthPlace: 'Szeged',
  birthDate: '1982-10-03',
  mothersName: 'Nagy Mária',
  address: { postalCode: '1132', city: 'Budapest', street: 'Váci út 12. 3. em. 4.' },
  idDocument: { type: 'id_card', number: '123456ab' },
  taxId: '8422780135',
  taj: '123 456 788',
};

const company = {
  name: 'Példa Tanácsadó Kft.',
  seat: { postalCode: '6720', city: 'Szeged', street: 'Kárász utca 1.' },
  registration: { kind: 'company_register', number: 'Cg. 06-09-123456' },
  taxNumber: '24225221243',
  euVatNumber: 'HU 2422 5221',
};

describe('field schemas', () => {
  it('output the normalised value', () => {
    expect(taxNumberSchema.parse('24225221 2 43')).toBe('24225221-2-43');
    expect(euVatNumberSchema.parse('hu12892312')).toBe('HU12892312');
    expect(taxIdSchema.parse('8422780135')).toBe('8422780135');
    expect(tajSchema.parse('123 456 788')).toBe('123456788');
    expect(ibanSchema.parse('HU42 1177 3016 1111 1018 0000 0000')).toBe('HU42117730161111101800000000');
    expect(bankAccountSchema.parse('11773016 11111018')).toBe('11773016-11111018');
    expect(companyRegistrationNumberSchema.parse('Cg. 01-10-041585')).toBe('01-10-041585');
    expect(phoneNumberSchema.parse('06301234567')).toBe('+36 30 123 4567');
    expect(landRegistryNumberSchema.parse('hrsz. 1234/5/a/6')).toBe('1234/5/A/6');
  });

  it('fail with the Hungarian message and the stable code', () => {
    expect(issues(taxNumberSchema, '12892313-2-42')).toEqual([{ path: '', code: 'TAX_NUMBER_CHECKSUM', message: huValidationMessages.TAX_NUMBER_CHECKSUM }]);
    expect(issues(tajSchema, '123456789')[0]?.code).toBe('TAJ_CHECKSUM');
    expect(issues(ibanSchema, 'HU43117730161111101800000000')[0]?.code).toBe('IBAN_CHECKSUM');
    expect(issues(companyRegistrationNumberSchema, '21-09-123456')[0]?.code).toBe('COMPANY_REG_COURT');
    expect(issues(taxNumberSchema, undefined)[0]).toMatchObject({ code: 'REQUIRED', message: huValidationMessages.REQUIRED });
    expect(issues(taxNumberSchema, 12345678)[0]).toMatchObject({ code: 'INVALID_VALUE', message: huValidationMessages.INVALID_VALUE });
    expect(issues(taxNumberSchema, '  ')[0]).toMatchObject({ code: 'REQUIRED' });
  });

  it('checks birth dates against today and 1900', () => {
    expect(birthDateSchema.parse('1982-10-03')).toBe('1982-10-03');
    expect(issues(birthDateSchema, '2999-01-01')[0]?.code).toBe('BIRTH_DATE_IN_FUTURE');
    expect(issues(birthDateSchema, '1899-12-31')[0]?.code).toBe('BIRTH_DATE_TOO_EARLY');
    expect(issues(birthDateSchema, '1982-02-30')[0]?.code).toBe('DATE_INVALID');
  });

  it('calls an empty date missing, not malformed (a blank birth date in a template form)', () => {
    expect(issues(birthDateSchema, '')[0]).toMatchObject({ code: 'REQUIRED', message: huValidationMessages.REQUIRED });
    expect(issues(isoDateSchema, '  ')[0]).toMatchObject({ code: 'REQUIRED', message: huValidationMessages.REQUIRED });
    expect(issues(isoDateSchema, '2026-13-01')[0]?.code).toBe('DATE_INVALID');
  });
});

describe('addressSchema', () => {
  it('defaults to Hungary and trims', () => {
    expect(addressSchema.parse({ postalCode: ' 1132 ', city: ' Budapest ', street: 'Váci  út 12.' })).toEqual({ country: 'HU', postalCode: '1132', city: 'Budapest', street: 'Váci út 12.' });
  });

  it('ties 1xxx postal codes to Budapest both ways', () => {
    expect(issues(addressSchema, { postalCode: '1132', city: 'Szeged', street: 'Fő utca 1.' })).toEqual([{ path: 'city', code: 'POSTAL_CODE_CITY_MISMATCH', message: huValidationMessages.POSTAL_CODE_CITY_MISMATCH }]);
    expect(issues(addressSchema, { postalCode: '6720', city: 'Budapest', street: 'Fő utca 1.' })[0]).toMatchObject({ path: 'postalCode', code: 'POSTAL_CODE_CITY_MISMATCH' });
    expect(issues(addressSchema, { postalCode: '672', city: 'Szeged', street: 'Fő utca 1.' })[0]).toMatchObject({ path: 'postalCode', code: 'POSTAL_CODE_FORMAT' });
  });

  it('says what is wrong with the postal code in the same round as an empty city or street', () => {
    // The address form showed "kötelező" under the city and the street and nothing under "12";
    // the postal code's message came only after those were filled in.
    expect(issues(addressSchema, { postalCode: '12', city: '', street: '' }).map((i) => [i.path, i.code])).toEqual([
      ['city', 'REQUIRED'],
      ['street', 'REQUIRED'],
      ['postalCode', 'POSTAL_CODE_FORMAT'],
    ]);
    expect(issues(addressSchema, { postalCode: '', city: 'Szeged', street: '' }).map((i) => [i.path, i.code])).toEqual([
      ['street', 'REQUIRED'],
      ['postalCode', 'REQUIRED'],
    ]);
    // The Budapest tie needs a city to compare with: no mismatch is claimed for an empty one.
    expect(issues(addressSchema, { postalCode: '1132', city: '', street: 'Fő utca 1.' }).map((i) => [i.path, i.code])).toEqual([['city', 'REQUIRED']]);
  });

  it('accepts foreign postal codes of another shape', () => {
    expect(addressSchema.parse({ country: 'at', postalCode: '1010', city: 'Wien', street: 'Graben 1' }).country).toBe('AT');
    expect(addressSchema.parse({ country: 'GB', postalCode: 'SW1A 1AA', city: 'London', street: 'Downing Street 10' }).postalCode).toBe('SW1A 1AA');
  });
});

describe('naturalPersonSchema', () => {
  it('accepts and normalises a complete person', () => {
    const p = naturalPersonSchema.parse(person);
    expect(p).toMatchObject({ idDocument: { type: 'id_card', number: '123456AB' }, taj: '123456788', taxId: '8422780135', citizenship: 'HU', address: { country: 'HU' } });
  });

  it('treats empty optional fields as null', () => {
    const p = naturalPersonSchema.parse({ ...person, birthName: '', taxId: '', taj: null, idDocument: undefined });
    expect(p).toMatchObject({ birthName: null, taxId: null, taj: null, idDocument: null });
  });

  it('checks that the adóazonosító jel encodes the birth date', () => {
    expect(issues(naturalPersonSchema, { ...person, birthDate: '1982-10-04' })).toEqual([{ path: 'taxId', code: 'TAX_ID_BIRTH_DATE_MISMATCH', message: huValidationMessages.TAX_ID_BIRTH_DATE_MISMATCH }]);
  });

  it('reports every bad field with its path', () => {
    const found = issues(naturalPersonSchema, { ...person, name: '1 Kovács', mothersName: '', taj: '111111111', idDocument: { type: 'passport', number: '12' } });
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'name', code: 'NAME_FORMAT' }),
        expect.objectContaining({ path: 'mothersName', code: 'REQUIRED' }),
        expect.objectContaining({ path: 'taj', code: 'TAJ_CHECKSUM' }),
        expect.objectContaining({ path: 'idDocument.number', code: 'ID_DOCUMENT_FORMAT' }),
      ]),
    );
  });
});

describe('companySchema', () => {
  it('accepts and normalises a company', () => {
    expect(companySchema.parse(company)).toMatchObject({
      registration: { kind: 'company_register', number: '06-09-123456' },
      taxNumber: '24225221-2-43',
      euVatNumber: 'HU24225221',
    });
  });

  it('allows a register other than the company register (ügyvédi iroda)', () => {
    const firm = { ...company, name: 'Dr. Példa Ügyvédi Iroda', registration: { kind: 'other_register', registerName: 'Budapesti Ügyvédi Kamara', registerNumber: '12345' }, euVatNumber: undefined };
    expect(companySchema.parse(firm)).toMatchObject({ registration: { kind: 'other_register' }, euVatNumber: null });
  });

  it('requires the HU közösségi adószám to match the törzsszám', () => {
    expect(issues(companySchema, { ...company, euVatNumber: 'HU12892312' })).toEqual([{ path: 'euVatNumber', code: 'EU_VAT_TAX_NUMBER_MISMATCH', message: huValidationMessages.EU_VAT_TAX_NUMBER_MISMATCH }]);
  });

  it('reports a bad registration number and tax number with their paths', () => {
    const found = issues(companySchema, { ...company, registration: { kind: 'company_register', number: '06-04-123456' }, taxNumber: '24225221-2-21' });
    expect(found).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'registration.number', code: 'COMPANY_REG_FORM' }), expect.objectContaining({ path: 'taxNumber', code: 'TAX_NUMBER_COUNTY_CODE' })]));
  });
});
