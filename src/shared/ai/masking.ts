// Masking of Hungarian personal data before text leaves the server (spec 9: e-mail, Hungarian
// phone and 8–20 digit numbers; issue 19: adószám, TAJ, adóazonosító jel, bank accounts, IBANs
// and the firm's contacts' names). Every value gets a placeholder like [EMAIL_1]; the same value
// keeps its placeholder within a session, and `unmask` puts the originals back into the answer
// (decision 0163). Pure and isomorphic.
import { foldHu, inflectHu, lowerSameLength } from './hu-text';

/** In the order the detectors run: longer, more specific shapes first. */
export const maskKinds = ['EMAIL', 'IBAN', 'BANK_ACCOUNT', 'TAX_NUMBER', 'PHONE', 'TAX_ID', 'TAJ', 'NUMBER', 'NAME'] as const;
export type MaskKind = (typeof maskKinds)[number];

/**
 * Checksum validators that tell a real identifier from a look-alike (src/shared/hu when it is
 * available). Without one, the shape alone decides; with one, a failed checksum means "not this
 * kind": contiguous digits are then still masked as NUMBER (spec 9), spaced look-alikes such as
 * "123 456 789 Ft" stay readable.
 */
export interface IdentifierChecks {
  /** Compact IBAN, e.g. HU42117730161111101800000000. */
  iban?(compact: string): boolean;
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
  checks?: IdentifierChecks;
}

export interface MaskSummary {
  total: number;
  byKind: Partial<Record<MaskKind, number>>;
}

const SEP = '[\\s\\u00a0\\u202f]';
const NOT_WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_WORD_AFTER = '(?![\\p{L}\\p{N}_])';

const EMAIL_RE = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}(?![\p{L}\p{N}-])/gu;
const HU_IBAN_RE = /(?<![\p{L}\p{N}])HU\d{2}(?:[ \u00a0]?\d{4}){6}(?![\p{L}\p{N}])/gu;
const IBAN_RE = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]{4}){2,7}(?:[ \u00a0]?[A-Z0-9]{1,3})?(?![\p{L}\p{N}])/gu;
const GIRO_RE = /(?<![\p{L}\p{N}-])\d{8}[ \u00a0-]\d{8}(?:[ \u00a0-]\d{8})?(?![\p{N}]|-\d)/gu;
const TAX_NUMBER_RE = /(?<![\p{L}\p{N}-])(?:\d{8}-[1-5]-\d{2}(?![\p{N}]|-\d)|HU[ \u00a0]?\d{8}(?!\p{N}))/gu;
// +36 / 0036 / 06 trunk prefix, area code (1, mobile 20/30/31/50/70, or two digits), subscriber
// number of 7 (Budapest, mobile) or 6 digits with any of the usual separators; or "30/123-4567".
const PHONE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}+.])\\(?(?:\\+${SEP}?36|0036|06)\\)?[\\s\\-/.]*\\(?${SEP}*(\\d{1,2})${SEP}*\\)?[\\s\\-/.]*((?:\\d[\\s\\-.]?){5,6}\\d)(?!\\d)` +
    `|(?<![\\p{L}\\p{N}/.+-])(1|20|30|31|50|70|[2-9]\\d)/((?:\\d[\\s\\-.]?){5,6}\\d)(?![\\d/])` +
    // "36 30 123 4567": the country code without "+", only before a mobile code.
    `|(?<![\\p{L}\\p{N}/.+-])36[\\s\\-/]?(20|30|31|50|70)[\\s\\-/]?(\\d{3}[\\s\\-]?\\d{2}[\\s\\-]?\\d{2}|\\d{3}[\\s\\-]?\\d{4})(?!\\d)`,
  'gu',
);
const TAX_ID_RE = new RegExp(`${NOT_WORD_BEFORE}8\\d{9}${NOT_WORD_AFTER}`, 'gu');
const TAJ_RE = new RegExp(
  `${NOT_WORD_BEFORE}\\d{9}${NOT_WORD_AFTER}|(?<!\\p{N}[ .,\\u00a0]?)${NOT_WORD_BEFORE}\\d{3}[ \\u00a0\\u202f-]\\d{3}[ \\u00a0\\u202f-]\\d{3}(?![ .,\\u00a0\\u202f]?\\p{N})`,
  'gu',
);
const NUMBER_RE = new RegExp(`${NOT_WORD_BEFORE}\\d{8,20}${NOT_WORD_AFTER}`, 'gu');
const CURRENCY_AFTER_RE = /^[\s\u00a0\u202f]*(?:ft\b|huf\b|forint|eur\b|€|usd\b|\$|,-)/i;
const TAJ_KEYWORD_BEFORE_RE = /(?<![a-z])taj(?![a-z])/;

const MOBILE_AREAS = new Set(['20', '30', '31', '50', '70']);
const TITLE_RE = /^(?:dr\.?|prof\.?|ifj\.|id\.|özv\.|ozv\.)$/i;
const HONORIFIC_AFTER_RE = /^[\s\u00a0]+(?:ur|asszony|kisasszony)(?:nak|at|ral|tol|hoz|nal|ra|rol|ek|e|ban|ba)?(?![\p{L}])/u;

const digitsOf = (s: string) => s.replace(/\D/g, '');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface NameVariant {
  personKey: string;
  /** The listed name in this variant's order, used when the model adds a suffix we never saw. */
  canonical: string;
}

interface CompiledNames {
  full: RegExp | null;
  fullVariants: Map<string, NameVariant>;
  family: RegExp | null;
  familyVariants: Map<string, NameVariant>;
}

function nameTokens(name: string): string[] {
  return name
    .normalize('NFC')
    .split(/[\s\u00a0]+/)
    .filter((t) => t.length > 0 && !TITLE_RE.test(t));
}

const foldKey = (s: string) => lowerSameLength(foldHu(s)).replace(/[\s\u00a0]+/g, ' ');

function compileNames(names: readonly string[]): CompiledNames {
  const fullVariants = new Map<string, NameVariant>();
  const familyVariants = new Map<string, NameVariant>();
  for (const name of names) {
    const tokens = nameTokens(name);
    // A single given or family name alone is too ambiguous ("Nagy" is also "big"): full names only,
    // plus the family name next to a title or an honorific (below).
    if (tokens.length < 2 || tokens.some((t) => t.length < 2)) continue;
    const personKey = `person:${foldKey(tokens.join(' '))}`;
    const orders = [tokens, [...tokens.slice(1), tokens[0] as string]];
    for (const order of orders) {
      const key = foldKey(order.join(' '));
      if (!fullVariants.has(key)) fullVariants.set(key, { personKey, canonical: order.join(' ') });
    }
    const family = tokens[0] as string;
    if (family.length >= 3) {
      const key = foldKey(family);
      if (!familyVariants.has(key)) familyVariants.set(key, { personKey: `family:${key}`, canonical: family });
    }
  }
  const alternation = (keys: Iterable<string>) =>
    [...keys]
      .sort((a, b) => b.length - a.length)
      .map((k) => k.split(' ').map(escapeRe).join(`${SEP}+`))
      .join('|');
  return {
    full: fullVariants.size ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(fullVariants.keys())})(\\p{L}*)`, 'gu') : null,
    fullVariants,
    family: familyVariants.size
      ? new RegExp(`(?<![\\p{L}\\p{N}])(?:(dr\\.?|prof\\.?|ifj\\.|id\\.|ozv\\.)${SEP}*)?(${alternation(familyVariants.keys())})(\\p{L}*)`, 'gu')
      : null,
    familyVariants,
  };
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

const PLACEHOLDER_RE = new RegExp(`\\[\\s*(${maskKinds.join('|')})[ _](\\d{1,5})\\s*\\](?:-(\\p{L}+))?`, 'giu');

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
    return suffix ? `${ph}-${suffix}` : ph;
  }

  /** Replaces every detected identifier; the text is NFC-normalised first. */
  mask(input: string): string {
    let text = input.normalize('NFC');
    const { checks } = this;

    text = text.replace(EMAIL_RE, (m) => this.placeholder('EMAIL', m.toLowerCase(), m));

    const maskIban = (m: string) => {
      const compact = m.replace(/[ \u00a0]/g, '');
      if (compact.length < 15 || compact.length > 34) return m;
      if (checks.iban && !checks.iban(compact)) return m;
      if (compact.startsWith('HU') && compact.length !== 28) return m;
      return this.placeholder('IBAN', compact, m);
    };
    text = text.replace(HU_IBAN_RE, maskIban).replace(IBAN_RE, maskIban);

    text = text.replace(GIRO_RE, (m) => {
      if (checks.giro && !checks.giro(m)) return m;
      return this.placeholder('BANK_ACCOUNT', digitsOf(m).padEnd(24, '0'), m);
    });

    text = text.replace(TAX_NUMBER_RE, (m) => {
      if (checks.taxNumber && !checks.taxNumber(m)) return m;
      return this.placeholder('TAX_NUMBER', m.replace(/[ \u00a0]/g, '').toUpperCase(), m);
    });

    text = text.replace(PHONE_RE, (m, ...groups: unknown[]) => {
      const [a1, s1, a2, s2, a3, s3] = groups as (string | undefined)[];
      const area = a1 ?? a2 ?? a3 ?? '';
      const subscriber = digitsOf(s1 ?? s2 ?? s3 ?? '');
      const expected = area === '1' || MOBILE_AREAS.has(area) ? 7 : 6;
      if (area === '0' || area.startsWith('0') || subscriber.length !== expected) return m;
      return this.placeholder('PHONE', `36${area}${subscriber}`, m);
    });

    text = text.replace(TAX_ID_RE, (m) => {
      if (checks.taxId && !checks.taxId(m)) return m;
      return this.placeholder('TAX_ID', m, m);
    });

    text = text.replace(TAJ_RE, (m, offset: number, whole: string) => {
      const digits = digitsOf(m);
      const spaced = digits.length !== m.length;
      const keyword = TAJ_KEYWORD_BEFORE_RE.test(lowerSameLength(foldHu(whole.slice(Math.max(0, offset - 40), offset))));
      if (!keyword) {
        if (spaced && CURRENCY_AFTER_RE.test(whole.slice(offset + m.length, offset + m.length + 12))) return m;
        if (checks.taj && !checks.taj(digits)) return m;
      }
      return this.placeholder('TAJ', digits, m);
    });

    text = text.replace(NUMBER_RE, (m) => this.placeholder('NUMBER', m, m));

    return this.maskNames(text);
  }

  private maskNames(text: string): string {
    const { full, family, fullVariants, familyVariants } = this.compiled;
    if (!full && !family) return text;
    let folded = lowerSameLength(foldHu(text));
    if (full) {
      text = replaceOnFolded(text, folded, full, (m) => {
        const suffix = m.groups[0] ?? '';
        const stemLength = m.length - suffix.length;
        const variant = fullVariants.get(m.folded.slice(0, stemLength).replace(/[\s\u00a0\u202f]+/g, ' '));
        const stem = m.original.slice(0, stemLength);
        if (!variant || !tokensCapitalised(stem)) return null;
        return this.namePlaceholder(variant, stem, m.original.slice(stemLength));
      });
      folded = lowerSameLength(foldHu(text));
    }
    if (family) {
      const foldedNow = folded;
      text = replaceOnFolded(text, folded, family, (m, start) => {
        const title = m.groups[0];
        const familyFolded = m.groups[1] ?? '';
        const suffixFolded = m.groups[2] ?? '';
        const variant = familyVariants.get(familyFolded);
        const titleLength = m.length - familyFolded.length - suffixFolded.length;
        const stem = m.original.slice(titleLength, titleLength + familyFolded.length);
        const suffix = m.original.slice(titleLength + familyFolded.length);
        if (!variant || !tokensCapitalised(stem)) return null;
        const wife = suffixFolded.startsWith('ne');
        const honorific = suffixFolded === '' && HONORIFIC_AFTER_RE.test(foldedNow.slice(start + m.length, start + m.length + 24));
        if (!title && !wife && !honorific) return null;
        return m.original.slice(0, titleLength) + this.namePlaceholder(variant, stem, suffix);
      });
    }
    return text;
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

interface FoldedMatch {
  original: string;
  folded: string;
  length: number;
  /** Capture groups of the folded match. */
  groups: (string | undefined)[];
}

/** Runs `re` on the folded text (same offsets) and replaces in the original where `replace` says so. */
function replaceOnFolded(
  original: string,
  folded: string,
  re: RegExp,
  replace: (m: FoldedMatch, start: number) => string | null,
): string {
  re.lastIndex = 0;
  let out = '';
  let last = 0;
  for (let m = re.exec(folded); m !== null; m = re.exec(folded)) {
    const start = m.index;
    const end = start + m[0].length;
    const result = replace({ original: original.slice(start, end), folded: m[0], length: m[0].length, groups: m.slice(1) }, start);
    if (result !== null) {
      out += original.slice(last, start) + result;
      last = end;
    }
    if (m[0].length === 0) re.lastIndex++;
  }
  return last === 0 ? original : out + original.slice(last);
}

function tokensCapitalised(stem: string): boolean {
  return stem
    .split(/[\s\u00a0\u202f]+/)
    .filter(Boolean)
    .every((t) => /^\p{Lu}/u.test(t));
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
    this.checks = options.checks ?? {};
  }

  session(): MaskSession {
    return new MaskSession(this.compiled, this.checks);
  }
}

export function createMasker(options: MaskerOptions = {}): Masker {
  return new Masker(options);
}
