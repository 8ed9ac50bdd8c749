// E-mail verification (spec 2.7, 4): a token in the query is verified automatically, once;
// on success the browser moves on after 3 s (dashboard when signed in, else sign-in with the
// e-mail and a message). Without a token: "check your inbox" and a resend with a countdown.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { isApiError } from '@client/lib/api-client';
import { useAuth } from '../auth-provider';
import { resendVerification, verifyEmail } from '../api/account-api';
import { alertClasses, cardClasses, linkClasses, noticeClasses } from './form-field';
import { accountMessages, resendVerificationBodySchema } from '@shared/auth/account.schemas';

export const VERIFY_REDIRECT_DELAY_MS = 3000;

type Status = { kind: 'idle' } | { kind: 'pending' } | { kind: 'success'; message: string; email?: string | undefined } | { kind: 'error'; message: string };

function useCountdown(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

function ResendForm({ initialEmail }: { initialEmail: string }) {
  const { t } = useTranslation();
  const form = useZodForm(resendVerificationBodySchema, { defaultValues: { email: initialEmail } });
  const [until, setUntil] = useState<number | null>(null);
  const [feedback, setFeedback] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const seconds = useCountdown(until);

  async function submit({ email }: { email: string }) {
    setFeedback(null);
    try {
      const result = await resendVerification(email);
      setUntil(new Date(result.canResendAt).getTime());
      setFeedback({ kind: result.success ? 'ok' : 'error', text: result.message });
    } catch (error) {
      if (isApiError(error) && error.fields) throw error;
      if (isApiError(error) && error.code === 'NETWORK_ERROR') throw new Error(t('accountScreens.verify.resendNetworkError'));
      throw new Error(isApiError(error) && error.message ? error.message : t('accountScreens.verify.resendFailed'));
    }
  }

  return (
    <Form form={form} onSubmit={submit} guardUnsaved={false} className="mt-5 space-y-3">
      {feedback && (
        <p role={feedback.kind === 'error' ? 'alert' : 'status'} className={feedback.kind === 'error' ? alertClasses : noticeClasses}>
          {feedback.text}
        </p>
      )}
      <ErrorList fields={false} />
      <TextField name="email" label={t('accountScreens.verify.resendEmail')} type="email" autoComplete="email" />
      <SubmitButton variant="secondary" className="w-full" disabled={seconds > 0} pendingText={t('accountScreens.verify.resend')}>
        {seconds > 0 ? t('accountScreens.verify.resendIn', { seconds }) : t('accountScreens.verify.resend')}
      </SubmitButton>
    </Form>
  );
}

export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  const token = params.get('token')?.trim() ?? '';
  // A link whose token was cut off (`?token=`) is a broken link, not "check your inbox".
  const tokenCutOff = params.has('token') && !token;
  const handed = (location.state ?? {}) as { email?: string; message?: string };
  const [status, setStatus] = useState<Status>(token ? { kind: 'pending' } : tokenCutOff ? { kind: 'error', message: accountMessages.verificationTokenMissing } : { kind: 'idle' });
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return; // once, even under StrictMode's double effects
    started.current = true;
    verifyEmail(token)
      .then((result) => setStatus({ kind: 'success', message: result.message, email: result.email }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.code === 'NETWORK_ERROR') setStatus({ kind: 'error', message: t('accountScreens.verify.networkError') });
        else setStatus({ kind: 'error', message: isApiError(error) && error.message ? error.message : t('accountScreens.verify.failure') });
      });
  }, [token, t]);

  useEffect(() => {
    if (status.kind !== 'success') return;
    const timer = setTimeout(() => {
      if (isAuthenticated) void navigate('/app/dashboard', { replace: true });
      else void navigate('/', { replace: true, state: { message: t('accountScreens.verify.verifiedMessage'), email: status.email } });
    }, VERIFY_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, isAuthenticated, navigate, t]);

  return (
    <section className={cardClasses} aria-labelledby="verify-heading">
      <h1 id="verify-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        {t('accountScreens.verify.title')}
      </h1>
      <div className="mt-4" aria-live="polite">
        {status.kind === 'pending' && <p role="status">{t('accountScreens.verify.pending')}</p>}
        {status.kind === 'success' && (
          <div role="status" className={noticeClasses}>
            <p className="font-semibold">{status.message}</p>
            <p>{t('accountScreens.verify.successRedirect')}</p>
          </div>
        )}
        {status.kind === 'error' && (
          <p role="alert" className={alertClasses}>
            {status.message}
          </p>
        )}
        {status.kind === 'idle' && (
          <div className="space-y-2 text-slate-800 dark:text-slate-200">
            {handed.message && <p className={noticeClasses}>{handed.message}</p>}
            <p>{t('accountScreens.verify.checkInbox')}</p>
            {handed.email && <p className="text-sm">{t('accountScreens.verify.sentTo', { email: handed.email })}</p>}
          </div>
        )}
      </div>
      {(status.kind === 'idle' || status.kind === 'error') && <ResendForm initialEmail={handed.email ?? ''} />}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={linkClasses}>
          {t('accountScreens.backToSignIn')}
        </Link>
      </p>
    </section>
  );
}
