// Everything the app needs around the router: translations, server-state cache, theme, session.
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AuthProvider } from '@client/features/auth/auth-provider';
import { isApiError } from '@client/lib/api-client';
import { i18n } from '@client/lib/i18n';
import { WriteAwareQueryClient } from '@client/lib/query-client';
import { ThemeProvider } from '@client/lib/theme';

export function createQueryClient(): QueryClient {
  return new WriteAwareQueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (4xx) will not get better by asking again.
        retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ThemeProvider>
          <AuthProvider>{children}</AuthProvider>
        </ThemeProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
