// Forgot password (spec 2.7, 5): e-mail form, then a "sent" confirmation whose text is the same
// whether or not the account exists; "use another e-mail" resets the form.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { forgotPasswordBodySchema } from '@shared/auth/account.schemas';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { forgotPassword } from '../api/account-api';
import { cardClasses, linkClasses, noticeClasses } from './form-field';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });

  async function submit({ email }: { email: string }) {
    try {
      setSent((await forgotPassword(email)).message);
    } catch (failure) {
      if (isApiError(failure) && failure.fields) throw failure;
      throw new Error(isApiError(failure) && failure.code !== 'NETWORK_ERROR' && failure.message ? failure.message : t('accountScreens.unexpectedError'));
    }
  }

  function reset() {
    setSent(null);
    form.reset({ email: '' });
  }

  return (
    <section className={cardClasses} aria-labelledby="forgot-heading">
      <h1 id="forgot-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {sent ? t('accountScreens.forgot.sentTitle') : t('accountScreens.forgot.title')}
      </h1>
      {sent ? (
        <div className="mt-4 space-y-4">
          <p role="status" className={noticeClasses}>
            {sent}
          </p>
          <Button variant="secondary" className="w-full" onClick={reset}>
            {t('accountScreens.forgot.useAnother')}
          </Button>
        </div>
      ) : (
        <Form form={form} onSubmit={submit} guardUnsaved={false} className="mt-4 space-y-4">
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('accountScreens.forgot.intro')}</p>
          <ErrorList fields={false} />
          <TextField name="email" label={t('auth.emailLabel')} type="email" autoComplete="email" placeholder={t('auth.emailPlaceholder')} aria-required />
          {/* Spec 5: submit is disabled while an error is shown. */}
          <SubmitButton className="w-full" disabled={Boolean(form.formState.errors.email)} pendingText={t('accountScreens.forgot.sending')}>
            {t('accountScreens.forgot.submit')}
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
