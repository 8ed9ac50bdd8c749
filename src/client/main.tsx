import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@client/app/providers';
import { createAppRouter } from '@client/app/router';
import { ErrorBoundary } from '@client/components/errors/error-boundary';
import { languageReady } from '@client/lib/i18n';
import { applyTheme, readStoredTheme } from '@client/lib/theme';

// Apply the stored theme before the first paint (index.html starts out dark, the default).
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const router = createAppRouter();

// An English user's strings first (their own chunk), so the first paint is not Hungarian.
void languageReady.finally(() =>
  createRoot(container).render(
    <StrictMode>
      <ErrorBoundary level="page">
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </ErrorBoundary>
    </StrictMode>,
  ),
);
