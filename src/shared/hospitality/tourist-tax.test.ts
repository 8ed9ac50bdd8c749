import { describe, expect, it } from 'vitest';
import { ntakTouristTaxStatus } from './codes';
import { ageOn, exemptionOn, touristTaxOfStay, touristTaxReturnDue } from './tourist-tax';

describe('tourist tax (IFA)', () => {
  const nights = [
    { night: '2026-07-01', price: 30_000 },
    { night: '2026-07-02', price: 30_000 },
  ];

  it('charges each liable guest per night and exempts the under-18s', () => {
    const guests = [{ birthDate: '1980-05-01' }, { birthDate: '1985-02-03' }, { ageAtArrival: 9 }];
    const tax = touristTaxOfStay({ mode: 'per_night', amountHuf: 500 }, guests, '2026-07-01', nights);
    expect(tax).toEqual([
      { night: '2026-07-01', liableGuests: 2, exemptGuests: 1, amount: 1000 },
      { night: '2026-07-02', liableGuests: 2, exemptGuests: 1, amount: 1000 },
    ]);
  });

  it('a guest turning 18 during the stay becomes liable from that night', () => {
    const guest = { birthDate: '2008-07-02' };
    expect(exemptionOn(guest, '2026-07-01', '2026-07-01')).toBe('under_18');
    expect(exemptionOn(guest, '2026-07-02', '2026-07-01')).toBeNull();
    expect(ageOn('2008-07-02', '2026-07-02')).toBe(18);
  });

  it('a stated exemption wins, and NTAK receives its code', () => {
    const guest = { birthDate: '1970-01-01', exemption: 'study_or_work' as const };
    expect(exemptionOn(guest, '2026-07-01', '2026-07-01')).toBe('study_or_work');
    expect(ntakTouristTaxStatus('study_or_work')).toBe('IM3');
    expect(ntakTouristTaxStatus(null)).toBe('KOTELES');
  });

  it('in percentage mode shares the night’s accommodation fee among the guests', () => {
    const tax = touristTaxOfStay({ mode: 'percent', percent: 4 }, [{ birthDate: '1980-01-01' }, { ageAtArrival: 5 }], '2026-07-01', nights);
    expect(tax.map((t) => t.amount)).toEqual([600, 600]);
  });

  it('none charges nothing; the return is due on the 15th of the next month', () => {
    expect(touristTaxOfStay({ mode: 'none' }, [{ birthDate: '1980-01-01' }], '2026-07-01', nights).every((t) => t.amount === 0)).toBe(true);
    expect(touristTaxReturnDue('2026-12')).toBe('2027-01-15');
    expect(touristTaxReturnDue('2026-07')).toBe('2026-08-15');
  });
});
