// Route table (spec 2.1 and 2.3); the signed-in pages come from the page manifest (app-routes.tsx). Every page is a lazy route module, so each gets its own chunk
// and the sign-in screen does not carry the authenticated app. Nor does it carry the signed-in
// app's route table, built from the page manifest and with it the module registry (issue 40,
// decision 0444): the first path the table below does not know (it falls to the sign-in
// catch-all: /app and its pages, the top-level shell pages) loads that table, and React Router's
// patchRoutesOnNavigation adds it under the root before the path is matched again.
import type { ComponentType } from 'react';
import { Outlet, createBrowserRouter } from 'react-router';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { RouteError } from '@client/components/errors/route-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { loadAccountLocales } from '@client/lib/account-locales';

const signIn = async () => ({ Component: (await import('./routes/auth/sign-in')).SignInRoute });
// The other account screens bring their strings with them (not part of the sign-in route).
const withAccountStrings = (load: () => Promise<ComponentType>) => async () => {
  const [Component] = await Promise.all([load(), loadAccountLocales()]);
  return { Component };
};
const register = withAccountStrings(async () => (await import('./routes/auth/register')).RegisterRoute);
const verifyEmail = withAccountStrings(async () => (await import('./routes/auth/verify-email')).VerifyEmailRoute);
const forgotPassword = withAccountStrings(async () => (await import('./routes/auth/forgot-password')).ForgotPasswordRoute);
const resetPassword = withAccountStrings(async () => (await import('./routes/auth/reset-password')).ResetPasswordRoute);
const acceptInvitation = withAccountStrings(async () => (await import('./routes/auth/accept-invitation')).AcceptInvitationRoute);
const passwordResetSuccess = withAccountStrings(async () => (await import('./routes/auth/password-reset-success')).PasswordResetSuccessRoute);
const terms = async () => ({ Component: (await import('./routes/legal/terms')).TermsRoute });
const privacy = async () => ({ Component: (await import('./routes/legal/privacy')).PrivacyRoute });
const devOutbox = withAccountStrings(async () => (await import('./routes/auth/dev-outbox')).DevOutboxRoute);

const ROOT = 'root';

export const routes: RouteObject[] = [
  {
    id: ROOT,
    path: '/',
    Component: Outlet,
    HydrateFallback: LoadingSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: signIn },
      { path: 'login', lazy: signIn },
      { path: 'clerk-login', lazy: signIn },
      { path: 'legacy-login', lazy: signIn },
      { path: 'register', lazy: register },
      { path: 'clerk-signup', lazy: register },
      { path: 'verify-email', lazy: verifyEmail },
      { path: 'forgot-password', lazy: forgotPassword },
      { path: 'reset-password', lazy: resetPassword },
      { path: 'password-reset-success', lazy: passwordResetSuccess },
      // A colleague's invitation link (decision 0330).
      { path: 'accept-invitation', lazy: acceptInvitation },
      { path: 'dev/outbox', lazy: devOutbox },
      // Spec 2.1: public, opened in a new tab from registration step 3 (decision 0080).
      { path: 'terms', lazy: terms },
      { path: 'privacy', lazy: privacy },
      // /app and spec 2.3's top-level shell pages: patched in by patchRoutesOnNavigation below.
      // Spec 2.1: any other path shows the sign-in screen.
      { path: '*', lazy: signIn },
    ],
  },
];

/**
 * Adds the signed-in app's routes (app-routes.tsx `signedInRoutes`) under the root. React Router
 * calls it for a path that matched only the catch-all or a route with parameters; the routes carry
 * ids, so patching them again changes nothing.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { signedInRoutes } = await import('./app-routes');
  patch(ROOT, signedInRoutes);
};

/** What a router of this table needs besides it (tests pass it to createMemoryRouter). */
export const routerOptions = { patchRoutesOnNavigation };

export function createAppRouter() {
  return createBrowserRouter(routes, routerOptions);
}
