// Hungarian phone numbers in the forms people type (+36 30 123 4567, 06-30/123-4567,
// 0036 1 234 5678, (06 1) 234 5678) normalised to "+36 1 234 5678", "+36 30 123 4567" or
// "+36 22 123 456". Budapest (1), mobile (20, 30, 31, 50, 70) and nomadic (21) numbers have 7
// subscriber digits, other areas 6 (NMHH numbering plan). Foreign numbers are accepted in
// international form (+ and 8–15 digits, ITU E.164) and kept without grouping.
import { fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

const SEVEN_DIGIT_CODES = new Set(['1', '20', '21', '30', '31', '50', '70']);
/** Geographic area codes (2 digits, 6-digit subscriber numbers) and 40/80/90/91 services. */
const SIX_DIGIT_CODES = new Set(
  ('22 23 24 25 26 27 28 29 32 33 34 35 36 37 40 42 44 45 46 47 48 49 52 53 54 56 57 59 62 63 66 68 69 ' + '72 73 74 75 76 77 78 79 80 82 83 84 85 87 88 89 90 91 92 93 94 95 96 99').split(' '),
);
export const MOBILE_CODES: ReadonlySet<string> = new Set(['20', '30', '31', '50', '70']);

export interface PhoneNumber {
  /** "+36301234567" */
  e164: string;
  /** "+36 30 123 4567"; foreign numbers as "+43…" ungrouped. */
  formatted: string;
  /** Hungarian area or mobile code ("1", "30", …); null for foreign numbers. */
  areaCode: string | null;
  mobile: boolean;
}

function hungarian(national: string): HuValidationResult<PhoneNumber> {
  // Budapest subscriber numbers start with 2–9, so "10…" / "11…" is a (non-existent) two-digit code.
  const code = /^1[2-9]/.test(national) ? '1' : national.slice(0, 2);
  const subscriber = national.slice(code.length);
  const expected = SEVEN_DIGIT_CODES.has(code) ? 7 : SIX_DIGIT_CODES.has(code) ? 6 : null;
  if (expected === null) return fail('PHONE_AREA_CODE');
  if (subscriber.length !== expected) return fail('PHONE_LENGTH');
  // 234 5678 / 123 456
  const grouped = `${subscriber.slice(0, 3)} ${subscriber.slice(3)}`;
  return ok({ e164: `+36${national}`, formatted: `+36 ${code} ${grouped}`, areaCode: code, mobile: MOBILE_CODES.has(code) });
}

export function parsePhoneNumber(input: string, options: { allowForeign?: boolean } = {}): HuValidationResult<PhoneNumber> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('PHONE_FORMAT');
  const trimmed = input.trim();
  if (trimmed === '') return fail('REQUIRED');
  if (!/^\+?[\d\s\-/().]+$/.test(trimmed)) return fail('PHONE_FORMAT');
  const plus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  let international: string | null = null;
  if (plus) international = digits;
  else if (digits.startsWith('00')) international = digits.slice(2);
  if (international !== null) {
    if (international.startsWith('36')) return hungarian(international.slice(2));
    if (options.allowForeign === false) return fail('PHONE_AREA_CODE');
    if (!/^[1-9]\d{7,14}$/.test(international)) return fail('PHONE_FORMAT');
    return ok({ e164: `+${international}`, formatted: `+${international}`, areaCode: null, mobile: false });
  }
  // Domestic: the trunk prefix 06 (06 30 123 4567), "36" typed without the plus
  // (36 30 123 4567, 11 digits), or the national number alone (30 123 4567, 1 234 5678).
  if (digits.startsWith('06')) return hungarian(digits.slice(2));
  if (digits.length === 11 && digits.startsWith('36')) return hungarian(digits.slice(2));
  if (digits.length === 8 || digits.length === 9) return hungarian(digits);
  return fail('PHONE_FORMAT');
}

/** The display form ("+36 30 123 4567") or the error. */
export function validatePhoneNumber(input: string, options: { allowForeign?: boolean } = {}): HuValidationResult<string> {
  const r = parsePhoneNumber(input, options);
  return r.ok ? ok(r.value.formatted) : r;
}
