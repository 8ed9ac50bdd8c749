// The result shape of every Hungarian validator: a normalised value, or a stable code with a
// Hungarian message. `checksum: true` marks errors where the shape is right but a check digit is
// not — a CSV import may downgrade those to warnings (reference 1.4), user entry may not.

export const huValidationMessages = {
  REQUIRED: 'A mező kitöltése kötelező.',
  INVALID_VALUE: 'Érvénytelen érték.',
  TOO_LONG: 'A megadott érték túl hosszú.',
  // Adószám, törzsszám, közösségi adószám (reference 1.1)
  TAX_NUMBER_FORMAT: 'Az adószám formátuma 12345678-1-12 (11 számjegy).',
  TAX_NUMBER_CHECKSUM: 'Az adószám törzsszámának ellenőrző számjegye hibás, valószínűleg elírás.',
  TAX_NUMBER_VAT_CODE: 'Az adószám 9. számjegye (áfakód) csak 1–5 lehet.',
  TAX_NUMBER_COUNTY_CODE: 'Az adószám utolsó két számjegye nem létező területi kód.',
  TAXPAYER_ID_FORMAT: 'A törzsszám 8 számjegyből áll.',
  TAXPAYER_ID_CHECKSUM: 'A törzsszám ellenőrző számjegye hibás, valószínűleg elírás.',
  EU_VAT_FORMAT: 'A közösségi adószám formátuma hibás (például HU12345678).',
  EU_VAT_COUNTRY: 'A közösségi adószám országkódja nem uniós tagállamé.',
  EU_VAT_CHECKSUM: 'A közösségi adószám ellenőrző számjegye hibás, valószínűleg elírás.',
  EU_VAT_TAX_NUMBER_MISMATCH: 'A közösségi adószám nem egyezik az adószám törzsszámával.',
  // Adóazonosító jel (1.2)
  TAX_ID_FORMAT: 'Az adóazonosító jel 10 számjegyből áll, és 8-cal kezdődik.',
  TAX_ID_CHECKSUM: 'Az adóazonosító jel ellenőrző számjegye hibás, valószínűleg elírás.',
  TAX_ID_BIRTH_DATE_MISMATCH: 'Az adóazonosító jel nem a megadott születési dátumhoz tartozik.',
  // TAJ (1.3)
  TAJ_FORMAT: 'A TAJ-szám 9 számjegyből áll (például 123 456 788).',
  TAJ_CHECKSUM: 'A TAJ-szám ellenőrző számjegye hibás, valószínűleg elírás.',
  TAJ_NOT_ISSUED: 'Ilyen TAJ-számot nem adnak ki.',
  // Bank account and IBAN (1.4)
  BANK_ACCOUNT_FORMAT: 'A bankszámlaszám 2×8 vagy 3×8 számjegy (12345678-12345678 vagy 12345678-12345678-12345678).',
  BANK_ACCOUNT_CHECKSUM: 'A bankszámlaszám ellenőrző számjegye hibás, valószínűleg elírás.',
  IBAN_FORMAT: 'Az IBAN formátuma hibás (például HU42 1177 3016 1111 1018 0000 0000).',
  IBAN_COUNTRY: 'Az IBAN országkódja ismeretlen.',
  IBAN_LENGTH: 'Az IBAN hossza nem megfelelő ehhez az országhoz.',
  IBAN_CHECKSUM: 'Az IBAN ellenőrző számjegyei hibásak, valószínűleg elírás.',
  // Cégjegyzékszám (1.5)
  COMPANY_REG_FORMAT: 'A cégjegyzékszám formátuma Cg. 01-09-123456.',
  COMPANY_REG_COURT: 'A cégjegyzékszám első két számjegye (cégbíróság) 01 és 20 között lehet.',
  COMPANY_REG_FORM: 'A cégjegyzékszám középső két számjegye nem létező cégformakód.',
  // Identity documents (1.6)
  ID_DOCUMENT_FORMAT: 'Az okmány száma nem megfelelő formátumú.',
  // Phone, address, land registry
  PHONE_FORMAT: 'A telefonszám formátuma hibás (például +36 30 123 4567 vagy 06 1 234 5678).',
  PHONE_AREA_CODE: 'Ismeretlen magyar körzetszám vagy mobilszolgáltató-kód.',
  PHONE_LENGTH: 'A telefonszám számjegyeinek száma nem megfelelő ehhez a körzetszámhoz.',
  POSTAL_CODE_FORMAT: 'Az irányítószám 4 számjegy (1000–9999).',
  POSTAL_CODE_CITY_MISMATCH: 'Az 1-essel kezdődő irányítószám csak budapesti címhez tartozhat, budapesti címhez pedig csak ilyen.',
  LAND_REGISTRY_FORMAT: 'A helyrajzi szám formátuma hibás (például 1234/5, 012/3 vagy 1234/5/A/6).',
  // Dates and names in composite schemas
  DATE_INVALID: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).',
  BIRTH_DATE_IN_FUTURE: 'A születési dátum nem lehet a jövőben.',
  BIRTH_DATE_TOO_EARLY: 'A születési dátum nem lehet 1900 előtti.',
  NAME_FORMAT: 'A név legalább 2 karakter, és betűvel kezdődik.',
} as const;

export type HuValidationCode = keyof typeof huValidationMessages;

export interface HuValidationError {
  code: HuValidationCode;
  message: string;
  /** The shape is right, only a check digit fails. */
  checksum: boolean;
}

export type HuValidationResult<T> = { ok: true; value: T } | { ok: false; error: HuValidationError };

const CHECKSUM_CODES: ReadonlySet<HuValidationCode> = new Set<HuValidationCode>([
  'TAX_NUMBER_CHECKSUM',
  'TAXPAYER_ID_CHECKSUM',
  'EU_VAT_CHECKSUM',
  'TAX_ID_CHECKSUM',
  'TAJ_CHECKSUM',
  'BANK_ACCOUNT_CHECKSUM',
  'IBAN_CHECKSUM',
]);

export function huError(code: HuValidationCode): HuValidationError {
  return { code, message: huValidationMessages[code], checksum: CHECKSUM_CODES.has(code) };
}

export function fail<T>(code: HuValidationCode): HuValidationResult<T> {
  return { ok: false, error: huError(code) };
}

export function ok<T>(value: T): HuValidationResult<T> {
  return { ok: true, value };
}

/** Trims and drops the separators people type into identifiers: spaces, hyphens, dots, slashes. */
export function compactIdentifier(input: string): string {
  return input.replace(/[\s\-./\u00a0]/g, '');
}

/** Σ wᵢ·dᵢ over the digits, the weights repeated as needed. */
export function weightedDigitSum(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weights[i % weights.length] ?? 0);
  return sum;
}

/** Input longer than this is refused before any parsing (no regex work on megabytes). */
export const MAX_IDENTIFIER_INPUT = 64;
