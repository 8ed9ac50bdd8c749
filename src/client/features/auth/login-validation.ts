// Client-side checks of the sign-in form (spec 5: e-mail and password both required, e-mail
// format). Returns translation keys; the messages themselves live in the locale files.
// Mirrors `loginSchema` in @shared/auth/auth.schemas (kept zod-free to keep the sign-in chunk small).

export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrorKey = 'validation.emailRequired' | 'validation.emailInvalid' | 'validation.passwordRequired';
export type LoginErrors = Partial<Record<keyof LoginValues, LoginErrorKey>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[a-zA-Z]{2,}$/;

export function validateEmail(value: string): LoginErrorKey | undefined {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'validation.emailInvalid';
  return undefined;
}

export function validateLogin(values: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if (!values.password) errors.password = 'validation.passwordRequired';
  return errors;
}
