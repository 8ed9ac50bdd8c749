// Idegenforgalmi adó (IFA, Htv. 30–33. §) per guest-night (decision 0343). The municipality's decree
// sets either an amount per guest-night or a percentage of the accommodation fee; the statutory
// exemptions (31. §) apply in every municipality. Under 18 is decided on each night from the date
// of birth when known, else from the age given at booking.
import { toEpochDay, type IsoDate } from '../dates/iso-date';
import type { TouristTaxExemption } from './codes';

export type TouristTaxRule = { mode: 'none' } | { mode: 'per_night'; amountHuf: number } | { mode: 'percent'; percent: number };

export interface TaxGuest {
  /** Date of birth from the register, when collected. */
  birthDate?: IsoDate | null;
  /** Age at arrival as given at booking (children). */
  ageAtArrival?: number | null;
  exemption?: TouristTaxExemption | null;
}

/** Full years of age on `date`. */
export function ageOn(birthDate: IsoDate, date: IsoDate): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** The guest's exemption on that night: their own reason, or under 18 by age. */
export function exemptionOn(guest: TaxGuest, night: IsoDate, arrival: IsoDate): TouristTaxExemption | null {
  if (guest.exemption) return guest.exemption;
  if (guest.birthDate) return ageOn(guest.birthDate, night) < 18 ? 'under_18' : null;
  if (guest.ageAtArrival !== null && guest.ageAtArrival !== undefined) {
    // Without a birth date the age grows by the years passed since arrival (a stay is short).
    const years = Math.floor((toEpochDay(night) - toEpochDay(arrival)) / 365.25);
    return guest.ageAtArrival + years < 18 ? 'under_18' : null;
  }
  return null;
}

export interface NightTax {
  night: IsoDate;
  liableGuests: number;
  exemptGuests: number;
  /** Whole forints. */
  amount: number;
}

/**
 * The tax of each night of a stay. `nightPrices` are the accommodation's gross prices per night
 * (the percentage mode's base, shared by the guests of the night).
 */
export function touristTaxOfStay(rule: TouristTaxRule, guests: readonly TaxGuest[], arrival: IsoDate, nightPrices: readonly { night: IsoDate; price: number }[]): NightTax[] {
  return nightPrices.map(({ night, price }) => {
    const liable = guests.filter((g) => exemptionOn(g, night, arrival) === null).length;
    const exempt = guests.length - liable;
    let amount = 0;
    if (rule.mode === 'per_night') amount = liable * rule.amountHuf;
    if (rule.mode === 'percent' && guests.length > 0) amount = Math.round((price * rule.percent * liable) / (100 * guests.length));
    return { night, liableGuests: liable, exemptGuests: exempt, amount };
  });
}

/** The date the municipality's monthly return of `month` (YYYY-MM) is due: the 15th of the next month. */
export function touristTaxReturnDue(month: string): IsoDate {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
  return `${next.y}-${String(next.m).padStart(2, '0')}-15`;
}
