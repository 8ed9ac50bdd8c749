// Adószám of businesses, `12345678-1-12`: törzsszám (7 digits + check digit), áfakód, területi
// kód (reference 1.1; NAV XSD taxpayerId [0-9]{8}, vatCode [1-5], countyCode [0-9]{2}).
import { compactIdentifier, fail, MAX_IDENTIFIER_INPUT, ok, weightedDigitSum, type HuValidationResult } from './validation';

const TAXPAYER_ID_WEIGHTS = [9, 7, 3, 1, 9, 7, 3, 1] as const;

/** Meaning of the áfakód (9th digit); 1–3 from secondary sources (reference: "verify"). */
export const VAT_CODE_MEANINGS: Record<string, string> = {
  '1': 'alanyi vagy tárgyi adómentes',
  '2': 'általános szabályok szerint adózó',
  '3': 'egyszerűsített vállalkozói adó (EVA) alanya volt',
  '4': 'csoportos áfaalany tagja (tagi adószám)',
  '5': 'csoportos áfaalany (csoportazonosító)',
};

/** Valid területi kódok: 02–20 companies by county, 22–40 sole traders, 41–44 directorates, 51. */
export function isValidCountyCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 2 && n <= 20) || (n >= 22 && n <= 44) || n === 51;
}

/** The törzsszám check: weights 9,7,3,1,9,7,3,1, sum ≡ 0 (mod 10). */
export function hasValidTaxpayerIdChecksum(eightDigits: string): boolean {
  return /^\d{8}$/.test(eightDigits) && weightedDigitSum(eightDigits, TAXPAYER_ID_WEIGHTS) % 10 === 0;
}

/** The check digit that completes the first seven digits of a törzsszám. */
export function taxpayerIdCheckDigit(sevenDigits: string): number {
  return (10 - (weightedDigitSum(sevenDigits, TAXPAYER_ID_WEIGHTS) % 10)) % 10;
}

/** Törzsszám: 8 digits, "HU" prefix and separators allowed ("HU-12892312" → "12892312"). */
export function validateTaxpayerId(input: string): HuValidationResult<string> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('TAXPAYER_ID_FORMAT');
  const compact = compactIdentifier(input).toUpperCase().replace(/^HU/, '');
  if (compact === '') return fail('REQUIRED');
  if (!/^\d{8}$/.test(compact)) return fail('TAXPAYER_ID_FORMAT');
  if (!hasValidTaxpayerIdChecksum(compact)) return fail('TAXPAYER_ID_CHECKSUM');
  return ok(compact);
}

export interface TaxNumber {
  /** törzsszám, 8 digits */
  taxpayerId: string;
  /** áfakód, 1–5 */
  vatCode: string;
  /** területi kód, 2 digits */
  countyCode: string;
  /** "12345678-1-12" */
  formatted: string;
}

/** Adószám `12345678-1-12` (also typed without hyphens or with spaces). */
export function parseTaxNumber(input: string): HuValidationResult<TaxNumber> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('TAX_NUMBER_FORMAT');
  const compact = compactIdentifier(input);
  if (compact === '') return fail('REQUIRED');
  if (!/^\d{11}$/.test(compact)) return fail('TAX_NUMBER_FORMAT');
  const taxpayerId = compact.slice(0, 8);
  const vatCode = compact.slice(8, 9);
  const countyCode = compact.slice(9, 11);
  if (!hasValidTaxpayerIdChecksum(taxpayerId)) return fail('TAX_NUMBER_CHECKSUM');
  if (!/^[1-5]$/.test(vatCode)) return fail('TAX_NUMBER_VAT_CODE');
  if (!isValidCountyCode(countyCode)) return fail('TAX_NUMBER_COUNTY_CODE');
  return ok({ taxpayerId, vatCode, countyCode, formatted: `${taxpayerId}-${vatCode}-${countyCode}` });
}

/** The normalised adószám ("12345678-1-12") or the error. */
export function validateTaxNumber(input: string): HuValidationResult<string> {
  const r = parseTaxNumber(input);
  return r.ok ? ok(r.value.formatted) : r;
}

/** The közösségi adószám of a Hungarian taxpayer: "HU" + törzsszám. */
export function euVatNumberOfTaxNumber(taxNumber: TaxNumber | string): string {
  return `HU${typeof taxNumber === 'string' ? taxNumber.slice(0, 8) : taxNumber.taxpayerId}`;
}
