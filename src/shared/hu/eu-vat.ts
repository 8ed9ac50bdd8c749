// EU VAT identification numbers (közösségi adószám): the country prefix and the national
// part's shape per member state as the Commission's VIES help lists it; only HU is checked
// further (its törzsszám check digit). Whether a number is registered is VIES's answer, online.
import { hasValidTaxpayerIdChecksum } from './tax-number';
import { fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

/** National part (after the prefix) per VIES prefix; Greece uses EL, Northern Ireland XI. */
export const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** Any VAT-number-like string: two letters and 2–12 letters/digits. */
const GENERAL_PATTERN = /^[A-Z]{2}[0-9A-Z+*]{2,12}$/;

export interface EuVatNumber {
  country: string;
  national: string;
  /** "HU12892312" */
  formatted: string;
}

export function parseEuVatNumber(input: string): HuValidationResult<EuVatNumber> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('EU_VAT_FORMAT');
  const compact = input.replace(/[\s\-.\u00a0]/g, '').toUpperCase();
  if (compact === '') return fail('REQUIRED');
  if (!GENERAL_PATTERN.test(compact)) return fail('EU_VAT_FORMAT');
  const country = compact.slice(0, 2);
  const national = compact.slice(2);
  const pattern = EU_VAT_PATTERNS[country];
  if (!pattern) return fail('EU_VAT_COUNTRY');
  if (!pattern.test(national)) return fail('EU_VAT_FORMAT');
  if (country === 'HU' && !hasValidTaxpayerIdChecksum(national)) return fail('EU_VAT_CHECKSUM');
  return ok({ country, national, formatted: compact });
}

/** The normalised number ("HU12892312") or the error. */
export function validateEuVatNumber(input: string): HuValidationResult<string> {
  const r = parseEuVatNumber(input);
  return r.ok ? ok(r.value.formatted) : r;
}
