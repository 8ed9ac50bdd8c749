// The sign-in form on the form kit (issue 41.2): loginSchema's rules with the UI language's
// messages, then better-auth's sign-in; its refusals show above the fields.
import { useId, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { SIGN_IN_LOCKOUT_MINUTES } from '@shared/auth/lockout';
// Straight from the kit's modules, not its index: the index brings the date field (react-day-picker) along.
import { Form, useFieldError, useFormContext, useZodForm } from '@client/components/form/form';
import { Button } from '@client/components/ui/button';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';
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
  // loginSchema's rules (spec 5), worded in the UI's language.
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, { error: t('validation.emailRequired') })
          .pipe(z.email({ error: t('validation.emailInvalid') })),
        password: z.string().min(1, { error: t('validation.passwordRequired') }),
      }),
    [t],
  );
  const form = useZodForm(schema, { mode: 'onSubmit', defaultValues: { email: initialEmail, password: '' } });
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [twoFactor, setTwoFactor] = useState(false);
  const busy = form.formState.isSubmitting;
  const formError = form.formState.errors.root?.server?.message;

  async function submit(values: z.output<typeof schema>) {
    setUnverifiedEmail(null);
    let result;
    try {
      result = await authClient.signIn.email({ email: values.email, password: values.password });
    } catch {
      throw new Error(t('auth.unexpectedError'));
    }
    const { data, error } = result;
    if (error) {
      setUnverifiedEmail(error.code === 'EMAIL_NOT_VERIFIED' ? values.email : null);
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

  if (twoFactor) return <TwoFactorStep onSignedIn={onSignedIn} onCancel={() => setTwoFactor(false)} />;

  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="space-y-5">
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

      <SignInField label={t('auth.emailLabel')} name="email" type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} />

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
    </Form>
  );
}

interface SignInFieldProps {
  label: string;
  /** Shown beside the label (the forgot-password link). */
  aside?: ReactNode;
  name: 'email' | 'password';
  type: 'email' | 'password';
  autoComplete: string;
  placeholder: string;
}

/** A required input of the sign-in form with its label and its error, announced as an alert. */
function SignInField({ label, aside, name, ...input }: SignInFieldProps) {
  const { register } = useFormContext<{ email: string; password: string }>();
  const error = useFieldError(name);
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
        {...register(name)}
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
