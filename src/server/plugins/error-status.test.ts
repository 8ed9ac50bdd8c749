// Every code of the catalogue is answered with a status: the platform's own from this folder, each
// module's from its shared errors file (decision 0447) – the types check each file, this the gathering.
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@shared/errors/errors';
import { errorStatus } from './error-status';

describe('error statuses', () => {
  it('has an HTTP error status for every code, and for nothing else', () => {
    expect(Object.keys(errorStatus).sort()).toEqual(Object.keys(errorMessages).sort());
    for (const [code, status] of Object.entries(errorStatus)) expect(status >= 400 && status < 600, code).toBe(true);
    expect(errorStatus.MATTER_CONFLICT_DECISION_REQUIRED).toBe(409);
  });
});
