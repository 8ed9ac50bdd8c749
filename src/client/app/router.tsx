// Route table (spec 2.1 and 2.3); the signed-in pages come from the page manifest (app-routes.tsx). Every page is a lazy route module, so each gets its own chunk
// and the sign-in screen does not carry the authenticated app.
import { Outlet, createBrowserRouter, redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '@client/components/errors/route-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';
import { loadAppLocales } from '@client/lib/app-locales';
import { appChildren, topLevelAppRedirects, topLevelChildren } from './app-routes';

const signIn = async () => ({ Component: (await import('./routes/auth/sign-in')).SignInRoute });
const register = async () => ({ Component: (await import('./routes/auth/register')).RegisterRoute });
const verifyEmail = async () => ({ Component: (await import('./routes/auth/verify-email')).VerifyEmailRoute });
const forgotPassword = async () => ({ Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute });
const resetPassword = async () => ({ Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute });
const acceptInvitation = async () => ({ Component: (await import('./routes/auth/accept-invitation')).AcceptInvitationRoute });
const passwordResetSuccess = async () => ({ Component: (await import('./routes/auth/password-reset-success')).PasswordResetSuccessRoute });
const terms = async () => ({ Component: (await import('./routes/legal/terms')).TermsRoute });
const privacy = async () => ({ Component: (await import('./routes/legal/privacy')).PrivacyRoute });
const devOutbox = async () => ({ Component: (await import('./routes/auth/dev-outbox')).DevOutboxRoute });
// The app layout brings the signed-in app's strings with it (not part of the sign-in route).
const appLayout = async () => {
  const [{ AppLayout }] = await Promise.all([import('./layout/app-layout'), loadAppLocales()]);
  return { Component: AppLayout };
};
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

export const routes: RouteObject[] = [
  {
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
      {
        path: 'app',
        lazy: appLayout,
        // Every page of the manifest (app-routes.tsx), then 404.
        children: [...appChildren, { path: '*', lazy: notFound }],
      },
      // Spec 2.3's top-level prototype pages, inside the signed-in shell.
      ...topLevelAppRedirects.map(([path, to]) => ({ path, loader: () => redirect(to) })),
      { lazy: appLayout, children: topLevelChildren },
      // Spec 2.1: any other path shows the sign-in screen.
      { path: '*', lazy: signIn },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
