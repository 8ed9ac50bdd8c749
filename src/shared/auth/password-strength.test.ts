import { describe, expect, it } from 'vitest';
import { COMMON_WEAK_PASSWORDS, isCommonPassword, scorePassword } from './password-strength';

describe('scorePassword (spec 5)', () => {
  it('keeps a list of 18 common weak passwords', () => {
    expect(COMMON_WEAK_PASSWORDS).toHaveLength(18);
    expect(new Set(COMMON_WEAK_PASSWORDS).size).toBe(18);
  });

  it.each([
    ['', 0, 'very-weak', 0],
    ['a', 1, 'very-weak', 1],
    ['abcdefgh', 2, 'weak', 2],
    ['abcdefgH', 3, 'fair', 3],
    ['abcdefH1', 4, 'strong', 4],
    ['abcdeH1!', 5, 'very-strong', 5],
    ['Tavaszi-Szel-2026', 6, 'very-strong', 5],
  ])('%j scores %i points: %s', (password, points, level, score) => {
    const result = scorePassword(password);
    expect(result.points).toBe(points);
    expect(result.level).toBe(level);
    expect(result.score).toBe(score);
  });

  it('gives the long-password point only when not common', () => {
    expect(scorePassword('Password1234!').checks.uncommonAndLong).toBe(false);
    expect(scorePassword('Bagoly-Hegy-77').checks.uncommonAndLong).toBe(true);
    expect(scorePassword('Short1!').checks.uncommonAndLong).toBe(false);
  });

  it('treats containment in either direction as common', () => {
    expect(isCommonPassword('MyPassword99')).toBe(true); // contains "password"
    expect(isCommonPassword('qwer')).toBe(true); // contained in "qwerty"
    expect(isCommonPassword('Zöld-Erdő')).toBe(false);
  });

  it('counts Hungarian accented letters as upper/lower case', () => {
    const r = scorePassword('ÁRVÍZtűrő');
    expect(r.checks.uppercase && r.checks.lowercase).toBe(true);
  });

  it('explains what is missing', () => {
    expect(scorePassword('abc').feedback).toEqual(['length', 'uppercase', 'digit', 'symbol', 'common']);
    expect(scorePassword('Jó-Jelszó-2026!').feedback).toEqual([]);
  });
});
