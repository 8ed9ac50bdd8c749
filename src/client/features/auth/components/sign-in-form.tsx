// The sign-in form (spec 2.2): loginSchema's rules with the UI language's messages, then
// better-auth's sign-in; its refusals show above the fields. It behaves like a form of the kit
// (components/form, decision 0321: checked on submit, then as the user types; the fields disabled
// while pending; the first wrong field focused) but is written out here, without react-hook-form and
// zod: the sign-in route is the first page a visitor loads, and the two were a fifth of its
// JavaScript (decision 0442). The server stays authoritative; the second step (TOTP) is on the kit.
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGN_IN_LOCKOUT_MINUTES } from '@shared/auth/lockout';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';
import { emailPattern } from '../email-pattern';

// The second step, for accounts with TOTP: its own chunk (with the form kit), loaded when needed.
const TwoFactorStep = lazy(async () => ({ default: (await import('./two-factor-step')).TwoFactorStep }));

/** better-auth error codes we translate ourselves (its own messages are English). */
const translatedErrorCodes = ['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED', 'USER_BANNED'] as const;
type TranslatedErrorCode = (typeof translatedErrorCodes)[number];
function isTranslatedErrorCode(code: unknown): code is TranslatedErrorCode {
  return typeof code === 'string' && (translatedErrorCodes as readonly string[]).includes(code);
}

export interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: (user: SessionUser) => void;
}

const inputClasses =
  'block w-full rounded-lg border bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 shadow-sm transition-colors focus:border-indigo-600 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-indigo-300';
const linkClasses = 'font-medium text-indigo-700 underline-offset-4 hover:underline dark:text-indigo-300';

type FieldName = 'email' | 'password';
type Values = Record<FieldName, string>;
type FieldErrors = Partial<Record<FieldName, string>>;

export function SignInForm({ initialEmail = '', onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // After a submit the fields are checked again as the user types (the kit's onSubmit mode).
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Bumped by every submit that ends with wrong fields: the first of them gets the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // loginSchema's rules (spec 5): the e-mail trimmed, required and well-formed (zod's own e-mail
  // pattern, email-pattern.ts), the password required; worded in the UI's language.
  function check(name: FieldName, value: string): string | undefined {
    if (name === 'password') return value.length < 1 ? t('validation.passwordRequired') : undefined;
    const email = value.trim();
    if (email.length < 1) return t('validation.emailRequired');
    return emailPattern.test(email) ? undefined : t('validation.emailInvalid');
  }

  function change(name: FieldName, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    if (submitted) setErrors((current) => ({ ...current, [name]: check(name, value) }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    setFormError(null);
    const found: FieldErrors = { email: check('email', values.email), password: check('password', values.password) };
    setErrors(found);
    if (found.email || found.password) {
      setFocusRequest((n) => n + 1);
      return;
    }
    setBusy(true);
    try {
      await signIn({ email: values.email.trim(), password: values.password });
      // What was sent is the new baseline, as after a kit form's successful submit.
      setSubmitted(false);
    } catch (error) {
      setFormError(error instanceof Error && error.message ? error.message : t('errors.unexpected'));
    } finally {
      setBusy(false);
    }
  }

  async function signIn(credentials: Values) {
    setUnverifiedEmail(null);
    let result;
    try {
      result = await authClient.signIn.email(credentials);
    } catch {
      throw new Error(t('auth.unexpectedError'));
    }
    const { data, error } = result;
    if (error) {
      setUnverifiedEmail(error.code === 'EMAIL_NOT_VERIFIED' ? credentials.email : null);
      if (error.code === 'SIGN_IN_THROTTLED' && error.message) throw new Error(error.message);
      if (error.status === 429) throw new Error(t('auth.rateLimited'));
      if (error.attemptsLeft !== undefined) throw new Error(t('auth.lockoutWarning', { count: error.attemptsLeft, minutes: SIGN_IN_LOCKOUT_MINUTES }));
      if (isTranslatedErrorCode(error.code)) throw new Error(t(`auth.errorCodes.${error.code}`));
      throw new Error(error.message || t('auth.loginFailed'));
    }
    if ('twoFactorRedirect' in data) return setTwoFactor(true);
    // The success screen replaces the form.
    onSignedIn(data.user);
  }

  if (twoFactor)
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setTwoFactor(false)} />
      </Suspense>
    );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)}>
      {/* min-w-0: a fieldset is as wide as its widest content by default (overflow at 375 px). */}
      <fieldset disabled={busy} className="min-w-0 space-y-5">
        {formError && (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200">
            {formError}
            {unverifiedEmail && (
              <>
                {' '}
                <Link to="/verify-email" state={{ email: unverifiedEmail }} className={linkClasses}>
                  {t('account.signIn.resendVerification')}
                </Link>
              </>
            )}
          </div>
        )}

        <SignInField label={t('auth.emailLabel')} name="email" type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} value={values.email} error={errors.email} onChange={change} />

        <SignInField
          label={t('auth.passwordLabel')}
          aside={
            <Link to="/forgot-password" className={`text-sm ${linkClasses}`}>
              {t('auth.forgotPassword')}
            </Link>
          }
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('auth.passwordPlaceholder')}
          value={values.password}
          error={errors.password}
          onChange={change}
        />

        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
          {busy ? t('common.loading') : t('auth.submit')}
        </Button>

        <p className="text-center text-sm text-slate-700 dark:text-slate-300">
          {t('auth.noAccount')}{' '}
          <Link to="/clerk-signup" className={linkClasses}>
            {t('auth.register')}
          </Link>
        </p>
      </fieldset>
    </form>
  );
}

interface SignInFieldProps {
  label: string;
  /** Shown beside the label (the forgot-password link). */
  aside?: ReactNode;
  name: FieldName;
  type: 'email' | 'password';
  autoComplete: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (name: FieldName, value: string) => void;
}

/** A required input of the sign-in form with its label and its error, announced as an alert. */
function SignInField({ label, aside, name, value, error, onChange, ...input }: SignInFieldProps) {
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const labelElement = (
    <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
    </label>
  );
  return (
    <div className="space-y-1.5">
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      <input
        id={id}
        required
        {...input}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClasses} ${error ? 'border-red-600 dark:border-red-400' : 'border-slate-300 dark:border-slate-600'}`}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
