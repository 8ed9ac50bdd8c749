// The security part of the profile (rendered in /app/profile): change password, own sessions
// with revoke, and TOTP two-factor on/off. Every action goes to the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { twoFactorCodeSchema, twoFactorPasswordSchema } from '@shared/auth/auth.schemas';
import { updatePasswordBodySchema } from '@shared/auth/account.schemas';
import { MIN_RESET_SCORE, scorePassword } from '@shared/auth/password-strength';
import { LoadError } from '@client/components/errors/load-error';
import { ErrorList, Form, SubmitButton, TextField, useZodForm } from '@client/components/form';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { authClient } from '@client/lib/auth-client';
import { listSessions, revokeSession, updatePassword } from '../api/account-api';
import { authKeys } from '../api/auth-keys';
import { deviceLabel } from '../device-label';
import { useSignOut } from '../use-sign-out';
import { alertClasses, noticeClasses } from './form-field';
import { PasswordField } from './password-field';
import { dateTimeFormat } from '@shared/intl';

const sectionClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const headingClasses = 'text-lg font-semibold text-slate-900 dark:text-white';

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };

function ChangePassword() {
  const { t } = useTranslation();
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(updatePasswordBodySchema, { defaultValues: emptyPasswords });
  const [current = '', password = '', confirm = ''] = form.watch(['currentPassword', 'password', 'confirmPassword']);
  const canSubmit = current !== '' && scorePassword(password).score >= MIN_RESET_SCORE && password === confirm;

  async function submit(values: typeof emptyPasswords) {
    setDone(null);
    try {
      setDone((await updatePassword(values.currentPassword, values.password, values.confirmPassword)).message);
    } catch (error) {
      if (isApiError(error)) throw error;
      throw new Error(t('accountScreens.unexpectedError'));
    }
    form.reset(emptyPasswords);
  }

  return (
    <section aria-labelledby="security-password" className={sectionClasses}>
      <h3 id="security-password" className={headingClasses}>
        {t('accountScreens.security.passwordTitle')}
      </h3>
      <Form form={form} onSubmit={submit} className="mt-4 space-y-4">
        {done && (
          <p role="status" className={noticeClasses}>
            {done}
          </p>
        )}
        <ErrorList fields={false} />
        <PasswordField name="currentPassword" label={t('accountScreens.security.currentPassword')} autoComplete="current-password" />
        <PasswordField name="password" label={t('accountScreens.security.newPassword')} meter confirmName="confirmPassword" />
        <PasswordField name="confirmPassword" label={t('accountScreens.security.confirmPassword')} />
        <SubmitButton disabled={!canSubmit} pendingText={t('common.loading')}>
          {t('accountScreens.security.changePassword')}
        </SubmitButton>
      </Form>
    </section>
  );
}

function formatDate(iso: string, language: string): string {
  return dateTimeFormat(language === 'en' ? 'en-GB' : 'hu-HU', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function Sessions() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const query = useQuery({ queryKey: authKeys.sessions, queryFn: listSessions });
  const revoke = useMutation({
    mutationFn: async ({ id, current }: { id: string; current: boolean }) => {
      await revokeSession(id);
      return current;
    },
    onSuccess: async (current) => {
      if (current) return signOut();
      await queryClient.invalidateQueries({ queryKey: authKeys.sessions });
    },
  });

  return (
    <section aria-labelledby="security-sessions" className={sectionClasses}>
      <h3 id="security-sessions" className={headingClasses}>
        {t('accountScreens.security.sessionsTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('accountScreens.security.sessionsIntro')}</p>
      {query.isPending && <p className="mt-3 text-sm">{t('common.loading')}</p>}
      {query.isError && <LoadError compact className="mt-3" title={t('accountScreens.security.sessionsError')} error={query.error} onRetry={() => void query.refetch()} />}
      {revoke.isSuccess && (
        <p role="status" className={`mt-3 ${noticeClasses}`}>
          {t('accountScreens.security.revoked')}
        </p>
      )}
      {query.data && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('accountScreens.security.sessionsTitle')}>
          {query.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900 dark:text-white" title={s.userAgent ?? undefined}>
                  {deviceLabel(s.userAgent) ?? t('accountScreens.security.unknownDevice')}
                  {s.current && (
                    <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{t('accountScreens.security.thisDevice')}</span>
                  )}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {t('accountScreens.security.signedInAt', { date: formatDate(s.createdAt, i18n.language) })} · {t('accountScreens.security.lastActive', { date: formatDate(s.lastActiveAt, i18n.language) })}
                  {s.ipAddress ? ` · ${t('accountScreens.security.ip', { ip: s.ipAddress })}` : ''}
                </p>
              </div>
              <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate({ id: s.id, current: s.current })}>
                {t('accountScreens.security.revoke')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type TwoFactorStep = { kind: 'idle' } | { kind: 'setup'; totpURI: string; backupCodes: string[] };

function TwoFactor() {
  const { t } = useTranslation();
  const { data: session, refetch } = authClient.useSession();
  const enabled = Boolean((session?.user as { twoFactorEnabled?: boolean | null } | undefined)?.twoFactorEnabled);
  const [step, setStep] = useState<TwoFactorStep>({ kind: 'idle' });
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const passwordForm = useZodForm(twoFactorPasswordSchema, { mode: 'onSubmit', defaultValues: { password: '' } });
  const codeForm = useZodForm(twoFactorCodeSchema, { mode: 'onSubmit', defaultValues: { code: '' } });
  const password = passwordForm.watch('password') ?? '';
  const code = codeForm.watch('code') ?? '';

  async function run(action: () => Promise<void>) {
    setMessage(null);
    try {
      await action();
    } catch {
      setMessage({ kind: 'error', text: t('accountScreens.networkError') });
    }
  }

  const enable = (values: { password: string }) =>
    run(async () => {
      const { data, error } = await authClient.twoFactor.enable({ password: values.password });
      if (error || !data || !('totpURI' in data)) return setMessage({ kind: 'error', text: t('accountScreens.security.wrongPassword') });
      passwordForm.reset({ password: '' });
      setStep({ kind: 'setup', totpURI: data.totpURI, backupCodes: data.backupCodes });
    });
  const confirm = (values: { code: string }) =>
    run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: values.code });
      if (error) return setMessage({ kind: 'error', text: t('accountScreens.security.wrongCode') });
      codeForm.reset({ code: '' });
      setStep({ kind: 'idle' });
      setMessage({ kind: 'ok', text: t('accountScreens.security.enabled') });
      await refetch();
    });
  const disable = (values: { password: string }) =>
    run(async () => {
      const { error } = await authClient.twoFactor.disable({ password: values.password });
      if (error) return setMessage({ kind: 'error', text: t('accountScreens.security.wrongPassword') });
      passwordForm.reset({ password: '' });
      setMessage({ kind: 'ok', text: t('accountScreens.security.disabled') });
      await refetch();
    });

  const secret = step.kind === 'setup' ? (new URL(step.totpURI).searchParams.get('secret') ?? '') : '';

  return (
    <section aria-labelledby="security-2fa" className={sectionClasses}>
      <h3 id="security-2fa" className={headingClasses}>
        {t('accountScreens.security.twoFactorTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{enabled ? t('accountScreens.security.twoFactorOn') : t('accountScreens.security.twoFactorOff')}</p>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`mt-3 ${message.kind === 'error' ? alertClasses : noticeClasses}`}>
          {message.text}
        </p>
      )}
      {step.kind === 'setup' ? (
        <Form form={codeForm} onSubmit={confirm} guardUnsaved={false} className="mt-4 space-y-4">
          <p className="text-sm text-slate-800 dark:text-slate-200">{t('accountScreens.security.scanText')}</p>
          <p className="text-sm">
            {t('accountScreens.security.secret')}:{' '}
            <code data-testid="totp-secret" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">
              {secret}
            </code>{' '}
            <a href={step.totpURI} className="text-indigo-700 underline dark:text-indigo-300">
              {t('accountScreens.security.setupLink')}
            </a>
          </p>
          <div className="text-sm">
            <p>{t('accountScreens.security.backupCodes')}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
              {step.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <TextField name="code" label={t('accountScreens.security.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          <div className="flex gap-2">
            <SubmitButton disabled={code.trim().length !== 6} pendingText={t('accountScreens.security.confirmCode')}>
              {t('accountScreens.security.confirmCode')}
            </SubmitButton>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              {t('accountScreens.security.cancel')}
            </Button>
          </div>
        </Form>
      ) : (
        <Form form={passwordForm} onSubmit={enabled ? disable : enable} guardUnsaved={false} className="mt-4 flex flex-wrap items-start gap-3">
          <TextField name="password" type="password" autoComplete="current-password" label={t('accountScreens.security.twoFactorPassword')} className="min-w-60 flex-1" />
          <SubmitButton variant={enabled ? 'secondary' : 'primary'} className="mt-6" disabled={!password} pendingText={enabled ? t('accountScreens.security.disable') : t('accountScreens.security.enable')}>
            {enabled ? t('accountScreens.security.disable') : t('accountScreens.security.enable')}
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}

export function SecuritySettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('accountScreens.security.title')}</h2>
      <ChangePassword />
      <Sessions />
      <TwoFactor />
    </div>
  );
}
