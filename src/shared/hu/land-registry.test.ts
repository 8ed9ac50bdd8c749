import { describe, expect, it } from 'vitest';
import { parseLandRegistryNumber, validateLandRegistryNumber } from './land-registry';

describe('helyrajzi szám', () => {
  it.each([
    ['1234', '1234'],
    ['1234/5', '1234/5'],
    ['012/3', '012/3'],
    ['1234/5/A/6', '1234/5/A/6'],
    ['1234/a/6', '1234/A/6'],
    ['1234 / 5', '1234/5'],
    ['hrsz. 1234/5', '1234/5'],
    ['1234/5 hrsz.', '1234/5'],
    ['Hrsz: 28711/12', '28711/12'],
  ])('%j → %s', (input, value) => {
    expect(validateLandRegistryNumber(input)).toEqual({ ok: true, value });
  });

  it('splits the parts and tells belterület from külterület', () => {
    expect(parseLandRegistryNumber('1234/5/A/6')).toEqual({
      ok: true,
      value: { value: '1234/5/A/6', parcel: '1234', subdivision: '5', building: 'A', unit: '6', area: 'belterület' },
    });
    expect(parseLandRegistryNumber('012/3')).toMatchObject({ ok: true, value: { parcel: '012', subdivision: '3', building: null, unit: null, area: 'külterület' } });
  });

  it.each(['1234/', '/5', '1234/5/A', '1234/5/AB/6', '1234-5', '0', '000/1', '1234567/1', '1234/5/6/7', 'Budapest 1234/5'])('%j is refused', (input) => {
    expect(validateLandRegistryNumber(input)).toMatchObject({ ok: false, error: { code: 'LAND_REGISTRY_FORMAT' } });
  });

  it('requires a value', () => {
    expect(validateLandRegistryNumber(' hrsz. ')).toMatchObject({ ok: false, error: { code: 'REQUIRED' } });
  });
});
