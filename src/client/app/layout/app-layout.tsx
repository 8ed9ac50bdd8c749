// Shell of the signed-in app (/app/*): requires a session, shows the top bar, and keeps a
// component-level error boundary around the page so the shell survives a page crash.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ErrorBoundary } from '@client/components/errors/error-boundary';
import { Button } from '@client/components/ui/button';
import { LanguageSwitcher } from '@client/components/ui/language-switcher';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { SkipLink } from '@client/components/ui/skip-link';
import { ThemeToggle } from '@client/components/ui/theme-toggle';
import { useAuth } from '@client/features/auth/auth-provider';

export function AppLayout() {
  const { t } = useTranslation();
  const { user, isLoading, signedOutByUser, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  if (isLoading) return <LoadingSpinner />;
  if (!user) {
    return (
      <Navigate
        to="/login"
        replace
        state={signedOutByUser ? undefined : { message: t('auth.signInToContinue') }}
      />
    );
  }

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      void navigate('/login', { replace: true });
    }
  }

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
        <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2">
          <Link
            to="/app/dashboard"
            className="mr-auto flex items-center gap-2 rounded-md font-bold text-slate-900 dark:text-white"
          >
            <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-sm text-white">
              VI
            </span>
            {t('common.appName')}
          </Link>
          <span className="hidden text-sm text-slate-700 sm:inline dark:text-slate-300">
            {t('layout.signedInAs', { name: user.name || user.email })}
          </span>
          <LanguageSwitcher />
          <ThemeToggle />
          <Button variant="secondary" onClick={() => void handleSignOut()} disabled={signingOut}>
            {t('common.signOut')}
          </Button>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none">
        <ErrorBoundary level="component" key={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
    </div>
  );
}
