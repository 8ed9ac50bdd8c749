// Risk rating of a client due diligence (Pmt., 2017. évi LIII. törvény; decision 0133). Explicit,
// ordered rules: each factor found is listed as a reason, so the approving lawyer sees why. A
// "high" factor (PEP, high-risk third country) makes the rating high on its own; two or more
// "medium" factors add up to high; one medium factor is medium; none is low.
export const riskLevels = ['low', 'medium', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const riskReasonCodes = ['pep_client', 'pep_beneficial_owner', 'high_risk_country', 'non_face_to_face', 'cash_intensive', 'large_expected_value', 'no_ownership_owner', 'several_medium_factors'] as const;
export type RiskReasonCode = (typeof riskReasonCodes)[number];

export interface RiskReason {
  code: RiskReasonCode;
  weight: 'medium' | 'high';
}

/** Expected yearly value from which a relationship counts as large (whole forints). */
export const LARGE_EXPECTED_VALUE_HUF = 50_000_000;

export interface RiskInput {
  kind: 'natural_person' | 'legal_person';
  pep: { isPep: boolean | null } | null;
  beneficialOwners: readonly { isPep?: boolean; sharePercent: number | null }[];
  business: { highRiskCountry?: boolean; nonFaceToFace?: boolean; cashIntensive?: boolean; expectedValueHuf?: number | null } | null;
}

export interface RiskAssessment {
  level: RiskLevel;
  reasons: RiskReason[];
}

export function assessRisk(input: RiskInput): RiskAssessment {
  const reasons: RiskReason[] = [];
  const add = (code: RiskReasonCode, weight: RiskReason['weight']) => reasons.push({ code, weight });
  if (input.pep?.isPep) add('pep_client', 'high');
  if (input.beneficialOwners.some((o) => o.isPep)) add('pep_beneficial_owner', 'high');
  const b = input.business;
  if (b?.highRiskCountry) add('high_risk_country', 'high');
  if (b?.nonFaceToFace) add('non_face_to_face', 'medium');
  if (b?.cashIntensive) add('cash_intensive', 'medium');
  if ((b?.expectedValueHuf ?? 0) >= LARGE_EXPECTED_VALUE_HUF) add('large_expected_value', 'medium');
  // A company whose beneficial owners hold no ownership share is controlled otherwise (or the
  // chain is opaque): only senior managers were named (Pmt. 3. § 38. pont, last resort).
  if (input.kind === 'legal_person' && input.beneficialOwners.length > 0 && input.beneficialOwners.every((o) => !o.sharePercent)) add('no_ownership_owner', 'medium');
  const highs = reasons.filter((r) => r.weight === 'high').length;
  const mediums = reasons.filter((r) => r.weight === 'medium').length;
  if (highs > 0) return { level: 'high', reasons };
  if (mediums >= 2) return { level: 'high', reasons: [...reasons, { code: 'several_medium_factors', weight: 'high' }] };
  return { level: mediums === 1 ? 'medium' : 'low', reasons };
}

/** Source of funds must be documented for a PEP or a high-risk client (Pmt. 19. §, 16/A. §). */
export function sourceOfFundsRequired(assessment: RiskAssessment, input: Pick<RiskInput, 'pep' | 'beneficialOwners'>): boolean {
  return assessment.level === 'high' || Boolean(input.pep?.isPep) || input.beneficialOwners.some((o) => o.isPep);
}

/** Ownership shares: each 0 < share ≤ 100 when given, together at most 100. Returns the problem, or null. */
export function ownershipProblem(owners: readonly { sharePercent: number | null }[]): { code: 'ONBOARDING_SHARE_INVALID'; index: number } | { code: 'ONBOARDING_SHARES_OVER_100'; total: number } | null {
  let total = 0;
  for (const [index, o] of owners.entries()) {
    if (o.sharePercent === null) continue;
    if (!Number.isFinite(o.sharePercent) || o.sharePercent <= 0 || o.sharePercent > 100) return { code: 'ONBOARDING_SHARE_INVALID', index };
    total += o.sharePercent;
  }
  // Shares are entered with at most two decimals; compare in hundredths to avoid float drift.
  return Math.round(total * 100) > 10_000 ? { code: 'ONBOARDING_SHARES_OVER_100', total: Math.round(total * 100) / 100 } : null;
}

/** Pmt. 57. §: records are kept for 8 years from the end of the business relationship. */
export const RETENTION_YEARS = 8;

export function retentionUntil(relationshipEndedOn: string | null): string | null {
  if (!relationshipEndedOn) return null;
  const [y, m, d] = relationshipEndedOn.split('-').map(Number) as [number, number, number];
  // 29 February + 8 years is not a leap day: keep to the last day of February.
  const target = new Date(Date.UTC(y + RETENTION_YEARS, m - 1, d));
  if (target.getUTCMonth() !== m - 1) target.setUTCDate(0);
  return target.toISOString().slice(0, 10);
}
