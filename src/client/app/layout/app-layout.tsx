// Shell of the signed-in app (/app/*): requires a session, loads /api/me (roles come from the
// server), picks the role to show, and renders the role's shell around the page. A
// component-level error boundary keeps the shell alive when a page crashes.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@client/components/errors/error-boundary';
import { LoadError } from '@client/components/errors/load-error';
import { Button } from '@client/components/ui/button';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { useAuth, useSignOut } from '@client/features/auth';
import { useLegalAcceptance } from '@client/features/legal';
import { useMe } from '@client/features/me/api/get-me';
import { useCustomerOffers, useModuleNav, useTimerIndicator } from './use-module-nav';
import { useBranding } from '@client/features/custom-branding';
import { useServerPreferences } from '@client/features/profile';
import { AppShell } from '@client/features/shell';
import { RunningTimerIndicator } from '@client/features/time-tracking';
import { activeRoleOf, heldRoles } from '@client/lib/active-role';
import { loadAccountLocales } from '@client/lib/account-locales';
import { isApiError } from '@client/lib/api-client';
// zod's messages in the UI's language for every schema the signed-in app parses; the form kit and
// the designer import it too. Not in main.tsx: the sign-in route parses no schema (decision 0442).
import '@client/lib/zod-i18n';
import { appContextFor } from './app-context';

// Shown only while a new ÁSZF or privacy notice waits for acceptance: fetched then (issue 40.5).
// Only an account without a firm sees it (NoRole): its form and schemas are not on the app's first paint.
const JoinFirmPanel = lazy(() => import('@client/features/join-requests/components/join-firm-panel').then((m) => ({ default: m.JoinFirmPanel })));
// The acceptance screen's texts are the account screens' (`accountScreens`), which the layout's
// strings do not hold (decision 0461): they come with it.
const LegalAcceptanceScreen = lazy(() => Promise.all([import('@client/features/legal/components/legal-acceptance-screen'), loadAccountLocales()]).then(([m]) => ({ default: m.LegalAcceptanceScreen })));

export function AppLayout() {
  const { t } = useTranslation();
  const { user, isLoading, signedOutByUser, sessionUnavailable, retrySession } = useAuth();
  const signOut = useSignOut();
  const location = useLocation();
  const me = useMe();
  const legal = useLegalAcceptance(user?.id);
  const [signingOut, setSigningOut] = useState(false);
  useServerPreferences(user?.id ?? '');
  const moduleNav = useModuleNav(me.data, useCustomerOffers(me.data));
  const timerIndicator = useTimerIndicator(me.data);
  // A customer sees their firm's own name, colour and logo in the frame (decision 0448).
  const customerOfBrandedFirm = Boolean(me.data && activeRoleOf(me.data) === 'customer' && me.data.modules?.installed.includes('custom-branding'));
  const branding = useBranding(customerOfBrandedFirm);
  // The frame and the portal's pages name the firm the same way (decision 0477).
  const brand = customerOfBrandedFirm && branding.data ? { name: branding.data.displayName ?? branding.data.firmName, accentColor: branding.data.accentColor, logoUrl: branding.data.logoUrl } : undefined;

  if (isLoading) return sessionUnavailable ? <SessionUnavailable onRetry={retrySession} /> : <LoadingSpinner />;
  if (!user || (me.isError && isApiError(me.error) && me.error.status === 401)) {
    const asked = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={signedOutByUser ? undefined : { message: t('auth.signInToContinue'), from: asked }} />;
  }
  if (me.isPending) return <LoadingSpinner />;
  if (me.isError) return <LoadError error={me.error} level={1} className="mx-auto mt-16 max-w-lg" onRetry={() => void me.refetch()} />;
  // A version of the ÁSZF or the privacy notice not yet accepted blocks the app (decision 0081).
  if (legal.isPending) return <LoadingSpinner />;
  if (legal.isError) return <LoadError error={legal.error} level={1} className="mx-auto mt-16 max-w-lg" onRetry={() => void legal.refetch()} />;
  if (legal.data.pending.length > 0)
    return (
      <Suspense fallback={<LoadingSpinner />}>
        <LegalAcceptanceScreen userId={me.data.user.id} status={legal.data} onDecline={() => void signOut()} />
      </Suspense>
    );

  const roles = heldRoles(me.data);
  const role = activeRoleOf(me.data);
  if (!role) return <NoRole onSignOut={() => void signOut()} suspended={me.data.memberships.some((m) => m.suspended)} />;

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <AppShell
      role={role}
      roles={roles}
      companies={me.data.memberships}
      activeTenantId={me.data.activeTenantId}
      user={me.data.user}
      onSignOut={() => void handleSignOut()}
      signingOut={signingOut}
      moduleNav={moduleNav}
      extra={timerIndicator ? <RunningTimerIndicator enabled /> : undefined}
      {...(brand ? { brand } : {})}
    >
      <ErrorBoundary level="component" key={location.pathname}>
        <Outlet context={appContextFor(me.data, role, roles, brand?.name ?? null)} />
      </ErrorBoundary>
    </AppShell>
  );
}

/** The first session check failed for a reason other than "signed out"; it is retried with backoff. */
function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto mt-16 max-w-lg rounded-2xl border border-amber-200 bg-white p-6 dark:border-amber-900 dark:bg-slate-900">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t('auth.sessionUnavailable.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('auth.sessionUnavailable.text')}</p>
      <Button className="mt-4" onClick={onRetry}>
        {t('dashboard.retry')}
      </Button>
    </div>
  );
}

/**
 * A signed-in account without any usable role. A suspended firm is a dead end by design; an
 * account without a firm (e.g. a customer who registered without a lawyer) may ask to join one
 * or accept an invitation (issue 12 point 3, decision 0070).
 */
function NoRole({ onSignOut, suspended }: { onSignOut: () => void; suspended: boolean }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="mx-4 mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 sm:mx-auto sm:mt-16 sm:p-6 dark:border-slate-700 dark:bg-slate-900">
      <h1 className="text-xl font-bold text-slate-900 dark:text-white">{t(suspended ? 'shell.noRole.suspendedTitle' : 'joinRequests.noFirm.title')}</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(suspended ? 'shell.noRole.suspendedText' : 'joinRequests.noFirm.text')}</p>
      {!suspended && (
        <Suspense fallback={<LoadingSpinner />}>
          <JoinFirmPanel />
        </Suspense>
      )}
      <Button className="mt-6" variant="secondary" onClick={onSignOut}>
        {t('common.signOut')}
      </Button>
    </main>
  );
}
