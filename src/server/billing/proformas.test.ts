import { describe, expect, it } from 'vitest';
import { loadEnv } from '../env';
import { operatorDetails, payeeOf } from './proformas';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent', APP_URL: 'http://localhost:3000' };

describe('the payee printed on pro-formas', () => {
  it('comes from the LEGAL_* configuration', () => {
    const env = loadEnv({
      ...base,
      LEGAL_OPERATOR_NAME: 'Virtuális Iroda Kft.',
      LEGAL_OPERATOR_BANK: 'OTP Bank Nyrt.',
      LEGAL_OPERATOR_BANK_ACCOUNT: '11773016-11111018',
      LEGAL_OPERATOR_TAX_NUMBER: '12345676-2-41',
    });
    expect(payeeOf(operatorDetails(undefined, env))).toEqual({ name: 'Virtuális Iroda Kft.', bank: 'OTP Bank Nyrt.', account_number: '11773016-11111018', tax_number: '12345676-2-41' });
  });

  it('says "[kitöltendő]" for what is not configured instead of a made-up account', () => {
    expect(payeeOf(operatorDetails(undefined, loadEnv({ ...base, LEGAL_OPERATOR_NAME: 'Virtuális Iroda Kft.' })))).toEqual({
      name: 'Virtuális Iroda Kft.',
      bank: '[kitöltendő]',
      account_number: '[kitöltendő]',
      tax_number: '[kitöltendő]',
    });
  });

  it('takes what the platform admin stored over the configuration, detail by detail (issue 38.11)', () => {
    const env = loadEnv({ ...base, LEGAL_OPERATOR_NAME: 'Régi Név Kft.', LEGAL_OPERATOR_BANK: 'OTP Bank Nyrt.' });
    const row = { id: 1, name: 'Új Név Kft.', address: null, taxNumber: '12345676-2-41', bank: null, bankAccount: null, updatedAt: new Date('2026-11-29T08:00:00Z'), updatedBy: null };
    expect(operatorDetails(row, env)).toMatchObject({ name: 'Új Név Kft.', bank: 'OTP Bank Nyrt.', taxNumber: '12345676-2-41', bankAccount: null, missing: ['bankAccount'] });
  });

  it('refuses to start with an account number that fails the GIRO check', () => {
    expect(() => loadEnv({ ...base, LEGAL_OPERATOR_BANK_ACCOUNT: '11773016-11111019' })).toThrow(/LEGAL_OPERATOR_BANK_ACCOUNT/);
    expect(() => loadEnv({ ...base, LEGAL_OPERATOR_BANK_ACCOUNT: 'HU42117730161111101800000000' })).not.toThrow();
  });
});
