// Reset password (spec 2.7, 4, 5): the token (custom_token, token or access_token) is checked
// first (loading / valid / invalid -> "Érvénytelen link"); the form requires strength score >= 3
// and a matching confirmation; on success the browser goes to sign-in after 3 s.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MIN_RESET_SCORE, scorePassword } from '@shared/auth/password-strength';
import { ErrorList, Form, SubmitButton, useZodForm } from '@client/components/form';
import { buttonClasses } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { isApiError } from '@client/lib/api-client';
import { resetPasswordWithToken, validateResetToken } from '../api/account-api';
import { alertClasses, cardClasses, linkClasses, noticeClasses } from './form-field';
import { PasswordField } from './password-field';
import { accountMessages, resetPasswordBodySchema } from '@shared/auth/account.schemas';

export const RESET_REDIRECT_DELAY_MS = 3000;

/** `first`: the link of an invitation, setting the account's first password (issue 38.2): its own wording. */
type Check = { kind: 'loading' } | { kind: 'valid'; email: string; first: boolean } | { kind: 'invalid'; error: string };

export function resetTokenFrom(params: URLSearchParams): string {
  return params.get('custom_token') ?? params.get('token') ?? params.get('access_token') ?? '';
}

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = resetTokenFrom(params);
  const [check, setCheck] = useState<Check>({ kind: 'loading' });
  const [done, setDone] = useState<string | null>(null);
  // Checked as typed (spec 5: the strength and the match show at once), by the server's schema.
  const form = useZodForm(resetPasswordBodySchema, { mode: 'onChange', defaultValues: { token, password: '', confirmPassword: '' } });
  const [password = '', confirm = ''] = form.watch(['password', 'confirmPassword']);

  useEffect(() => {
    let active = true;
    validateResetToken(token)
      .then((r) => active && setCheck(r.isValid ? { kind: 'valid', email: r.email ?? '', first: r.firstPassword === true } : { kind: 'invalid', error: r.error ?? accountMessages.resetTokenInvalid }))
      .catch(() => active && setCheck({ kind: 'invalid', error: t('accountScreens.reset.checkError') }));
    return () => {
      active = false;
    };
  }, [token, t]);

  useEffect(() => {
    if (!done || check.kind !== 'valid') return;
    const timer = setTimeout(() => void navigate('/', { replace: true, state: { message: done, email: check.email } }), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, check, navigate]);

  const strong = scorePassword(password).score >= MIN_RESET_SCORE;
  const matches = password !== '' && password === confirm;

  async function submit(values: { token: string; password: string; confirmPassword: string }) {
    try {
      setDone((await resetPasswordWithToken(token, values.password, values.confirmPassword)).message);
    } catch (error) {
      if (isApiError(error) && error.code === 'RESET_TOKEN_INVALID') return setCheck({ kind: 'invalid', error: error.message });
      if (isApiError(error) && error.fields) throw error;
      throw new Error(isApiError(error) && error.code !== 'NETWORK_ERROR' && error.message ? error.message : t('accountScreens.reset.updateFailed'));
    }
  }

  if (check.kind === 'loading') {
    return (
      <section className={cardClasses} aria-busy="true">
        <h1 className="sr-only">{t('accountScreens.reset.title')}</h1>
        <p role="status" className="text-center">
          {t('accountScreens.reset.checking')}
        </p>
        <LoadingSpinner />
      </section>
    );
  }

  if (check.kind === 'invalid') {
    return (
      <section className={cardClasses} aria-labelledby="reset-invalid">
        <h1 id="reset-invalid" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('accountScreens.reset.invalidTitle')}
        </h1>
        <p role="alert" className={`mt-4 ${alertClasses}`}>
          {check.error}
        </p>
        <p className="mt-3 text-slate-800 dark:text-slate-200">{t('accountScreens.reset.invalidText')}</p>
        <Link to="/forgot-password" className={buttonClasses('primary', 'mt-5 w-full')}>
          {t('accountScreens.reset.requestNew')}
        </Link>
      </section>
    );
  }

  return (
    <section className={cardClasses} aria-labelledby="reset-heading">
      <h1 id="reset-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {check.first ? (done ? t('accountScreens.firstPassword.successTitle') : t('accountScreens.firstPassword.title')) : done ? t('accountScreens.reset.successTitle') : t('accountScreens.reset.title')}
      </h1>
      {done ? (
        <div role="status" className={`mt-4 ${noticeClasses}`}>
          <p className="font-semibold">{done}</p>
          <p>{t('accountScreens.reset.successRedirect')}</p>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} guardUnsaved={false} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('accountScreens.reset.forEmail', { email: check.email })}</p>
          <ErrorList fields={false} />
          <PasswordField name="password" label={check.first ? t('accountScreens.firstPassword.password') : t('accountScreens.reset.password')} meter confirmName="confirmPassword" />
          <PasswordField name="confirmPassword" label={check.first ? t('accountScreens.firstPassword.confirmPassword') : t('accountScreens.reset.confirmPassword')} />
          <SubmitButton className="w-full" disabled={!strong || !matches} pendingText={t('accountScreens.reset.saving')}>
            {t('accountScreens.reset.submit')}
          </SubmitButton>
        </Form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClasses}>
          {t('accountScreens.backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
