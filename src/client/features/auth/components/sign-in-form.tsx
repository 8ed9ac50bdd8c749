import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGN_IN_LOCKOUT_MINUTES } from '@shared/auth/lockout';
import { Button } from '@client/components/ui/button';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';
import { validateLogin } from '../login-validation';
import type { LoginErrors } from '../login-validation';
import { TwoFactorStep } from './two-factor-step';

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

export function SignInForm({ initialEmail = '', onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const values = { email: email.trim(), password };
    const nextErrors = validateLogin(values);
    setErrors(nextErrors);
    setFormError(null);
    if (nextErrors.email) return emailRef.current?.focus();
    if (nextErrors.password) return passwordRef.current?.focus();

    setSubmitting(true);
    try {
      const { data, error } = await authClient.signIn.email({ email: values.email, password: values.password });
      if (error) {
        if (error.code === 'SIGN_IN_THROTTLED' && error.message) setFormError(error.message);
        else if (error.status === 429) setFormError(t('auth.rateLimited'));
        else if (error.attemptsLeft !== undefined) setFormError(t('auth.lockoutWarning', { count: error.attemptsLeft, minutes: SIGN_IN_LOCKOUT_MINUTES }));
        else if (isTranslatedErrorCode(error.code)) setFormError(t(`auth.errorCodes.${error.code}`));
        else setFormError(error.message || t('auth.loginFailed'));
        setUnverifiedEmail(error.code === 'EMAIL_NOT_VERIFIED' ? values.email : null);
        setSubmitting(false);
        return;
      }
      if ('twoFactorRedirect' in data) {
        setSubmitting(false);
        setTwoFactor(true);
        return;
      }
      // Stay in the submitting state: the success screen replaces the form.
      onSignedIn(data.user);
    } catch {
      setFormError(t('auth.unexpectedError'));
      setSubmitting(false);
    }
  }

  if (twoFactor) return <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setTwoFactor(false)} />;

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} className="space-y-5">
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

      <SignInField
        id={emailId}
        inputRef={emailRef}
        label={t('auth.emailLabel')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        placeholder={t('auth.emailPlaceholder')}
        error={errors.email && t(errors.email)}
        onChange={(value) => {
          setEmail(value);
          if (errors.email) setErrors(({ email: _removed, ...rest }) => rest);
        }}
      />

      <SignInField
        id={passwordId}
        inputRef={passwordRef}
        label={t('auth.passwordLabel')}
        aside={
          <Link to="/forgot-password" className={`text-sm ${linkClasses}`}>
            {t('auth.forgotPassword')}
          </Link>
        }
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        placeholder={t('auth.passwordPlaceholder')}
        error={errors.password && t(errors.password)}
        onChange={(value) => {
          setPassword(value);
          if (errors.password) setErrors(({ password: _removed, ...rest }) => rest);
        }}
      />

      <Button type="submit" disabled={submitting} aria-busy={submitting || undefined} className="w-full">
        {submitting && <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
        {submitting ? t('common.loading') : t('auth.submit')}
      </Button>

      <p className="text-center text-sm text-slate-700 dark:text-slate-300">
        {t('auth.noAccount')}{' '}
        <Link to="/clerk-signup" className={linkClasses}>
          {t('auth.register')}
        </Link>
      </p>
    </form>
  );
}

interface SignInFieldProps {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  /** Shown beside the label (the forgot-password link). */
  aside?: ReactNode;
  name: string;
  type: 'email' | 'password';
  autoComplete: string;
  value: string;
  placeholder: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** A required input of the sign-in form with its label and its error, announced as an alert. */
function SignInField({ id, inputRef, label, aside, error, onChange, ...input }: SignInFieldProps) {
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
        ref={inputRef}
        id={id}
        required
        {...input}
        onChange={(event) => onChange(event.target.value)}
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
