import { describe, expect, it } from 'vitest';
import { birthDateOfTaxId, makeTaxId, parseTaxId, taxIdMatchesBirthDate, validateTaxId } from './tax-id';

describe('adóazonosító jel (reference 1.2)', () => {
  it.each([
    ['8422780135', '1982-10-03', '013'],
    ['8412720016', '1980-01-01', '001'],
    ['8450900425', '1990-06-15', '042'],
  ])('%s is valid, born %s, serial %s', (id, birthDate, serial) => {
    expect(parseTaxId(id)).toEqual({ ok: true, value: { value: id, birthDate, serial } });
    expect(birthDateOfTaxId(id)).toBe(birthDate);
    expect(taxIdMatchesBirthDate(id, birthDate)).toBe(true);
  });

  it.each([
    ['8123456789', 'TAX_ID_CHECKSUM'], // hungarian-validators README example fails mod 11
    ['7422780135', 'TAX_ID_FORMAT'], // first digit
    ['842278013', 'TAX_ID_FORMAT'], // length
    ['84227801355', 'TAX_ID_FORMAT'],
    ['8422780136', 'TAX_ID_CHECKSUM'],
    ['', 'REQUIRED'],
  ])('%s → %s', (id, code) => {
    expect(validateTaxId(id)).toMatchObject({ ok: false, error: { code } });
  });

  it('accepts spaces and hyphens as typed', () => {
    expect(validateTaxId('84227 80135')).toEqual({ ok: true, value: '8422780135' });
  });

  it('rejects a serial whose check would be 10 (never issued)', () => {
    // Find serials of one birth date whose Σ i·dᵢ mod 11 is 10: makeTaxId refuses them…
    const refused = Array.from({ length: 1000 }, (_, s) => s).filter((s) => makeTaxId('1982-10-03', s) === null);
    expect(refused.length).toBeGreaterThan(0);
    // …and a number built with any last digit for such a serial does not validate.
    const nine = `842278${String(refused[0]).padStart(3, '0')}`;
    for (let d = 0; d <= 9; d++) expect(validateTaxId(`${nine}${d}`).ok).toBe(false);
  });

  it('builds numbers that validate and encode the birth date', () => {
    expect(makeTaxId('1982-10-03', 13)).toBe('8422780135');
    const id = makeTaxId('2001-02-03', 7);
    expect(id && birthDateOfTaxId(id)).toBe('2001-02-03');
  });

  it('detects a birth date mismatch', () => {
    expect(taxIdMatchesBirthDate('8422780135', '1982-10-04')).toBe(false);
    expect(taxIdMatchesBirthDate('8422780135', 'nem dátum')).toBe(false);
    expect(taxIdMatchesBirthDate('8123456789', '1982-10-03')).toBe(false);
  });
});
