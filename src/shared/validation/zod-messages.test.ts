import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { huZodError } from './zod-messages';

const messages = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input, { error: huZodError });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Hungarian messages of zod checks', () => {
  it("says what is wrong in plain Hungarian, never zod's English or a path", () => {
    expect(messages(z.object({ key: z.string().min(2) }), { key: 'a' })).toEqual(['Legalább 2 karakter legyen.']);
    expect(messages(z.object({ key: z.string().min(2) }), {})).toEqual(['Kötelező mező.']);
    expect(messages(z.string().min(1), '')).toEqual(['Kötelező mező.']);
    expect(messages(z.string().max(200), 'x'.repeat(201))).toEqual(['Legfeljebb 200 karakter lehet.']);
    expect(messages(z.number().int().max(100000), 100001)).toEqual(['Legfeljebb 100\u00a0000 lehet.']);
    expect(messages(z.number().int(), 1.5)).toEqual(['Egész számot adj meg.']);
    expect(messages(z.number().positive(), 0)).toEqual(['Nagyobb legyen, mint 0.']);
    expect(messages(z.array(z.string()).min(1), [])).toEqual(['Legalább egy elemet adj meg.']);
    expect(messages(z.enum(['a', 'b']), 'c')).toEqual(['Válassz a felkínált lehetőségek közül.']);
    expect(messages(z.email(), 'nem-email')).toEqual(['Érvénytelen e-mail-cím.']);
    expect(messages(z.string().regex(/^\d+$/), 'x')).toEqual(['Érvénytelen formátum.']);
  });

  it('keeps a message the schema gave', () => {
    expect(messages(z.array(z.string()).min(1, 'Legalább egy mező kell.'), [])).toEqual(['Legalább egy mező kell.']);
  });
});
