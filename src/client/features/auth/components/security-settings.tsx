// The security part of the profile (rendered in /app/profile): change password, own sessions
// with revoke, and TOTP two-factor on/off. Every action goes to the server.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MIN_RESET_SCORE, scorePassword } from '@shared/auth/password-strength';
import { Button } from '@client/components/ui/button';
import { isApiError } from '@client/lib/api-client';
import { authClient } from '@client/lib/auth-client';
import { listSessions, revokeSession, updatePassword } from '../api/account-api';
import { authKeys } from '../api/auth-keys';
import { deviceLabel } from '../device-label';
import { useSignOut } from '../use-sign-out';
import { FormField, alertClasses, noticeClasses } from './form-field';
import { PasswordStrengthMeter } from './password-strength-meter';
import { accountMessages } from '@shared/auth/account.schemas';

const sectionClasses = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const headingClasses = 'text-lg font-semibold text-slate-900 dark:text-white';

function errorText(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

function ChangePassword() {
  const { t } = useTranslation();
  const [values, setValues] = useState({ currentPassword: '', password: '', confirmPassword: '' });
  const [fields, setFields] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: () => updatePassword(values.currentPassword, values.password, values.confirmPassword),
    onSuccess: () => {
      setValues({ currentPassword: '', password: '', confirmPassword: '' });
      setFields({});
    },
    onError: (error) => setFields(isApiError(error) ? (error.fields ?? {}) : {}),
  });
  const strongEnough = scorePassword(values.password).score >= MIN_RESET_SCORE;
  const canSubmit = values.currentPassword !== '' && strongEnough && values.password === values.confirmPassword && !mutation.isPending;
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (canSubmit) mutation.mutate();
  }

  return (
    <section aria-labelledby="security-password" className={sectionClasses}>
      <h3 id="security-password" className={headingClasses}>
        {t('account.security.passwordTitle')}
      </h3>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        {mutation.isSuccess && (
          <p role="status" className={noticeClasses}>
            {mutation.data.message}
          </p>
        )}
        {mutation.isError && !Object.keys(fields).length && (
          <p role="alert" className={alertClasses}>
            {errorText(mutation.error, t('account.unexpectedError'))}
          </p>
        )}
        <FormField label={t('account.security.currentPassword')} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} error={fields.currentPassword} />
        <FormField
          label={t('account.security.newPassword')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={fields.password}
          hint={<PasswordStrengthMeter password={values.password} />}
        />
        <FormField
          label={t('account.security.confirmPassword')}
          type="password"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={fields.confirmPassword ?? (values.confirmPassword && values.confirmPassword !== values.password ? accountMessages.passwordsDiffer : undefined)}
        />
        <Button type="submit" disabled={!canSubmit}>
          {mutation.isPending ? t('common.loading') : t('account.security.changePassword')}
        </Button>
      </form>
    </section>
  );
}

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'hu-HU', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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
        {t('account.security.sessionsTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('account.security.sessionsIntro')}</p>
      {query.isPending && <p className="mt-3 text-sm">{t('common.loading')}</p>}
      {query.isError && (
        <p role="alert" className={`mt-3 ${alertClasses}`}>
          {t('account.security.sessionsError')}
        </p>
      )}
      {revoke.isSuccess && (
        <p role="status" className={`mt-3 ${noticeClasses}`}>
          {t('account.security.revoked')}
        </p>
      )}
      {query.data && (
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-700" aria-label={t('account.security.sessionsTitle')}>
          {query.data.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-slate-900 dark:text-white" title={s.userAgent ?? undefined}>
                  {deviceLabel(s.userAgent) ?? t('account.security.unknownDevice')}
                  {s.current && <span className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100">{t('account.security.thisDevice')}</span>}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {t('account.security.signedInAt', { date: formatDate(s.createdAt, i18n.language) })} · {t('account.security.lastActive', { date: formatDate(s.lastActiveAt, i18n.language) })}
                  {s.ipAddress ? ` · ${t('account.security.ip', { ip: s.ipAddress })}` : ''}
                </p>
              </div>
              <Button variant="secondary" disabled={revoke.isPending} onClick={() => revoke.mutate({ id: s.id, current: s.current })}>
                {t('account.security.revoke')}
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
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<TwoFactorStep>({ kind: 'idle' });
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await action();
    } catch {
      setMessage({ kind: 'error', text: t('account.networkError') });
    } finally {
      setBusy(false);
    }
  }

  const enable = () =>
    run(async () => {
      const { data, error } = await authClient.twoFactor.enable({ password });
      if (error || !data || !('totpURI' in data)) return setMessage({ kind: 'error', text: t('account.security.wrongPassword') });
      setPassword('');
      setStep({ kind: 'setup', totpURI: data.totpURI, backupCodes: data.backupCodes });
    });
  const confirm = () =>
    run(async () => {
      const { error } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (error) return setMessage({ kind: 'error', text: t('account.security.wrongCode') });
      setCode('');
      setStep({ kind: 'idle' });
      setMessage({ kind: 'ok', text: t('account.security.enabled') });
      await refetch();
    });
  const disable = () =>
    run(async () => {
      const { error } = await authClient.twoFactor.disable({ password });
      if (error) return setMessage({ kind: 'error', text: t('account.security.wrongPassword') });
      setPassword('');
      setMessage({ kind: 'ok', text: t('account.security.disabled') });
      await refetch();
    });

  const secret = step.kind === 'setup' ? (new URL(step.totpURI).searchParams.get('secret') ?? '') : '';

  return (
    <section aria-labelledby="security-2fa" className={sectionClasses}>
      <h3 id="security-2fa" className={headingClasses}>
        {t('account.security.twoFactorTitle')}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{enabled ? t('account.security.twoFactorOn') : t('account.security.twoFactorOff')}</p>
      {message && (
        <p role={message.kind === 'error' ? 'alert' : 'status'} className={`mt-3 ${message.kind === 'error' ? alertClasses : noticeClasses}`}>
          {message.text}
        </p>
      )}
      {step.kind === 'setup' ? (
        <form
          noValidate
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void confirm();
          }}
        >
          <p className="text-sm text-slate-800 dark:text-slate-200">{t('account.security.scanText')}</p>
          <p className="text-sm">
            {t('account.security.secret')}:{' '}
            <code data-testid="totp-secret" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono dark:bg-slate-800">
              {secret}
            </code>{' '}
            <a href={step.totpURI} className="text-indigo-700 underline dark:text-indigo-300">
              {t('account.security.setupLink')}
            </a>
          </p>
          <div className="text-sm">
            <p>{t('account.security.backupCodes')}</p>
            <ul className="mt-1 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
              {step.backupCodes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
          <FormField label={t('account.security.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="flex gap-2">
            <Button type="submit" disabled={busy || code.trim().length !== 6}>
              {t('account.security.confirmCode')}
            </Button>
            <Button variant="secondary" onClick={() => setStep({ kind: 'idle' })}>
              {t('account.security.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          className="mt-4 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            void (enabled ? disable() : enable());
          }}
        >
          <div className="min-w-60 flex-1">
            <FormField label={t('account.security.twoFactorPassword')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          <Button type="submit" variant={enabled ? 'secondary' : 'primary'} disabled={busy || !password}>
            {enabled ? t('account.security.disable') : t('account.security.enable')}
          </Button>
        </form>
      )}
    </section>
  );
}

export function SecuritySettings() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{t('account.security.title')}</h2>
      <ChangePassword />
      <Sessions />
      <TwoFactor />
    </div>
  );
}
