import { describe, expect, it } from 'vitest';
import { hourInZone } from './dates/zoned-time';
import { countryName, dateTimeFormat, numberFormat } from './intl';

describe('the Intl formatter cache', () => {
  it('gives the same formatter for the same locale and options, another for other ones', () => {
    const medium = dateTimeFormat('hu-HU', { dateStyle: 'medium', timeZone: 'Europe/Budapest' });
    expect(dateTimeFormat('hu-HU', { dateStyle: 'medium', timeZone: 'Europe/Budapest' })).toBe(medium);
    expect(dateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/Budapest' })).not.toBe(medium);
    expect(dateTimeFormat('hu-HU', { dateStyle: 'long', timeZone: 'Europe/Budapest' })).not.toBe(medium);
    expect(numberFormat('hu-HU')).toBe(numberFormat('hu-HU'));
    expect(numberFormat('hu-HU', { maximumFractionDigits: 1 })).not.toBe(numberFormat('hu-HU'));
  });

  it('formats as a formatter built for the call would', () => {
    const at = new Date('2026-11-29T13:05:00Z');
    expect(dateTimeFormat('hu-HU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Budapest' }).format(at)).toBe('2026. nov. 29. 14:05');
    expect(numberFormat('hu-HU').format(1234567.5)).toBe('1\u00a0234\u00a0567,5');
    expect(numberFormat('en-GB', { maximumFractionDigits: 1 }).format(4.56)).toBe('4.6');
  });
});

describe('hourInZone', () => {
  it('is the wall-clock hour in Budapest in winter and in summer, and in another zone when asked', () => {
    expect(hourInZone(new Date('2026-01-15T23:30:00Z'))).toBe(0);
    expect(hourInZone(new Date('2026-07-15T21:59:00Z'))).toBe(23);
    expect(hourInZone(new Date('2026-07-15T22:00:00Z'))).toBe(0);
    expect(hourInZone(new Date('2026-07-15T22:00:00Z'), 'Europe/London')).toBe(23);
  });
});

describe('countryName', () => {
  it('names a country in Hungarian from its code, and keeps a code it does not know as it is', () => {
    expect(countryName('HU')).toBe('Magyarország');
    expect(countryName('de')).toBe('Németország');
    expect(countryName('AT', 'en')).toBe('Austria');
    expect(countryName('XX')).toBe('XX');
    expect(countryName('nem-kód')).toBe('nem-kód');
  });
});
