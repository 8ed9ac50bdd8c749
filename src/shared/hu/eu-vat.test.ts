import { describe, expect, it } from 'vitest';
import { validateEuVatNumber } from './eu-vat';

describe('közösségi adószám / EU VAT number', () => {
  it.each([
    ['HU12892312', 'HU12892312'],
    ['HU99999999', 'HU99999999'], // NAV samples' communityVatNumber
    ['hu 1289 2312', 'HU12892312'],
    ['HU-12892312', 'HU12892312'],
    ['ATU12345678', 'ATU12345678'],
    ['BE0123456789', 'BE0123456789'],
    ['DE123456789', 'DE123456789'],
    ['EL123456789', 'EL123456789'],
    ['ESX1234567X', 'ESX1234567X'],
    ['FRXX123456789', 'FRXX123456789'],
    ['IE1234567WA', 'IE1234567WA'],
    ['IE1S12345L', 'IE1S12345L'],
    ['NL123456789B01', 'NL123456789B01'],
    ['RO12', 'RO12'],
    ['SE123456789001', 'SE123456789001'],
    ['XI123456789', 'XI123456789'],
  ])('%s is valid → %s', (input, normalised) => {
    expect(validateEuVatNumber(input)).toEqual({ ok: true, value: normalised });
  });

  it.each([
    ['HU12892313', 'EU_VAT_CHECKSUM'],
    ['HU1289231', 'EU_VAT_FORMAT'],
    ['HU128923120', 'EU_VAT_FORMAT'],
    ['AT12345678', 'EU_VAT_FORMAT'],
    ['DE12345678', 'EU_VAT_FORMAT'],
    ['NL123456789A01', 'EU_VAT_FORMAT'],
    ['SE123456789002', 'EU_VAT_FORMAT'],
    ['GR123456789', 'EU_VAT_COUNTRY'], // Greece uses EL in VIES
    ['GB123456789', 'EU_VAT_COUNTRY'], // not an EU member state since 2021
    ['US123456789', 'EU_VAT_COUNTRY'],
    ['12892312', 'EU_VAT_FORMAT'],
    ['HU 1289 2312 !', 'EU_VAT_FORMAT'],
    ['', 'REQUIRED'],
  ])('%j → %s', (input, code) => {
    expect(validateEuVatNumber(input)).toMatchObject({ ok: false, error: { code } });
  });
});
