// Cégjegyzékszám `Cg. 01-09-123456` (reference 1.5): registry court, company form, 6-digit
// serial; no check digit, so existence can only be confirmed online (e-cégjegyzék).
import { fail, MAX_IDENTIFIER_INPUT, ok, type HuValidationResult } from './validation';

/** Registry courts (cégbíróságok) by code. */
export const REGISTRY_COURTS: Readonly<Record<string, string>> = {
  '01': 'Fővárosi Törvényszék Cégbírósága',
  '02': 'Pécsi Törvényszék Cégbírósága (Baranya)',
  '03': 'Kecskeméti Törvényszék Cégbírósága (Bács-Kiskun)',
  '04': 'Gyulai Törvényszék Cégbírósága (Békés)',
  '05': 'Miskolci Törvényszék Cégbírósága (Borsod-Abaúj-Zemplén)',
  '06': 'Szegedi Törvényszék Cégbírósága (Csongrád-Csanád)',
  '07': 'Székesfehérvári Törvényszék Cégbírósága (Fejér)',
  '08': 'Győri Törvényszék Cégbírósága (Győr-Moson-Sopron)',
  '09': 'Debreceni Törvényszék Cégbírósága (Hajdú-Bihar)',
  '10': 'Egri Törvényszék Cégbírósága (Heves)',
  '11': 'Tatabányai Törvényszék Cégbírósága (Komárom-Esztergom)',
  '12': 'Balassagyarmati Törvényszék Cégbírósága (Nógrád)',
  '13': 'Budapest Környéki Törvényszék Cégbírósága (Pest)',
  '14': 'Kaposvári Törvényszék Cégbírósága (Somogy)',
  '15': 'Nyíregyházi Törvényszék Cégbírósága (Szabolcs-Szatmár-Bereg)',
  '16': 'Szolnoki Törvényszék Cégbírósága (Jász-Nagykun-Szolnok)',
  '17': 'Szekszárdi Törvényszék Cégbírósága (Tolna)',
  '18': 'Szombathelyi Törvényszék Cégbírósága (Vas)',
  '19': 'Veszprémi Törvényszék Cégbírósága (Veszprém)',
  '20': 'Zalaegerszegi Törvényszék Cégbírósága (Zala)',
};

/** Company forms (cégformák) by code, as e-Cégközlöny's guide lists them. */
export const COMPANY_FORMS: Readonly<Record<string, string>> = {
  '01': 'vállalat',
  '02': 'szövetkezet',
  '03': 'közkereseti társaság (kkt.)',
  '06': 'betéti társaság (bt.)',
  '07': 'egyesülés',
  '08': 'közös vállalat',
  '09': 'korlátolt felelősségű társaság (kft.)',
  '10': 'részvénytársaság (zrt., nyrt.)',
  '11': 'egyéni cég',
  '12': 'külföldi vállalkozás kereskedelmi képviselete',
  '15': 'erdőbirtokossági társulat',
  '16': 'vízgazdálkodási társulat',
  '17': 'külföldi vállalkozás magyarországi fióktelepe',
  '18': 'végrehajtói iroda',
  '19': 'európai gazdasági egyesülés',
  '20': 'európai részvénytársaság (SE)',
  '21': 'közjegyzői iroda',
  '22': 'külföldi székhelyű európai gazdasági egyesülés magyarországi telephelye',
  '23': 'európai szövetkezet',
};

export interface CompanyRegistrationNumber {
  court: string;
  form: string;
  serial: string;
  /** "01-09-123456" */
  value: string;
  /** "Cg. 01-09-123456" */
  formatted: string;
}

export function parseCompanyRegistrationNumber(input: string): HuValidationResult<CompanyRegistrationNumber> {
  if (input.length > MAX_IDENTIFIER_INPUT) return fail('COMPANY_REG_FORMAT');
  const trimmed = input.trim();
  if (trimmed === '') return fail('REQUIRED');
  const m = /^(?:cg\.?\s*)?(\d{2})[\s-]?(\d{2})[\s-]?(\d{6})$/i.exec(trimmed);
  if (!m) return fail('COMPANY_REG_FORMAT');
  const [, court = '', form = '', serial = ''] = m;
  if (!REGISTRY_COURTS[court]) return fail('COMPANY_REG_COURT');
  if (!COMPANY_FORMS[form]) return fail('COMPANY_REG_FORM');
  const value = `${court}-${form}-${serial}`;
  return ok({ court, form, serial, value, formatted: `Cg. ${value}` });
}

/** The normalised number ("01-09-123456") or the error. */
export function validateCompanyRegistrationNumber(input: string): HuValidationResult<string> {
  const r = parseCompanyRegistrationNumber(input);
  return r.ok ? ok(r.value.value) : r;
}

/** "01-09-123456" → "Cg. 01-09-123456" */
export function formatCompanyRegistrationNumber(value: string): string {
  return value.startsWith('Cg.') ? value : `Cg. ${value}`;
}
