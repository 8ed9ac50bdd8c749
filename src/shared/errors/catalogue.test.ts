// The catalogue is gathered from the modules' own files (decision 0447): each code once. Its
// statuses and English texts are checked where they are gathered (error-status.test.ts,
// en/api-errors.test.ts).
import { describe, expect, it } from 'vitest';
import { coreErrorMessages, errorMessages, mergeCatalogues } from './errors';

describe('the error catalogue', () => {
  it('gathers the codes of every module beside the platform’s own', () => {
    const codes = Object.keys(errorMessages);
    expect(codes).toEqual(expect.arrayContaining([...Object.keys(coreErrorMessages), 'MATTER_TEAM_NOT_MEMBER', 'INVOICE_NOT_DRAFT', 'BOOKING_SLOT_TAKEN']));
    expect(codes.length).toBeGreaterThan(Object.keys(coreErrorMessages).length + 200);
  });

  it('refuses a code defined twice, naming the file', () => {
    expect(() => mergeCatalogues({ core: { coreErrorMessages: { A: 'a' } }, './x/errors.ts': { xErrorMessages: { A: 'b' } } }, 'ErrorMessages')).toThrow('error code A is defined twice (again in ./x/errors.ts)');
  });

  it('takes only the exports with the suffix asked for', () => {
    expect(mergeCatalogues({ './x/errors.ts': { xErrorMessages: { A: 'a' }, xErrorStatus: { A: 400 }, LIMIT: 5 } }, 'ErrorStatus')).toEqual({ A: 400 });
  });
});
