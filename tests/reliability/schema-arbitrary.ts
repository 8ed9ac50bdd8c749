// fast-check arbitraries from a route's zod schema: the schema is rendered as JSON Schema by zod
// itself (input side, so coercions and defaults are seen as a client sends them) and every value
// is drawn mostly within the schema – to get past validation into the handler – and sometimes
// as arbitrary JSON, to probe the validation itself.
import fc from 'fast-check';
import { z } from 'zod';

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  $defs?: Record<string, JsonSchema>;
  definitions?: Record<string, JsonSchema>;
};

const MAX_DEPTH = 6;
/** Long enough to cross typical max lengths, short enough to keep runs fast. */
const EXTRA_LENGTH = 80;

const junk = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', ' ', '../../etc/passwd', '%00', '\u0000', "' or 1=1 --", '<script>alert(1)</script>', '9'.repeat(400), -1, 0, 2 ** 53, 1e308, true, null, [], {}));

/** Values for a zod schema: within it about 6 times in 7, arbitrary JSON otherwise. */
export function arbitraryFromZod(schema: unknown): fc.Arbitrary<unknown> {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', cycles: 'ref', reused: 'inline' }) as JsonSchema;
  } catch {
    return junk;
  }
  return mixed(fromJsonSchema(json, json, 0));
}

function mixed(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: junk, weight: 1 });
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  const name = ref.split('/').pop() ?? '';
  return root.$defs?.[name] ?? root.definitions?.[name] ?? {};
}

export function fromJsonSchema(s: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (s.$ref) return fromJsonSchema(resolveRef(s.$ref, root), root, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fromJsonSchema(a, root, depth + 1)));
  if (s.allOf?.length) return fromJsonSchema(Object.assign({}, ...s.allOf), root, depth + 1);
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => fromJsonSchema({ ...s, type }, root, depth)));

  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return fc.integer({ min: lowerBound(s, -1_000_000_000), max: upperBound(s, 1_000_000_000) });
    case 'number':
      return fc.double({ min: lowerBound(s, -1e9), max: upperBound(s, 1e9), noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => fromJsonSchema(item, root, depth + 1)));
      const item = Array.isArray(s.items) ? (s.items[0] ?? {}) : (s.items ?? {});
      const minLength = s.minItems ?? 0;
      return fc.array(fromJsonSchema(item, root, depth + 1), { minLength, maxLength: Math.min(s.maxItems ?? minLength + 5, minLength + 5) });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = mixed(fromJsonSchema(value, root, depth + 1));
      if (Object.keys(record).length === 0) return fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 });
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function lowerBound(s: JsonSchema, fallback: number): number {
  if (s.exclusiveMinimum !== undefined) return s.exclusiveMinimum + (s.type === 'integer' ? 1 : Number.EPSILON);
  return Math.max(s.minimum ?? fallback, -Number.MAX_SAFE_INTEGER);
}

function upperBound(s: JsonSchema, fallback: number): number {
  if (s.exclusiveMaximum !== undefined) return s.exclusiveMaximum - (s.type === 'integer' ? 1 : Number.EPSILON);
  return Math.min(s.maximum ?? fallback, Number.MAX_SAFE_INTEGER);
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'date-time':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
    case 'date':
      return fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    try {
      // fast-check draws a pattern's repetitions short (about 10 by default): a minimum length past
      // that (a base64url key of 80 characters) would leave the filter retrying forever.
      const minLength = s.minLength ?? 0;
      const size = minLength <= 5 ? undefined : minLength <= 50 ? 'medium' : 'large';
      return fc.stringMatching(new RegExp(s.pattern), { ...(s.maxLength !== undefined ? { maxLength: s.maxLength } : {}), ...(size ? { size } : {}) }).filter((v) => withinLength(v, s));
    } catch {
      // A pattern fast-check cannot invert: fall through to plain strings.
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? minLength + EXTRA_LENGTH, minLength + EXTRA_LENGTH);
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ minLength, maxLength, unit: 'grapheme' }));
}

function withinLength(value: string, s: JsonSchema): boolean {
  return value.length >= (s.minLength ?? 0) && value.length <= (s.maxLength ?? Infinity);
}
