import { describe, expect, it } from 'vitest';
import { acceptLegalBodySchema, currentLegalVersions, pendingLegalDocuments } from './legal';

describe('pendingLegalDocuments', () => {
  const terms = { version: currentLegalVersions.terms.version };
  const privacy = { version: currentLegalVersions.privacy.version };

  it('is empty when the versions in force are accepted', () => {
    expect(pendingLegalDocuments({ terms, privacy })).toEqual([]);
  });

  it('lists a document never accepted or accepted in another (older) version', () => {
    expect(pendingLegalDocuments({})).toEqual(['terms', 'privacy']);
    expect(pendingLegalDocuments({ terms: null, privacy })).toEqual(['terms']);
    expect(pendingLegalDocuments({ terms, privacy: { version: 'adatkezeles-2025-01-01' } })).toEqual(['privacy']);
  });
});

describe('acceptLegalBodySchema', () => {
  it('takes one or both version ids', () => {
    expect(acceptLegalBodySchema.safeParse({ terms: 'x' }).success).toBe(true);
    expect(acceptLegalBodySchema.safeParse({ terms: 'x', privacy: 'y' }).success).toBe(true);
  });

  it.each([{}, { terms: '' }, { terms: ' ' }, { other: 'x' }, { terms: 'x', extra: 1 }, { terms: 'x'.repeat(101) }])('refuses %j', (body) => {
    expect(acceptLegalBodySchema.safeParse(body).success).toBe(false);
  });
});
