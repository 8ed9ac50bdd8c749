// Whole numbers in Hungarian words as contracts write them ("1 250 000 Ft, azaz
// egymillió-kétszázötvenezer forint"). Spelling per A magyar helyesírás szabályai (AkH. 12.
// kiad., the rule of the former 289. a): up to 2000 one word (ezerkilencszázkilencvenkilenc);
// above 2000 round thousands/millions stay one word (kétezer, tízmillió), otherwise the groups of
// three counted from the right are joined by hyphens, leaving out empty groups (kétezer-egy,
// huszonhárommillió-nyolcszázezer). Decision record 0111 covers "ezer" vs "egyezer".
import { decimal, isNegative, roundTo, type Decimal } from '../invoice-generator/decimal';
import { formatMoney, type HuCurrency } from './format';

const UNITS = ['', 'egy', 'kettő', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'] as const;
/** Before száz/ezer/millió "kettő" becomes "két" (kétszáz, tizenkétezer). */
const UNITS_ATTRIBUTIVE = ['', 'egy', 'két', 'három', 'négy', 'öt', 'hat', 'hét', 'nyolc', 'kilenc'] as const;
/** Tens standing alone (tíz, húsz) and as prefixes (tizen-, huszon-). */
const TENS_ALONE = ['', 'tíz', 'húsz', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'] as const;
const TENS_PREFIX = ['', 'tizen', 'huszon', 'harminc', 'negyven', 'ötven', 'hatvan', 'hetven', 'nyolcvan', 'kilencven'] as const;
const SCALES = ['', 'ezer', 'millió', 'milliárd', 'billió'] as const;

/** The largest number spelt out: 999 999 999 999 999 (below a billiárd). */
export const NUMBER_WORDS_MAX = 999_999_999_999_999;

export interface NumberWordsOptions {
  /**
   * Write the "egy" that Hungarian usually omits before száz and ezer: 1000 → "egyezer",
   * 100 → "egyszáz". Some firms prefer it in contracts so that nothing can be added in front.
   * Default false ("ezer", "száz"). Millió and larger always take "egy" (egymillió).
   */
  explicitOne?: boolean;
  /**
   * The number stands before a noun: its last word takes the attributive form, "két" not
   * "kettő" (két cent, huszonkét forint, kétezer-két euró). Default false (the number alone).
   */
  attributive?: boolean;
}

/** 1–999; `attributive` when a scale word follows (két, not kettő). */
function belowThousand(n: number, attributive: boolean, explicitOne: boolean): string {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const units = n % 10;
  let out = '';
  if (hundreds > 0) out += (hundreds === 1 && !explicitOne ? '' : UNITS_ATTRIBUTIVE[hundreds]) + 'száz';
  if (tens > 0) out += units === 0 ? TENS_ALONE[tens] : TENS_PREFIX[tens];
  if (units > 0) out += attributive ? UNITS_ATTRIBUTIVE[units] : UNITS[units];
  return out;
}

/**
 * An integer in Hungarian words: 0 → "nulla", 21 → "huszonegy", 1999 →
 * "ezerkilencszázkilencvenkilenc", 2001 → "kétezer-egy", 1 250 000 →
 * "egymillió-kétszázötvenezer", −5 → "mínusz öt". Throws a RangeError beyond ±NUMBER_WORDS_MAX
 * or for a non-integer.
 */
export function numberToHungarianWords(value: number, options: NumberWordsOptions = {}): string {
  if (!Number.isInteger(value)) throw new RangeError(`Only whole numbers can be written in words: ${value}`);
  if (Math.abs(value) > NUMBER_WORDS_MAX) throw new RangeError(`Too large to write in words: ${value}`);
  if (value === 0) return 'nulla';
  if (value < 0) return `mínusz ${numberToHungarianWords(-value, options)}`;
  const explicitOne = options.explicitOne ?? false;
  const attributive = options.attributive ?? false;

  const groups: number[] = [];
  for (let rest = value; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);

  const words: string[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const group = groups[scale] ?? 0;
    if (group === 0) continue;
    const isLeading = words.length === 0;
    let word: string;
    if (scale === 0) word = belowThousand(group, attributive, explicitOne);
    // A bare "ezer" only opens a number (ezer, ezerkétszáz); inside one it is "egyezer"
    // (egymillió-egyezer), and millió and up always count their one (egymillió).
    else if (group === 1) word = scale === 1 && isLeading && !explicitOne ? 'ezer' : `egy${SCALES[scale]}`;
    else word = belowThousand(group, true, explicitOne) + SCALES[scale];
    words.push(word);
  }
  // Up to 2000 the whole number is one word; above it, groups are joined by hyphens.
  return value <= 2000 ? words.join('') : words.join('-');
}

const CURRENCY_WORDS: Record<HuCurrency, { main: string; minor: string | null }> = {
  HUF: { main: 'forint', minor: null },
  EUR: { main: 'euró', minor: 'cent' },
  USD: { main: 'amerikai dollár', minor: 'cent' },
  GBP: { main: 'angol font', minor: 'penny' },
  CHF: { main: 'svájci frank', minor: 'rappen' },
};

/**
 * An amount as an exact decimal: a decimal string ("1.005") or `Decimal` as is, a JS number by
 * its shortest decimal form (1.005 → "1.005", not the binary 1.00499999…), so rounding to cents
 * works on the digits the caller wrote.
 */
function amountDecimal(amount: number | string | Decimal): Decimal {
  if (typeof amount !== 'number') return decimal(amount);
  if (!Number.isFinite(amount)) throw new RangeError(`An amount in words must be a finite number: ${amount}`);
  const text = String(amount);
  if (!/e/i.test(text)) return decimal(text);
  if (Math.abs(amount) >= 1) throw new RangeError(`Too large to write in words: ${amount}`);
  return decimal(amount.toFixed(20).replace(/0+$/, '0'));
}

/**
 * "egymillió-kétszázötvenezer forint"; EUR with cents: "ezerkétszázötven euró ötven cent".
 * Rounded to cents half away from zero on the exact decimal (1.005 EUR → "egy euró egy cent");
 * the numbers stand before their nouns, so "két forint", "kétezer euró két cent".
 */
export function amountInWords(amount: number | string | Decimal, currency: HuCurrency = 'HUF', options: NumberWordsOptions = {}): string {
  const { main, minor } = CURRENCY_WORDS[currency];
  const exact = amountDecimal(amount);
  if (isNegative(exact)) throw new RangeError(`An amount in words must be zero or positive: ${String(amount)}`);
  const cents = roundTo(exact, 2).units;
  const whole = cents / 100n;
  const fraction = cents % 100n;
  if (fraction !== 0n && minor === null) throw new RangeError(`${currency} amounts are written in whole units: ${String(amount)}`);
  if (whole > BigInt(NUMBER_WORDS_MAX)) throw new RangeError(`Too large to write in words: ${String(amount)}`);
  const words = (n: bigint) => numberToHungarianWords(Number(n), { ...options, attributive: true });
  const head = `${words(whole)} ${main}`;
  return fraction === 0n ? head : `${head} ${words(fraction)} ${minor}`;
}

/**
 * The contract clause "1 250 000 Ft, azaz egymillió-kétszázötvenezer forint"
 * (EUR: "1 250 EUR, azaz ezerkétszázötven euró"). HUF must be whole forints.
 */
export function amountInWordsClause(amount: number, currency: HuCurrency = 'HUF', options: NumberWordsOptions = {}): string {
  const words = amountInWords(amount, currency, options);
  return `${formatMoney(amount, currency, { trimZeroCents: true })}, azaz ${words}`;
}
