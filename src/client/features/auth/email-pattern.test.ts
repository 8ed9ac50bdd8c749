import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { emailPattern } from './email-pattern';

describe('emailPattern', () => {
  it("is zod's own e-mail pattern", () => {
    // The same pattern, but for the escapes zod writes before a hyphen that ends a class.
    expect(emailPattern.source).toBe(regexes.email.source.replace(/\\-\]/g, '-]'));
    expect(emailPattern.flags).toBe(regexes.email.flags);
    for (const address of ['anna@example.hu', "o'neil+x@a-b.example.com", 'nem-email', 'a@b', '.a@example.hu', 'a..b@example.hu', 'a-@example.hu']) {
      expect(emailPattern.test(address), address).toBe(regexes.email.test(address));
    }
  });
});
