import { describe, expect, it } from 'vitest';
import { parsePhoneNumber, validatePhoneNumber } from './phone';

describe('Hungarian phone numbers', () => {
  it.each([
    ['+36 1 234 5678', '+36 1 234 5678'],
    ['+3612345678', '+36 1 234 5678'],
    ['06 1 234 5678', '+36 1 234 5678'],
    ['(06 1) 234-5678', '+36 1 234 5678'],
    ['0036 1 234 5678', '+36 1 234 5678'],
    ['1 234 5678', '+36 1 234 5678'],
    ['+36 30 123 4567', '+36 30 123 4567'],
    ['06-30/123-4567', '+36 30 123 4567'],
    ['06301234567', '+36 30 123 4567'],
    ['36301234567', '+36 30 123 4567'],
    ['30 123 4567', '+36 30 123 4567'],
    ['+36 20 123 4567', '+36 20 123 4567'],
    ['+36 31 123 4567', '+36 31 123 4567'],
    ['+36 50 123 4567', '+36 50 123 4567'],
    ['+36 70 123 4567', '+36 70 123 4567'],
    ['+36 21 123 4567', '+36 21 123 4567'],
    ['06 22 123 456', '+36 22 123 456'],
    ['+36 96 123 456', '+36 96 123 456'],
    ['06 80 123 456', '+36 80 123 456'],
  ])('%j → %s', (input, formatted) => {
    expect(validatePhoneNumber(input)).toEqual({ ok: true, value: formatted });
  });

  it('gives E.164 and tells mobiles apart', () => {
    expect(parsePhoneNumber('06 30 123 4567')).toEqual({ ok: true, value: { e164: '+36301234567', formatted: '+36 30 123 4567', areaCode: '30', mobile: true } });
    expect(parsePhoneNumber('06 1 234 5678')).toMatchObject({ ok: true, value: { e164: '+3612345678', areaCode: '1', mobile: false } });
  });

  it('keeps foreign numbers in international form, or refuses them when asked', () => {
    expect(validatePhoneNumber('+43 1 234 5678')).toEqual({ ok: true, value: '+4312345678' });
    expect(validatePhoneNumber('0049 30 1234567')).toEqual({ ok: true, value: '+49301234567' });
    expect(validatePhoneNumber('+43 1 234 5678', { allowForeign: false })).toMatchObject({ ok: false, error: { code: 'PHONE_AREA_CODE' } });
  });

  it.each([
    ['+36 30 123 456', 'PHONE_LENGTH'],
    ['+36 30 123 45678', 'PHONE_LENGTH'],
    ['+36 1 234 567', 'PHONE_LENGTH'],
    ['+36 22 123 4567', 'PHONE_LENGTH'],
    ['+36 10 123 4567', 'PHONE_AREA_CODE'],
    ['+36 60 123 456', 'PHONE_AREA_CODE'],
    ['06 00 123 456', 'PHONE_AREA_CODE'],
    ['+36 30 ABC 4567', 'PHONE_FORMAT'],
    ['12345', 'PHONE_FORMAT'],
    ['+1 23', 'PHONE_FORMAT'],
    ['', 'REQUIRED'],
  ])('%j → %s', (input, code) => {
    expect(validatePhoneNumber(input)).toMatchObject({ ok: false, error: { code } });
  });
});
