// Masking of Hungarian personal data before text leaves the server (spec 9: e-mail, Hungarian
// phone and 8–20 digit numbers; issue 19: adószám, TAJ, adóazonosító jel, bank accounts, IBANs
// and the firm's contacts' names). Every value gets a placeholder like [EMAIL_1]; the same value
// keeps its placeholder within a session, and `unmask` puts the originals back into the answer
// (decision 0163). Pure and isomorphic.
import { HU_IDENTIFIER_CHECKS } from './hu-checks';
import { foldLowerHu, inflectHu, isLetterCode, isUpperCaseLetter } from './hu-text';
import { NAME_TITLE_RE } from '../hu/person-name';

/** In the order the detectors run: longer, more specific shapes first. */
export const maskKinds = ['EMAIL', 'IBAN', 'BANK_ACCOUNT', 'TAX_NUMBER', 'BIRTH_DATE', 'ADDRESS', 'ID_DOCUMENT', 'PHONE', 'TAX_ID', 'TAJ', 'NUMBER', 'NAME'] as const;
export type MaskKind = (typeof maskKinds)[number];

/**
 * Checksum validators that tell a real identifier from a look-alike (default: src/shared/hu,
 * `HU_IDENTIFIER_CHECKS`). Without one, the shape alone decides; with one, a failed checksum means "not this
 * kind": contiguous digits are then still masked as NUMBER (spec 9), spaced look-alikes such as
 * "123 456 789 Ft" stay readable. IBANs are masked by shape alone: one with a typo still carries a
 * real account number, and its spaced digit groups would match nothing else.
 */
export interface IdentifierChecks {
  /** GIRO account as written, 8-8 or 8-8-8 digits. */
  giro?(value: string): boolean;
  /** Adószám "12345678-1-12" or community VAT number "HU12345678". */
  taxNumber?(value: string): boolean;
  /** Nine digits. */
  taj?(digits: string): boolean;
  /** Adóazonosító jel, ten digits. */
  taxId?(digits: string): boolean;
}

export interface MaskerOptions {
  /** Personal names to mask, e.g. the firm's contacts ("Kovács Béla", "dr. Nagy Anna"). */
  names?: readonly string[];
  /** Default: the validators of src/shared/hu; `{}` decides by shape alone. */
  checks?: IdentifierChecks;
}

export interface MaskSummary {
  total: number;
  byKind: Partial<Record<MaskKind, number>>;
}

// Plain (non-/u) classes: Unicode property escapes make every position several times slower, and
// Hungarian text needs Latin letters only (Greek and Cyrillic added for foreign names).
const L = 'A-Za-z\\u00c0-\\u00d6\\u00d8-\\u00f6\\u00f8-\\u024f\\u0370-\\u03ff\\u0400-\\u04ff';
const SEP = '[\\s\\u00a0\\u202f]';
const NOT_WORD_BEFORE = `(?<![${L}0-9_])`;
const NOT_WORD_AFTER = `(?![${L}0-9_])`;

// Any case, any grouping of the 24 digits ("hu42 1177 3016 …", "HU42-11773016-…").
const HU_IBAN_RE = new RegExp(`(?<![${L}0-9])[Hh][Uu]\\d{2}(?:[ \\u00a0-]?\\d){24}(?![${L}0-9])`, 'g');
/** Other countries in lower case: digit groups only, so that ordinary words never match. */
const LOWER_IBAN_RE = new RegExp(`(?<![${L}0-9])[a-z]{2}\\d{2}(?:[ \\u00a0]?\\d{4}){2,7}(?:[ \\u00a0]?\\d{1,3})?(?![${L}0-9])`, 'g');
const IBAN_RE = new RegExp(`(?<![${L}0-9])[A-Z]{2}\\d{2}(?:[ \\u00a0]?[A-Z0-9]{4}){2,7}(?:[ \\u00a0]?[A-Z0-9]{1,3})?(?![${L}0-9])`, 'g');
const GIRO_RE = new RegExp(`(?<![${L}0-9-])\\d{8}[ \\u00a0-]\\d{8}(?:[ \\u00a0-]\\d{8})?(?!\\d|-\\d)`, 'g');
const TAX_NUMBER_RE = new RegExp(`(?<![${L}0-9-])(?:\\d{8}-[1-5]-\\d{2}(?!\\d|-\\d)|HU[ \\u00a0]?\\d{8}(?!\\d))`, 'g');
// +36 / 0036 / 06 trunk prefix, area code (1, mobile 20/30/31/50/70, or two digits), subscriber
// number of 7 (Budapest, mobile) or 6 digits with any of the usual separators; or "30/123-4567".
const PHONE_RE = new RegExp(
  `(?<![${L}0-9+.])\\(?(?:\\+${SEP}?36|0036|06)\\)?[\\s\\-/.]*\\(?${SEP}*(\\d{1,2})${SEP}*\\)?[\\s\\-/.]*((?:\\d[\\s\\-.]?){5,6}\\d)(?!\\d)` +
    `|(?<![${L}0-9/.+-])(1|20|30|31|50|70|[2-9]\\d)/((?:\\d[\\s\\-.]?){5,6}\\d)(?![\\d/])` +
    // "36 30 123 4567": the country code without "+", only before a mobile code.
    `|(?<![${L}0-9/.+-])36[\\s\\-/]?(20|30|31|50|70)[\\s\\-/]?(\\d{3}[\\s\\-]?\\d{2}[\\s\\-]?\\d{2}|\\d{3}[\\s\\-]?\\d{4})(?!\\d)`,
  'g',
);
const TAX_ID_RE = new RegExp(`${NOT_WORD_BEFORE}8\\d{9}${NOT_WORD_AFTER}`, 'g');
/** "8123 456 789", "81234-56789": ten digits from an 8 in groups (checksum or keyword decides). */
const SPACED_TAX_ID_RE = new RegExp(`(?<![${L}0-9.,-]|\\d[ \\u00a0])8\\d{2,4}(?:[ \\u00a0\\u202f-]\\d{2,5}){1,3}(?![0-9]|[ .,\\u00a0\\u202f-]\\d)`, 'g');
const TAX_ID_KEYWORD_BEFORE_RE = /adoazonosito|adoaz\.|ado ?az\. ?jel/;
/** A mobile number written without +36/06: "30 123 4567", "20 123 45 67", "70-555-1234". */
const BARE_MOBILE_RE = new RegExp(`(?<![${L}0-9/.,+-]|\\d[ \\u00a0])(20|30|31|50|70)[ \\u00a0-](\\d{3}[ \\u00a0-]?\\d{2}[ \\u00a0-]?\\d{2}|\\d{3}[ \\u00a0-]?\\d{4})(?![0-9]|[ .,\\u00a0-]\\d)`, 'g');
/** Hungarian ID card ("123456AB") and passport or driving licence numbers ("BE1234567", "AB123456"). */
const ID_DOCUMENT_RE = new RegExp(`${NOT_WORD_BEFORE}(?:\\d{6}[A-Za-z]{2}|[A-Z]{2}\\d{6,7})${NOT_WORD_AFTER}`, 'g');
const MONTHS = 'január|február|március|április|május|június|július|augusztus|szeptember|október|november|december|jan\\.|febr?\\.|márc\\.|ápr\\.|máj\\.|jún\\.|júl\\.|aug\\.|szept?\\.|okt\\.|nov\\.|dec\\.';
/** A date as Hungarians write one: "1982. október 3.", "1982.10.03.", "1982-10-03", "1982. 10. 03." */
const DATE_SRC = `(?:1[89]|20)\\d{2}(?:\\.\\s?(?:${MONTHS})\\s?\\d{1,2}\\.?|[.\\-/]\\s?\\d{1,2}[.\\-/]\\s?\\d{1,2}\\.?)`;
/** A birth date: the date after "szül.", "született", "születési idő/dátum", up to a place name between. */
const BIRTH_DATE_RE = new RegExp(`((?:[Ss]zül(?:\\.|etett|etési (?:idő|dátum|ideje)|\\. ?idő)|[Ss]zületett)[:\\s,.]*(?:[${L}][${L}-]*(?: [${L}][${L}-]*)?,?\\s*)?(?:\\(?\\s*))(${DATE_SRC})`, 'g');
const STREET_TYPES = 'utca|u\\.|út|útja|tér|tere|körút|krt\\.|köz|sor|fasor|sétány|rakpart|liget|dűlő|park|lépcső|lakótelep|ltp\\.|udvar|kert|árok|határsor|sugárút|telep|major|tanya|hrsz\\.';
/**
 * A street address: optional postcode and settlement, the street's name (one to three capitalised
 * or numbered words), its type and the house number with floor and door ("Piac utca 12.",
 * "1055 Budapest, Kossuth Lajos tér 1–3. II. em. 5.").
 */
const ADDRESS_RE = new RegExp(
  `(?<![${L}0-9])(?:[1-9]\\d{3}\\s+[A-ZÁÉÍÓÖŐÚÜŰ][${L}-]+(?:\\s+[${L}]+)?,?\\s+(?:[IVX]+\\.\\s*(?:kerület|ker\\.),?\\s+)?)?` +
    `(?:[A-ZÁÉÍÓÖŐÚÜŰ0-9][${L}0-9.-]*\\s+){1,3}(?:${STREET_TYPES})\\s+\\d{1,4}(?:\\s*[/–-]\\s*\\d{1,4})?(?:\\s*\\/?\\s*[A-Za-z](?![${L}]))?\\.?` +
    `(?:,?\\s*(?:(?:[IVX]+|\\d{1,2})\\.\\s*(?:emelet|em\\.)|fszt\\.|földszint)(?:\\s*\\d{1,3}\\.?(?:\\s*(?:ajtó|a\\.))?)?)?`,
  'g',
);
const TAJ_RE = new RegExp(`${NOT_WORD_BEFORE}\\d{9}${NOT_WORD_AFTER}|(?<!\\d[ .,\\u00a0]?)${NOT_WORD_BEFORE}\\d{3}[ \\u00a0\\u202f-]\\d{3}[ \\u00a0\\u202f-]\\d{3}(?![ .,\\u00a0\\u202f]?\\d)`, 'g');
const NUMBER_RE = new RegExp(`${NOT_WORD_BEFORE}\\d{8,20}${NOT_WORD_AFTER}`, 'g');
const CURRENCY_AFTER_RE = /^[\s\u00a0\u202f]*(?:ft\b|huf\b|forint|eur\b|€|usd\b|\$|,-)/i;
const TAJ_KEYWORD_BEFORE_RE = /(?<![a-z])taj(?![a-z])/;

const EMAIL_LOCAL_CHAR = new RegExp(`[${L}0-9._%+-]`);
const EMAIL_DOMAIN_CHAR = new RegExp(`[${L}0-9.-]`);
const EMAIL_WORD_CHAR = new RegExp(`[${L}0-9]`);
const EMAIL_SHAPE = new RegExp(`^[${L}0-9._%+-]+@[${L}0-9-]+(?:\\.[${L}0-9-]+)*\\.[${L}]{2,}`);

const MOBILE_AREAS = new Set(['20', '30', '31', '50', '70']);
/** Folded title words before a family name, and whether the abbreviation needs its dot. */
const TITLES: ReadonlyMap<string, boolean> = new Map([
  ['dr', false],
  ['prof', false],
  ['ifj', true],
  ['id', true],
  ['ozv', true],
]);
const HONORIFIC_WORD_RE = /^(?:ur|asszony|kisasszony)(?:nak|at|ral|tol|hoz|nal|ra|rol|ek|e|ban|ba)?$/;
const GAP_RE = /^[\s\u00a0\u202f]+$/;
const TITLE_GAP_RE = /^(\.?)[\s\u00a0\u202f]*$/;

const digitsOf = (s: string) => s.replace(/\D/g, '');
/** The next '@' or full-width '＠' from `from`, or -1. */
function nextAt(text: string, from: number): number {
  const a = text.indexOf('@', from);
  const b = text.indexOf('\uff20', from);
  return a === -1 ? b : b === -1 ? a : Math.min(a, b);
}
/** "… 123 456 789 Ft": an amount, not an identifier. */
const moneyFollows = (text: string, at: number) => CURRENCY_AFTER_RE.test(text.slice(at, at + 12));

interface NameVariant {
  personKey: string;
  /** The listed name in this variant's order, used when the model adds a suffix we never saw. */
  canonical: string;
}

interface FullVariant extends NameVariant {
  /** Folded lower-case tokens. */
  tokens: string[];
}

interface CompiledNames {
  /** Full names by their first folded token, most tokens first. */
  byFirst: Map<string, FullVariant[]>;
  /** Family names (first token of a listed name), folded. */
  families: Map<string, NameVariant>;
}

function nameTokens(name: string): string[] {
  return name
    .normalize('NFC')
    .split(/[\s\u00a0]+/)
    .filter((t) => t.length > 0 && !NAME_TITLE_RE.test(t));
}

const foldWord = (s: string) => foldLowerHu(s);

function compileNames(names: readonly string[]): CompiledNames {
  const byFirst = new Map<string, FullVariant[]>();
  const families = new Map<string, NameVariant>();
  const seen = new Set<string>();
  for (const name of names) {
    const tokens = nameTokens(name);
    // A single given or family name alone is too ambiguous ("Nagy" is also "big"): full names only,
    // plus the family name next to a title or an honorific (below).
    if (tokens.length < 2 || tokens.some((t) => t.length < 2)) continue;
    const personKey = `person:${tokens.map(foldWord).join(' ')}`;
    for (const order of [tokens, [...tokens.slice(1), tokens[0] as string]]) {
      const folded = order.map(foldWord);
      const key = folded.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      const list = byFirst.get(folded[0] as string) ?? [];
      list.push({ personKey, canonical: order.join(' '), tokens: folded });
      list.sort((a, b) => b.tokens.length - a.tokens.length);
      byFirst.set(folded[0] as string, list);
    }
    const family = tokens[0] as string;
    const familyKey = foldWord(family);
    if (family.length >= 3 && !families.has(familyKey)) families.set(familyKey, { personKey: `family:${familyKey}`, canonical: family });
  }
  return { byFirst, families };
}

interface Word {
  start: number;
  end: number;
  text: string;
}

interface Entry {
  kind: MaskKind;
  original: string;
}

interface NameEntry {
  canonical: string;
  /** Surface forms seen in the input, by the suffix that followed the name (lower case). */
  surfaces: Map<string, string>;
}

const PLACEHOLDER_RE = new RegExp(`\\[\\s*(${maskKinds.join('|')})[ _](\\d{1,5})\\s*\\](?:-([${L}]+))?`, 'gi');

/** One request's masking: the same value always gets the same placeholder, and unmasking reverses it. */
export class MaskSession {
  private readonly byKey = new Map<string, string>();
  private readonly entries = new Map<string, Entry>();
  private readonly names = new Map<string, NameEntry>();
  private readonly counters = new Map<MaskKind, number>();
  private readonly found = new Map<MaskKind, number>();

  constructor(
    private readonly compiled: CompiledNames,
    private readonly checks: IdentifierChecks,
  ) {}

  /** Kinds found so far, for the data classification. */
  get kinds(): Set<MaskKind> {
    return new Set(this.found.keys());
  }

  get summary(): MaskSummary {
    let total = 0;
    const byKind: Partial<Record<MaskKind, number>> = {};
    for (const [kind, n] of this.found) {
      byKind[kind] = n;
      total += n;
    }
    return { total, byKind };
  }

  private placeholder(kind: MaskKind, key: string, original: string): string {
    this.found.set(kind, (this.found.get(kind) ?? 0) + 1);
    const mapKey = `${kind}:${key}`;
    const existing = this.byKey.get(mapKey);
    if (existing) return existing;
    const n = (this.counters.get(kind) ?? 0) + 1;
    this.counters.set(kind, n);
    const ph = `[${kind}_${n}]`;
    this.byKey.set(mapKey, ph);
    this.entries.set(ph, { kind, original });
    return ph;
  }

  private namePlaceholder(variant: NameVariant, stem: string, suffix: string): string {
    const ph = this.placeholder('NAME', variant.personKey, variant.canonical);
    let entry = this.names.get(ph);
    if (!entry) {
      entry = { canonical: variant.canonical, surfaces: new Map() };
      this.names.set(ph, entry);
    }
    const suffixKey = suffix.toLowerCase();
    if (!entry.surfaces.has(suffixKey)) entry.surfaces.set(suffixKey, stem + suffix);
    if (!suffix) return ph;
    return suffix.startsWith('-') ? `${ph}${suffix}` : `${ph}-${suffix}`;
  }

  /** Replaces every detected identifier; the text is NFC-normalised first. */
  mask(input: string): string {
    let text = input.normalize('NFC');
    const { checks } = this;

    text = this.maskEmails(text);

    const maskIban = (m: string) => {
      const compact = m.replace(/[ \u00a0-]/g, '').toUpperCase();
      if (compact.length < 15 || compact.length > 34) return m;
      if (compact.startsWith('HU') && compact.length !== 28) return m;
      return this.placeholder('IBAN', compact, m);
    };
    text = text.replace(HU_IBAN_RE, maskIban).replace(IBAN_RE, maskIban).replace(LOWER_IBAN_RE, maskIban);

    text = text.replace(GIRO_RE, (m) => {
      if (checks.giro && !checks.giro(m)) return m;
      return this.placeholder('BANK_ACCOUNT', digitsOf(m).padEnd(24, '0'), m);
    });

    text = text.replace(TAX_NUMBER_RE, (m) => {
      if (checks.taxNumber && !checks.taxNumber(m)) return m;
      return this.placeholder('TAX_NUMBER', m.replace(/[ \u00a0]/g, '').toUpperCase(), m);
    });

    text = text.replace(BIRTH_DATE_RE, (_m, before: string, date: string) => before + this.placeholder('BIRTH_DATE', date.replace(/\s/g, ''), date));
    text = text.replace(ADDRESS_RE, (m) =>
      this.placeholder(
        'ADDRESS',
        foldLowerHu(m)
          .replace(/[\s.,]+/g, ' ')
          .trim(),
        m,
      ),
    );
    text = text.replace(ID_DOCUMENT_RE, (m) => this.placeholder('ID_DOCUMENT', m.toUpperCase(), m));

    text = text.replace(PHONE_RE, (m, ...groups: unknown[]) => {
      const [a1, s1, a2, s2, a3, s3] = groups as (string | undefined)[];
      const area = a1 ?? a2 ?? a3 ?? '';
      const subscriber = digitsOf(s1 ?? s2 ?? s3 ?? '');
      const expected = area === '1' || MOBILE_AREAS.has(area) ? 7 : 6;
      if (area === '0' || area.startsWith('0') || subscriber.length !== expected) return m;
      return this.placeholder('PHONE', `36${area}${subscriber}`, m);
    });

    text = text.replace(BARE_MOBILE_RE, (m, area: string, subscriber: string, offset: number, whole: string) => {
      if (moneyFollows(whole, offset + m.length)) return m;
      return this.placeholder('PHONE', `36${area}${digitsOf(subscriber)}`, m);
    });

    text = text.replace(TAX_ID_RE, (m) => {
      if (checks.taxId && !checks.taxId(m)) return m;
      return this.placeholder('TAX_ID', m, m);
    });
    text = text.replace(SPACED_TAX_ID_RE, (m, offset: number, whole: string) => {
      const digits = digitsOf(m);
      if (digits.length !== 10 || moneyFollows(whole, offset + m.length)) return m;
      const keyword = TAX_ID_KEYWORD_BEFORE_RE.test(foldLowerHu(whole.slice(Math.max(0, offset - 40), offset)));
      if (!keyword && checks.taxId && !checks.taxId(digits)) return m;
      return this.placeholder('TAX_ID', digits, m);
    });

    text = text.replace(TAJ_RE, (m, offset: number, whole: string) => {
      const digits = digitsOf(m);
      const spaced = digits.length !== m.length;
      const keyword = TAJ_KEYWORD_BEFORE_RE.test(foldLowerHu(whole.slice(Math.max(0, offset - 40), offset)));
      if (!keyword) {
        if (spaced && moneyFollows(whole, offset + m.length)) return m;
        if (checks.taj && !checks.taj(digits)) return m;
      }
      return this.placeholder('TAJ', digits, m);
    });

    text = text.replace(NUMBER_RE, (m) => this.placeholder('NUMBER', m, m));

    return this.maskNames(text);
  }

  /**
   * E-mail addresses, found from each '@' outwards (a regex over the whole text is quadratic here),
   * also written with a full-width '＠' or with a space on either side of it ("anna @ pelda.hu").
   */
  private maskEmails(text: string): string {
    let at = nextAt(text, 0);
    if (at === -1) return text;
    let out = '';
    let last = 0;
    while (at !== -1) {
      const localEnd = text[at - 1] === ' ' && at - 2 >= last && EMAIL_LOCAL_CHAR.test(text[at - 2] as string) ? at - 1 : at;
      let start = localEnd;
      while (start > last && EMAIL_LOCAL_CHAR.test(text[start - 1] as string)) start--;
      const domainStart = text[at + 1] === ' ' ? at + 2 : at + 1;
      let end = domainStart;
      while (end < text.length && EMAIL_DOMAIN_CHAR.test(text[end] as string)) end++;
      const local = text.slice(start, localEnd);
      const shape = start < localEnd ? EMAIL_SHAPE.exec(`${local}@${text.slice(domainStart, end)}`) : null;
      const stop = shape ? domainStart + shape[0].length - local.length - 1 : -1;
      // A Hungarian suffix may follow ("kovacs@x.hu-ra"); a letter or digit may not.
      if (shape && !(stop < text.length && EMAIL_WORD_CHAR.test(text[stop] as string))) {
        out += text.slice(last, start) + this.placeholder('EMAIL', shape[0].toLowerCase(), text.slice(start, stop));
        last = stop;
        at = nextAt(text, stop);
      } else {
        at = nextAt(text, at + 1);
      }
    }
    return out + text.slice(last);
  }

  /**
   * Names of the list: the text's words are folded (accents, case) and looked up by first token;
   * the last token may carry a suffix ("Bélának"). A family name alone counts after a title
   * ("dr. Nagy"), before an honorific ("Kovács úr") or an initial ("Kovács B.") or with the -né of a
   * married name ("Kovácsné").
   */
  private maskNames(text: string): string {
    const { byFirst, families } = this.compiled;
    if (byFirst.size === 0 && families.size === 0) return text;
    const folded = foldLowerHu(text);
    const words = wordsOf(folded);
    let out = '';
    let last = 0;
    const emit = (from: number, replacement: string, to: number) => {
      out += text.slice(last, from) + replacement;
      last = to;
    };
    for (let i = 0; i < words.length; i++) {
      const word = words[i] as Word;
      const full = this.fullNameAt(text, folded, words, i, byFirst.get(word.text));
      if (full) {
        emit(word.start, this.namePlaceholder(full.variant, text.slice(word.start, full.stemEnd), text.slice(full.stemEnd, full.end)), full.end);
        i += full.words - 1;
        continue;
      }
      if (families.size === 0 || !isUpperCaseLetter(text[word.start] as string)) continue;
      const family = longestFamilyPrefix(word.text, families);
      if (!family) continue;
      const rest = word.text.slice(family.length);
      const before = words[i - 1];
      const titleGap = before ? TITLE_GAP_RE.exec(folded.slice(before.end, word.start)) : null;
      const needsDot = before ? TITLES.get(before.text) : undefined;
      const titled = needsDot !== undefined && titleGap !== null && (!needsDot || titleGap[1] === '.');
      const next = words[i + 1];
      const honorific = rest === '' && next !== undefined && GAP_RE.test(folded.slice(word.end, next.start)) && HONORIFIC_WORD_RE.test(next.text);
      // "Molnár L.": the family name with a given name's initial.
      const initial = rest === '' && next !== undefined && next.text.length === 1 && GAP_RE.test(folded.slice(word.end, next.start)) && folded[next.end] === '.' && isUpperCaseLetter(text[next.start] as string);
      if (!titled && !honorific && !initial && !rest.startsWith('ne')) continue;
      const stemEnd = word.start + family.length;
      emit(word.start, this.namePlaceholder(families.get(family) as NameVariant, text.slice(word.start, stemEnd), text.slice(stemEnd, word.end)), word.end);
    }
    return last === 0 ? text : out + text.slice(last);
  }

  private fullNameAt(text: string, folded: string, words: readonly Word[], i: number, candidates: readonly FullVariant[] | undefined): { variant: FullVariant; stemEnd: number; end: number; words: number } | null {
    if (!candidates) return null;
    for (const variant of candidates) {
      const k = variant.tokens.length;
      let ok = true;
      for (let j = 0; j < k && ok; j++) {
        const w = words[i + j];
        const token = variant.tokens[j] as string;
        if (!w) ok = false;
        else if (j > 0 && !GAP_RE.test(folded.slice((words[i + j - 1] as Word).end, w.start))) ok = false;
        else if (j < k - 1 ? w.text !== token : !w.text.startsWith(token)) ok = false;
        else if (!isUpperCaseLetter(text[w.start] as string)) ok = false;
      }
      if (!ok) continue;
      const lastWord = words[i + k - 1] as Word;
      return { variant, stemEnd: lastWord.start + (variant.tokens[k - 1] as string).length, end: lastWord.end, words: k };
    }
    return null;
  }

  /** Puts the originals back. Suffixes the model attached to a name ("[NAME_1]-nak") are inflected. */
  unmask(text: string): string {
    if (this.entries.size === 0 || !text.includes('[')) return text;
    return text.replace(PLACEHOLDER_RE, (whole, kind: string, n: string, suffix: string | undefined) => {
      const ph = `[${kind.toUpperCase()}_${Number(n)}]`;
      const entry = this.entries.get(ph);
      if (!entry) return whole;
      if (entry.kind !== 'NAME') return suffix ? `${entry.original}-${suffix}` : entry.original;
      const name = this.names.get(ph);
      if (!name) return entry.original;
      const seen = name.surfaces.get((suffix ?? '').toLowerCase());
      if (seen) return seen;
      return suffix ? inflectHu(name.surfaces.get('') ?? name.canonical, suffix) : name.canonical;
    });
  }

  /** For a streamed answer: unmasks chunk by chunk, holding back a placeholder cut in two. */
  streamUnmasker(): StreamUnmasker {
    return new StreamUnmasker(this);
  }
}

/** Words: runs of letters, hyphen-joined runs kept together ("szabo-toth"). */
function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let i = 0;
  while (i < text.length) {
    if (!isLetterCode(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < text.length && (isLetterCode(text.charCodeAt(i)) || (text.charCodeAt(i) === 45 && i + 1 < text.length && isLetterCode(text.charCodeAt(i + 1))))) i++;
    words.push({ start, end: i, text: text.slice(start, i) });
  }
  return words;
}

function longestFamilyPrefix(word: string, families: ReadonlyMap<string, NameVariant>): string | null {
  for (let k = word.length; k >= 3; k--) {
    const prefix = word.slice(0, k);
    if (families.has(prefix)) return prefix;
  }
  return null;
}

const HOLD_MAX = 40;
const PARTIAL_PLACEHOLDER_RE = /\[[\p{L}_ ]{0,16}\d{0,5}\s*$/u;
const TRAILING_NAME_RE = /\[\s*NAME[ _]\d{1,5}\s*\](?:-\p{L}*)?$/iu;

/** Unmasks a stream of text chunks without splitting a placeholder or a name's suffix. */
export class StreamUnmasker {
  private pending = '';

  constructor(private readonly session: MaskSession) {}

  push(chunk: string): string {
    const text = this.pending + chunk;
    const hold = holdFrom(text);
    this.pending = text.slice(hold);
    return this.session.unmask(text.slice(0, hold));
  }

  flush(): string {
    const text = this.pending;
    this.pending = '';
    return this.session.unmask(text);
  }
}

function holdFrom(text: string): number {
  const tailStart = Math.max(0, text.length - HOLD_MAX);
  const tail = text.slice(tailStart);
  const name = TRAILING_NAME_RE.exec(tail);
  if (name) return tailStart + name.index;
  const partial = PARTIAL_PLACEHOLDER_RE.exec(tail);
  if (partial) return tailStart + partial.index;
  return text.length;
}

/** Compiles the name list once; a session per request then masks and unmasks. */
export class Masker {
  private readonly compiled: CompiledNames;
  private readonly checks: IdentifierChecks;

  constructor(options: MaskerOptions = {}) {
    this.compiled = compileNames(options.names ?? []);
    this.checks = options.checks ?? HU_IDENTIFIER_CHECKS;
  }

  session(): MaskSession {
    return new MaskSession(this.compiled, this.checks);
  }
}

export function createMasker(options: MaskerOptions = {}): Masker {
  return new Masker(options);
}
