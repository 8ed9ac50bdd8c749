import { describe, expect, it } from 'vitest';
import { loginSchema } from '@shared/auth/auth.schemas';
import { validateEmail, validateLogin } from './login-validation';
import hu from '@client/locales/hu.json';

describe('login validation', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
  });

  it('checks the e-mail format', () => {
    expect(validateEmail('anna@example')).toBe('validation.emailInvalid');
    expect(validateEmail('anna@example.hu')).toBeUndefined();
  });

  it.each(['', 'anna', 'anna@', '@example.hu', 'anna@example', 'an na@example.hu', 'anna@example.hu', ' anna.kovacs+iroda@sub.example.co.hu '])('agrees with the shared loginSchema on %j', (email) => {
    const shared = loginSchema.safeParse({ email, password: 'x' });
    const sharedMessage = shared.success ? undefined : shared.error.issues.find((i) => i.path[0] === 'email')?.message;
    const local = validateEmail(email);
    const localMessage = local ? hu.validation[local.replace('validation.', '') as keyof typeof hu.validation] : undefined;
    expect(localMessage).toBe(sharedMessage);
  });
});
