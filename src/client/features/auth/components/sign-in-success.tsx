import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { greetingName } from '@shared/profile/person-name';
import { Button } from '@client/components/ui/button';
import type { SessionUser } from '../auth-provider';

export const SIGN_IN_REDIRECT_DELAY_MS = 1500;
export const AFTER_SIGN_IN_PATH = '/app/dashboard';

export interface SignInSuccessProps {
  user: SessionUser;
  onSignOut: () => Promise<void>;
  /** Where to go after the greeting (the page asked for before signing in); the dashboard by default. */
  to?: string;
}

export function SignInSuccess({ user, onSignOut, to = AFTER_SIGN_IN_PATH }: SignInSuccessProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    timer.current = setTimeout(() => void navigate(to, { replace: true }), SIGN_IN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [navigate, to]);

  async function handleSignOut() {
    clearTimeout(timer.current);
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <div className="text-center">
      <div aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        <svg viewBox="0 0 24 24" className="size-7" fill="none" stroke="currentColor" strokeWidth="2.5">
          <path d="m5 13 4 4L19 7" />
        </svg>
      </div>
      <h2 className="mt-4 text-2xl font-bold text-slate-900 dark:text-white">{t('auth.success.title')}</h2>
      <p className="mt-2 text-lg text-slate-800 dark:text-slate-200">{t('auth.success.greeting', { name: greetingName(user) })}</p>
      <p role="status" className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {t('auth.success.redirecting')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button variant="secondary" onClick={() => void handleSignOut()} disabled={signingOut}>
          {t('common.signOut')}
        </Button>
        <Button
          onClick={() => {
            clearTimeout(timer.current);
            void navigate(to, { replace: true });
          }}
        >
          {t('auth.success.toDashboard')}
        </Button>
      </div>
    </div>
  );
}
