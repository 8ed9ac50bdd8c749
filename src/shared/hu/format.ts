// Hungarian formatting of dates, numbers and money, identical on the server (PDF, e-mail, DOCX)
// and in the browser. Numbers are grouped by hand rather than through Intl so that every engine
// prints the same characters; the output equals Intl 'hu-HU' (checked by a test): groups of three
// separated by U+00A0 NO-BREAK SPACE from five digits up (AkH. 289. b: "4800 Ft", "20 611"),
// a decimal comma, and "Ft" after a no-break space.
import { isoDateInZone, isoWeekday, parseIsoDate, type IsoDate } from '../dates/iso-date';

/** U+00A0, the group separator and the space before the currency that Intl hu-HU uses. */
export const NBSP = '\u00a0';

export const HU_MONTHS = ['január', 'február', 'március', 'április', 'május', 'június', 'július', 'augusztus', 'szeptember', 'október', 'november', 'december'] as const;
export const HU_MONTHS_SHORT = ['jan.', 'febr.', 'márc.', 'ápr.', 'máj.', 'jún.', 'júl.', 'aug.', 'szept.', 'okt.', 'nov.', 'dec.'] as const;
/** Index 1 = hétfő … 7 = vasárnap (ISO weekday). */
export const HU_WEEKDAYS = ['', 'hétfő', 'kedd', 'szerda', 'csütörtök', 'péntek', 'szombat', 'vasárnap'] as const;

export type HuDateStyle = 'long' | 'medium' | 'short';

function civil(date: IsoDate | Date) {
  const iso = typeof date === 'string' ? date : isoDateInZone(date);
  const parts = parseIsoDate(iso);
  if (!parts) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(date)}`);
  return { ...parts, iso };
}

/**
 * "2026. november 23." (long), "2026. nov. 23." (medium), "2026. 11. 23." (short).
 * A `Date` is read as an instant and shown as its day in Budapest.
 */
export function formatHuDate(date: IsoDate | Date, style: HuDateStyle = 'long'): string {
  const { year, month, day } = civil(date);
  if (style === 'short') return `${year}. ${String(month).padStart(2, '0')}. ${String(day).padStart(2, '0')}.`;
  const name = style === 'long' ? HU_MONTHS[month - 1] : HU_MONTHS_SHORT[month - 1];
  return `${year}. ${name} ${day}.`;
}

/**
 * A week (or any span of days) with its year, the month abbreviated (AkH. 294): "2026. dec. 7–13."
 * within a month, "2026. nov. 30. – dec. 6." across months, "2026. dec. 28. – 2027. jan. 3."
 * across years. A range of days takes an en dash without spaces; a range of full dates, with spaces.
 */
export function formatWeekRange(from: IsoDate | Date, to: IsoDate | Date): string {
  const a = civil(from);
  const b = civil(to);
  if (a.year !== b.year) return `${formatHuDate(a.iso, 'medium')} – ${formatHuDate(b.iso, 'medium')}`;
  if (a.month !== b.month) return `${formatHuDate(a.iso, 'medium')} – ${HU_MONTHS_SHORT[b.month - 1]} ${b.day}.`;
  return `${a.year}. ${HU_MONTHS_SHORT[a.month - 1]} ${a.day}–${b.day}.`;
}

/** "2026. november 23., hétfő" */
export function formatHuDateWithWeekday(date: IsoDate | Date, style: HuDateStyle = 'long'): string {
  return `${formatHuDate(date, style)}, ${huWeekdayName(date)}`;
}

export function huWeekdayName(date: IsoDate | Date): string {
  return HU_WEEKDAYS[isoWeekday(civil(date).iso)] ?? '';
}

/**
 * Day numbers take the possessive ordinal's suffix: 1 → elseje (j + front vowel), 2 → második
 * (back), 3 harmadik, 6 hatodik, 8 nyolcadik, 20 huszadik, 30 harmincadik (back); all others
 * end in a front-vowel ordinal (negyedik, tizedik, tizenkettedik …).
 */
function dayVowel(day: number): 'j' | 'a' | 'e' {
  if (day === 1) return 'j';
  if (day === 2 || day === 20 || day === 30) return 'a';
  return [3, 6, 8].includes(day % 10) ? 'a' : 'e';
}

const SUFFIXES = {
  /** március 15-e, 1-je */
  nominative: { j: 'je', a: 'a', e: 'e' },
  /** "on": november 23-án, 1-jén */
  on: { j: 'jén', a: 'án', e: 'én' },
  /** "to / until": március 16-ára, 1-jére */
  to: { j: 'jére', a: 'ára', e: 'ére' },
  /** "from": július 10-étől, 1-jétől */
  from: { j: 'jétől', a: 'ától', e: 'étől' },
  /** adjective: a július 10-i kézbesítés, március 1-jei */
  adjective: { j: 'jei', a: 'i', e: 'i' },
} as const;

export type HuDateCase = keyof typeof SUFFIXES;

/**
 * A long date with a case ending on the day, as Hungarian prose needs it:
 * `formatHuDateCase('2026-03-16', 'to')` → "2026. március 16-ára".
 */
export function formatHuDateCase(date: IsoDate | Date, grammaticalCase: HuDateCase): string {
  const { year, month, day } = civil(date);
  return `${year}. ${HU_MONTHS[month - 1]} ${day}-${SUFFIXES[grammaticalCase][dayVowel(day)]}`;
}

function groupDigits(digits: string): string {
  if (digits.length < 5) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, NBSP);
}

/**
 * "1 250 000", "1250", "1250,5" (U+00A0 between groups, from five digits up).
 * `fractionDigits` fixes the decimals; by default up to 3 are shown, trailing zeros dropped.
 */
export function formatHuNumber(value: number, options: { fractionDigits?: number; maxFractionDigits?: number } = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const fixed = options.fractionDigits;
  const digits = fixed ?? options.maxFractionDigits ?? 3;
  let text = Math.abs(value).toFixed(digits);
  if (fixed === undefined && text.includes('.')) text = text.replace(/\.?0+$/, '');
  const [int = '0', frac] = text.split('.');
  const negative = value < 0 && /[1-9]/.test(text);
  return `${negative ? '-' : ''}${groupDigits(int)}${frac ? `,${frac}` : ''}`;
}

/**
 * A decimal string printed exactly as written, without a trip through binary floating point:
 * "33.335" → "33,335", "-1250000.5" → "-1 250 000,5"; `minFractionDigits` pads with zeros
 * ("12.5" with 2 → "12,50"). For invoice quantities and unit prices, whose precision is data.
 */
export function formatHuDecimal(value: string, options: { minFractionDigits?: number } = {}): string {
  const m = /^([+-]?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!m) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  const int = m[2]!.replace(/^0+(?=\d)/, '');
  const frac = (m[3] ?? '').padEnd(options.minFractionDigits ?? 0, '0');
  const negative = m[1] === '-' && /[1-9]/.test(int + frac);
  return `${negative ? '-' : ''}${groupDigits(int)}${frac ? `,${frac}` : ''}`;
}

/** A sentence starts with a capital even when its first word is written small: "dr. Nagy …" → "Dr. Nagy …". */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase('hu') + text.slice(1);
}

export type HuCurrency = 'HUF' | 'EUR' | 'USD' | 'GBP' | 'CHF';

/**
 * Money the way invoices and contracts print it: "1 250 000 Ft", "1 250,50 EUR".
 * HUF is shown in whole forints (rounded), other currencies with two decimals; pass
 * `{ trimZeroCents: true }` to print "1 250 EUR" for whole amounts (contract style).
 */
export function formatMoney(amount: number, currency: HuCurrency = 'HUF', options: { trimZeroCents?: boolean } = {}): string {
  if (currency === 'HUF') return `${formatHuNumber(Math.round(amount), { fractionDigits: 0 })}${NBSP}Ft`;
  const whole = Number.isInteger(amount) && options.trimZeroCents;
  return `${formatHuNumber(amount, { fractionDigits: whole ? 0 : 2 })}${NBSP}${currency}`;
}

/** "14 900 Ft" */
export function formatHuf(amount: number): string {
  return formatMoney(amount, 'HUF');
}
