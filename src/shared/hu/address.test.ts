import { describe, expect, it } from 'vitest';
import { budapestDistrictOfPostalCode, formatAddress, isBudapest, postalCodeMatchesCity, validatePostalCode } from './address';

describe('irányítószám and address', () => {
  it.each(['1011', '1239', '2000', '9999', ' 6720 '])('%j is a postal code', (code) => {
    expect(validatePostalCode(code)).toEqual({ ok: true, value: code.trim() });
  });

  it.each(['0123', '999', '10000', '1O11', '1 011'])('%j is not', (code) => {
    expect(validatePostalCode(code)).toMatchObject({ ok: false, error: { code: 'POSTAL_CODE_FORMAT' } });
  });

  it('ties 1xxx codes to Budapest', () => {
    expect(isBudapest('Budapest')).toBe(true);
    expect(isBudapest('budapest XIII. kerület')).toBe(true);
    expect(isBudapest('Bp.')).toBe(true);
    expect(isBudapest('Budapestpuszta')).toBe(false);
    expect(isBudapest('Szeged')).toBe(false);
    expect(postalCodeMatchesCity('1132', 'Budapest')).toBe(true);
    expect(postalCodeMatchesCity('6720', 'Szeged')).toBe(true);
    expect(postalCodeMatchesCity('1132', 'Szeged')).toBe(false);
    expect(postalCodeMatchesCity('6720', 'Budapest')).toBe(false);
    expect(budapestDistrictOfPostalCode('1132')).toBe(13);
    expect(budapestDistrictOfPostalCode('1011')).toBe(1);
    expect(budapestDistrictOfPostalCode('6720')).toBeNull();
  });

  it('writes one line as contracts do', () => {
    expect(formatAddress({ country: 'HU', postalCode: '1132', city: 'Budapest', street: 'Váci út 12.' })).toBe('1132 Budapest, Váci út 12.');
    expect(formatAddress({ country: 'AT', postalCode: '1010', city: 'Wien', street: 'Graben 1' }, 'Ausztria')).toBe('1010 Wien, Graben 1, Ausztria');
  });
});
