// Second sign-in step for accounts with TOTP: the 6-digit code from the authenticator app.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';
import { FormField, alertClasses } from './form-field';

export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: (user: SessionUser) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || code.trim().length !== 6) return;
    setSubmitting(true);
    setError(null);
    try {
      const { data, error: failure } = await authClient.twoFactor.verifyTotp({ code: code.trim() });
      if (failure || !data) {
        setError(failure?.status === 429 ? t('auth.rateLimited') : t('account.signIn.twoFactorInvalid'));
        setSubmitting(false);
        return;
      }
      onSignedIn(data.user);
    } catch {
      setError(t('auth.unexpectedError'));
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{t('account.signIn.twoFactorTitle')}</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t('account.signIn.twoFactorText')}</p>
      </div>
      {error && (
        <div role="alert" className={alertClasses}>
          {error}
        </div>
      )}
      <FormField label={t('account.signIn.twoFactorCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} />
      <div className="flex gap-3">
        <Button type="submit" className="flex-1" disabled={submitting || code.length !== 6}>
          {submitting ? t('common.loading') : t('account.signIn.twoFactorSubmit')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('account.signIn.twoFactorCancel')}
        </Button>
      </div>
    </form>
  );
}
