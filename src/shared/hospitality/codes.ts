// NTAK's code lists (the Hungarian values NTAK receives) and the labels the UI shows. Source: the
// NTAK.guru wrapper's constants, which map its English enums 1:1 to NTAK's codes (decision 0341;
// shared/reference/hospitality-ntak.md §3). Our tables store these codes as they are.

export const NTAK_UNIT_TYPES = [
  'APARTMAN',
  'EGYEDI',
  'HALOTERMI_AGY',
  'ECONOMY',
  'UDULOHAZ',
  'JUNIOR_SUITE',
  'MOBILHAZ',
  'PARCELLA',
  'PRIVAT_SZOBA_SAJAT_FURDOVEL',
  'PRIVAT_SZOBA_KOZOS_FURDOVEL',
  'STANDARD',
  'SUITE',
  'SUPERIOR',
  'SATORHELY_KEMPINGHELY',
  'EGYEB',
] as const;
export type NtakUnitType = (typeof NTAK_UNIT_TYPES)[number];

export const NTAK_UNIT_TYPE_LABELS: Record<NtakUnitType, string> = {
  APARTMAN: 'Apartman',
  EGYEDI: 'Egyedi',
  HALOTERMI_AGY: 'Hálótermi ágy',
  ECONOMY: 'Economy szoba',
  UDULOHAZ: 'Üdülőház',
  JUNIOR_SUITE: 'Junior suite',
  MOBILHAZ: 'Mobilház',
  PARCELLA: 'Parcella',
  PRIVAT_SZOBA_SAJAT_FURDOVEL: 'Privát szoba saját fürdővel',
  PRIVAT_SZOBA_KOZOS_FURDOVEL: 'Privát szoba közös fürdővel',
  STANDARD: 'Standard szoba',
  SUITE: 'Suite',
  SUPERIOR: 'Superior szoba',
  SATORHELY_KEMPINGHELY: 'Sátorhely, kempinghely',
  EGYEB: 'Egyéb',
};

export const SALES_CHANNELS = ['DIREKT_ONLINE', 'DIREKT_HAGYOMANYOS', 'KOZVETITO_ONLINE', 'KOZVETITO_HAGYOMANYOS'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];
export const SALES_CHANNEL_LABELS: Record<SalesChannel, string> = {
  DIREKT_ONLINE: 'Közvetlen, online',
  DIREKT_HAGYOMANYOS: 'Közvetlen, hagyományos (telefon, személyesen)',
  KOZVETITO_ONLINE: 'Közvetítő, online (pl. foglalási portál)',
  KOZVETITO_HAGYOMANYOS: 'Közvetítő, hagyományos (utazási iroda)',
};

export const MARKET_SEGMENTS = ['SZABADIDOS_EGYENI', 'SZABADIDOS_CSOPORTOS', 'UZLETI_EGYENI', 'UZLETI_CSOPORTOS', 'ISMERETLEN'] as const;
export type MarketSegment = (typeof MARKET_SEGMENTS)[number];
export const MARKET_SEGMENT_LABELS: Record<MarketSegment, string> = {
  SZABADIDOS_EGYENI: 'Szabadidős, egyéni',
  SZABADIDOS_CSOPORTOS: 'Szabadidős, csoportos',
  UZLETI_EGYENI: 'Üzleti, egyéni',
  UZLETI_CSOPORTOS: 'Üzleti, csoportos',
  ISMERETLEN: 'Ismeretlen',
};

export const GENDERS = ['FERFI', 'NO', 'EGYEB_VAGY_NEM_ISMERT'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { FERFI: 'Férfi', NO: 'Nő', EGYEB_VAGY_NEM_ISMERT: 'Egyéb vagy nem ismert' };

export const DOCUMENT_TYPES = ['SZEM_IG', 'UTLEVEL', 'VEZ_ENG', 'EGYEB'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = { SZEM_IG: 'Személyazonosító igazolvány', UTLEVEL: 'Útlevél', VEZ_ENG: 'Vezetői engedély', EGYEB: 'Egyéb okmány' };

/** NTAK charge ("terhelés") categories. */
export const CHARGE_CATEGORIES = ['SZALLASDIJ', 'IFA', 'ETEL', 'ITAL', 'GYOGY_ES_WELLNESS', 'EGYEB'] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];
export const CHARGE_CATEGORY_LABELS: Record<ChargeCategory, string> = {
  SZALLASDIJ: 'Szállásdíj',
  IFA: 'Idegenforgalmi adó',
  ETEL: 'Étel',
  ITAL: 'Ital',
  GYOGY_ES_WELLNESS: 'Gyógy- és wellness',
  EGYEB: 'Egyéb szolgáltatás',
};

/** NTAK payment ("költés") methods. */
export const PAYMENT_OPTIONS = ['BANKKARTYA', 'KESZPENZ', 'SZEP_KARTYA', 'ATUTALAS', 'UTALVANY', 'UTOLAGOS', 'EGYEB'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];
export const PAYMENT_OPTION_LABELS: Record<PaymentOption, string> = {
  BANKKARTYA: 'Bankkártya',
  KESZPENZ: 'Készpénz',
  SZEP_KARTYA: 'SZÉP-kártya',
  ATUTALAS: 'Átutalás',
  UTALVANY: 'Utalvány',
  UTOLAGOS: 'Utólagos fizetés',
  EGYEB: 'Egyéb',
};

/** Tourist-tax status of a guest as NTAK receives it: liable, or one of NTAK's exemption codes. */
export const TOURIST_TAX_STATUSES = ['KOTELES', 'IM1', 'IM2', 'IM3', 'IM4', 'IM5', 'IM6', 'IM7', 'IM8', 'IM9', 'IM10', 'IM11'] as const;
export type TouristTaxStatus = (typeof TOURIST_TAX_STATUSES)[number];

/**
 * The exemptions of Htv. (1990. évi C. tv.) 31. §, and a local decree's own, as our keys. NTAK's
 * IM1–IM11 codes name exemption reasons, but the official mapping of the codes to the points of
 * 31. § was not found in any source here (decision 0343): the codes below follow the order of the
 * law's list and live only in this table, so a corrected mapping is a one-line change.
 */
export const TOURIST_TAX_EXEMPTIONS = ['under_18', 'patient_or_social_care', 'study_or_work', 'holiday_home', 'church_person', 'defence_relative', 'local_decree'] as const;
export type TouristTaxExemption = (typeof TOURIST_TAX_EXEMPTIONS)[number];

export const TOURIST_TAX_EXEMPTION_INFO: Record<TouristTaxExemption, { label: string; ntak: TouristTaxStatus }> = {
  under_18: { label: '18. életévét be nem töltött vendég (Htv. 31. § a)', ntak: 'IM1' },
  patient_or_social_care: { label: 'Gyógyintézeti fekvőbeteg vagy szociális intézményben ellátott (Htv. 31. § b)', ntak: 'IM2' },
  study_or_work: { label: 'Tanulmányok, munkaviszony vagy vállalkozás miatt tartózkodik itt (Htv. 31. § c)', ntak: 'IM3' },
  holiday_home: { label: 'Üdülő tulajdonosa, bérlője vagy hozzátartozója (Htv. 31. § d)', ntak: 'IM4' },
  church_person: { label: 'Egyházi személy egyházi ingatlanban (Htv. 31. § e)', ntak: 'IM5' },
  defence_relative: { label: 'Honvédelmi vagy rendvédelmi állomány tagjának hozzátartozója (Htv. 31. § f)', ntak: 'IM6' },
  local_decree: { label: 'Az önkormányzati rendelet szerinti mentesség', ntak: 'IM11' },
};

/** NTAK's tourist-tax status of a guest. */
export function ntakTouristTaxStatus(exemption: TouristTaxExemption | null | undefined): TouristTaxStatus {
  return exemption ? TOURIST_TAX_EXEMPTION_INFO[exemption].ntak : 'KOTELES';
}

export const PROPERTY_TYPES = ['szalloda', 'panzio', 'vendeghaz', 'apartman', 'udulohaz', 'kemping', 'kozossegi', 'egyeb'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  szalloda: 'Szálloda',
  panzio: 'Panzió',
  vendeghaz: 'Vendégház (egyéb szálláshely)',
  apartman: 'Apartman',
  udulohaz: 'Üdülőház',
  kemping: 'Kemping',
  kozossegi: 'Közösségi szálláshely',
  egyeb: 'Egyéb szálláshely',
};
