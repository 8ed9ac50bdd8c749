import { describe, expect, it } from 'vitest';
import { euVatNumberOfTaxNumber, isValidCountyCode, parseTaxNumber, taxpayerIdCheckDigit, validateTaxNumber, validateTaxpayerId } from './tax-number';

// Reference 1.1: python-stdnum test vectors, NAV's sample numbers, the adoszam-ellenorzo README.
const VALID_TAXPAYER_IDS = ['12840937', '13851909', '18206373', '23157653', '64241281', '10402434', '12892312', '14528114', '11377304', '12078503', '13852467'];
const NAV_SAMPLE_TAXPAYER_IDS = ['99999999', '99887764', '11111111', '22222222'];

describe('törzsszám (reference 1.1)', () => {
  it.each([...VALID_TAXPAYER_IDS, ...NAV_SAMPLE_TAXPAYER_IDS])('%s is valid', (id) => {
    expect(validateTaxpayerId(id)).toEqual({ ok: true, value: id });
  });

  it('accepts the HU prefix and separators (HU-12892312)', () => {
    expect(validateTaxpayerId('HU-12892312')).toEqual({ ok: true, value: '12892312' });
    expect(validateTaxpayerId(' hu 1289 2312 ')).toEqual({ ok: true, value: '12892312' });
  });

  it('rejects a wrong check digit (12892313) as a checksum error', () => {
    const r = validateTaxpayerId('12892313');
    expect(r).toMatchObject({ ok: false, error: { code: 'TAXPAYER_ID_CHECKSUM', checksum: true } });
  });

  it.each([
    ['', 'REQUIRED'],
    ['1289231', 'TAXPAYER_ID_FORMAT'],
    ['128923120', 'TAXPAYER_ID_FORMAT'],
    ['1289231A', 'TAXPAYER_ID_FORMAT'],
  ])('%j → %s', (input, code) => {
    expect(validateTaxpayerId(input)).toMatchObject({ ok: false, error: { code } });
  });

  it('computes the check digit of every valid vector', () => {
    for (const id of [...VALID_TAXPAYER_IDS, ...NAV_SAMPLE_TAXPAYER_IDS]) expect(taxpayerIdCheckDigit(id.slice(0, 7))).toBe(Number(id[7]));
  });
});

describe('adószám (reference 1.1)', () => {
  it('parses 24225221-2-43 (adoszam-ellenorzo README) into its parts', () => {
    expect(parseTaxNumber('24225221-2-43')).toEqual({ ok: true, value: { taxpayerId: '24225221', vatCode: '2', countyCode: '43', formatted: '24225221-2-43' } });
  });

  it.each(VALID_TAXPAYER_IDS)('%s-2-41 is valid, typed with or without hyphens', (id) => {
    expect(validateTaxNumber(`${id}-2-41`)).toEqual({ ok: true, value: `${id}-2-41` });
    expect(validateTaxNumber(`${id}241`)).toEqual({ ok: true, value: `${id}-2-41` });
    expect(validateTaxNumber(` ${id} 2 41 `)).toEqual({ ok: true, value: `${id}-2-41` });
  });

  it.each([
    ['12892313-2-42', 'TAX_NUMBER_CHECKSUM'],
    ['12892312-0-42', 'TAX_NUMBER_VAT_CODE'],
    ['12892312-6-42', 'TAX_NUMBER_VAT_CODE'],
    ['12892312-9-42', 'TAX_NUMBER_VAT_CODE'],
    ['12892312-2-00', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-01', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-21', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-45', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-50', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-52', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-99', 'TAX_NUMBER_COUNTY_CODE'],
    ['12892312-2-4', 'TAX_NUMBER_FORMAT'],
    ['12892312', 'TAX_NUMBER_FORMAT'],
    ['HU12892312', 'TAX_NUMBER_FORMAT'],
    ['12892312-2-42-1', 'TAX_NUMBER_FORMAT'],
    ['', 'REQUIRED'],
    ['1'.repeat(100), 'TAX_NUMBER_FORMAT'],
  ])('%j → %s', (input, code) => {
    const r = validateTaxNumber(input);
    expect(r).toMatchObject({ ok: false, error: { code } });
    if (!r.ok) expect(r.error.message).toMatch(/[áéíóöőúüű]/); // a Hungarian sentence
  });

  it('marks only the check-digit failure as a checksum error (import may downgrade it)', () => {
    const checksum = validateTaxNumber('12892313-2-42');
    const vatCode = validateTaxNumber('12892312-6-42');
    expect(!checksum.ok && checksum.error.checksum).toBe(true);
    expect(!vatCode.ok && vatCode.error.checksum).toBe(false);
  });

  it('knows the county codes 02–20, 22–44 and 51', () => {
    const valid = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).filter(isValidCountyCode);
    expect(valid).toEqual([...Array.from({ length: 19 }, (_, i) => String(i + 2).padStart(2, '0')), ...Array.from({ length: 23 }, (_, i) => String(i + 22)), '51']);
  });

  it('derives the közösségi adószám (HU + törzsszám)', () => {
    expect(euVatNumberOfTaxNumber('24225221-2-43')).toBe('HU24225221');
  });
});
