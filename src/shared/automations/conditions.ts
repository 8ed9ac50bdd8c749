// The condition evaluator of automations (issue 36.1, decision 0360): a rule's conditions are
// data – a field path, an operator and a value – never code. `evaluate` reads the event's facts
// (its payload plus the subject and the actor's kind) by own-property lookups only, so a path
// such as `__proto__.x` or `constructor` reaches nothing, and every operator is a plain
// comparison. All conditions must hold (AND); an empty list always holds.
import { z } from 'zod';

export const conditionOperators = ['eq', 'neq', 'contains', 'in', 'gt', 'gte', 'lt', 'lte', 'exists', 'not_exists'] as const;
export type ConditionOperator = (typeof conditionOperators)[number];

export const conditionOperatorLabels: Readonly<Record<ConditionOperator, string>> = {
  eq: 'egyenlő',
  neq: 'nem egyenlő',
  contains: 'tartalmazza',
  in: 'egyike ezeknek',
  gt: 'nagyobb, mint',
  gte: 'legalább',
  lt: 'kisebb, mint',
  lte: 'legfeljebb',
  exists: 'ki van töltve',
  not_exists: 'nincs kitöltve',
};

/** `payload.number`, `subject.type`, `status.to`: dot-separated keys of letters, digits and underscores. */
const FIELD_PATH = /^[A-Za-z][A-Za-z0-9_]{0,39}(\.[A-Za-z][A-Za-z0-9_]{0,39}){0,3}$/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);

const scalar = z.union([z.string().max(500), z.number().finite(), z.boolean()]);

export const conditionSchema = z
  .object({
    field: z
      .string()
      .trim()
      .regex(FIELD_PATH, 'A mező neve pontokkal elválasztott betűkből, számokból és aláhúzásból áll (pl. practiceArea).')
      .refine((f) => f.split('.').every((k) => !FORBIDDEN_KEYS.has(k)), 'Ez a mezőnév nem használható.'),
    op: z.enum(conditionOperators),
    value: z
      .union([scalar, z.array(scalar).max(50)])
      .nullable()
      .default(null),
  })
  .superRefine((c, ctx) => {
    const needsValue = c.op !== 'exists' && c.op !== 'not_exists';
    if (needsValue && (c.value === null || c.value === '')) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Add meg az összehasonlítás értékét.' });
    if (c.op !== 'in' && Array.isArray(c.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'Listát csak az „egyike ezeknek” feltétel fogad el.' });
  });
export type Condition = z.infer<typeof conditionSchema>;

export type Facts = Readonly<Record<string, unknown>>;

/** The value at `path` in `facts`, reading own properties only; undefined when any step is missing. */
export function factAt(facts: Facts, path: string): unknown {
  let current: unknown = facts;
  for (const key of path.split('.')) {
    if (FORBIDDEN_KEYS.has(key) || current === null || typeof current !== 'object' || Array.isArray(current)) return undefined;
    if (!Object.prototype.hasOwnProperty.call(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const isMissing = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** Numbers and numeric strings ("125000.00") compare as numbers; anything else is not a number. */
function asNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
}

/** Equality after the same normalisation the form uses: numbers as numbers, text case-insensitively. */
function same(actual: unknown, expected: unknown): boolean {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a === b;
  if (typeof actual === 'boolean' || typeof expected === 'boolean') return String(actual) === String(expected);
  if (typeof actual === 'string' && typeof expected === 'string') return actual.trim().toLocaleLowerCase('hu') === expected.trim().toLocaleLowerCase('hu');
  return false;
}

function compare(actual: unknown, expected: unknown): number | null {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a - b;
  // ISO dates and other text compare as text ("2026-11-30" < "2026-12-01").
  if (typeof actual === 'string' && typeof expected === 'string') return actual < expected ? -1 : actual > expected ? 1 : 0;
  return null;
}

/** The values of an "in" condition: a list, or text separated by commas (as the form sends it). */
function listOf(expected: Condition['value']): unknown[] {
  if (Array.isArray(expected)) return expected;
  if (typeof expected === 'string')
    return expected
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
  return expected === null ? [] : [expected];
}

/** Whether one condition holds for the facts. */
export function holds(condition: Condition, facts: Facts): boolean {
  const actual = factAt(facts, condition.field);
  const expected = condition.value;
  switch (condition.op) {
    case 'exists':
      return !isMissing(actual);
    case 'not_exists':
      return isMissing(actual);
    case 'eq':
      return Array.isArray(actual) ? actual.some((a) => same(a, expected)) : same(actual, expected);
    case 'neq':
      return !isMissing(actual) && !(Array.isArray(actual) ? actual.some((a) => same(a, expected)) : same(actual, expected));
    case 'contains':
      if (Array.isArray(actual)) return actual.some((a) => same(a, expected));
      return typeof actual === 'string' && typeof expected === 'string' && actual.toLocaleLowerCase('hu').includes(expected.toLocaleLowerCase('hu'));
    case 'in':
      return listOf(expected).some((e) => same(actual, e));
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const d = compare(actual, expected);
      if (d === null) return false;
      return condition.op === 'gt' ? d > 0 : condition.op === 'gte' ? d >= 0 : condition.op === 'lt' ? d < 0 : d <= 0;
    }
  }
}

/** All conditions hold (an empty list holds); the first that fails is named for the run log. */
export function evaluate(conditions: readonly Condition[], facts: Facts): { matched: true } | { matched: false; failed: Condition } {
  for (const c of conditions) if (!holds(c, facts)) return { matched: false, failed: c };
  return { matched: true };
}

/**
 * Fills `{{field}}` placeholders of an action's text from the facts ("Új ügy: {{number}}"). A
 * missing field becomes an empty string; objects are not spelled out. Nothing is evaluated.
 */
export function fillText(text: string, facts: Facts): string {
  return text.replace(/\{\{\s*([A-Za-z][A-Za-z0-9_.]{0,120})\s*\}\}/g, (_, path: string) => {
    const v = factAt(facts, path);
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
  });
}
