// Spec 3.7 data classification and spec 5 privacy compliance (GDPR). Pure: the gateway runs
// these on every request before anything leaves the server (decision 0163).
import { GDPR_MAX_RETENTION_DAYS, RETENTION_DAYS } from './ai-modules.constants';
import { AIError } from './ai-errors';
import type { ClassificationLevel, DataCategory, DataClassification, DataRegion, TaskType } from './ai-modules.schemas';
import { classificationLevels } from './ai-modules.schemas';
import { foldLowerHu } from './hu-text';
import type { MaskKind } from './masking';

/** GDPR Art. 6 legal bases. */
export const legalBases = ['consent', 'contract', 'legal_obligation', 'vital_interests', 'public_task', 'legitimate_interests'] as const;
export type LegalBasis = (typeof legalBases)[number];

/** Spec 5: the only purpose under which restricted data may be processed. */
export const LEGAL_SERVICES_PURPOSE = 'legal_services';

export interface PrivacyContext {
  /** The caller knows GDPR applies (personal data detected in the text makes it apply anyway). */
  gdprApplies?: boolean;
  legalBasis?: LegalBasis;
  /** Whose data it is; required for the consent basis (spec 5). */
  dataSubject?: string;
  /** Processing purpose, e.g. 'legal_services'. */
  purpose?: string;
  /** Requested retention of what the request leaves behind (logs, answers), in days. */
  retentionDays?: number;
  /** At least this level, e.g. 'confidential' for a confidential matter. */
  declaredLevel?: ClassificationLevel;
}

// Keyword stems, matched on accent-folded lower-case text at a word start (Hungarian suffixes follow).
const LEGAL_STEMS = [
  'szerzodes',
  'megallapodas',
  'birosag',
  'itelet',
  'vegzes',
  'kereset',
  'fellebbez',
  'ugyved',
  'jogi',
  'jogszabaly',
  'torveny',
  'rendelet',
  'ptk',
  'btk',
  'pp.',
  'mt.',
  'hatarozat',
  'peres',
  'perben',
  'alperes',
  'felperes',
  'meghatalmaz',
  'kotber',
  'jogvita',
  'hatarido',
  'kikotes',
  'contract',
  'court',
  'lawsuit',
  'clause',
  'agreement',
  'litigation',
];
const FINANCIAL_STEMS = [
  'bankszamla',
  'szamlaszam',
  'iban',
  'adoszam',
  'szamla',
  'forint',
  'huf',
  'arbevetel',
  'hitel',
  'kolcson',
  'torleszt',
  'fizetes',
  'munkaber',
  'osztalek',
  'vetelar',
  'berleti dij',
  'invoice',
  'salary',
  'bank account',
];
const RESTRICTED_STEMS = [
  // GDPR Art. 9 special categories and Art. 10 criminal data, as Hungarian (and English) stems.
  'egeszseg',
  'betegseg',
  'diagnozis',
  'korhaz',
  'orvosi',
  'fogyatekos',
  'terhesseg',
  'pszichiat',
  'gyogyszer',
  'buntetoeljaras',
  'buntetett eloelet',
  'buncselekmeny',
  'elitelt',
  'gyanusitott',
  'vadlott',
  'szabadsagvesztes',
  'vallas',
  'felekezet',
  'etnikai',
  'nemzetisegi hovatartozas',
  'faji',
  'politikai velemeny',
  'parttag',
  'szexualis',
  'szakszervezeti tag',
  'biometrikus',
  'genetikai',
  'health record',
  'medical',
  'diagnosis',
  'criminal record',
  'religio',
  'ethnic',
  'sexual orientation',
  'biometric',
  'genetic',
];

function stemRegex(stems: readonly string[]): RegExp {
  const escaped = stems.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Plain classes on the folded lower-case text: Unicode property escapes would cost several times more.
  return new RegExp(`(?<![a-z0-9\\u00c0-\\u024f])(?:${escaped.join('|')})`);
}
const LEGAL_RE = stemRegex(LEGAL_STEMS);
const FINANCIAL_RE = stemRegex(FINANCIAL_STEMS);
const RESTRICTED_RE = stemRegex(RESTRICTED_STEMS);
const AMOUNT_RE = /\d[\s.,]?(?:ft|huf|eur|€|forint)(?![a-z\u00c0-\u024f])/;

const PERSONAL_KINDS: ReadonlySet<MaskKind> = new Set(['EMAIL', 'PHONE', 'TAJ', 'TAX_ID', 'NAME', 'NUMBER', 'BIRTH_DATE', 'ADDRESS', 'ID_DOCUMENT']);
const FINANCIAL_KINDS: ReadonlySet<MaskKind> = new Set(['IBAN', 'BANK_ACCOUNT', 'TAX_NUMBER']);
const LEGAL_TASKS: ReadonlySet<TaskType> = new Set(['clause_drafting', 'contract_review', 'deadline_extraction', 'legal_research']);

export function levelRank(level: ClassificationLevel): number {
  return classificationLevels.indexOf(level);
}

export function maxLevel(a: ClassificationLevel, b: ClassificationLevel): ClassificationLevel {
  return levelRank(a) >= levelRank(b) ? a : b;
}

export interface ClassifyInput {
  texts: readonly string[];
  /** Kinds of identifiers the masker found in the same texts. */
  maskedKinds?: Iterable<MaskKind>;
  taskType?: TaskType;
  declaredLevel?: ClassificationLevel;
}

/**
 * Categories from identifiers and keywords; level: restricted for special-category data,
 * confidential for personal or financial data, internal for legal content, else public — never
 * below the declared level. Retention is the class default (spec 9); confidential and up are encrypted.
 */
export function classifyData(input: ClassifyInput): DataClassification {
  const categories = new Set<DataCategory>();
  for (const kind of input.maskedKinds ?? []) {
    if (PERSONAL_KINDS.has(kind)) categories.add('personal_data');
    if (FINANCIAL_KINDS.has(kind)) categories.add('financial_data');
  }
  if (input.taskType && LEGAL_TASKS.has(input.taskType)) categories.add('legal_content');
  for (const text of input.texts) {
    if (text.length === 0) continue;
    const folded = foldLowerHu(text);
    if (LEGAL_RE.test(folded)) categories.add('legal_content');
    if (FINANCIAL_RE.test(folded) || AMOUNT_RE.test(folded)) categories.add('financial_data');
    if (RESTRICTED_RE.test(folded)) categories.add('restricted_content');
  }
  let level: ClassificationLevel = 'public';
  if (categories.has('legal_content')) level = 'internal';
  if (categories.has('personal_data') || categories.has('financial_data')) level = 'confidential';
  if (categories.has('restricted_content')) level = 'restricted';
  if (input.declaredLevel) level = maxLevel(level, input.declaredLevel);
  return {
    level,
    categories: [...categories].sort(),
    retention: RETENTION_DAYS[level],
    encryption: levelRank(level) >= levelRank('confidential'),
  };
}

export function gdprApplies(context: PrivacyContext, classification: DataClassification): boolean {
  return context.gdprApplies === true || classification.categories.includes('personal_data') || classification.categories.includes('restricted_content');
}

/**
 * Spec 5 privacy compliance. The GDPR rules (legal basis, data subject for consent, purpose) hold
 * when GDPR applies; the restricted-data, retention and US-storage rules hold always.
 * `storageRegion`: where the chosen provider keeps what it is sent.
 */
export function checkPrivacyCompliance(context: PrivacyContext, classification: DataClassification, storageRegion?: DataRegion): AIError[] {
  const errors: AIError[] = [];
  if (gdprApplies(context, classification)) {
    if (!context.legalBasis) errors.push(new AIError('LEGAL_BASIS_REQUIRED'));
    else if (context.legalBasis === 'consent' && !context.dataSubject?.trim()) errors.push(new AIError('DATA_SUBJECT_REQUIRED'));
    if (!context.purpose?.trim()) errors.push(new AIError('PURPOSE_REQUIRED'));
  }
  const restricted = classification.level === 'restricted';
  if (restricted && context.purpose !== LEGAL_SERVICES_PURPOSE) errors.push(new AIError('RESTRICTED_PURPOSE_NOT_ALLOWED'));
  const days = context.retentionDays ?? classification.retention;
  const max = GDPR_MAX_RETENTION_DAYS[classification.level];
  if (days > max) errors.push(new AIError('RETENTION_TOO_LONG', { params: { days, max, level: classification.level } }));
  if (restricted && storageRegion === 'us') errors.push(new AIError('RESTRICTED_DATA_US_STORAGE'));
  return errors;
}
