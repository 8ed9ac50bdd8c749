// Test helpers: render a route of the real route table inside the real providers.
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '@client/app/providers';
import { routerOptions, routes } from '@client/app/router';
import { WriteAwareQueryClient } from '@client/lib/query-client';

export function createTestQueryClient(): QueryClient {
  return new WriteAwareQueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

export function renderWithProviders(ui: ReactNode) {
  return render(<AppProviders queryClient={createTestQueryClient()}>{ui}</AppProviders>);
}

export function renderRoute(path: string, options: { state?: unknown } = {}) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [{ pathname: path, state: options.state }] });
  const utils = render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
