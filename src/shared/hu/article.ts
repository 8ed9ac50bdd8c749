// The Hungarian definite article before a number depends on how the number is read aloud: "az"
// when the reading starts with a vowel (az 1. nap – egy, az 5. – öt, az 50 – ötven, az 500 –
// ötszáz, az 1000 – ezer, az 1 200 000 – egymillió), "a" otherwise (a 2., a 10., a 100 – száz,
// a 2026. évi – kétezer). Ordinals start like their cardinals (első, ötödik, ezredik), so the
// same rule serves "az 5. nap". Only the leading group of three digits decides the first word.
import { capitalizeFirst } from './format';
import { numberToHungarianWords } from './number-words';

const VOWEL_START = /^[aáeéiíoóöőuúüű]/i;

/** The first group of digits (1–3) of a whole number written with digits only. */
function leadingGroup(digits: string): number {
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  return Number(trimmed.slice(0, trimmed.length % 3 || 3));
}

/**
 * "a" or "az" before a number or a text that starts with one ("5/2025", "2025/0013", "1 250 000
 * Ft", "2026. január 5."). A text that does not start with a digit gets "a(z)": its reading is
 * not known here (initialisms are read with their letter names: az MTA, az SZTK).
 */
export function huArticle(value: number | string): 'a' | 'az' | 'a(z)' {
  const text = typeof value === 'number' ? String(Math.trunc(Math.abs(value))) : value.trim();
  if (typeof value === 'number' && value < 0) return 'a'; // mínusz …
  const digits = /^\d[\d\u00a0\u202f ]*/.exec(text)?.[0].replace(/\D/g, '');
  if (!digits) return 'a(z)';
  const group = leadingGroup(digits);
  // One as the leading group is read "egy" (egy, egymillió) or "ezer" (1 000–1 999): both vowels.
  if (group === 1) return 'az';
  if (group === 0) return 'a'; // nulla
  return VOWEL_START.test(numberToHungarianWords(group)) ? 'az' : 'a';
}

/** "az 5", "a 10"; `capital` for the start of a sentence ("Az 5. verzió …"). */
export function withHuArticle(value: number | string, options: { capital?: boolean } = {}): string {
  const article = huArticle(value);
  const word = options.capital ? capitalizeFirst(article) : article;
  return `${word} ${typeof value === 'number' ? String(value) : value}`;
}
