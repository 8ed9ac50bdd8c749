// One-click demo sign-in, shown only when the server runs in DEMO_MODE (it answers
// /api/demo/accounts then); the server signs in on the user's behalf, no password in the page.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@client/components/ui/button';
import { authClient } from '@client/lib/auth-client';
import type { SessionUser } from '../auth-provider';
import { demoAccountsQueryOptions } from '@client/lib/demo-accounts';
import { demoSignIn } from '../api/account-api';
import { alertClasses } from './form-field';

export function DemoSignIn({ onSignedIn }: { onSignedIn: (user: SessionUser) => void }) {
  const { t } = useTranslation();
  const { data: accounts } = useQuery(demoAccountsQueryOptions());
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!accounts || accounts.length === 0) return null;

  async function signInAs(email: string) {
    setBusy(email);
    setError(null);
    try {
      await demoSignIn(email);
      const { data } = await authClient.getSession();
      if (!data) throw new Error('no session');
      await authClient.refreshSession();
      onSignedIn(data.user);
    } catch {
      setError(t('account.signIn.demoFailed'));
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="demo-sign-in" className="mt-6 rounded-2xl border border-dashed border-amber-400 bg-amber-50 p-4 dark:border-amber-700 dark:bg-amber-950/40">
      <h2 id="demo-sign-in" className="text-sm font-semibold text-amber-950 dark:text-amber-100">
        {t('account.signIn.demoTitle')}
      </h2>
      <p className="text-xs text-amber-900 dark:text-amber-200">{t('account.signIn.demoHint')}</p>
      {error && (
        <p role="alert" className={`mt-2 ${alertClasses}`}>
          {error}
        </p>
      )}
      <div className="mt-3 grid gap-2">
        {accounts.map((a) => (
          <Button key={a.email} variant="secondary" disabled={busy !== null} onClick={() => void signInAs(a.email)} className="justify-start text-left">
            {t('account.signIn.demoAs', { name: a.name, roles: a.roles.map((r) => t(`roles.${r as 'admin'}`)).join(', ') })}
          </Button>
        ))}
      </div>
    </section>
  );
}
