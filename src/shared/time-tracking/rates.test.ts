import { describe, expect, it } from 'vitest';
import { roundDuration } from './duration';
import { amountForMinutes, isValidRateAmount, resolveRate, zeroRate } from './rates';

const huf = (amount: string) => ({ amount, currency: 'HUF' as const });
const eur = (amount: string) => ({ amount, currency: 'EUR' as const });

describe('resolveRate (matter > client > activity > lawyer > firm)', () => {
  const all = { matter: huf('40000'), clients: [eur('120.00')], activity: huf('15000'), lawyer: huf('28000'), firm: huf('30000') };

  it('takes the most specific level that sets a rate', () => {
    expect(resolveRate(all)).toEqual({ amount: '40000', currency: 'HUF', level: 'matter' });
    expect(resolveRate({ ...all, matter: null })).toEqual({ amount: '120.00', currency: 'EUR', level: 'client' });
    expect(resolveRate({ ...all, matter: null, clients: [] })).toEqual({ amount: '15000', currency: 'HUF', level: 'activity' });
    expect(resolveRate({ ...all, matter: null, clients: [null], activity: null })).toEqual({ amount: '28000', currency: 'HUF', level: 'lawyer' });
    expect(resolveRate({ firm: huf('30000') })).toEqual({ amount: '30000', currency: 'HUF', level: 'firm' });
  });

  it('uses the first client that has a rate, in the order the clients were added', () => {
    expect(resolveRate({ clients: [null, undefined, huf('32000'), eur('99.00')] })).toMatchObject({ amount: '32000', level: 'client' });
  });

  it('gives null when no level sets a rate (the entry is then recorded at zero)', () => {
    expect(resolveRate({})).toBeNull();
    expect(zeroRate('EUR')).toEqual({ amount: '0', currency: 'EUR', level: 'firm' });
  });
});

describe('amountForMinutes', () => {
  it('prices the billed minutes in the currency scale, half away from zero', () => {
    expect(amountForMinutes(90, huf('35000'))).toBe('52500');
    expect(amountForMinutes(7, huf('10000'))).toBe('1167'); // 1166.67
    expect(amountForMinutes(1, huf('30'))).toBe('1'); // 0.5 rounds up
    expect(amountForMinutes(7, eur('120.50'))).toBe('14.06'); // 14.0583
    expect(amountForMinutes(12, eur('120.50'))).toBe('24.10');
    expect(amountForMinutes(0, eur('120.50'))).toBe('0.00');
  });

  it('matches the rounded duration the firm bills (up to 6 minutes)', () => {
    const billed = roundDuration(7, { mode: 'up', incrementMinutes: 6 });
    expect(billed).toBe(12);
    expect(amountForMinutes(billed, huf('30000'))).toBe('6000');
  });
});

describe('isValidRateAmount', () => {
  it('allows whole forints and euro cents only', () => {
    expect(isValidRateAmount('35000', 'HUF')).toBe(true);
    expect(isValidRateAmount('35000.5', 'HUF')).toBe(false);
    expect(isValidRateAmount('120.50', 'EUR')).toBe(true);
    expect(isValidRateAmount('120.505', 'EUR')).toBe(false);
    expect(isValidRateAmount('-1', 'HUF')).toBe(false);
  });
});
