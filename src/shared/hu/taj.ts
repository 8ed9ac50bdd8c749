// TAJ szám (reference 1.3): 8 serial digits and a check digit
// (3·d1 + 7·d2 + 3·d3 + 7·d4 + 3·d5 + 7·d6 + 3·d7 + 7·d8) mod 10; shown as "123 456 788".
import { compactIdentifier, fail, MAX_IDENTIFIER_INPUT, ok, weightedDigitSum, type HuValidationResult } from './validation';

export function tajCheckDigit(eightDigits: string): number {
  return weightedDigitSum(eightDigits, [3, 7]) % 10;
}

/** The TAJ as 9 digits, or the error. "000000000" passes the arithmetic but is never issued. */
export function validateTaj(input: string): HuValidationResult<string> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('TAJ_FORMAT');
  const compact = compactIdentifier(input);
  if (compact === '') return fail('REQUIRED');
  if (!/^\d{9}$/.test(compact)) return fail('TAJ_FORMAT');
  if (tajCheckDigit(compact.slice(0, 8)) !== Number(compact[8])) return fail('TAJ_CHECKSUM');
  if (/^0+$/.test(compact)) return fail('TAJ_NOT_ISSUED');
  return ok(compact);
}

/** "123456788" → "123 456 788" (plain spaces, as printed on the card). */
export function formatTaj(nineDigits: string): string {
  return `${nineDigits.slice(0, 3)} ${nineDigits.slice(3, 6)} ${nineDigits.slice(6, 9)}`;
}
