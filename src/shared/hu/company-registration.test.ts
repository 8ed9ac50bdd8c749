import { describe, expect, it } from 'vitest';
import { COMPANY_FORMS, formatCompanyRegistrationNumber, parseCompanyRegistrationNumber, REGISTRY_COURTS, validateCompanyRegistrationNumber } from './company-registration';

describe('cégjegyzékszám (reference 1.5)', () => {
  it('parses the OTP Bank example 01-10-041585', () => {
    expect(parseCompanyRegistrationNumber('01-10-041585')).toEqual({
      ok: true,
      value: { court: '01', form: '10', serial: '041585', value: '01-10-041585', formatted: 'Cg. 01-10-041585' },
    });
  });

  it.each(['Cg. 01-09-123456', 'Cg.01-09-123456', 'cg. 01-09-123456', '01-09-123456', '01 09 123456', '0109123456', ' Cg. 01-09-123456 '])('%j → 01-09-123456', (input) => {
    expect(validateCompanyRegistrationNumber(input)).toEqual({ ok: true, value: '01-09-123456' });
  });

  it('accepts every court 01–20 (including 12 Nógrád) and every listed form code', () => {
    expect(Object.keys(REGISTRY_COURTS).sort()).toEqual(Array.from({ length: 20 }, (_, i) => String(i + 1).padStart(2, '0')));
    for (const court of Object.keys(REGISTRY_COURTS)) expect(validateCompanyRegistrationNumber(`${court}-09-000001`).ok).toBe(true);
    expect(Object.keys(COMPANY_FORMS).sort()).toEqual(['01', '02', '03', '06', '07', '08', '09', '10', '11', '12', '15', '16', '17', '18', '19', '20', '21', '22', '23']);
    for (const form of Object.keys(COMPANY_FORMS)) expect(validateCompanyRegistrationNumber(`13-${form}-123456`).ok).toBe(true);
  });

  it.each([
    ['00-09-123456', 'COMPANY_REG_COURT'],
    ['21-09-123456', 'COMPANY_REG_COURT'],
    ['99-09-123456', 'COMPANY_REG_COURT'],
    ['01-00-123456', 'COMPANY_REG_FORM'],
    ['01-04-123456', 'COMPANY_REG_FORM'],
    ['01-05-123456', 'COMPANY_REG_FORM'],
    ['01-13-123456', 'COMPANY_REG_FORM'],
    ['01-14-123456', 'COMPANY_REG_FORM'],
    ['01-24-123456', 'COMPANY_REG_FORM'],
    ['01-09-12345', 'COMPANY_REG_FORMAT'],
    ['01-09-1234567', 'COMPANY_REG_FORMAT'],
    ['Cg 01/09/123456', 'COMPANY_REG_FORMAT'],
    ['Ab. 01-09-123456', 'COMPANY_REG_FORMAT'],
    ['', 'REQUIRED'],
  ])('%j → %s', (input, code) => {
    expect(validateCompanyRegistrationNumber(input)).toMatchObject({ ok: false, error: { code } });
  });

  it('formats with the Cg. prefix', () => {
    expect(formatCompanyRegistrationNumber('01-09-123456')).toBe('Cg. 01-09-123456');
    expect(formatCompanyRegistrationNumber('Cg. 01-09-123456')).toBe('Cg. 01-09-123456');
  });
});
