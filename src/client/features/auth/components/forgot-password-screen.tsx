// Forgot password (spec 2.7, 5): e-mail form, then a "sent" confirmation whose text is the same
// whether or not the account exists; "use another e-mail" resets the form.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { emailSchema } from '@shared/auth/auth.schemas';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { forgotPassword } from '../api/account-api';
import { FormField, alertClasses, cardClasses, linkClasses, noticeClasses } from './form-field';

function emailError(value: string): string | undefined {
  const result = emailSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    setFormError(null);
    try {
      setSent((await forgotPassword(email.trim())).message);
    } catch (failure) {
      setFormError(isApiError(failure) && failure.code !== 'NETWORK_ERROR' && failure.message ? failure.message : t('account.unexpectedError'));
    } finally {
      setSending(false);
    }
  }

  function reset() {
    setSent(null);
    setEmail('');
    setError(undefined);
    setFormError(null);
  }

  return (
    <section className={cardClasses} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {sent ? t('account.forgot.sentTitle') : t('account.forgot.title')}
      </h1>
      {sent ? (
        <div className="mt-4 space-y-4">
          <p role="status" className={noticeClasses}>
            {sent}
          </p>
          <Button variant="secondary" className="w-full" onClick={reset}>
            {t('account.forgot.useAnother')}
          </Button>
        </div>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('account.forgot.intro')}</p>
          {formError && (
            <p role="alert" className={alertClasses}>
              {formError}
            </p>
          )}
          <FormField
            label={t('auth.emailLabel')}
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (error) setError(emailError(e.target.value));
            }}
            onBlur={() => email && setError(emailError(email))}
            error={error}
          />
          {/* Spec 5: submit is disabled while an error is shown. */}
          <Button type="submit" className="w-full" disabled={sending || Boolean(error)}>
            {sending ? t('account.forgot.sending') : t('account.forgot.submit')}
          </Button>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClasses}>
          {t('account.backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
