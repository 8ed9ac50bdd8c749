/**
 * VAT of an invoice line: a rate (27/18/5 %) or a VAT case code with its legal reason, exactly one
 * per line and per summary group (NAV `VatRateType` is a choice). There is no "0 %" rate: a line
 * without VAT must say why (Áfa tv. 169. § m)–n)).
 */

/** Rates NAV accepts on a new (CREATE) normal invoice. */
export const VAT_PERCENTAGE_CODES = ['27', '18', '5'] as const;
/** `vatExemption/case`: exempt supplies. */
export const VAT_EXEMPTION_CODES = ['AAM', 'TAM', 'KBAET', 'KBAUK', 'EAM', 'NAM'] as const;
/** `vatOutOfScope/case`: supplies outside the scope of Hungarian VAT. */
export const VAT_OUT_OF_SCOPE_CODES = ['ATK', 'EUFAD37', 'EUFADE', 'EUE', 'HO'] as const;
/** `vatDomesticReverseCharge` (Áfa tv. 142. §) and `noVatCharge` (Áfa tv. 17. §). */
export const VAT_FLAG_CODES = ['FAD', 'NOVAT'] as const;

export type VatPercentageCode = (typeof VAT_PERCENTAGE_CODES)[number];
export type VatExemptionCode = (typeof VAT_EXEMPTION_CODES)[number];
export type VatOutOfScopeCode = (typeof VAT_OUT_OF_SCOPE_CODES)[number];
export type VatCode = VatPercentageCode | VatExemptionCode | VatOutOfScopeCode | (typeof VAT_FLAG_CODES)[number];

export const VAT_CODES = [...VAT_PERCENTAGE_CODES, ...VAT_EXEMPTION_CODES, ...VAT_OUT_OF_SCOPE_CODES, ...VAT_FLAG_CODES] as const satisfies readonly VatCode[];

/** The VAT of a line as stored on the invoice: the code and, for case codes, the printed reason. */
export interface LineVat {
  code: VatCode;
  /** Legal reason printed on the invoice and reported as `reason` (≤200 chars); case codes only. */
  reason?: string;
}

/**
 * Default Hungarian reason texts (Áfa tv. = 2007. évi CXXVII. törvény). The firm may override the
 * text per line; the legal references follow the NAV reference table (see docs/decisions/0141).
 */
export const VAT_CODE_INFO: Record<VatCode, { label: string; defaultReason?: string }> = {
  '27': { label: '27%' },
  '18': { label: '18%' },
  '5': { label: '5%' },
  AAM: { label: 'AAM – alanyi adómentes', defaultReason: 'Alanyi adómentes – Áfa tv. XIII. fejezet (187–196. §)' },
  TAM: { label: 'TAM – tárgyi adómentes', defaultReason: 'Tárgyi adómentes – Áfa tv. 85–86. §' },
  KBAET: { label: 'KBAET – Közösségen belüli adómentes termékértékesítés', defaultReason: 'Közösségen belüli adómentes termékértékesítés – Áfa tv. 89. §' },
  KBAUK: { label: 'KBAUK – új közlekedési eszköz Közösségen belüli értékesítése', defaultReason: 'Új közlekedési eszköz adómentes Közösségen belüli értékesítése – Áfa tv. 89. § (2)' },
  EAM: { label: 'EAM – adómentes termékexport', defaultReason: 'Adómentes termékexport – Áfa tv. 98–109. §' },
  NAM: { label: 'NAM – nemzetközi ügylethez kapcsolódó adómentesség', defaultReason: 'Nemzetközi ügylethez kapcsolódó adómentesség – Áfa tv. 110–118. §' },
  ATK: { label: 'ATK – áfa tárgyi hatályán kívül', defaultReason: 'Az Áfa tv. tárgyi hatályán kívüli ügylet – Áfa tv. 2–3. §' },
  EUFAD37: { label: 'EUFAD37 – EU-s szolgáltatás, fordított adózás', defaultReason: 'Fordított adózás – Áfa tv. 37. § (1): az adót a szolgáltatást igénybe vevő fizeti' },
  EUFADE: { label: 'EUFADE – más tagállamban fordítottan adózó ügylet', defaultReason: 'Fordított adózás – a teljesítés helye más tagállam (nem Áfa tv. 37. §)' },
  EUE: { label: 'EUE – más tagállamban teljesített ügylet', defaultReason: 'Más tagállamban teljesített, nem fordítottan adózó ügylet' },
  HO: { label: 'HO – harmadik országban teljesített ügylet', defaultReason: 'Harmadik országban teljesített ügylet – Áfa tv. 37. § (1), a teljesítés helye nem Magyarország' },
  FAD: { label: 'FAD – belföldi fordított adózás', defaultReason: 'Fordított adózás – Áfa tv. 142. §' },
  NOVAT: { label: 'Nincs felszámított áfa', defaultReason: 'Nincs felszámított áfa – Áfa tv. 17. §' },
};

export function isVatCode(value: unknown): value is VatCode {
  return typeof value === 'string' && (VAT_CODES as readonly string[]).includes(value);
}

export function isPercentageCode(code: VatCode): code is VatPercentageCode {
  return (VAT_PERCENTAGE_CODES as readonly string[]).includes(code);
}

export function isExemptionCode(code: VatCode): code is VatExemptionCode {
  return (VAT_EXEMPTION_CODES as readonly string[]).includes(code);
}

export function isOutOfScopeCode(code: VatCode): code is VatOutOfScopeCode {
  return (VAT_OUT_OF_SCOPE_CODES as readonly string[]).includes(code);
}

const PERCENTAGES: Record<VatPercentageCode, string> = { '27': '0.27', '18': '0.18', '5': '0.05' };

/** The VAT rate as a decimal string ("0.27"), or null for case codes (no VAT charged). */
export function vatPercentage(code: VatCode): string | null {
  return isPercentageCode(code) ? PERCENTAGES[code] : null;
}

/** The reason text of a line (its own or the default); undefined for rate codes. */
export function vatReason(vat: LineVat): string | undefined {
  if (isPercentageCode(vat.code)) return undefined;
  return vat.reason?.trim() || (VAT_CODE_INFO[vat.code] as { defaultReason?: string } | undefined)?.defaultReason;
}

/** Lines with the same key form one `summaryByVatRate` group. */
export function vatGroupKey(vat: LineVat): string {
  const reason = vatReason(vat);
  return reason === undefined ? vat.code : `${vat.code}|${reason}`;
}
