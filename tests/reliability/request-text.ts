// Turns any generated value into the text of a path segment, query value or JSON body without
// throwing. Generated objects may carry own `toString`/`valueOf`/`toJSON`/`__proto__` keys that
// are not functions, which makes `String(value)` throw ("Cannot convert object to primitive
// value"): a crash of the harness, not of the app under test.

/** Text for a path segment or query value: strings as they are, other values as JSON. */
export function requestText(value: unknown, fallback = 'x'): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return value.toString();
  return jsonText(value) ?? Object.prototype.toString.call(value);
}

/** JSON text of a value, or undefined when it has none (undefined, a function, a cycle). */
export function jsonText(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
  } catch {
    return undefined;
  }
}

/** Values that have broken naive harnesses and parsers: kept in every run, next to the random ones. */
export const hostileValues: readonly unknown[] = [
  { toString: 'x' },
  { valueOf: 1, toString: null },
  { toJSON: 'x', constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": {"polluted": true}, "id": "x"}'),
  Object.create(null),
  [{ toString: [] }],
];

/**
 * JSON text nesting arrays or objects `depth` deep, built as text: JSON.stringify of such a value
 * overflows the stack long before the depths that stalled the server (issue 11: ~480,000 arrays).
 */
export function nestedJsonText(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array' ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + 'null' + '}'.repeat(depth);
}
