// Zod schemas for Hungarian legal inputs, one per field plus the composite natural person and
// company. Each field schema takes the string as typed and outputs the normalised value
// ("12892312-2-42", "+36 30 123 4567"); a failure carries the Hungarian message and, in
// `issue.params.code`, the stable code of `huValidationMessages` (read it with `huIssueCode`).
import { z } from 'zod';
import { isIsoDate, todayInBudapest, type IsoDate } from '../dates/iso-date';
import { isBudapest, postalCodeMatchesCity, validatePostalCode } from './address';
import { validateBankAccount, validateGiroAccount, validateIban } from './bank-account';
import { validateCompanyRegistrationNumber } from './company-registration';
import { validateEuVatNumber } from './eu-vat';
import { idDocumentTypes, validateIdDocumentNumber } from './id-document';
import { validateLandRegistryNumber } from './land-registry';
import { validatePhoneNumber } from './phone';
import { validateTaj } from './taj';
import { taxIdMatchesBirthDate, validateTaxId } from './tax-id';
import { validateTaxNumber, validateTaxpayerId } from './tax-number';
import { huError, huValidationMessages, ok, fail, type HuValidationCode, type HuValidationResult } from './validation';

type Issue = { code: 'custom'; message: string; params: { code: HuValidationCode; checksum: boolean }; path?: PropertyKey[] };

function issueOf(code: HuValidationCode, path?: PropertyKey[]): Issue {
  const e = huError(code);
  return { code: 'custom', message: e.message, params: { code, checksum: e.checksum }, ...(path ? { path } : {}) };
}

/**
 * The stable code of a zod issue raised by these schemas: our own issues carry it in
 * `params.code`; zod's type check (missing or non-string value) maps to REQUIRED / INVALID_VALUE.
 */
export function huIssueCode(issue: { code?: string; message?: string; params?: unknown }): HuValidationCode | undefined {
  const code = (issue.params as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && code in huValidationMessages) return code as HuValidationCode;
  if (issue.code === 'invalid_type') return issue.message === huValidationMessages.REQUIRED ? 'REQUIRED' : 'INVALID_VALUE';
  return undefined;
}

const stringInput = () => z.string({ error: (iss) => (iss.input === undefined || iss.input === null ? huValidationMessages.REQUIRED : huValidationMessages.INVALID_VALUE) });

/** A string field checked and normalised by one of the validators of `shared/hu`. */
export function huField<T>(validate: (input: string) => HuValidationResult<T>) {
  return stringInput().transform((input, ctx): T => {
    const r = validate(input);
    if (r.ok) return r.value;
    ctx.addIssue(issueOf(r.error.code));
    return z.NEVER;
  });
}

/** Optional form field: '', blanks, null and a missing key all become null; anything else must pass `field`. */
export function optionalHuField<T>(field: z.ZodType<T, string>) {
  return z
    .string({ error: huValidationMessages.INVALID_VALUE })
    .nullable()
    .optional()
    .transform((input, ctx): T | null => {
      if (input === undefined || input === null || input.trim() === '') return null;
      const r = field.safeParse(input);
      if (r.success) return r.data;
      for (const issue of r.error.issues) {
        ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path, params: (issue as { params?: Record<string, unknown> }).params ?? {} });
      }
      return z.NEVER;
    });
}

function text(min: number, max: number, pattern?: { regex: RegExp; code: HuValidationCode }) {
  return huField((input) => {
    const value = input.trim().replace(/\s+/g, ' ');
    if (value === '') return fail<string>('REQUIRED');
    if (value.length > max) return fail<string>('TOO_LONG');
    if (value.length < min || (pattern && !pattern.regex.test(value))) return fail<string>(pattern?.code ?? 'REQUIRED');
    return ok(value);
  });
}

export const taxNumberSchema = huField(validateTaxNumber);
export const taxpayerIdSchema = huField(validateTaxpayerId);
export const euVatNumberSchema = huField(validateEuVatNumber);
export const taxIdSchema = huField(validateTaxId);
export const tajSchema = huField(validateTaj);
export const giroAccountSchema = huField(validateGiroAccount);
export const ibanSchema = huField(validateIban);
/** GIRO number or IBAN, whichever was typed. */
export const bankAccountSchema = huField(validateBankAccount);
export const companyRegistrationNumberSchema = huField(validateCompanyRegistrationNumber);
/** Hungarian or international phone number, output "+36 30 123 4567" / "+43…". */
export const phoneNumberSchema = huField((input) => validatePhoneNumber(input));
/** Hungarian numbers only. */
export const huPhoneNumberSchema = huField((input) => validatePhoneNumber(input, { allowForeign: false }));
export const postalCodeSchema = huField(validatePostalCode);
export const landRegistryNumberSchema = huField(validateLandRegistryNumber);
/** Person names: letters first ("dr. Kovács János"), 2–200 characters. */
export const personNameSchema = text(2, 200, { regex: /^\p{L}/u, code: 'NAME_FORMAT' });
export const companyNameSchema = text(2, 300);
export const placeNameSchema = text(2, 100);

/** A calendar day "YYYY-MM-DD"; an empty one is missing ("A mező kitöltése kötelező."), not malformed. */
export const isoDateSchema = huField((input): HuValidationResult<IsoDate> => {
  const value = input.trim();
  if (value === '') return fail('REQUIRED');
  return isIsoDate(value) ? ok(value) : fail('DATE_INVALID');
});

/** A birth date: a real date from 1900-01-01 up to today (in Budapest). */
export const birthDateSchema = isoDateSchema.superRefine((date, ctx) => {
  if (date < '1900-01-01') ctx.addIssue(issueOf('BIRTH_DATE_TOO_EARLY'));
  else if (date > todayInBudapest()) ctx.addIssue(issueOf('BIRTH_DATE_IN_FUTURE'));
});

export const idDocumentSchema = z.object({ type: z.enum(idDocumentTypes, { error: 'Válaszd ki az okmány típusát.' }), number: z.string({ error: huValidationMessages.REQUIRED }) }).transform((doc, ctx) => {
  const r = validateIdDocumentNumber(doc.type, doc.number);
  if (r.ok) return { type: doc.type, number: r.value };
  ctx.addIssue(issueOf(r.error.code, ['number']));
  return z.NEVER;
});
export type IdDocument = z.output<typeof idDocumentSchema>;

/**
 * A postal address. Hungarian ones (country "HU", the default) need a 4-digit irányítószám that
 * agrees with Budapest / not Budapest; foreign ones a 2–10 character postal code.
 */
export const addressSchema = z
  .object({
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, 'Az országkód két betű (például HU).')
      .default('HU'),
    postalCode: stringInput().trim(),
    city: placeNameSchema,
    street: text(2, 200),
  })
  .superRefine(
    (a, ctx) => {
      if (a.country === 'HU') {
        const r = validatePostalCode(a.postalCode);
        if (!r.ok) ctx.addIssue(issueOf(r.error.code, ['postalCode']));
        // The tie to Budapest needs a city that passed its own rule.
        else if (placeNameSchema.safeParse(a.city).success && !postalCodeMatchesCity(a.postalCode, a.city)) ctx.addIssue(issueOf('POSTAL_CODE_CITY_MISMATCH', [isBudapest(a.city) ? 'postalCode' : 'city']));
      } else if (!/^[A-Z0-9 -]{2,10}$/i.test(a.postalCode)) {
        ctx.addIssue(issueOf('POSTAL_CODE_FORMAT', ['postalCode']));
      }
    },
    // Also when the city or the street is wrong, so that one submit names every wrong field (the
    // postal code's message came only after the city and the street were filled in). The country
    // and the postal code must have parsed: the check reads them.
    { when: ({ value }) => isParsedCountryAndPostalCode(value) },
  );

function isParsedCountryAndPostalCode(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const { country, postalCode } = value as { country?: unknown; postalCode?: unknown };
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) && typeof postalCode === 'string';
}
export type Address = z.output<typeof addressSchema>;

/**
 * The fields of a natural person as contracts and AML identification (Pmt. 7. §) record them.
 * Exported separately so that forms needing fewer fields can pick or relax them; apply
 * `checkNaturalPerson` to any object built from them.
 */
export const naturalPersonFields = {
  name: personNameSchema,
  /** Születési név; null when the same as the name. */
  birthName: optionalHuField(personNameSchema),
  birthPlace: placeNameSchema,
  birthDate: birthDateSchema,
  /** Anyja születési neve. */
  mothersName: personNameSchema,
  address: addressSchema,
  idDocument: idDocumentSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  taxId: optionalHuField(taxIdSchema),
  taj: optionalHuField(tajSchema),
  citizenship: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'Az állampolgárság kétbetűs országkód (például HU).')
    .default('HU'),
};

/** Cross-field rule: an adóazonosító jel encodes the birth date. */
export function checkNaturalPerson(person: { birthDate?: IsoDate | null; taxId?: string | null }, ctx: { addIssue: (issue: Issue) => void }): void {
  if (person.taxId && person.birthDate && !taxIdMatchesBirthDate(person.taxId, person.birthDate)) {
    ctx.addIssue(issueOf('TAX_ID_BIRTH_DATE_MISMATCH', ['taxId']));
  }
}

export const naturalPersonSchema = z.object(naturalPersonFields).superRefine(checkNaturalPerson);
export type NaturalPerson = z.output<typeof naturalPersonSchema>;

/** Registered in the company register, or elsewhere (ügyvédi iroda: bar register; alapítvány …). */
export const companyRegistrationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company_register'), number: companyRegistrationNumberSchema }),
  z.object({ kind: z.literal('other_register'), registerName: text(2, 200), registerNumber: text(1, 100) }),
]);

export const companyFields = {
  name: companyNameSchema,
  /** Székhely. */
  seat: addressSchema,
  registration: companyRegistrationSchema,
  taxNumber: taxNumberSchema,
  euVatNumber: optionalHuField(euVatNumberSchema),
};

/** Cross-field rule: a HU közösségi adószám is "HU" + the adószám's törzsszám. */
export function checkCompany(company: { taxNumber?: string | null; euVatNumber?: string | null }, ctx: { addIssue: (issue: Issue) => void }): void {
  const { taxNumber, euVatNumber } = company;
  if (taxNumber && euVatNumber?.startsWith('HU') && euVatNumber.slice(2) !== taxNumber.slice(0, 8)) {
    ctx.addIssue(issueOf('EU_VAT_TAX_NUMBER_MISMATCH', ['euVatNumber']));
  }
}

export const companySchema = z.object(companyFields).superRefine(checkCompany);
export type Company = z.output<typeof companySchema>;
