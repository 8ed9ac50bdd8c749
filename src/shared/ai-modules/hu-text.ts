// Hungarian text helpers for the privacy layer: accent folding that keeps every offset, and the
// few inflection rules needed to put a masked name back with a suffix the model added.

const FOLD: Readonly<Record<string, string>> = {
  á: 'a',
  à: 'a',
  â: 'a',
  ä: 'a',
  ã: 'a',
  å: 'a',
  é: 'e',
  è: 'e',
  ê: 'e',
  ë: 'e',
  í: 'i',
  ì: 'i',
  î: 'i',
  ï: 'i',
  ó: 'o',
  ò: 'o',
  ô: 'o',
  ö: 'o',
  õ: 'o',
  ő: 'o',
  ú: 'u',
  ù: 'u',
  û: 'u',
  ü: 'u',
  ű: 'u',
  ý: 'y',
  ç: 'c',
  ñ: 'n',
  č: 'c',
  ć: 'c',
  š: 's',
  ś: 's',
  ž: 'z',
  ź: 'z',
  ż: 'z',
  ř: 'r',
  ł: 'l',
  ń: 'n',
  ț: 't',
  ș: 's',
  ă: 'a',
  ę: 'e',
  ą: 'a',
  Á: 'A',
  À: 'A',
  Â: 'A',
  Ä: 'A',
  Ã: 'A',
  Å: 'A',
  É: 'E',
  È: 'E',
  Ê: 'E',
  Ë: 'E',
  Í: 'I',
  Ì: 'I',
  Î: 'I',
  Ï: 'I',
  Ó: 'O',
  Ò: 'O',
  Ô: 'O',
  Ö: 'O',
  Õ: 'O',
  Ő: 'O',
  Ú: 'U',
  Ù: 'U',
  Û: 'U',
  Ü: 'U',
  Ű: 'U',
  Ý: 'Y',
  Ç: 'C',
  Ñ: 'N',
  Č: 'C',
  Ć: 'C',
  Š: 'S',
  Ś: 'S',
  Ž: 'Z',
  Ź: 'Z',
  Ż: 'Z',
  Ř: 'R',
  Ł: 'L',
  Ń: 'N',
  Ț: 'T',
  Ș: 'S',
  Ă: 'A',
  Ę: 'E',
  Ą: 'A',
  // Look-alikes seen in pasted Hungarian text (tilde/circumflex for ő/ű in old code pages).
  ũ: 'u',
  Ũ: 'U',
};

// Code-unit tables below U+0250 (Latin-1 and Latin Extended-A/B hold every Hungarian letter).
const TABLE_SIZE = 0x250;
const FOLD_TABLE = new Uint16Array(TABLE_SIZE);
const FOLD_LOWER_TABLE = new Uint16Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) {
  const ch = String.fromCharCode(c);
  const folded = FOLD[ch] ?? ch;
  FOLD_TABLE[c] = folded.charCodeAt(0);
  const lower = folded.toLowerCase();
  FOLD_LOWER_TABLE[c] = lower.length === 1 ? lower.charCodeAt(0) : folded.charCodeAt(0);
}

const utf16 = new TextDecoder('utf-16le');

function mapUnits(text: string, table: Uint16Array, rest: (unit: string) => string): string {
  const units = new Uint16Array(text.length);
  let changed = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const mapped = c < TABLE_SIZE ? (table[c] as number) : c < 0x370 ? c : rest(text[i] as string).charCodeAt(0);
    units[i] = mapped;
    if (mapped !== c) changed = true;
  }
  // Decoding the code units back is one native call instead of a string built piece by piece.
  return changed ? utf16.decode(units) : text;
}

const lowerUnit = (u: string) => {
  const l = u.toLowerCase();
  return l.length === 1 ? l : u;
};

/** Replaces accented letters by their base letter, one UTF-16 unit for one: offsets stay valid. */
export function foldHu(text: string): string {
  return mapUnits(text, FOLD_TABLE, (u) => FOLD[u] ?? u);
}

/** foldHu and lower case in one pass, offsets kept (the form names and keywords are matched in). */
export function foldLowerHu(text: string): string {
  return mapUnits(text, FOLD_LOWER_TABLE, lowerUnit);
}

/** Whether a letter is upper case (a name's initial). */
export function isUpperCaseLetter(unit: string): boolean {
  return unit !== unit.toLowerCase();
}

const LETTER_TABLE = new Uint8Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) {
  const ch = String.fromCharCode(c);
  LETTER_TABLE[c] = ch.toLowerCase() !== ch.toUpperCase() ? 1 : 0;
}

/** A letter of a Latin, Greek or Cyrillic alphabet (enough for names in Hungarian texts). */
export function isLetterCode(code: number): boolean {
  if (code < TABLE_SIZE) return LETTER_TABLE[code] === 1;
  return (code >= 0x370 && code <= 0x3ff) || (code >= 0x400 && code <= 0x4ff);
}

const DIGRAPHS = ['dzs', 'cs', 'dz', 'gy', 'ly', 'ny', 'sz', 'ty', 'zs'];
const VOWELS = 'aáeéiíoóöőuúüű';

function lengthenFinalVowel(stem: string): string {
  const last = stem.slice(-1);
  const long: Record<string, string> = { a: 'á', e: 'é', A: 'Á', E: 'É' };
  return long[last] ? stem.slice(0, -1) + long[last] : stem;
}

function doubleFinalConsonant(stem: string): string {
  const lower = stem.toLowerCase();
  for (const d of DIGRAPHS) {
    if (lower.endsWith(d)) return stem.slice(0, -d.length) + stem.slice(-d.length, -d.length + 1) + stem.slice(-d.length);
  }
  return stem + stem.slice(-1);
}

/**
 * A name with a case ending the model wrote after a placeholder ("[NAME_1]-val"): the final a/e
 * lengthens (Anna → Annának), and -val/-vel/-vá/-vé assimilate after a consonant
 * (Kovács → Kováccsal). Good enough for names; the masker prefers forms it saw in the input.
 */
export function inflectHu(stem: string, suffix: string): string {
  if (suffix.length === 0) return stem;
  const last = stem.slice(-1).toLowerCase();
  const endsInVowel = last.length > 0 && VOWELS.includes(last);
  const lowerSuffix = suffix.toLowerCase();
  if (/^v[aeáé]l?$/.test(lowerSuffix) && !endsInVowel) return doubleFinalConsonant(stem) + suffix.slice(1);
  if (endsInVowel) return lengthenFinalVowel(stem) + suffix;
  return stem + suffix;
}
