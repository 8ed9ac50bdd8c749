// Sign-in screen (spec 2.2): product title, tagline, the form — or, when a session exists, the
// success screen that forwards to the dashboard.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { useAuth } from '../auth-provider';
import type { SessionUser } from '../auth-provider';
import { DemoSignIn } from './demo-sign-in';
import { SignInForm } from './sign-in-form';
import { SignInSuccess } from './sign-in-success';

/** What other screens may hand over when they send the user here. */
export interface SignInLocationState {
  message?: string;
  email?: string;
  /** The in-app page the user asked for before being sent here; restored after signing in. */
  from?: string;
}

/**
 * Only a path inside the signed-in app, or an invitation link to come back to after signing in
 * (decision 0330), may be restored (never another origin: `//host`, `/\\host`).
 */
function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && (/^\/app(?:[/?#]|$)/.test(value) || /^\/accept-invitation\?token=[A-Za-z0-9_%-]+$/.test(value));
}

function readLocationState(state: unknown): SignInLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { message, email, from } = state as Record<string, unknown>;
  return {
    ...(typeof message === 'string' && message ? { message } : {}),
    ...(typeof email === 'string' && email ? { email } : {}),
    ...(isInAppPath(from) ? { from } : {}),
  };
}

export function SignInScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const { user, isLoading, signOut } = useAuth();
  const [justSignedIn, setJustSignedIn] = useState<SessionUser | null>(null);
  const handedOver = readLocationState(location.state);

  const current = user ?? justSignedIn;
  if (isLoading && !current) return <LoadingSpinner />;

  return (
    <div className="w-full max-w-md">
      <div className="mb-6 text-center">
        <div aria-hidden="true" className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-xl font-bold text-white shadow-md">
          VI
        </div>
        <h1 className="text-2xl sm:text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{t('common.appName')}</h1>
        <p className="mt-1 text-slate-700 dark:text-slate-300">{t('common.tagline')}</p>
      </div>

      <section aria-labelledby="sign-in-heading" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/30">
        {current ? (
          <>
            <h2 id="sign-in-heading" className="sr-only">
              {t('auth.signInHeading')}
            </h2>
            <SignInSuccess
              user={current}
              to={handedOver.from}
              onSignOut={async () => {
                setJustSignedIn(null);
                await signOut();
              }}
            />
          </>
        ) : (
          <>
            <h2 id="sign-in-heading" className="mb-5 text-xl font-semibold text-slate-900 dark:text-white">
              {t('auth.signInHeading')}
            </h2>
            {handedOver.message && (
              <p role="status" className="mb-5 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100">
                {handedOver.message}
              </p>
            )}
            <SignInForm initialEmail={handedOver.email ?? ''} onSignedIn={setJustSignedIn} />
          </>
        )}
      </section>

      {!current && <DemoSignIn onSignedIn={setJustSignedIn} />}

      <p className="mt-6 flex items-center justify-center gap-2 text-center text-xs text-slate-700 dark:text-slate-300">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        {t('auth.securityNote')}
      </p>
    </div>
  );
}
