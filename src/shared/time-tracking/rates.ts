// Hourly rates of time entries (issue 17 point 1, decision 0114): the most specific rate wins –
// matter > client > activity type > lawyer > the firm's default – in HUF (whole forints) or EUR
// (cents). The rate is resolved when an entry is recorded and stored with it, so a later change
// of a rate never reprices recorded work. Amounts are exact (scaled BigInt, no binary floats) and
// rounded half away from zero, the same as Postgres round(numeric) computes the stored amount.
import { parseDecimal } from '../invoice-generator/decimal';

export const rateCurrencies = ['HUF', 'EUR'] as const;
export type RateCurrency = (typeof rateCurrencies)[number];

/** Decimal places of an amount: whole forints, euro cents. */
export const CURRENCY_SCALE: Record<RateCurrency, number> = { HUF: 0, EUR: 2 };

/** Levels a rate can be set on, most specific first; `firm` is the firm's default. */
export const rateLevels = ['matter', 'client', 'activity', 'lawyer', 'firm'] as const;
export type RateLevel = (typeof rateLevels)[number];
/** Levels stored as rate rows (the firm default lives in the firm's settings). */
export const storedRateLevels = ['matter', 'client', 'activity', 'lawyer'] as const;
export type StoredRateLevel = (typeof storedRateLevels)[number];

export interface HourlyRate {
  /** Net hourly rate as a decimal string: "35000" (HUF) or "120.50" (EUR). */
  amount: string;
  currency: RateCurrency;
}

export interface RateCandidates {
  matter?: HourlyRate | null;
  /** The rates of the matter's clients in the order they were added; the first one set counts. */
  clients?: readonly (HourlyRate | null | undefined)[];
  activity?: HourlyRate | null;
  lawyer?: HourlyRate | null;
  firm?: HourlyRate | null;
}

export interface ResolvedRate extends HourlyRate {
  level: RateLevel;
}

/** The applicable rate, or null when no level sets one (the entry is then recorded at 0). */
export function resolveRate(candidates: RateCandidates): ResolvedRate | null {
  const ordered: [RateLevel, HourlyRate | null | undefined][] = [
    ['matter', candidates.matter],
    ['client', candidates.clients?.find((c) => c != null)],
    ['activity', candidates.activity],
    ['lawyer', candidates.lawyer],
    ['firm', candidates.firm],
  ];
  for (const [level, rate] of ordered) if (rate) return { ...rate, level };
  return null;
}

/** A zero rate in the firm's currency, for entries with no rate anywhere. */
export function zeroRate(currency: RateCurrency = 'HUF'): ResolvedRate {
  return { amount: '0', currency, level: 'firm' };
}

/** True for a non-negative rate with at most the currency's decimals (HUF whole, EUR cents). */
export function isValidRateAmount(amount: string, currency: RateCurrency): boolean {
  if (!/^\d{1,10}(\.\d+)?$/.test(amount)) return false;
  const decimals = amount.split('.')[1]?.length ?? 0;
  return decimals <= CURRENCY_SCALE[currency];
}

/**
 * The value of `minutes` at an hourly rate, in the rate's currency at its scale, rounded half away
 * from zero: 90 min × 35 000 Ft = "52500"; 7 min × 120.50 EUR = "14.06".
 */
export function amountForMinutes(minutes: number, rate: HourlyRate): string {
  if (!Number.isInteger(minutes) || minutes < 0) throw new RangeError(`Minutes must be a whole number ≥ 0: ${minutes}`);
  const { units, scale } = parseDecimal(rate.amount);
  const target = CURRENCY_SCALE[rate.currency];
  // value = units / 10^scale × minutes / 60, expressed in 10^-target units.
  const numerator = units * BigInt(minutes) * 10n ** BigInt(target);
  const denominator = 60n * 10n ** BigInt(scale);
  const rounded = (2n * numerator + denominator) / (2n * denominator);
  const digits = rounded.toString().padStart(target + 1, '0');
  return target === 0 ? digits : `${digits.slice(0, -target)}.${digits.slice(-target)}`;
}
