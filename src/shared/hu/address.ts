// Hungarian postal addresses: irányítószám (4 digits, 1000–9999; every 1xxx code is Budapest,
// where digits 2–3 give the district), település, and the street line as people write it
// ("Fő utca 12. 3. em. 4."). Only the shape is checked; the postal code list is Magyar Posta's.
import { fail, ok, type HuValidationResult } from './validation';

export function validatePostalCode(input: string): HuValidationResult<string> {
  const compact = input.trim();
  if (compact === '') return fail('REQUIRED');
  return /^[1-9]\d{3}$/.test(compact) ? ok(compact) : fail('POSTAL_CODE_FORMAT');
}

/** "Budapest", "Budapest XIII. kerület", "Bp." (any case). */
export function isBudapest(city: string): boolean {
  return /^\s*(budapest|bp\.?)(\s|,|$)/i.test(city);
}

/** The Budapest district a 1xxx postal code belongs to (1132 → 13), or null. */
export function budapestDistrictOfPostalCode(postalCode: string): number | null {
  if (!/^1\d{3}$/.test(postalCode)) return null;
  const district = Number(postalCode.slice(1, 3));
  return district >= 1 && district <= 23 ? district : null;
}

/** A 1xxx postal code belongs to Budapest and a Budapest address has one. */
export function postalCodeMatchesCity(postalCode: string, city: string): boolean {
  return postalCode.startsWith('1') === isBudapest(city);
}

export interface HuAddress {
  country: string;
  postalCode: string;
  city: string;
  /** Közterület neve, jellege, házszám and the rest: "Fő utca 12. 3. em. 4." */
  street: string;
}

/** One line as contracts write it: "1132 Budapest, Váci út 12." (foreign: "…, Ausztria"). */
export function formatAddress(address: HuAddress, countryName?: string): string {
  const line = `${address.postalCode} ${address.city}, ${address.street}`;
  return address.country === 'HU' ? line : `${line}, ${countryName ?? address.country}`;
}
