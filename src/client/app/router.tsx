// Route table (spec 2.1 and 2.3). Every page is a lazy route module, so each gets its own chunk
// and the sign-in screen does not carry the authenticated app.
import { Outlet, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { RouteError } from '@client/components/errors/route-error';
import { LoadingSpinner } from '@client/components/ui/loading-spinner';

const signIn = async () => ({ Component: (await import('./routes/auth/sign-in')).SignInRoute });
const appLayout = async () => ({ Component: (await import('./layout/app-layout')).AppLayout });
const dashboard = async () => ({ Component: (await import('./routes/app/dashboard')).DashboardRoute });
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
      {
        path: 'app',
        lazy: appLayout,
        children: [
          { index: true, lazy: dashboard },
          { path: 'dashboard', lazy: dashboard },
          { path: '*', lazy: notFound },
        ],
      },
      // Spec 2.1: any other path shows the sign-in screen.
      { path: '*', lazy: signIn },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
