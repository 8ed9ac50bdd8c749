// The record validator of a factory module, built from one definition version (decision 0100).
// The same builder runs in the designer's live preview, in the firm's form and on the server, so
// the Hungarian message a user sees is the one the API answers with (`fields[key]`).
// Values are stored normalised: text trimmed, phone "+36 30 123 4567", money whole forints,
// dates "YYYY-MM-DD", select the option value, contact and matter their ids; empty optional → null.
import { z } from 'zod';
import { isIsoDate } from '../dates/iso-date';
import { validateCompanyRegistrationNumber } from '../hu/company-registration';
import { validatePostalCode } from '../hu/address';
import { validatePhoneNumber } from '../hu/phone';
import { validateTaxNumber } from '../hu/tax-number';
import { formatHuDate, formatHuf, formatHuNumber } from '../hu/format';
import type { HuValidationResult } from '../hu/validation';
import type { FactoryDefinition, FactoryField, FactoryTextFormat } from './definition';
import { regexSafetyProblem } from './regex-safety';

export type FactoryValue = string | number | boolean | null;
export type FactoryRecordData = Record<string, FactoryValue>;

type Parsed = { ok: true; value: FactoryValue } | { ok: false; message: string };
const good = (value: FactoryValue): Parsed => ({ ok: true, value });
const bad = (message: string): Parsed => ({ ok: false, message });

export const factoryMessages = {
  required: 'A mező kitöltése kötelező.',
  notText: 'Szöveget adj meg.',
  tooShort: (n: number) => `Legalább ${n} karakter szükséges.`,
  tooLong: (n: number) => `Legfeljebb ${n} karakter lehet.`,
  pattern: 'A megadott érték formátuma nem megfelelő.',
  unsafePattern: 'A mező mintája nem biztonságos, ezért az érték nem ellenőrizhető: a modul tervezője javítsa a mintát.',
  notNumber: 'Számot adj meg.',
  notInteger: 'Egész számot adj meg.',
  notMoney: 'Az összeget egész forintban add meg (például 18 000).',
  min: (n: string) => `Legalább ${n} lehet.`,
  max: (n: string) => `Legfeljebb ${n} lehet.`,
  notDate: 'Érvénytelen dátum (ÉÉÉÉ-HH-NN).',
  dateMin: (d: string) => `A legkorábbi megengedett dátum: ${d}`,
  dateMax: (d: string) => `A legkésőbbi megengedett dátum: ${d}`,
  notOption: 'Válassz a felsorolt lehetőségek közül.',
  notBoolean: 'Igen vagy nem választ adj meg.',
  notEmail: 'Érvénytelen e-mail-cím (például nev@example.hu).',
  notContact: 'Válassz egy névjegyet.',
  contactMissing: 'A kiválasztott névjegy nem található.',
  notMatter: 'Válassz egy ügyet.',
  matterMissing: 'A kiválasztott ügy nem található, vagy nincs hozzáférésed.',
} as const;

const formatValidators: Record<FactoryTextFormat, (input: string) => HuValidationResult<string>> = {
  companyRegistrationNumber: validateCompanyRegistrationNumber,
  taxNumber: validateTaxNumber,
  postalCode: validatePostalCode,
};

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,200}\.[^\s@]{2,63}$/;
/** The shape of a linked row's id (contact, matter); whether it exists is the server's check. */
const LINK_ID = /^[A-Za-z0-9-]{1,100}$/;

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

function parseNumber(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  if (typeof input !== 'string') return null;
  // "18 000", "18 000 Ft", "1 234,5" as people type them
  const cleaned = input
    .replace(/[\s\u00a0]/g, '')
    .replace(/Ft$/i, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

function parseText(field: Extract<FactoryField, { type: 'text' | 'longText' }>, input: unknown): Parsed {
  if (typeof input !== 'string') return bad(factoryMessages.notText);
  const value = field.type === 'text' ? input.trim().replace(/\s+/g, ' ') : input.trim();
  const max = field.maxLength ?? (field.type === 'text' ? 500 : 10_000);
  if (value.length > max) return bad(factoryMessages.tooLong(max));
  if (field.minLength !== undefined && value.length < field.minLength) return bad(factoryMessages.tooShort(field.minLength));
  if (field.type === 'text' && field.format) {
    const r = formatValidators[field.format](value);
    if (!r.ok) return bad(r.error.message);
    return good(r.value);
  }
  if (field.type === 'text' && field.pattern) {
    // A pattern stored before the safety check (decision 0305) is not run: the value cannot be checked against it.
    if (regexSafetyProblem(field.pattern)) return bad(factoryMessages.unsafePattern);
    if (!new RegExp(`^(?:${field.pattern})$`, 'u').test(value)) return bad(field.patternMessage || factoryMessages.pattern);
  }
  return good(value);
}

function parseAmount(field: Extract<FactoryField, { type: 'number' | 'money' }>, input: unknown): Parsed {
  const n = parseNumber(input);
  if (n === null) return bad(field.type === 'money' ? factoryMessages.notMoney : factoryMessages.notNumber);
  if (field.type === 'money' && !Number.isInteger(n)) return bad(factoryMessages.notMoney);
  if (field.type === 'number' && field.integer && !Number.isInteger(n)) return bad(factoryMessages.notInteger);
  const min = field.min ?? (field.type === 'money' ? 0 : undefined);
  const show = (v: number) => (field.type === 'money' ? formatHuf(v) : formatHuNumber(v, { maxFractionDigits: 6 }));
  if (min !== undefined && n < min) return bad(factoryMessages.min(show(min)));
  if (field.max !== undefined && n > field.max) return bad(factoryMessages.max(show(field.max)));
  if (!Number.isSafeInteger(Math.trunc(n))) return bad(factoryMessages.max(show(Number.MAX_SAFE_INTEGER)));
  return good(n);
}

function parseValue(field: FactoryField, input: unknown): Parsed {
  switch (field.type) {
    case 'text':
    case 'longText':
      return parseText(field, input);
    case 'number':
    case 'money':
      return parseAmount(field, input);
    case 'date': {
      const value = typeof input === 'string' ? input.trim() : '';
      if (!isIsoDate(value)) return bad(factoryMessages.notDate);
      if (field.minDate && value < field.minDate) return bad(factoryMessages.dateMin(formatHuDate(field.minDate)));
      if (field.maxDate && value > field.maxDate) return bad(factoryMessages.dateMax(formatHuDate(field.maxDate)));
      return good(value);
    }
    case 'select':
      return typeof input === 'string' && field.options.some((o) => o.value === input) ? good(input) : bad(factoryMessages.notOption);
    case 'boolean':
      return typeof input === 'boolean' ? good(input) : bad(factoryMessages.notBoolean);
    case 'email': {
      const value = typeof input === 'string' ? input.trim().toLowerCase() : '';
      return value.length <= 254 && EMAIL.test(value) ? good(value) : bad(factoryMessages.notEmail);
    }
    case 'phone': {
      if (typeof input !== 'string') return bad(factoryMessages.notText);
      const r = validatePhoneNumber(input);
      return r.ok ? good(r.value) : bad(r.error.message);
    }
    case 'contact':
    case 'matter':
      return typeof input === 'string' && LINK_ID.test(input.trim()) ? good(input.trim()) : bad(field.type === 'contact' ? factoryMessages.notContact : factoryMessages.notMatter);
  }
}

/** One field's value checked and normalised; empty optional values become null (yes/no: false). */
export function parseFieldValue(field: FactoryField, input: unknown): Parsed {
  if (field.type === 'boolean' && isEmpty(input)) return good(false);
  if (isEmpty(input)) return field.required ? bad(factoryMessages.required) : good(null);
  return parseValue(field, input);
}

/**
 * The zod validator of a record's data for one definition version: every field of the version is
 * checked (keys of other versions are dropped from the output; the server keeps them in storage).
 */
export function buildRecordSchema(def: Pick<FactoryDefinition, 'fields'>) {
  return z.record(z.string(), z.unknown()).transform((input, ctx): FactoryRecordData => {
    const out: FactoryRecordData = {};
    for (const field of def.fields) {
      const r = parseFieldValue(field, input[field.key]);
      if (r.ok) out[field.key] = r.value;
      else ctx.addIssue({ code: 'custom', path: [field.key], message: r.message });
    }
    return out;
  });
}

/** Field key → Hungarian message, the `fields` of a VALIDATION_ERROR answer. */
export function recordErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? '_')] ??= issue.message;
  return fields;
}

/** The ids a record links to through its `type` fields (checked against the firm's rows on the server). */
export function linkedIds(def: Pick<FactoryDefinition, 'fields'>, data: FactoryRecordData, type: 'contact' | 'matter'): { key: string; id: string }[] {
  return def.fields.flatMap((f) => (f.type === type && typeof data[f.key] === 'string' ? [{ key: f.key, id: data[f.key] as string }] : []));
}
