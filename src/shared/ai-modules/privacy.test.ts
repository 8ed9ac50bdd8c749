import { describe, expect, it } from 'vitest';
import type { DataClassification } from './ai-modules.schemas';
import { checkPrivacyCompliance, classifyData, gdprApplies } from './privacy';

const cls = (level: DataClassification['level'], categories: DataClassification['categories'] = []): DataClassification => ({
  level,
  categories,
  retention: { public: 730, internal: 1825, confidential: 2555, restricted: 3650 }[level],
  encryption: level === 'confidential' || level === 'restricted',
});

describe('data classification (spec 3.7)', () => {
  it('public text without anything sensitive', () => {
    expect(classifyData({ texts: ['Milyen idő lesz holnap Budapesten?'] })).toEqual({ level: 'public', categories: [], retention: 730, encryption: false });
  });

  it('legal content is internal', () => {
    expect(classifyData({ texts: ['Kérem, vizsgálja meg a szerződés 5. pontját a Ptk. alapján.'] })).toMatchObject({ level: 'internal', categories: ['legal_content'], retention: 1825 });
    expect(classifyData({ texts: ['Írj egy rövid összefoglalót.'], taskType: 'contract_review' }).categories).toEqual(['legal_content']);
  });

  it('personal or financial data is confidential and encrypted', () => {
    expect(classifyData({ texts: ['x'], maskedKinds: ['EMAIL'] })).toMatchObject({ level: 'confidential', categories: ['personal_data'], retention: 2555, encryption: true });
    expect(classifyData({ texts: ['A vételár 12 500 000 Ft, a bankszámlára utalandó.'] })).toMatchObject({ level: 'confidential', categories: ['financial_data'] });
    expect(classifyData({ texts: ['x'], maskedKinds: ['IBAN'] }).categories).toEqual(['financial_data']);
  });

  it('special categories (health, criminal, religion…) are restricted, accents or not', () => {
    for (const text of ['Az ügyfél egészségügyi dokumentációja', 'büntetett előélet igazolása', 'a vádlott védekezése', 'BETEGSÉG miatti felmondás', 'egeszsegugyi adatok']) {
      expect(classifyData({ texts: [text] }).level, text).toBe('restricted');
    }
    expect(classifyData({ texts: ['Kovács Béla diagnózisa'], maskedKinds: ['NAME'] })).toMatchObject({ level: 'restricted', categories: ['personal_data', 'restricted_content'], retention: 3650 });
  });

  it('never below the declared level', () => {
    expect(classifyData({ texts: ['Szia!'], declaredLevel: 'confidential' }).level).toBe('confidential');
    expect(classifyData({ texts: ['büntetőeljárás'], declaredLevel: 'internal' }).level).toBe('restricted');
  });
});

describe('spec 5 privacy compliance', () => {
  const personal = cls('confidential', ['personal_data']);
  const restricted = cls('restricted', ['personal_data', 'restricted_content']);
  const full = { legalBasis: 'contract' as const, purpose: 'legal_services' };

  it('GDPR applies when the caller says so or personal data is present', () => {
    expect(gdprApplies({}, cls('internal', ['legal_content']))).toBe(false);
    expect(gdprApplies({ gdprApplies: true }, cls('public'))).toBe(true);
    expect(gdprApplies({ gdprApplies: false }, personal)).toBe(true);
  });

  it('passes a complete context', () => {
    expect(checkPrivacyCompliance(full, personal, 'us')).toEqual([]);
    expect(checkPrivacyCompliance(full, restricted, 'eu')).toEqual([]);
    expect(checkPrivacyCompliance({}, cls('public'))).toEqual([]);
  });

  it('a legal basis is required when GDPR applies', () => {
    expect(checkPrivacyCompliance({ purpose: 'legal_services' }, personal).map((e) => e.message)).toEqual(['A legal basis is required when GDPR applies']);
  });

  it('a data subject is required for the consent basis', () => {
    expect(checkPrivacyCompliance({ legalBasis: 'consent', purpose: 'legal_services' }, personal).map((e) => e.message)).toEqual(['A data subject is required for the consent legal basis']);
    expect(checkPrivacyCompliance({ legalBasis: 'consent', dataSubject: 'ügyfél #42', purpose: 'legal_services' }, personal)).toEqual([]);
  });

  it('a processing purpose is required', () => {
    expect(checkPrivacyCompliance({ legalBasis: 'contract', purpose: ' ' }, personal).map((e) => e.code)).toEqual(['PURPOSE_REQUIRED']);
  });

  it("restricted data only for the 'legal_services' purpose", () => {
    expect(checkPrivacyCompliance({ legalBasis: 'contract', purpose: 'marketing' }, restricted).map((e) => e.message)).toEqual(["Restricted data may only be processed for the 'legal_services' purpose"]);
  });

  it('retention must not exceed the class maximum (1095/2555/3650/5475 days)', () => {
    expect(checkPrivacyCompliance({ ...full, retentionDays: 2555 }, cls('internal', ['legal_content']))).toEqual([]);
    expect(checkPrivacyCompliance({ ...full, retentionDays: 2556 }, cls('internal', ['legal_content'])).map((e) => e.message)).toEqual(['Retention of 2556 days exceeds the maximum of 2555 days for internal data']);
    expect(checkPrivacyCompliance({ retentionDays: 1096 }, cls('public')).map((e) => e.code)).toEqual(['RETENTION_TOO_LONG']);
    expect(checkPrivacyCompliance({ ...full, retentionDays: 5475 }, restricted)).toEqual([]);
    expect(checkPrivacyCompliance({ ...full, retentionDays: 3651 }, personal).map((e) => e.code)).toEqual(['RETENTION_TOO_LONG']);
  });

  it('restricted data must not be stored in the US', () => {
    expect(checkPrivacyCompliance(full, restricted, 'us').map((e) => e.message)).toEqual(['Restricted data must not be stored in the US']);
    expect(checkPrivacyCompliance(full, restricted, 'local')).toEqual([]);
  });
});
