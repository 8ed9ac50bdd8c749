// The shape of a no-code module designed in the module factory (issue 13 point 6, decision 0100):
// store texts, an icon and a category like a built-in module, plus ONE entity with typed fields
// and the columns its list shows. A published definition is frozen as a numbered version; the
// record validator is built from it (record-schema.ts), versions follow versioning.ts.
//
// Not yet: `file` fields (documents storage is another issue). Links to a matter came later as the
// `matter` field type (issue 38.15), so existing definitions stayed valid.
import { z } from 'zod';
import { moduleCategories } from '../modules/registry';
import { moduleKeySchema } from '../modules/modules.schemas';
import { regexSafetyMessages, regexSafetyProblem } from './regex-safety';

export const factoryFieldTypes = ['text', 'longText', 'number', 'money', 'date', 'select', 'boolean', 'email', 'phone', 'contact', 'matter'] as const;
export type FactoryFieldType = (typeof factoryFieldTypes)[number];

/** Hungarian formats a text field can be checked against (validators of shared/hu). */
export const factoryTextFormats = ['companyRegistrationNumber', 'taxNumber', 'postalCode'] as const;
export type FactoryTextFormat = (typeof factoryTextFormats)[number];

const localized = (max: number) =>
  z.object({
    hu: z.string().trim().min(1, 'A magyar szöveg kötelező.').max(max, `Legfeljebb ${max} karakter lehet.`),
    en: z.string().trim().max(max, `Legfeljebb ${max} karakter lehet.`),
  });

/** Field keys are the keys of the record's data: stable, so old records map by key. */
export const fieldKeySchema = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'A mezőazonosító kisbetűvel kezdődik, és csak kisbetűt, számot és aláhúzást tartalmaz (legfeljebb 40 karakter).');

/**
 * A platform admin's pattern; bounded so a pathological one cannot run long on short input: at
 * most 200 characters, and no shape a backtracking engine can spend exponential time on
 * (nested or alternating repeats, back-references – issue 34 point 8, decision 0305).
 */
const patternSchema = z
  .string()
  .max(200, 'A minta legfeljebb 200 karakter lehet.')
  .superRefine((p, ctx) => {
    try {
      new RegExp(p, 'u');
    } catch {
      ctx.addIssue({ code: 'custom', message: 'A minta nem érvényes reguláris kifejezés.' });
      return;
    }
    const problem = regexSafetyProblem(p);
    if (problem) ctx.addIssue({ code: 'custom', message: regexSafetyMessages[problem] });
  });

const base = {
  key: fieldKeySchema,
  label: localized(80),
  required: z.boolean().default(false),
  help: z.string().max(200).optional(),
};

const textField = z.object({
  ...base,
  type: z.literal('text'),
  minLength: z.number().int().min(0).max(500).optional(),
  maxLength: z.number().int().min(1).max(500).optional(),
  pattern: patternSchema.optional(),
  /** Shown when the pattern does not match. */
  patternMessage: z.string().max(200).optional(),
  format: z.enum(factoryTextFormats).optional(),
});
const longTextField = z.object({ ...base, type: z.literal('longText'), minLength: z.number().int().min(0).max(10_000).optional(), maxLength: z.number().int().min(1).max(10_000).optional() });
const numberField = z.object({ ...base, type: z.literal('number'), min: z.number().finite().optional(), max: z.number().finite().optional(), integer: z.boolean().optional() });
/** Money in whole forints (HUF), never negative unless `min` says otherwise. */
const moneyField = z.object({ ...base, type: z.literal('money'), min: z.number().int().optional(), max: z.number().int().optional() });
const dateField = z.object({ ...base, type: z.literal('date'), minDate: z.iso.date().optional(), maxDate: z.iso.date().optional() });
export const selectOptionSchema = z.object({ value: fieldKeySchema, label: localized(80) });
const selectField = z.object({
  ...base,
  type: z.literal('select'),
  options: z
    .array(selectOptionSchema)
    .min(1, 'A választómezőnek legalább egy opció kell.')
    .max(50)
    .refine((opts) => new Set(opts.map((o) => o.value)).size === opts.length, 'Az opciók azonosítói nem ismétlődhetnek.'),
});
/** Yes/no is always answered (false by default), so `required` has no effect on it. */
const booleanField = z.object({ ...base, type: z.literal('boolean') });
const emailField = z.object({ ...base, type: z.literal('email') });
const phoneField = z.object({ ...base, type: z.literal('phone') });
/** A link to one of the firm's contacts (its id; checked against the firm's contacts on write). */
const contactField = z.object({ ...base, type: z.literal('contact') });
/** A link to one of the firm's matters (its id; checked on write against the matters the user sees). */
const matterField = z.object({ ...base, type: z.literal('matter') });

export const factoryFieldSchema = z.discriminatedUnion('type', [textField, longTextField, numberField, moneyField, dateField, selectField, booleanField, emailField, phoneField, contactField, matterField]);
export type FactoryField = z.infer<typeof factoryFieldSchema>;
export type FactoryFieldInput = z.input<typeof factoryFieldSchema>;

function rangeProblems(field: FactoryField): string | null {
  if ((field.type === 'text' || field.type === 'longText') && field.minLength !== undefined && field.maxLength !== undefined && field.minLength > field.maxLength) {
    return 'A legkisebb hossz nem lehet nagyobb a legnagyobbnál.';
  }
  if ((field.type === 'number' || field.type === 'money') && field.min !== undefined && field.max !== undefined && field.min > field.max) {
    return 'A legkisebb érték nem lehet nagyobb a legnagyobbnál.';
  }
  if (field.type === 'date' && field.minDate && field.maxDate && field.minDate > field.maxDate) return 'A legkorábbi dátum nem lehet későbbi a legkésőbbinél.';
  return null;
}

export const factoryDefinitionSchema = z
  .object({
    key: moduleKeySchema,
    name: localized(80),
    description: localized(500),
    icon: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'Érvénytelen ikonnév.'),
    category: z.enum(moduleCategories),
    /** The entity's name, singular ("Cégirat"), for "Új …" and headings. */
    entityName: localized(60),
    fields: z.array(factoryFieldSchema).min(1, 'Legalább egy mező kell.').max(40, 'Legfeljebb 40 mező lehet.'),
    /** Field keys shown as list columns, in order. */
    listColumns: z.array(fieldKeySchema).min(1, 'Legalább egy listaoszlopot válassz.').max(8, 'Legfeljebb 8 listaoszlop lehet.'),
  })
  .superRefine((def, ctx) => {
    const keys = def.fields.map((f) => f.key);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i) ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: `A(z) „${key}” mezőazonosító kétszer szerepel.` });
    });
    def.fields.forEach((field, i) => {
      const problem = rangeProblems(field);
      if (problem) ctx.addIssue({ code: 'custom', path: ['fields', i], message: problem });
    });
    def.listColumns.forEach((col, i) => {
      if (!keys.includes(col)) ctx.addIssue({ code: 'custom', path: ['listColumns', i], message: `A(z) „${col}” listaoszlop nem létező mező.` });
    });
  });
export type FactoryDefinition = z.infer<typeof factoryDefinitionSchema>;
export type FactoryDefinitionInput = z.input<typeof factoryDefinitionSchema>;

/** The field of a definition by key (records map their data by key). */
export function fieldByKey(def: Pick<FactoryDefinition, 'fields'>, key: string): FactoryField | undefined {
  return def.fields.find((f) => f.key === key);
}

/** The first text-like field, used as a record's title on its detail page and in links. */
export function titleFieldOf(def: Pick<FactoryDefinition, 'fields' | 'listColumns'>): FactoryField {
  const first = def.listColumns.map((k) => fieldByKey(def, k)).find((f) => f && (f.type === 'text' || f.type === 'select'));
  return first ?? def.fields[0]!;
}
