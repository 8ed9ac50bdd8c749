// Every code of the catalogue has an English text: the platform's own from this file, each
// module's from its `shared/<x>/errors.en.ts` (decision 0447).
import { describe, expect, it } from 'vitest';
import { errorMessages } from '@shared/errors/errors';
import { enApiErrors } from './api-errors';

describe('English error texts', () => {
  it('has a text for every code, and for nothing else', () => {
    expect(Object.keys(enApiErrors).sort()).toEqual(Object.keys(errorMessages).sort());
    for (const [code, text] of Object.entries(enApiErrors)) expect(text.length, code).toBeGreaterThan(10);
    expect(enApiErrors.MATTER_CONTACT_NOT_FOUND).toBe('The selected contact was not found.');
  });
});
