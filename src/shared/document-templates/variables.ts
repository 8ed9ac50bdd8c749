// The typed variable model of a document template (spec 3.8 `enhanced_template_variables`,
// issue 16 point 2, decision 0180). One definition drives three things that must agree: the
// form in the browser, the server's validation of a generation request (both through
// `buildInputsSchema`), and the display values the template text is filled with
// (`renderValues`: "1 250 000 Ft, azaz egymillió-kétszázötvenezer forint", "2026. november 23.").
import { z } from 'zod';
import type { IsoDate } from '../dates/iso-date';
import { formatAddress } from '../hu/address';
import { formatIban } from '../hu/bank-account';
import { ID_DOCUMENT_TYPE_LABELS } from '../hu/id-document';
import { amountInWords, amountInWordsClause } from '../hu/number-words';
import { formatHuDate, formatHuf } from '../hu/format';
import {
  addressSchema,
  bankAccountSchema,
  companyFields,
  checkCompany,
  checkNaturalPerson,
  companyRegistrationNumberSchema,
  isoDateSchema,
  landRegistryNumberSchema,
  naturalPersonFields,
  tajSchema,
  taxIdSchema,
  taxNumberSchema,
  type Address,
  type Company,
  type NaturalPerson,
} from '../hu/hu.schemas';
import { huValidationMessages } from '../hu/validation';

/** Types a single value (or a repeated block's item) may have. */
export const scalarVariableTypes = [
  'text',
  'multiline',
  'choice',
  'boolean',
  'date',
  'amount_huf',
  'integer',
  'natural_person',
  'company',
  /** A contract party that is a natural person or a company with its representative (issue 38.4). */
  'party',
  'address',
  'taj',
  'tax_id',
  'tax_number',
  'company_registration',
  'bank_account',
  'land_registry',
] as const;
export type ScalarVariableType = (typeof scalarVariableTypes)[number];
export const variableTypes = [...scalarVariableTypes, 'list'] as const;
export type VariableType = (typeof variableTypes)[number];

const keyRegex = /^[a-z][a-z0-9_]{0,39}$/;

const choiceOptionSchema = z.object({ value: z.string().trim().min(1).max(100), label: z.string().trim().min(1).max(200) });

const baseVariable = {
  key: z.string().regex(keyRegex, 'A változó neve kisbetűvel kezdődik, és csak kisbetűt, számjegyet és aláhúzást tartalmaz.'),
  label: z.string().trim().min(1).max(200),
  help: z.string().trim().max(500).optional(),
  required: z.boolean().default(true),
  /** Only asked (and only required) when the boolean variable `key` is true / the choice equals `equals`. */
  showIf: z.object({ key: z.string().regex(keyRegex), equals: z.union([z.boolean(), z.string()]) }).optional(),
  /** Filled in the sample generation, the tests and the preview's placeholder. */
  example: z.unknown().optional(),
  /** Pick from the firm's contacts (persons/companies) or matters in the form. */
  source: z.enum(['contact', 'matter']).optional(),
  /** What a chosen matter fills the variable with (issue 38.4, decision 0415); editable afterwards. */
  from: z
    .enum([
      'matter.title',
      'matter.client',
      'matter.responsible_lawyer',
      'matter.fee_type',
      'matter.fee_fixed',
      'matter.fee_hourly',
      'matter.has_success_fee',
      'matter.success_fee_percent',
      'firm.name',
      'firm.bank_account',
      'firm.payment_days',
    ])
    .optional(),
};
export type PrefillSource = NonNullable<z.output<typeof baseVariable.from>>;

export const itemDefinitionSchema = z.object({
  type: z.enum(scalarVariableTypes),
  options: z.array(choiceOptionSchema).max(50).optional(),
});

export const variableDefinitionSchema = z
  .object({
    ...baseVariable,
    type: z.enum(variableTypes),
    options: z.array(choiceOptionSchema).max(50).optional(),
    /** A repeated block (list): the type of each item, and how many. */
    item: itemDefinitionSchema.optional(),
    minItems: z.number().int().min(0).max(50).optional(),
    maxItems: z.number().int().min(1).max(50).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === 'choice' && !(v.options && v.options.length > 0)) ctx.addIssue({ code: 'custom', path: ['options'], message: 'A választós mezőhöz legalább egy lehetőség kell.' });
    if (v.type === 'list' && !v.item) ctx.addIssue({ code: 'custom', path: ['item'], message: 'Az ismétlődő blokk elemeinek típusa kötelező.' });
    if (v.item?.type === 'choice' && !(v.item.options && v.item.options.length > 0)) ctx.addIssue({ code: 'custom', path: ['item', 'options'], message: 'A választós mezőhöz legalább egy lehetőség kell.' });
  });
export type VariableDefinition = z.output<typeof variableDefinitionSchema>;
export type VariableDefinitionInput = z.input<typeof variableDefinitionSchema>;

export const variableListSchema = z
  .array(variableDefinitionSchema)
  .max(80)
  .superRefine((vars, ctx) => {
    const seen = new Set<string>();
    vars.forEach((v, i) => {
      if (seen.has(v.key)) ctx.addIssue({ code: 'custom', path: [i, 'key'], message: `A „${v.key}” változó kétszer szerepel.` });
      seen.add(v.key);
      if (v.showIf && !vars.some((o) => o.key === v.showIf!.key && (o.type === 'boolean' || o.type === 'choice'))) {
        ctx.addIssue({ code: 'custom', path: [i, 'showIf'], message: `A feltétel („${v.showIf.key}”) nem igen/nem vagy választós változó.` });
      }
    });
  });

/** The largest HUF amount a contract clause is written for (words are correct up to this). */
export const MAX_AMOUNT_HUF = 999_999_999_999;

const requiredText = (max: number) => z.string({ error: huValidationMessages.REQUIRED }).trim().min(1, huValidationMessages.REQUIRED).max(max, huValidationMessages.TOO_LONG);

/** Contracts name persons without TAJ, company parties without EU VAT number being mandatory. */
const personSchema = z.object(naturalPersonFields).superRefine(checkNaturalPerson);
const companySchema = z.object(companyFields).superRefine(checkCompany);

/** A party of either kind; a value without `kind` (inputs from before issue 38.4) is a person. */
const partyPersonSchema = z.object({ kind: z.literal('person'), ...naturalPersonFields }).superRefine(checkNaturalPerson);
const partyCompanySchema = z.object({ kind: z.literal('company'), ...companyFields, representative: requiredText(200) }).superRefine(checkCompany);
const partySchema = z.unknown().transform((raw, ctx) => {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const r = value.kind === 'company' ? partyCompanySchema.safeParse(value) : partyPersonSchema.safeParse({ ...value, kind: 'person' });
  if (r.success) return r.data;
  for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});
export type Party = ({ kind: 'person' } & NaturalPerson) | ({ kind: 'company'; representative: string } & Company);

/** "1 250 000", "1250000 Ft" and 1250000 are the same amount. */
const amountSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s\u00a0]|Ft$/gi, '') : v),
  z.coerce.number({ error: 'Adj meg egy összeget forintban.' }).int('Az összeg egész forint.').min(0, 'Az összeg nem lehet negatív.').max(MAX_AMOUNT_HUF, 'Az összeg legfeljebb 999 999 999 999 Ft lehet.'),
);

/** The zod schema of one value of `type` (the required check is added by the caller). */
export function valueSchema(def: { type: ScalarVariableType; options?: { value: string }[] | undefined }): z.ZodType {
  switch (def.type) {
    case 'text':
      return requiredText(500);
    case 'multiline':
      return requiredText(5000);
    case 'choice': {
      const values = (def.options ?? []).map((o) => o.value);
      return z.string({ error: huValidationMessages.REQUIRED }).refine((v) => values.includes(v), 'Válassz a felsorolt lehetőségek közül.');
    }
    case 'boolean':
      return z.boolean({ error: 'Igen vagy nem.' });
    case 'date':
      return isoDateSchema;
    case 'amount_huf':
      return amountSchema;
    case 'integer':
      return z.coerce.number({ error: 'Adj meg egy egész számot.' }).int('Adj meg egy egész számot.').min(0).max(1_000_000);
    case 'natural_person':
      return personSchema;
    case 'company':
      return companySchema;
    case 'party':
      return partySchema;
    case 'address':
      return addressSchema;
    case 'taj':
      return tajSchema;
    case 'tax_id':
      return taxIdSchema;
    case 'tax_number':
      return taxNumberSchema;
    case 'company_registration':
      return companyRegistrationNumberSchema;
    case 'bank_account':
      return bankAccountSchema;
    case 'land_registry':
      return landRegistryNumberSchema;
  }
}

/** Empty as a form leaves it: missing, null, '' or blanks. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Is the variable asked, given the other inputs (its `showIf` condition)? */
export function isVariableActive(def: Pick<VariableDefinition, 'showIf'>, inputs: Record<string, unknown>): boolean {
  if (!def.showIf) return true;
  return inputs[def.showIf.key] === def.showIf.equals;
}

export type TemplateInputs = Record<string, unknown>;

/**
 * The schema of a generation's inputs, built from the template's variables: used by the form
 * (inline errors per path) and by the server (the same messages, code VALIDATION_ERROR). A
 * variable hidden by its condition is dropped; an optional one may be left empty (null).
 */
/** The fewest items a repeated block takes: its `minItems`, or one when it is required. */
export const listMinItems = (def: Pick<VariableDefinition, 'minItems' | 'required'>): number => def.minItems ?? (def.required ? 1 : 0);

export function buildInputsSchema(variables: readonly VariableDefinition[]) {
  return z.record(z.string(), z.unknown()).transform((inputs, ctx) => {
    const out: TemplateInputs = {};
    for (const def of variables) {
      if (!isVariableActive(def, inputs)) {
        out[def.key] = def.type === 'boolean' ? false : def.type === 'list' ? [] : null;
        continue;
      }
      const raw = inputs[def.key];
      if (def.type === 'list') {
        const items = Array.isArray(raw) ? raw : [];
        const min = listMinItems(def);
        if (items.length < min) ctx.addIssue({ code: 'custom', path: [def.key], message: `Legalább ${min} elem szükséges.` });
        if (def.maxItems !== undefined && items.length > def.maxItems) ctx.addIssue({ code: 'custom', path: [def.key], message: `Legfeljebb ${def.maxItems} elem adható meg.` });
        const schema = valueSchema(def.item!);
        out[def.key] = items.map((item, i) => {
          const r = schema.safeParse(item);
          if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [def.key, i, ...issue.path] });
          return r.success ? r.data : null;
        });
        continue;
      }
      if (def.type === 'boolean' && raw === undefined && !def.required) {
        out[def.key] = false;
        continue;
      }
      if (isEmpty(raw)) {
        if (def.required) ctx.addIssue({ code: 'custom', path: [def.key], message: huValidationMessages.REQUIRED });
        out[def.key] = null;
        continue;
      }
      const r = valueSchema(def as { type: ScalarVariableType; options?: { value: string }[] }).safeParse(raw);
      if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [def.key, ...issue.path] });
      out[def.key] = r.success ? r.data : null;
    }
    return out;
  });
}

/** First message per dotted path ("client.address.postalCode"), for inline form errors. */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    out[path] ??= issue.message;
  }
  return out;
}

// ---- Display values -------------------------------------------------------------------------

function personText(p: NaturalPerson): Record<string, string> {
  const address = formatAddress(p.address);
  const birthDate = formatHuDate(p.birthDate as IsoDate);
  const idDocument = p.idDocument ? `${ID_DOCUMENT_TYPE_LABELS[p.idDocument.type]} száma: ${p.idDocument.number}` : '';
  const parts = [
    p.birthName ? `születési név: ${p.birthName}` : null,
    `születési hely, idő: ${p.birthPlace}, ${birthDate}`,
    `anyja neve: ${p.mothersName}`,
    `lakcím: ${address}`,
    idDocument || null,
    p.taxId ? `adóazonosító jel: ${p.taxId}` : null,
  ].filter(Boolean);
  return {
    name: p.name,
    birthName: p.birthName ?? p.name,
    birthPlace: p.birthPlace,
    birthDate,
    mothersName: p.mothersName,
    address,
    idDocument,
    taxId: p.taxId ?? '',
    taj: p.taj ?? '',
    /** "Kovács János (születési hely, idő: …, anyja neve: …, lakcím: …)" – the contract's party line. */
    summary: `${p.name} (${parts.join(', ')})`,
  };
}

function companyText(c: Company): Record<string, string> {
  const seat = formatAddress(c.seat);
  const registration = c.registration.kind === 'company_register' ? `Cg. ${c.registration.number}` : `${c.registration.registerName}: ${c.registration.registerNumber}`;
  return {
    name: c.name,
    seat,
    registration,
    taxNumber: c.taxNumber,
    euVatNumber: c.euVatNumber ?? '',
    summary: `${c.name} (székhely: ${seat}, cégjegyzékszám: ${registration}, adószám: ${c.taxNumber})`,
  };
}

/** A person prints as a person; a company with its representative: "…, adószám: …, képviseli: dr. Kiss Anna ügyvezető)". */
function partyText(p: Party): Record<string, string> {
  if (p.kind === 'person') return { ...personText(p), representative: '' };
  const company = companyText(p);
  // The company's party line with the representative inside its closing parenthesis.
  const summary = (company.summary ?? p.name).replace(/\)$/, `, képviseli: ${p.representative})`);
  return { ...company, representative: p.representative, summary };
}

/** One value as the document prints it. */
export function displayValue(def: { type: ScalarVariableType; options?: { value: string; label: string }[] | undefined }, value: unknown): unknown {
  if (value === null || value === undefined) return '';
  switch (def.type) {
    case 'date':
      return formatHuDate(value as IsoDate);
    case 'amount_huf': {
      const amount = value as number;
      return { summary: amountInWordsClause(amount, 'HUF'), amount: formatHuf(amount), words: amountInWords(amount, 'HUF') };
    }
    case 'integer':
      return String(value);
    case 'choice':
      return def.options?.find((o) => o.value === value)?.label ?? String(value);
    case 'natural_person':
      return personText(value as NaturalPerson);
    case 'company':
      return companyText(value as Company);
    case 'party':
      return partyText(value as Party);
    case 'address':
      return formatAddress(value as Address);
    case 'boolean':
      return value === true;
    case 'bank_account':
      // IBANs print in groups of four, GIRO numbers as they are ("11773016-11111018").
      return /^[A-Z]{2}/.test(String(value)) ? formatIban(String(value)) : String(value);
    default:
      return String(value);
  }
}

/**
 * The data the template text is filled with. Persons, companies and amounts are objects whose
 * bare reference (`{client}`, `{fee}`) prints their `summary` – the party line, the clause
 * "1 250 000 Ft, azaz egymillió-kétszázötvenezer forint" – and `{fee.words}`, `{client.name}`
 * their parts; a list becomes an array of items, each an object or `{ value }`, with `index`.
 */
export function renderValues(variables: readonly VariableDefinition[], inputs: TemplateInputs): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const def of variables) {
    const value = inputs[def.key];
    if (def.type === 'list') {
      const items = Array.isArray(value) ? value : [];
      data[def.key] = items.map((item, i) => {
        const shown = displayValue(def.item!, item);
        const base = typeof shown === 'object' && shown !== null ? shown : { value: shown };
        return { ...base, index: String(i + 1) };
      });
    } else {
      data[def.key] = displayValue(def as { type: ScalarVariableType; options?: { value: string; label: string }[] }, value);
    }
  }
  return data;
}

/**
 * Display values for the live preview while the form is being filled: a valid value prints as
 * in the document, a missing or invalid one as "[label]", so the preview never lies about what
 * the document will say.
 */
export function previewValues(variables: readonly VariableDefinition[], inputs: TemplateInputs): Record<string, unknown> {
  const blank = (label: string) => ({ summary: `[${label}]`, name: `[${label}]`, amount: `[${label}]`, words: `[${label}]`, value: `[${label}]` });
  const one = (def: { type: ScalarVariableType; options?: { value: string; label: string }[] | undefined }, label: string, raw: unknown) => {
    if (def.type === 'boolean') return raw === true;
    if (isEmpty(raw)) return def.type === 'choice' || def.type === 'text' || def.type === 'multiline' || def.type === 'date' || def.type === 'integer' ? `[${label}]` : blank(label);
    const r = valueSchema(def).safeParse(raw);
    if (r.success) return displayValue(def, r.data);
    if (typeof raw === 'string' && ['text', 'multiline'].includes(def.type)) return raw;
    // A person or company not yet complete: "[label]" as a whole, but its name as typed so far
    // ({principal.name} printed nothing when a contact was picked and the birth data were missing).
    if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
      const name = (raw as { name?: unknown }).name;
      return { ...blank(label), ...(typeof name === 'string' && name.trim() !== '' ? { name: name.trim() } : {}) };
    }
    return `[${label}]`;
  };
  const data: Record<string, unknown> = {};
  for (const def of variables) {
    // A variable its condition hides prints nothing, as in the document (not its "[label]").
    if (!isVariableActive(def, inputs)) {
      data[def.key] = def.type === 'boolean' ? false : def.type === 'list' ? [] : null;
      continue;
    }
    const raw = inputs[def.key];
    if (def.type === 'list') {
      const items = Array.isArray(raw) ? raw : [];
      data[def.key] = items.map((item, i) => {
        const shown = one(def.item!, `${def.label} ${i + 1}`, item);
        return { ...(typeof shown === 'object' && shown !== null ? shown : { value: shown }), index: String(i + 1) };
      });
    } else data[def.key] = one(def as { type: ScalarVariableType; options?: { value: string; label: string }[] }, def.label, raw);
  }
  return data;
}

/** A contact of the firm as the input of a person or company variable ("nothing typed twice"). */
export interface ContactForPrefill {
  kind: 'person' | 'organisation';
  name: string;
  birthName: string | null;
  birthPlace: string | null;
  birthDate: string | null;
  mothersName: string | null;
  idDocument: { type: string; number: string } | null;
  taxNumber: string | null;
  euVatNumber: string | null;
  companyRegNumber: string | null;
  address: { country: string; postalCode: string; city: string; street: string } | null;
  /** The person who represents an organisation (its 'represents' link), when known. */
  representative?: string | null | undefined;
}

export function contactToInput(type: 'natural_person' | 'company' | 'party', c: ContactForPrefill): Record<string, unknown> {
  const address = c.address ?? { country: 'HU', postalCode: '', city: '', street: '' };
  if (type === 'party') {
    return c.kind === 'organisation' ? { kind: 'company', ...contactToInput('company', c), representative: c.representative ?? '' } : { kind: 'person', ...contactToInput('natural_person', c) };
  }
  if (type === 'company') {
    return { name: c.name, seat: address, registration: { kind: 'company_register', number: c.companyRegNumber ?? '' }, taxNumber: c.taxNumber ?? '', euVatNumber: c.euVatNumber ?? '' };
  }
  return {
    name: c.name,
    birthName: c.birthName ?? '',
    birthPlace: c.birthPlace ?? '',
    birthDate: c.birthDate ?? '',
    mothersName: c.mothersName ?? '',
    address,
    idDocument: c.idDocument,
    taxId: '',
    taj: '',
  };
}
