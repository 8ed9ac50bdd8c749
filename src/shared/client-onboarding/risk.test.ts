import { describe, expect, it } from 'vitest';
import { assessRisk, ownershipProblem, retentionUntil, type RiskInput, sourceOfFundsRequired } from './risk';

const base: RiskInput = { kind: 'legal_person', pep: { isPep: false }, beneficialOwners: [{ sharePercent: 60 }, { sharePercent: 40 }], business: { expectedValueHuf: 1_000_000 } };
const codes = (input: RiskInput) => assessRisk(input).reasons.map((r) => r.code);

describe('assessRisk', () => {
  it('is low with no factor and lists no reason', () => {
    expect(assessRisk(base)).toEqual({ level: 'low', reasons: [] });
  });
  it('is high for a PEP client or a PEP beneficial owner, each named', () => {
    expect(assessRisk({ ...base, pep: { isPep: true } })).toMatchObject({ level: 'high', reasons: [{ code: 'pep_client', weight: 'high' }] });
    expect(codes({ ...base, beneficialOwners: [{ sharePercent: 60, isPep: true }, { sharePercent: 40 }] })).toEqual(['pep_beneficial_owner']);
    expect(assessRisk({ ...base, beneficialOwners: [{ sharePercent: 60, isPep: true }] }).level).toBe('high');
  });
  it('is high for a high-risk third country on its own', () => {
    expect(assessRisk({ ...base, business: { highRiskCountry: true } })).toMatchObject({ level: 'high', reasons: [{ code: 'high_risk_country' }] });
  });
  it('is medium for one medium factor, high for two (with the extra reason)', () => {
    expect(assessRisk({ ...base, business: { nonFaceToFace: true } })).toEqual({ level: 'medium', reasons: [{ code: 'non_face_to_face', weight: 'medium' }] });
    expect(assessRisk({ ...base, business: { cashIntensive: true, expectedValueHuf: 50_000_000 } })).toEqual({
      level: 'high',
      reasons: [
        { code: 'cash_intensive', weight: 'medium' },
        { code: 'large_expected_value', weight: 'medium' },
        { code: 'several_medium_factors', weight: 'high' },
      ],
    });
  });
  it('counts a large expected value from 50 million forints, not below', () => {
    expect(codes({ ...base, business: { expectedValueHuf: 49_999_999 } })).toEqual([]);
    expect(codes({ ...base, business: { expectedValueHuf: 50_000_000 } })).toEqual(['large_expected_value']);
  });
  it('flags a company whose beneficial owners hold no ownership share (senior manager only), not a natural person', () => {
    expect(codes({ ...base, beneficialOwners: [{ sharePercent: null }] })).toEqual(['no_ownership_owner']);
    expect(codes({ ...base, kind: 'natural_person', beneficialOwners: [{ sharePercent: null }] })).toEqual([]);
  });
  it('requires the source of funds for a PEP or a high rating only', () => {
    expect(sourceOfFundsRequired(assessRisk(base), base)).toBe(false);
    const pep = { ...base, pep: { isPep: true } };
    expect(sourceOfFundsRequired(assessRisk(pep), pep)).toBe(true);
    const medium = { ...base, business: { nonFaceToFace: true } };
    expect(sourceOfFundsRequired(assessRisk(medium), medium)).toBe(false);
  });
});

describe('ownershipProblem', () => {
  it('accepts shares above 0 up to 100 in total, and owners without a share', () => {
    expect(ownershipProblem([{ sharePercent: 60 }, { sharePercent: 40 }])).toBeNull();
    expect(ownershipProblem([{ sharePercent: 33.33 }, { sharePercent: 33.33 }, { sharePercent: 33.34 }])).toBeNull();
    expect(ownershipProblem([{ sharePercent: null }])).toBeNull();
  });
  it('refuses 0, negative and over 100 shares with the index, and a sum over 100', () => {
    expect(ownershipProblem([{ sharePercent: 50 }, { sharePercent: 0 }])).toEqual({ code: 'ONBOARDING_SHARE_INVALID', index: 1 });
    expect(ownershipProblem([{ sharePercent: -5 }])).toEqual({ code: 'ONBOARDING_SHARE_INVALID', index: 0 });
    expect(ownershipProblem([{ sharePercent: 100.01 }])).toEqual({ code: 'ONBOARDING_SHARE_INVALID', index: 0 });
    expect(ownershipProblem([{ sharePercent: 60 }, { sharePercent: 40.5 }])).toEqual({ code: 'ONBOARDING_SHARES_OVER_100', total: 100.5 });
  });
});

describe('retentionUntil', () => {
  it('is 8 years after the end of the relationship, none without an end', () => {
    expect(retentionUntil('2026-03-15')).toBe('2034-03-15');
    expect(retentionUntil(null)).toBeNull();
  });
  it('keeps a leap day whose year + 8 is not a leap year (2100) to 28 February', () => {
    expect(retentionUntil('2028-02-29')).toBe('2036-02-29');
    expect(retentionUntil('2092-02-29')).toBe('2100-02-28');
  });
});
