// /accept-invitation?token=… (issue 38.2, decision 0330): a colleague's invitation link. The link is
// checked first (firm, role, expiry); a new address sets its name and first password and accepts
// the terms, then signs in; an existing account signs in as the invited address and joins.
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { MIN_RESET_SCORE, scorePassword } from '@shared/auth/password-strength';
import { accountMessages } from '@shared/auth/account.schemas';
import { acceptInvitationBodySchema } from '@shared/company/invitations.schemas';
import { formatHuDate } from '@shared/hu/format';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button, buttonClasses } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { api, type ApiAnswer, isApiError, unwrap } from '@client/lib/api-client';
import { useAuth } from '../auth-provider';
import { alertClasses, cardClasses, linkClasses, noticeClasses } from './form-field';
import { PasswordField } from './password-field';

type Check = { kind: 'loading' } | { kind: 'valid'; invitation: InvitationPreview } | { kind: 'invalid'; error: string };
type InvitationPreview = ApiAnswer<'post', '/api/colleague-invitations/validate'>;

export function AcceptInvitationScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [check, setCheck] = useState<Check>({ kind: 'loading' });

  useEffect(() => {
    let active = true;
    unwrap(api.POST('/api/colleague-invitations/validate', { body: { token } }))
      .then((invitation) => active && setCheck({ kind: 'valid', invitation }))
      .catch((error: unknown) => active && setCheck({ kind: 'invalid', error: isApiError(error) ? error.message : t('accountScreens.invitation.checkError') }));
    return () => {
      active = false;
    };
  }, [token, t]);

  if (check.kind === 'loading') {
    return (
      <section className={cardClasses} aria-busy="true">
        <h1 className="sr-only">{t('accountScreens.invitation.title')}</h1>
        <p role="status" className="text-center">
          {t('accountScreens.invitation.checking')}
        </p>
        <LoadingSpinner />
      </section>
    );
  }
  if (check.kind === 'invalid') {
    return (
      <section className={cardClasses} aria-labelledby="invitation-invalid">
        <h1 id="invitation-invalid" className="text-2xl font-bold text-slate-900 dark:text-white">
          {t('accountScreens.invitation.invalidTitle')}
        </h1>
        <p role="alert" className={`mt-4 ${alertClasses}`}>
          {check.error}
        </p>
        <Link to="/login" className={buttonClasses('primary', 'mt-5 w-full')}>
          {t('accountScreens.backToSignIn')}
        </Link>
      </section>
    );
  }
  const inv = check.invitation;
  return (
    <section className={cardClasses} aria-labelledby="invitation-heading">
      <h1 id="invitation-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('accountScreens.invitation.title')}
      </h1>
      <p className="mt-3 text-slate-800 dark:text-slate-200">{t('accountScreens.invitation.text', { firm: inv.firmName, role: t(`accountScreens.invitation.roles.${inv.roles}`) })}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('accountScreens.invitation.expires', { date: formatHuDate(new Date(inv.expiresAt)), email: inv.email })}</p>
      {inv.accountExists ? <JoinWithAccount token={token} invitation={inv} /> : <NewAccountForm token={token} invitation={inv} />}
    </section>
  );
}

const accept = acceptInvitationBodySchema.shape;

/** A new account's part of the acceptance, by the server's rules (acceptInvitationBodySchema). */
const newAccountSchema = z
  .object({
    name: accept.name.unwrap(),
    password: accept.password.unwrap(),
    confirmPassword: accept.confirmPassword.unwrap(),
    acceptTerms: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: accountMessages.passwordsDiffer });
  });

function NewAccountForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const termsId = useId();
  const form = useZodForm(newAccountSchema, { mode: 'onChange', defaultValues: { name: invitation.name, password: '', confirmPassword: '', acceptTerms: false } });
  const [name = '', password = '', confirm = '', acceptTerms = false] = form.watch(['name', 'password', 'confirmPassword', 'acceptTerms']);
  const strong = scorePassword(password).score >= MIN_RESET_SCORE;
  const canSubmit = name.trim().length >= 2 && strong && password === confirm && acceptTerms;

  async function submit(values: z.output<typeof newAccountSchema>) {
    try {
      const done = await unwrap(api.POST('/api/colleague-invitations/accept', { body: { token, ...values } }));
      void navigate('/login', { replace: true, state: { message: done.message, email: done.email } });
    } catch (error) {
      if (isApiError(error)) throw error;
      throw new Error(t('accountScreens.networkError'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="mt-5 space-y-4">
      <ErrorList fields={false} />
      <TextField name="name" label={t('accountScreens.invitation.name')} autoComplete="name" />
      <PasswordField name="password" label={t('accountScreens.firstPassword.password')} meter confirmName="confirmPassword" />
      <PasswordField name="confirmPassword" label={t('accountScreens.firstPassword.confirmPassword')} />
      <div className="flex items-start gap-2">
        <input id={termsId} type="checkbox" className="mt-1 size-4" {...form.register('acceptTerms')} />
        <label htmlFor={termsId} className="text-sm text-slate-800 dark:text-slate-200">
          <Trans
            i18nKey="accountScreens.invitation.acceptTerms"
            components={{
              terms: <a href="/terms" target="_blank" rel="noopener noreferrer" className={linkClasses} />,
              privacy: <a href="/privacy" target="_blank" rel="noopener noreferrer" className={linkClasses} />,
            }}
          />
        </label>
      </div>
      <SubmitButton className="w-full" disabled={!canSubmit} pendingText={t('accountScreens.reset.saving')}>
        {t('accountScreens.invitation.submit')}
      </SubmitButton>
    </Form>
  );
}

function JoinWithAccount({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [state, setState] = useState<{ saving: boolean; error: string | null; done: string | null }>({ saving: false, error: null, done: null });
  const here = `/accept-invitation?token=${encodeURIComponent(token)}`;
  if (!user) {
    return (
      <div className="mt-5 space-y-3">
        <p className={noticeClasses}>{t('accountScreens.invitation.signInFirst', { email: invitation.email })}</p>
        <Link to="/login" state={{ email: invitation.email, from: here, message: t('accountScreens.invitation.signInMessage') }} className={buttonClasses('primary', 'w-full')}>
          {t('accountScreens.invitation.signIn')}
        </Link>
      </div>
    );
  }
  async function join() {
    setState({ saving: true, error: null, done: null });
    try {
      const done = await unwrap(api.POST('/api/colleague-invitations/join', { body: { token } }));
      setState({ saving: false, error: null, done: done.message });
    } catch (error) {
      setState({ saving: false, error: isApiError(error) ? error.message : t('accountScreens.networkError'), done: null });
    }
  }
  return (
    <div className="mt-5 space-y-3">
      {state.error && (
        <p role="alert" className={alertClasses}>
          {state.error}
        </p>
      )}
      {state.done ? (
        <>
          <p role="status" className={noticeClasses}>
            {state.done}
          </p>
          <a href="/app/dashboard" className={buttonClasses('primary', 'w-full')}>
            {t('accountScreens.invitation.toApp')}
          </a>
        </>
      ) : (
        <Button className="w-full" onClick={() => void join()} disabled={state.saving}>
          {t('accountScreens.invitation.join', { email: user.email })}
        </Button>
      )}
    </div>
  );
}
