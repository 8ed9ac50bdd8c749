// Bank accounts (reference 1.4). Hungarian GIRO BBAN `8-8` or `8-8-8` with the two check digits
// of MNB rendelet 18/2009 (weights 9,7,3,1 → sum ≡ 0 mod 10; block 1 = bank + branch + check,
// blocks 2–3 = 16 digits, an 8-digit second block padded with zeros). IBAN: ISO 13616 / ISO 7064
// mod 97-10, lengths and BBAN shapes per the SWIFT IBAN registry (via python-stdnum iban.dat);
// a HU IBAN's BBAN must pass the GIRO check too.
import { compactIdentifier, fail, MAX_IDENTIFIER_INPUT, ok, weightedDigitSum, type HuValidationResult } from './validation';

const GIRO_WEIGHTS = [9, 7, 3, 1] as const;

function giroBlockValid(digits: string): boolean {
  return weightedDigitSum(digits, GIRO_WEIGHTS) % 10 === 0;
}

export interface GiroAccount {
  /** "11773016-11111018" or "11773016-11111018-00000000", as entered (2 or 3 blocks). */
  formatted: string;
  /** Always 24 digits (a 2×8 number padded with 8 zeros). */
  bban24: string;
  /** 3-digit bank code (e.g. 117 = OTP). */
  bankCode: string;
}

export function parseGiroAccount(input: string): HuValidationResult<GiroAccount> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('BANK_ACCOUNT_FORMAT');
  const trimmed = input.trim();
  if (trimmed === '') return fail('REQUIRED');
  // Blocks of 8 separated by hyphens or spaces, or 16/24 digits typed together.
  if (!/^\d{8}([\s-]?\d{8}){1,2}$/.test(trimmed)) return fail('BANK_ACCOUNT_FORMAT');
  const digits = compactIdentifier(trimmed);
  const bban24 = digits.padEnd(24, '0');
  if (!giroBlockValid(bban24.slice(0, 8)) || !giroBlockValid(bban24.slice(8))) return fail('BANK_ACCOUNT_CHECKSUM');
  const blocks = digits.match(/\d{8}/g) ?? [];
  return ok({ formatted: blocks.join('-'), bban24, bankCode: digits.slice(0, 3) });
}

export function validateGiroAccount(input: string): HuValidationResult<string> {
  const r = parseGiroAccount(input);
  return r.ok ? ok(r.value.formatted) : r;
}

/** SWIFT registry BBAN structures: n = digits, a = upper-case letters, c = letters or digits. */
const BBAN_STRUCTURES: Readonly<Record<string, string>> = {
  AD: '4!n4!n12!c',
  AE: '3!n16!n',
  AL: '8!n16!c',
  AT: '5!n11!n',
  AZ: '4!a20!c',
  BA: '3!n3!n8!n2!n',
  BE: '3!n7!n2!n',
  BG: '4!a4!n2!n8!c',
  BH: '4!a14!c',
  BI: '5!n5!n11!n2!n',
  BR: '8!n5!n10!n1!a1!c',
  BY: '4!c4!n16!c',
  CH: '5!n12!c',
  CR: '4!n14!n',
  CY: '3!n5!n16!c',
  CZ: '4!n6!n10!n',
  DE: '8!n10!n',
  DJ: '5!n5!n11!n2!n',
  DK: '4!n9!n1!n',
  DO: '4!c20!n',
  EE: '2!n14!n',
  EG: '4!n4!n17!n',
  ES: '4!n4!n1!n1!n10!n',
  FI: '3!n11!n',
  FK: '2!a12!n',
  FO: '4!n9!n1!n',
  FR: '5!n5!n11!c2!n',
  GB: '4!a6!n8!n',
  GE: '2!a16!n',
  GI: '4!a15!c',
  GL: '4!n9!n1!n',
  GR: '3!n4!n16!c',
  GT: '4!c20!c',
  HN: '4!a20!n',
  HR: '7!n10!n',
  HU: '3!n4!n1!n15!n1!n',
  IE: '4!a6!n8!n',
  IL: '3!n3!n13!n',
  IQ: '4!a3!n12!n',
  IS: '4!n2!n6!n10!n',
  IT: '1!a5!n5!n12!c',
  JO: '4!a4!n18!c',
  KW: '4!a22!c',
  KZ: '3!n13!c',
  LB: '4!n20!c',
  LC: '4!a24!c',
  LI: '5!n12!c',
  LT: '5!n11!n',
  LU: '3!n13!c',
  LV: '4!a13!c',
  LY: '3!n3!n15!n',
  MC: '5!n5!n11!c2!n',
  MD: '2!c18!c',
  ME: '3!n13!n2!n',
  MK: '3!n10!c2!n',
  MN: '4!n12!n',
  MR: '5!n5!n11!n2!n',
  MT: '4!a5!n18!c',
  MU: '4!a2!n2!n12!n3!n3!a',
  NI: '4!a20!n',
  NL: '4!a10!n',
  NO: '4!n6!n1!n',
  OM: '3!n16!c',
  PK: '4!a16!c',
  PL: '8!n16!n',
  PS: '4!a21!c',
  PT: '4!n4!n11!n2!n',
  QA: '4!a21!c',
  RO: '4!a16!c',
  RS: '3!n13!n2!n',
  RU: '9!n5!n15!c',
  SA: '2!n18!c',
  SC: '4!a2!n2!n16!n3!a',
  SD: '2!n12!n',
  SE: '3!n16!n1!n',
  SI: '5!n8!n2!n',
  SK: '4!n6!n10!n',
  SM: '1!a5!n5!n12!c',
  SO: '4!n3!n12!n',
  ST: '8!n11!n2!n',
  SV: '4!a20!n',
  TL: '3!n14!n2!n',
  TN: '2!n3!n13!n2!n',
  TR: '5!n1!n16!c',
  UA: '6!n19!c',
  VA: '3!n15!n',
  VG: '4!a16!n',
  XK: '4!n10!n2!n',
  YE: '4!a4!n18!c',
};

const CLASS = { n: '\\d', a: '[A-Z]', c: '[A-Z0-9]' } as const;

function bbanRule(structure: string): { length: number; pattern: RegExp } {
  let length = 0;
  let source = '';
  for (const [, count, kind] of structure.matchAll(/(\d+)!([nac])/g)) {
    length += Number(count);
    source += `${CLASS[kind as keyof typeof CLASS]}{${count}}`;
  }
  return { length: length + 4, pattern: new RegExp(`^${source}$`) };
}

const IBAN_RULES = new Map(Object.entries(BBAN_STRUCTURES).map(([country, s]) => [country, bbanRule(s)]));

/** IBAN length per country (HU 28). */
export function ibanLength(country: string): number | null {
  return IBAN_RULES.get(country)?.length ?? null;
}

/** ISO 7064 mod 97-10 over the rearranged IBAN (letters A=10 … Z=35), chunked to stay exact. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export interface Iban {
  /** Electronic form, "HU42117730161111101800000000". */
  value: string;
  country: string;
  /** Paper form in groups of four: "HU42 1177 3016 1111 1018 0000 0000". */
  formatted: string;
  /** For HU: the GIRO account in 3×8 form. */
  giro?: string;
}

export function formatIban(electronic: string): string {
  return electronic.replace(/(.{4})(?=.)/g, '$1 ');
}

export function parseIban(input: string): HuValidationResult<Iban> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('IBAN_FORMAT');
  const compact = input.replace(/[\s\-\u00a0]/g, '').toUpperCase();
  if (compact === '') return fail('REQUIRED');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return fail('IBAN_FORMAT');
  const country = compact.slice(0, 2);
  const rule = IBAN_RULES.get(country);
  if (!rule) return fail('IBAN_COUNTRY');
  if (compact.length !== rule.length) return fail('IBAN_LENGTH');
  if (!rule.pattern.test(compact.slice(4))) return fail('IBAN_FORMAT');
  if (mod97(compact) !== 1) return fail('IBAN_CHECKSUM');
  const result: Iban = { value: compact, country, formatted: formatIban(compact) };
  if (country === 'HU') {
    const giro = parseGiroAccount(compact.slice(4).replace(/(\d{8})(?=\d)/g, '$1-'));
    if (!giro.ok) return fail('BANK_ACCOUNT_CHECKSUM');
    result.giro = giro.value.formatted;
  }
  return ok(result);
}

/** The electronic IBAN ("HU42…") or the error. */
export function validateIban(input: string): HuValidationResult<string> {
  const r = parseIban(input);
  return r.ok ? ok(r.value.value) : r;
}

/** The HU IBAN of a valid GIRO account (2×8 numbers padded to 24 digits). */
export function giroToIban(giro: string): HuValidationResult<Iban> {
  const account = parseGiroAccount(giro);
  if (!account.ok) return account;
  const check = 98 - mod97(`HU00${account.value.bban24}`);
  return parseIban(`HU${String(check).padStart(2, '0')}${account.value.bban24}`);
}

/** A bank account as people give it: a GIRO number or an IBAN (of any registry country). */
export function validateBankAccount(input: string): HuValidationResult<string> {
  return /^\s*[A-Za-z]{2}/.test(input) ? validateIban(input) : validateGiroAccount(input);
}
