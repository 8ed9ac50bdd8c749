import { describe, expect, it } from 'vitest';
import { characterErrorRate } from './character-error-rate';

describe('character error rate', () => {
  it('counts substitutions, insertions and deletions against the original length', () => {
    expect(characterErrorRate('szerződés', 'szerződés')).toBe(0);
    expect(characterErrorRate('Őszinte', 'Öszinte')).toBeCloseTo(1 / 7);
    expect(characterErrorRate('abcd', 'abxcd')).toBe(0.25);
    expect(characterErrorRate('abcd', 'ab')).toBe(0.5);
  });
  it('treats line breaks and repeated spaces as one space', () => {
    expect(characterErrorRate('a felek  között\nlétrejött', 'a felek között létrejött')).toBe(0);
  });
});
