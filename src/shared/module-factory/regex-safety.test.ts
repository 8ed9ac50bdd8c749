import { describe, expect, it } from 'vitest';
import { regexSafetyProblem } from './regex-safety';

describe('pattern safety (issue 34 point 8)', () => {
  it('refuses the pattern that froze the server, and the classic catastrophic shapes', () => {
    expect(regexSafetyProblem('([A-Za-z0-9]+[ -]?)+')).toBe('nested');
    expect(regexSafetyProblem('(a+)+b')).toBe('nested');
    expect(regexSafetyProblem('(?:\\d{1,3}\\.)+\\d+')).toBe('nested');
    expect(regexSafetyProblem('(x?y?)*')).toBe('nested');
    expect(regexSafetyProblem('((ab)*c)+')).toBe('nested');
    expect(regexSafetyProblem('(?<szo>\\p{L}+\\s?){2,}')).toBe('nested');
    expect(regexSafetyProblem('((a?){10}){10}')).toBe('nested');
    expect(regexSafetyProblem('HU\\d{2}(?: ?\\d{4}){6}')).toBe('nested');
    expect(regexSafetyProblem('(a|ab)+')).toBe('alternation');
    expect(regexSafetyProblem('(\\w+)-\\1')).toBe('backreference');
    expect(regexSafetyProblem('(?<n>a)\\k<n>')).toBe('backreference');
    expect(regexSafetyProblem('\\d+\\d+\\d+\\d+')).toBe('tooManyRepeats');
    expect(regexSafetyProblem('\\d{1,50}\\d{1,50}\\d{1,50}\\d{1,50}')).toBe('tooManyRepeats');
  });

  it('accepts the patterns firms write', () => {
    for (const ok of [
      '[A-Z]{3}-\\d{2}',
      '\\d{2}-\\d{2}-\\d{6}',
      '(?:\\+36|06)?\\s?\\d{1,2}\\s?\\d{3}\\s?\\d{3,4}',
      '[A-Z]+/\\d+/\\d{4}',
      '(\\d{3}-)+\\d{3}',
      '[A-Za-z0-9 -]+',
      '\\p{Lu}\\p{Ll}+(?: \\p{Lu}\\p{Ll}+)?',
      '(Kft|Zrt|Bt)\\.?',
      '[(+)*]{2}\\+?',
      'HU\\d{2}[\\d ]{24,30}',
      '(?:\\d{3}\\.){3}\\d{3}',
    ]) {
      expect(regexSafetyProblem(ok), ok).toBeNull();
    }
  });
});
