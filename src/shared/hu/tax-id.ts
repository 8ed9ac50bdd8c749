// Adóazonosító jel of natural persons (reference 1.2): "8", days since 1867-01-01 (5 digits),
// a 3-digit serial, and a check digit Σ i·dᵢ (i = 1..9) mod 11 (10 is never issued).
import { addDays, daysBetween, isIsoDate, type IsoDate } from '../dates/iso-date';
import { compactIdentifier, fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

const TAX_ID_EPOCH: IsoDate = '1867-01-01';

export interface TaxId {
  /** 10 digits */
  value: string;
  /** The birth date encoded in digits 2–6. */
  birthDate: IsoDate;
  serial: string;
}

function checkDigit(nineDigits: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (i + 1) * Number(nineDigits[i]);
  return sum % 11;
}

export function parseTaxId(input: string): HuValidationResult<TaxId> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('TAX_ID_FORMAT');
  const compact = compactIdentifier(input);
  if (compact === '') return fail('REQUIRED');
  if (!/^8\d{9}$/.test(compact)) return fail('TAX_ID_FORMAT');
  const check = checkDigit(compact.slice(0, 9));
  if (check === 10 || check !== Number(compact[9])) return fail('TAX_ID_CHECKSUM');
  return ok({ value: compact, birthDate: addDays(TAX_ID_EPOCH, Number(compact.slice(1, 6))), serial: compact.slice(6, 9) });
}

export function validateTaxId(input: string): HuValidationResult<string> {
  const r = parseTaxId(input);
  return r.ok ? ok(r.value.value) : r;
}

/** The birth date an adóazonosító jel encodes, or null when it is not a valid one. */
export function birthDateOfTaxId(input: string): IsoDate | null {
  const r = parseTaxId(input);
  return r.ok ? r.value.birthDate : null;
}

/** Does the adóazonosító jel belong to someone born on `birthDate`? */
export function taxIdMatchesBirthDate(taxId: string, birthDate: IsoDate): boolean {
  return isIsoDate(birthDate) && birthDateOfTaxId(taxId) === birthDate;
}

/** Builds a valid adóazonosító jel (test data, demo seed); null when the serial's check is 10. */
export function makeTaxId(birthDate: IsoDate, serial: number): string | null {
  const days = daysBetween(TAX_ID_EPOCH, birthDate);
  if (days < 0 || days > 99_999 || serial < 0 || serial > 999) throw new RangeError('Birth date or serial out of range');
  const nine = `8${String(days).padStart(5, '0')}${String(serial).padStart(3, '0')}`;
  const check = checkDigit(nine);
  return check === 10 ? null : `${nine}${check}`;
}
