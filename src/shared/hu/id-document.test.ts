import { describe, expect, it } from 'vitest';
import { validateIdDocumentNumber } from './id-document';

describe('identity document numbers (reference 1.6: shape only, no invented checksum)', () => {
  it.each([
    ['id_card', '123456AB', '123456AB'],
    ['id_card', '123456 ab', '123456AB'],
    ['id_card', 'AB1234567', 'AB1234567'],
    ['passport', 'BA1234567', 'BA1234567'],
    ['passport', 'BA123456', 'BA123456'],
    ['driving_licence', 'AB123456', 'AB123456'],
    ['residence_card', 'X1234567', 'X1234567'],
    ['other', 'P-12345', 'P12345'],
  ] as const)('%s %j → %s', (type, input, value) => {
    expect(validateIdDocumentNumber(type, input)).toEqual({ ok: true, value });
  });

  it.each([
    ['id_card', '12345AB'],
    ['id_card', '1234567AB'],
    ['id_card', 'AB123456'],
    ['id_card', '123456A1'],
    ['passport', 'B1234567'],
    ['driving_licence', 'AB1234567'],
    ['other', '1234'],
    ['other', 'ÁB12345'],
  ] as const)('%s %j is refused', (type, input) => {
    expect(validateIdDocumentNumber(type, input)).toMatchObject({ ok: false, error: { code: 'ID_DOCUMENT_FORMAT', checksum: false } });
  });

  it('requires a value', () => {
    expect(validateIdDocumentNumber('id_card', '  ')).toMatchObject({ ok: false, error: { code: 'REQUIRED' } });
  });
});
