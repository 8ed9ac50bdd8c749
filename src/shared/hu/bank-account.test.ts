import { describe, expect, it } from 'vitest';
import { formatIban, giroToIban, ibanLength, parseGiroAccount, parseIban, validateBankAccount, validateGiroAccount, validateIban } from './bank-account';

describe('GIRO bank account (reference 1.4)', () => {
  it.each([
    ['11773016-11111018-00000000', '11773016-11111018-00000000'],
    ['11773016-11111018', '11773016-11111018'],
    ['11111111-11111111-11111111', '11111111-11111111-11111111'],
    ['11773016 11111018', '11773016-11111018'],
    ['1177301611111018', '11773016-11111018'],
  ])('%s is valid → %s', (input, formatted) => {
    expect(validateGiroAccount(input)).toEqual({ ok: true, value: formatted });
  });

  it.each([
    ['11773016-11111018-00000001', 'BANK_ACCOUNT_CHECKSUM'],
    ['11773017-11111018-00000000', 'BANK_ACCOUNT_CHECKSUM'],
    ['12345678-12345678-12345678', 'BANK_ACCOUNT_CHECKSUM'], // NAV's own sample: block 1 fails
    ['11773016-1111101', 'BANK_ACCOUNT_FORMAT'],
    ['11773016', 'BANK_ACCOUNT_FORMAT'],
    ['11773016-11111018-00000000-00000000', 'BANK_ACCOUNT_FORMAT'],
    ['1177301a-11111018', 'BANK_ACCOUNT_FORMAT'],
    ['', 'REQUIRED'],
  ])('%s → %s', (input, code) => {
    expect(validateGiroAccount(input)).toMatchObject({ ok: false, error: { code } });
  });

  it('pads a 2×8 number to 24 digits and knows the bank code', () => {
    const r = parseGiroAccount('11773016-11111018');
    expect(r.ok && r.value).toEqual({ formatted: '11773016-11111018', bban24: '117730161111101800000000', bankCode: '117' });
  });

  it('maps the 2×8 and 3×8 forms to the same IBAN', () => {
    for (const giro of ['11773016-11111018', '11773016-11111018-00000000']) {
      const iban = giroToIban(giro);
      expect(iban.ok && iban.value.value).toBe('HU42117730161111101800000000');
    }
    const other = giroToIban('11111111-11111111-11111111');
    expect(other.ok && other.value.value).toBe('HU21111111111111111111111111');
    expect(giroToIban('12345678-12345678-12345678').ok).toBe(false);
  });
});

describe('IBAN (reference 1.4)', () => {
  it.each([
    ['HU42117730161111101800000000', 'HU42117730161111101800000000'],
    ['HU42 1177 3016 1111 1018 0000 0000', 'HU42117730161111101800000000'],
    ['hu42 1177 3016 1111 1018 0000 0000', 'HU42117730161111101800000000'],
    ['HU21111111111111111111111111', 'HU21111111111111111111111111'],
    ['DE89370400440532013000', 'DE89370400440532013000'], // ISO 13616 example
    ['GB29NWBK60161331926819', 'GB29NWBK60161331926819'],
    ['AT611904300234573201', 'AT611904300234573201'],
  ])('%s is valid → %s', (input, electronic) => {
    expect(validateIban(input)).toEqual({ ok: true, value: electronic });
  });

  it('gives the paper form and, for HU, the GIRO number', () => {
    const r = parseIban('HU42117730161111101800000000');
    expect(r.ok && r.value).toEqual({
      value: 'HU42117730161111101800000000',
      country: 'HU',
      formatted: 'HU42 1177 3016 1111 1018 0000 0000',
      giro: '11773016-11111018-00000000',
    });
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it.each([
    ['HU43117730161111101800000000', 'IBAN_CHECKSUM'], // mod 97
    ['HU4211773016111110180000000', 'IBAN_LENGTH'],
    ['HU421177301611111018000000000', 'IBAN_LENGTH'],
    ['HU42A17730161111101800000000', 'IBAN_FORMAT'], // letters in a numeric HU BBAN
    ['XX42117730161111101800000000', 'IBAN_COUNTRY'],
    ['DE88370400440532013000', 'IBAN_CHECKSUM'],
    ['HU42', 'IBAN_FORMAT'],
    ['', 'REQUIRED'],
  ])('%s → %s', (input, code) => {
    expect(validateIban(input)).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses a HU IBAN whose mod 97 is right but whose GIRO check digits are wrong', () => {
    // NAV's sample account fails the GIRO check; give it correct IBAN check digits.
    const bban = '123456781234567812345678';
    const rearranged = `${bban}173000`; // "HU00" → H=17 U=30 00
    let rem = 0;
    for (const d of rearranged) rem = (rem * 10 + Number(d)) % 97;
    const iban = `HU${String(98 - rem).padStart(2, '0')}${bban}`;
    expect(validateIban(iban)).toMatchObject({ ok: false, error: { code: 'BANK_ACCOUNT_CHECKSUM' } });
  });

  it('knows registry lengths', () => {
    expect(ibanLength('HU')).toBe(28);
    expect(ibanLength('DE')).toBe(22);
    expect(ibanLength('NO')).toBe(15);
    expect(ibanLength('XX')).toBeNull();
  });
});

describe('validateBankAccount', () => {
  it('takes either form', () => {
    expect(validateBankAccount('11773016-11111018')).toEqual({ ok: true, value: '11773016-11111018' });
    expect(validateBankAccount('HU42 1177 3016 1111 1018 0000 0000')).toEqual({ ok: true, value: 'HU42117730161111101800000000' });
    expect(validateBankAccount('HU43117730161111101800000000')).toMatchObject({ ok: false, error: { code: 'IBAN_CHECKSUM', checksum: true } });
  });
});
