import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { isChunkLoadError } from '@client/lib/chunk-error';
import { allowConsoleError } from '@client/test/console-guard';
import { RouteError } from './route-error';

describe('route error element', () => {
  it('shows the chunk-load screen when a lazy route fails to load', async () => {
    allowConsoleError();
    const router = createMemoryRouter(
      [
        {
          path: '/',
          ErrorBoundary: RouteError,
          HydrateFallback: () => null,
          lazy: () =>
            Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js')),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Loading Error' })).toBeInTheDocument();
    expect(screen.getByText('A module failed to load, usually after an update.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it('shows "Something went wrong" for other errors and tries again', async () => {
    allowConsoleError();
    let fail = true;
    function Page() {
      if (fail) throw new Error('render failure');
      return <p>Oldal tartalma</p>;
    }
    const router = createMemoryRouter([{ path: '/', Component: Page, ErrorBoundary: RouteError }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Oldal tartalma')).toBeInTheDocument();
  });

  it.each([
    ['Failed to fetch dynamically imported module: /a.js', true],
    ['Loading chunk 12 failed.', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Cannot read properties of undefined', false],
  ])('isChunkLoadError(%s) is %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });
});
