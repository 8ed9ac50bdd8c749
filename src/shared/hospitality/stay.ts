// Nights of a stay and what they cost: pure functions on calendar dates (YYYY-MM-DD). A stay is
// the half-open range [arrival, departure): the departure day is the next guest's arrival day.
import { addDays, toEpochDay, type IsoDate } from '../dates/iso-date';

/** Number of nights in [arrival, departure); 0 when departure is not after arrival. */
export function nightsBetween(arrival: IsoDate, departure: IsoDate): number {
  return Math.max(0, toEpochDay(departure) - toEpochDay(arrival));
}

/** The nights of a stay, each named by the date the night begins. */
export function stayNights(arrival: IsoDate, departure: IsoDate): IsoDate[] {
  return Array.from({ length: nightsBetween(arrival, departure) }, (_, i) => addDays(arrival, i));
}

/** Whether two [start, end) ranges share a night (back-to-back ranges do not). */
export function rangesOverlap(a: { from: IsoDate; to: IsoDate }, b: { from: IsoDate; to: IsoDate }): boolean {
  return a.from < b.to && b.from < a.to;
}

/** 0 = Monday … 6 = Sunday (1970-01-01 was a Thursday). */
export function weekdayOf(date: IsoDate): number {
  return (((toEpochDay(date) + 3) % 7) + 7) % 7;
}

export interface RateSeason {
  startsOn: IsoDate;
  /** Inclusive last night of the season. */
  endsOn: IsoDate;
  /** Gross HUF per unit-night, Monday..Sunday; null falls back to `price`. */
  weekdayPrices: readonly (number | null)[];
  price: number;
  minStay: number;
}

export interface RatePlanRule {
  /** Gross HUF per unit-night outside every season. */
  basePrice: number;
  minStay: number;
  seasons: readonly RateSeason[];
}

function seasonOf(plan: RatePlanRule, night: IsoDate): RateSeason | undefined {
  return plan.seasons.find((s) => s.startsOn <= night && night <= s.endsOn);
}

/** The price of one unit-night under the plan. */
export function nightPrice(plan: RatePlanRule, night: IsoDate): number {
  const season = seasonOf(plan, night);
  if (!season) return plan.basePrice;
  return season.weekdayPrices[weekdayOf(night)] ?? season.price;
}

/** The minimum stay that applies to an arrival (the arrival night's season decides). */
export function minStayFor(plan: RatePlanRule, arrival: IsoDate): number {
  return seasonOf(plan, arrival)?.minStay ?? plan.minStay;
}

export interface PricedNight {
  night: IsoDate;
  price: number;
}

/** Every night of the stay with its price, and the total, for one unit. */
export function priceStay(plan: RatePlanRule, arrival: IsoDate, departure: IsoDate): { nights: PricedNight[]; total: number } {
  const nights = stayNights(arrival, departure).map((night) => ({ night, price: nightPrice(plan, night) }));
  return { nights, total: nights.reduce((sum, n) => sum + n.price, 0) };
}

export interface CancellationTerms {
  /** Free cancellation until this many days before arrival (inclusive). */
  freeUntilDays: number;
  /** Fee after that, as a percentage of the stay's accommodation total. */
  penaltyPercent: number;
}

/** The cancellation fee on `today` under the terms (whole forints, rounded half up). */
export function cancellationFee(terms: CancellationTerms, arrival: IsoDate, today: IsoDate, accommodationTotal: number): number {
  const daysBefore = toEpochDay(arrival) - toEpochDay(today);
  if (daysBefore >= terms.freeUntilDays) return 0;
  return Math.round((accommodationTotal * terms.penaltyPercent) / 100);
}
