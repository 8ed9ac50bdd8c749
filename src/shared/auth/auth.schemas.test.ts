import { describe, expect, it } from 'vitest';
import { emailSchema, loginSchema } from './auth.schemas';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : result.error?.issues[0]?.message;
}

describe('emailSchema', () => {
  it('requires an e-mail with the spec message', () => {
    expect(firstMessage(emailSchema.safeParse(''))).toBe('Email cím kötelező');
    expect(firstMessage(emailSchema.safeParse('   '))).toBe('Email cím kötelező');
    expect(firstMessage(emailSchema.safeParse(undefined))).toBe('Email cím kötelező');
  });
  it('rejects malformed addresses with the spec message', () => {
    expect(firstMessage(emailSchema.safeParse('nem-email'))).toBe('Érvénytelen email cím formátum');
    expect(firstMessage(emailSchema.safeParse('a@b'))).toBe('Érvénytelen email cím formátum');
  });
  it('accepts and trims a valid address', () => {
    expect(emailSchema.parse('  ugyved@iroda.hu ')).toBe('ugyved@iroda.hu');
  });
});

describe('loginSchema', () => {
  it('requires both e-mail and password', () => {
    const r = loginSchema.safeParse({ email: 'a@b.hu', password: '' });
    expect(firstMessage(r)).toBe('Jelszó megadása kötelező');
    expect(loginSchema.safeParse({ email: 'a@b.hu', password: 'x' }).success).toBe(true);
  });
});
