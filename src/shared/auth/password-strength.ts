// Password strength scoring exactly as spec 5: one point each for length >= 8, an uppercase
// letter, a lowercase letter, a digit, a symbol, and for being both uncommon and >= 12 long.
// The score is those points capped at 5: 0-1 very-weak, 2 weak, 3 fair, 4 strong, 5 very-strong
// (spec 3.6's "0-4" range contradicts spec 5's five-point scale; decision record 0011).

/** Spec 5 keeps its list of 18 weak passwords private; these are the most used ones in HU/EN leaks. */
export const COMMON_WEAK_PASSWORDS = [
  'password',
  'jelszo',
  '123456',
  '12345678',
  'qwerty',
  'qwertz',
  'abc123',
  'letmein',
  'welcome',
  'admin',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'sunshine',
  'master',
  'passw0rd',
  '111111',
] as const;

export const passwordStrengthLevels = ['very-weak', 'weak', 'fair', 'strong', 'very-strong'] as const;
export type PasswordStrengthLevel = (typeof passwordStrengthLevels)[number];

export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  lowercase: boolean;
  digit: boolean;
  symbol: boolean;
  uncommonAndLong: boolean;
}

export interface PasswordStrength {
  /** Points capped at 5; a reset needs at least MIN_RESET_SCORE. */
  score: number;
  /** The raw points, 0-6. */
  points: number;
  level: PasswordStrengthLevel;
  /** Translation keys of what would make the password stronger. */
  feedback: string[];
  checks: PasswordChecks;
}

/** Reset requires at least "fair" (spec 5 and 9: score 3). */
export const MIN_RESET_SCORE = 3;
export const RECOMMENDED_PASSWORD_LENGTH = 12;

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (!lower) return false;
  return COMMON_WEAK_PASSWORDS.some((weak) => lower.includes(weak) || weak.includes(lower));
}

function levelFor(points: number): PasswordStrengthLevel {
  if (points <= 1) return 'very-weak';
  if (points === 2) return 'weak';
  if (points === 3) return 'fair';
  if (points === 4) return 'strong';
  return 'very-strong';
}

export function scorePassword(password: string): PasswordStrength {
  const checks: PasswordChecks = {
    length: password.length >= 8,
    uppercase: /\p{Lu}/u.test(password),
    lowercase: /\p{Ll}/u.test(password),
    digit: /\d/.test(password),
    symbol: /[^\p{L}\p{N}\s]/u.test(password),
    uncommonAndLong: password.length >= RECOMMENDED_PASSWORD_LENGTH && !isCommonPassword(password),
  };
  const points = Object.values(checks).filter(Boolean).length;
  const level = levelFor(points);
  const score = Math.min(points, 5);
  const feedback: string[] = [];
  if (!checks.length) feedback.push('length');
  if (!checks.uppercase) feedback.push('uppercase');
  if (!checks.lowercase) feedback.push('lowercase');
  if (!checks.digit) feedback.push('digit');
  if (!checks.symbol) feedback.push('symbol');
  if (isCommonPassword(password)) feedback.push('common');
  else if (!checks.uncommonAndLong) feedback.push('longer');
  return { score, points, level, feedback, checks };
}
