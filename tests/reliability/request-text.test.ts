import { describe, expect, it } from 'vitest';
import { hostileValues, jsonText, nestedJsonText, requestText } from './request-text';

describe('request text of generated values', () => {
  it('the object that crashed fillPath (own toString that is not a function) throws with String()', () => {
    expect(() => String({ toString: 'x' })).toThrow(TypeError);
    expect(requestText({ toString: 'x' })).toBe('{"toString":"x"}');
  });

  it('turns every hostile value into text without throwing', () => {
    for (const value of hostileValues) expect(typeof requestText(value)).toBe('string');
  });

  it('keeps strings, numbers and booleans as they are and falls back for missing values', () => {
    expect(requestText('abc')).toBe('abc');
    expect(requestText(12)).toBe('12');
    expect(requestText(false)).toBe('false');
    expect(requestText(10n)).toBe('10');
    expect(requestText(undefined)).toBe('x');
    expect(requestText(null, 'y')).toBe('y');
  });

  it('a __proto__ key survives into the JSON text instead of becoming a prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    expect(jsonText(parsed)).toBe('{"__proto__":{"polluted":true}}');
  });

  it('has no JSON text for a cycle, and still gives a path text', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(jsonText(cyclic)).toBeUndefined();
    expect(requestText(cyclic)).toBe('[object Object]');
  });
});

describe('nested JSON text', () => {
  it('is valid JSON of the asked depth, also far past what JSON.stringify can write', () => {
    expect(JSON.parse(nestedJsonText(3, 'array'))).toEqual([[[]]]);
    expect(JSON.parse(nestedJsonText(2, 'object'))).toEqual({ a: { a: null } });
    expect(nestedJsonText(480_000, 'array')).toHaveLength(960_000);
  });
});
