import { describe, expect, it } from 'vitest';
import { formatTaj, tajCheckDigit, validateTaj } from './taj';

describe('TAJ szám (reference 1.3)', () => {
  it.each(['111111110', '123456788', '987654322'])('%s is valid', (taj) => {
    expect(validateTaj(taj)).toEqual({ ok: true, value: taj });
    expect(tajCheckDigit(taj.slice(0, 8))).toBe(Number(taj[8]));
  });

  it('accepts the printed form "123 456 788"', () => {
    expect(validateTaj('123 456 788')).toEqual({ ok: true, value: '123456788' });
    expect(validateTaj('123-456-788')).toEqual({ ok: true, value: '123456788' });
  });

  it('000000000 passes the arithmetic but is refused as never issued', () => {
    expect(tajCheckDigit('00000000')).toBe(0);
    expect(validateTaj('000000000')).toMatchObject({ ok: false, error: { code: 'TAJ_NOT_ISSUED' } });
  });

  it.each([
    ['111111111', 'TAJ_CHECKSUM'],
    ['123456789', 'TAJ_CHECKSUM'],
    ['12345678', 'TAJ_FORMAT'],
    ['1234567890', 'TAJ_FORMAT'],
    ['12345678A', 'TAJ_FORMAT'],
    ['', 'REQUIRED'],
  ])('%s → %s', (taj, code) => {
    expect(validateTaj(taj)).toMatchObject({ ok: false, error: { code } });
  });

  it('displays as 123 456 788', () => {
    expect(formatTaj('123456788')).toBe('123 456 788');
  });
});
